import { Link } from 'react-router';
import { useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';

export type PreparingSection =
  | 'register'
  | 'registerPersonal'
  | 'registerBusiness'
  | 'activate'
  | 'scp'
  | 'receive'
  | 'videoIdentityJob'
  | 'identityVerification';

/**
 * A route whose feature has not landed yet: it exists (so links and guards already work) and says plainly that
 * the section is not available. No menu links to it.
 */
export function PreparingPage({ section }: { section: PreparingSection }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  return (
    <section className="portal-message" aria-labelledby="preparing-title">
      <h1 id="preparing-title">{t(`sections.${section}`)}</h1>
      <p>{t('preparing.body')}</p>
      <Link to="/">{t('preparing.action')}</Link>
    </section>
  );
}
