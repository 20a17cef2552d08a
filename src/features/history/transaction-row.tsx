import type { TFunction } from '../../core/i18n/i18n';
import type { Transaction } from '../../core/api/contract/history';
import { AmountText, classNames } from '../../ui';
import { transactionTitle } from './transaction-title';

export interface TransactionRowProps {
  transaction: Transaction;
  t: TFunction;
  /** Hides fee amounts (the home page's recent activity). */
  hideFees?: boolean;
  /** The home's compact line: an icon of the direction, the title, the type under it (no customer text). */
  compact?: boolean;
  onOpen?: ((transaction: Transaction) => void) | undefined;
}

/**
 * One transaction: a translated title (who, or what for an exchange), the type, the payer's own reference or note,
 * the status, and the signed amount (with its fee unless hidden). The bank's English description is in the details.
 */
export function TransactionRow({ transaction, t, hideFees = false, compact = false, onOpen }: TransactionRowProps) {
  const signed = `${transaction.direction === 'out' ? '-' : ''}${String(transaction.amount)}`;
  const title = transactionTitle(t, transaction);
  // What the payer wrote (their reference, else the note): the customer's own words, shown as typed.
  const yourText = transaction.customerReference?.trim() || transaction.note?.trim();
  const content = (
    <>
      {compact && <TransactionIcon transaction={transaction} />}
      <span className="wallet-history__row-main">
        <span className="wallet-history__row-title">{title}</span>
        <span className="wallet-history__row-meta">
          {t(`type.${transaction.operationType}`)}
          {!compact && yourText && (
            <>
              {' · '}
              <span translate="no">{yourText}</span>
            </>
          )}
          {transaction.status !== 'completed' && (
            <span className={classNames('wallet-history__status', `wallet-history__status--${transaction.status}`)}>
              {' · '}
              {t(`status.${transaction.status}`)}
            </span>
          )}
        </span>
      </span>
      <span className="wallet-history__row-amounts">
        <AmountText
          amount={signed}
          currency={transaction.currencyCode}
          colourBySign={transaction.status === 'completed'}
          className="wallet-history__row-amount"
        />
        {!hideFees && Number(transaction.fee) > 0 && (
          <span className="wallet-history__row-fee">
            {t('detail.fee')} <AmountText amount={transaction.fee} currency={transaction.currencyCode} />
          </span>
        )}
      </span>
    </>
  );
  if (!onOpen) return <div className="wallet-history__row">{content}</div>;
  return (
    <button
      type="button"
      className="wallet-history__row wallet-history__row--button"
      onClick={() => onOpen(transaction)}
    >
      {content}
    </button>
  );
}

/** A round icon: money in (arrow down-left), out (arrow up-right), or a card purchase; decorative. */
function TransactionIcon({ transaction }: { transaction: Transaction }) {
  const incoming = transaction.direction === 'in';
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'wallet-history__icon',
        incoming ? 'wallet-history__icon--in' : 'wallet-history__icon--out',
      )}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
        {incoming ? <path d="M17 7 7 17M7 9v8h8" /> : <path d="M7 17 17 7M9 7h8v8" />}
      </svg>
    </span>
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day heading's text: the full date in the reader's language (UTC, as the bank books). Formatters are reused. */
export function dayHeading(day: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T12:00:00.000Z`));
}
