import { Link } from 'react-router';
import { useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';

/** Any path the portal does not know (route page_404). */
export function NotFoundPage() {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  return (
    <section className="portal-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.action')}</Link>
    </section>
  );
}
