import type { Transaction } from '../../core/api/contract/history';
import type { TFunction } from '../../core/i18n/i18n';

/**
 * A transaction's title in the reader's language, built from what it is (type, direction) and who the other party
 * is, not from the bank's description, which is English text (issue 33: "Card purchase at City Pharmacy" on a
 * Ukrainian screen). The description stays in the details, as the bank wrote it.
 */
export function transactionTitle(t: TFunction, transaction: Transaction): string {
  const party = transaction.counterpartyName?.trim();
  const type = transaction.operationType;
  if (type === 'exchange' && transaction.counterCurrencyCode)
    return t('titles.exchange', { from: transaction.currencyCode, to: transaction.counterCurrencyCode });
  if (!party || type === 'betweenAccounts' || type === 'fee' || type === 'other') return t(`type.${type}`);
  if (type === 'cardPurchase') return t('titles.cardPurchase', { party });
  if (type === 'refund') return t('titles.refund', { party });
  return transaction.direction === 'in' ? t('titles.from', { party }) : t('titles.to', { party });
}
