import type { ReactNode } from 'react';
import { Button } from '../../ui';
import { useToolsMessages } from './messages';

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function ToolsTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="wallet-tools__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="wallet-tools__table">
        <caption className="wallet-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** Previous / next between numbered pages, with where the user is. */
export function Pager({
  label,
  page,
  count,
  onPage,
}: {
  label: string;
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const { t } = useToolsMessages();
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className="wallet-tools__actions">
      <Button variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page, count })}</span>
      <Button variant="secondary" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
