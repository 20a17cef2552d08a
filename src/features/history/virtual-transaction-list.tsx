import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { Transaction } from '../../core/api/contract/history';
import type { HistoryListEntry } from '../../core/history/history-filter';
import type { TFunction } from '../../core/i18n/i18n';
import { dayHeading, TransactionRow } from './transaction-row';

export interface VirtualTransactionListProps {
  entries: readonly HistoryListEntry[];
  language: string;
  t: TFunction;
  label: string;
  onOpen: (transaction: Transaction) => void;
  /** Called when the end of the list comes near and there is more to load. */
  onNearEnd: () => void;
}

/** Fixed row heights (CSS keeps rows to them), so the list never measures: 10,000 rows cost what 20 do. */
export const DAY_ROW_HEIGHT = 40;
export const TRANSACTION_ROW_HEIGHT = 64;
/** Start loading the next page this many rows before the end. */
const PREFETCH_ROWS = 8;

const Row = memo(TransactionRow);

/**
 * The history's rows, virtualised (@tanstack/react-virtual) in a focusable scroll region: only the rows in view (and a
 * few more) are in the page. Its own component, so a scroll re-renders the list and not the filter form around it.
 */
export function VirtualTransactionList({
  entries,
  language,
  t,
  label,
  onOpen,
  onNearEnd,
}: VirtualTransactionListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back a mutable instance the React compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (entries[index]?.kind === 'day' ? DAY_ROW_HEIGHT : TRANSACTION_ROW_HEIGHT),
    getItemKey: (index) => entries[index]?.key ?? index,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // Infinite scroll: the next page loads as the end comes into view.
  useEffect(() => {
    if (lastIndex >= entries.length - PREFETCH_ROWS) onNearEnd();
  }, [entries.length, lastIndex, onNearEnd]);

  return (
    <div ref={scrollRef} className="wallet-history__scroller" role="region" aria-label={label} tabIndex={0}>
      <div className="wallet-history__canvas" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <div
              key={item.key}
              className="wallet-history__virtual-row"
              style={{ transform: `translateY(${item.start}px)`, height: item.size }}
            >
              {entry.kind === 'day' ? (
                <h2 className="wallet-history__day">{dayHeading(entry.day, language)}</h2>
              ) : (
                <Row transaction={entry.transaction} t={t} onOpen={onOpen} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
