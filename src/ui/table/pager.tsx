import { Button } from '../button/button';
import { useCommonMessages } from '../i18n/use-messages';

export interface PagerProps {
  /** What the pages are of ("Login history"): the navigation landmark is named "Login history: pages". */
  of: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one or none the pager is not shown. */
  pages: number;
  onPage: (page: number) => void;
  /** While a page loads, so a second click does not skip one. */
  disabled?: boolean | undefined;
}

/** Previous and next between numbered pages, with where the user is (announced when it changes). */
export function Pager({ of, page, pages, onPage, disabled = false }: PagerProps) {
  const t = useCommonMessages();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages.label', { list: of })} className="wallet-pager">
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pages.previous')}
      </Button>
      <span aria-live="polite">{t('pages.current', { page, pages })}</span>
      <Button variant="secondary" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
      </Button>
    </nav>
  );
}
