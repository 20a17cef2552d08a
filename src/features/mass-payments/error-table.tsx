import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { MassRow, RowProblem } from '../../core/mass-payments/mass-check';
import type { TFunction } from '../../core/i18n/i18n';

export interface ErrorTableProps {
  problems: readonly RowProblem[];
  rowsByNumber: ReadonlyMap<number, MassRow>;
  t: TFunction;
  /** A value typed in place; the caller checks the rows again. */
  onFix: (row: number, column: string, value: string) => void;
  /** Accessible name of the table. */
  label: string;
}

const ROW_HEIGHT = 52;
/** Phones show a problem on two lines (see mass-payments.css). */
const COMPACT_ROW_HEIGHT = 104;
const COMPACT_QUERY = '(max-width: 640px)';

function rowHeight(): number {
  return typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(COMPACT_QUERY).matches
    ? COMPACT_ROW_HEIGHT
    : ROW_HEIGHT;
}

export function problemText(t: TFunction, problem: RowProblem): string {
  return t(`problems.${problem.code}`, problem.params ?? {});
}

export function columnText(t: TFunction, column: string): string {
  return t(`columns.${column}`, { defaultValue: column });
}

function problemKey(problem: RowProblem): string {
  return `${problem.row}:${problem.column}:${problem.code}`;
}

/**
 * The problems of a checked file, one per line (row, column, what is wrong, the value), virtualised so 10,000
 * problems scroll without blocking the page: only the lines in view (and a few around) are in the DOM, and the
 * table keeps its full row count for screen readers (aria-rowcount / aria-rowindex). Each value can be fixed in
 * place: it is committed when the field is left or Enter is pressed.
 */
export function ErrorTable({ problems, rowsByNumber, t, onFix, label }: ErrorTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Read once: the virtualizer asks for every row's size, and matchMedia per row would cost seconds for 10,000 rows.
  const [height] = useState(rowHeight);
  const estimateSize = useCallback(() => height, [height]);
  // A stable key function keeps the virtualizer's row measurements cached between scroll frames.
  const getItemKey = useCallback(
    (index: number) => {
      const problem = problems[index];
      return problem ? problemKey(problem) : index;
    },
    [problems],
  );
  // The virtualizer is read fresh on every render (no memoised children depend on it), which is what the React
  // Compiler warning is about; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: problems.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 8,
    getItemKey,
  });

  return (
    <div className="wallet-mass-errors" role="table" aria-label={label} aria-rowcount={problems.length + 1}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="wallet-mass-errors__row wallet-mass-errors__row--head">
          <span role="columnheader">{t('errors.row')}</span>
          <span role="columnheader">{t('errors.column')}</span>
          <span role="columnheader">{t('errors.problem')}</span>
          <span role="columnheader">{t('errors.value')}</span>
        </div>
      </div>
      <div ref={scrollRef} className="wallet-mass-errors__scroll" data-testid="mass-error-scroll">
        <div role="rowgroup" className="wallet-mass-errors__body" style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {virtualizer.getVirtualItems().map((item) => {
            const problem = problems[item.index];
            if (!problem) return null;
            const value = rowsByNumber.get(problem.row)?.values[problem.column] ?? '';
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="wallet-mass-errors__row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <span role="cell">{problem.row}</span>
                <span role="cell">{columnText(t, problem.column)}</span>
                <span role="cell" className="wallet-mass-errors__problem">
                  {problemText(t, problem)}
                </span>
                <span role="cell">
                  <FixInput
                    value={value}
                    label={t('errors.valueLabel', { row: String(problem.row), column: columnText(t, problem.column) })}
                    onCommit={(next) => onFix(problem.row, problem.column, next)}
                  />
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function FixInput({ value, label, onCommit }: { value: string; label: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <input
      className="wallet-input wallet-mass-errors__input"
      aria-label={label}
      aria-invalid
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
