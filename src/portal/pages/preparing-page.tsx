import { Link } from 'react-router';
import { useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePreviousPath } from '../navigation/navigation-root';

/** A section id of the route table (`sections.<id>` in the portal's messages). */
export type PreparingSection = string;

/**
 * A route whose feature has not landed yet: it exists (so links and guards already work) and says plainly that
 * the section is not available. No menu links to it. Pages that return where they were opened from (`returnsToPrevious`)
 * offer that way back.
 */
export function PreparingPage({ section, returnsToPrevious = false }: { section: PreparingSection; returnsToPrevious?: boolean }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const previous = usePreviousPath();
  return (
    <section className="portal-message" aria-labelledby="preparing-title">
      <h1 id="preparing-title">{t(`sections.${section}`)}</h1>
      <p>{t('preparing.body')}</p>
      {returnsToPrevious && previous ? <Link to={previous}>{t('preparing.back')}</Link> : <Link to="/">{t('preparing.action')}</Link>}
    </section>
  );
}
