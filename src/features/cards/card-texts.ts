import type { Account } from '../../core/api/contract/accounts';
import { cardStatusName } from '../../core/cards/card-rules';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The kind of a card in words: virtual, prepaid or debit. */
export function cardKindText(t: T, account: Pick<Account, 'cardIsVirtual' | 'subType'>): string {
  if (account.cardIsVirtual) return t('kind.virtual');
  return account.subType === 'DEBIT' ? t('kind.debit') : t('kind.prepaid');
}

/** What a card is called: its alias (virtual cards), else its kind and currency. */
export function cardName(
  t: T,
  account: Pick<Account, 'cardIsVirtual' | 'subType' | 'cardAliasName' | 'currencyCode'>,
): string {
  return account.cardAliasName
    ? account.cardAliasName
    : t('name', { kind: cardKindText(t, account), currency: account.currencyCode });
}

/** A card status in words (spec 2 section 4 ids). */
export function cardStatusText(t: T, statusId: number): string {
  const name = cardStatusName(statusId);
  return name ? t(`status.${name}`) : t('status.unknown', { id: statusId });
}
