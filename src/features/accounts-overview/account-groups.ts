import { ACCOUNT_TYPES, type Account } from '../../core/api/contract/accounts';
import { sumDecimals } from '../../core/money/money';

export type AccountKind = 'payment' | 'prepayment' | 'receiving' | 'card' | 'other';

/** Card account types are 2006 to 2135 (spec 2 section 3). */
export function accountKind(type: number): AccountKind {
  if (type === ACCOUNT_TYPES.payment) return 'payment';
  if (type === ACCOUNT_TYPES.prepayment) return 'prepayment';
  if (type === ACCOUNT_TYPES.receiving) return 'receiving';
  if (type >= 2006 && type <= 2135) return 'card';
  return 'other';
}

export interface CurrencyTotal {
  currency: string;
  balance: string;
}

/** Balances added up per currency, in decimal strings (never floats), currencies in first-seen order. */
export function totalsByCurrency(accounts: readonly Account[]): CurrencyTotal[] {
  const byCurrency = new Map<string, Array<number | string>>();
  for (const account of accounts) {
    const list = byCurrency.get(account.currencyCode) ?? [];
    list.push(account.balance);
    byCurrency.set(account.currencyCode, list);
  }
  return [...byCurrency].map(([currency, balances]) => ({ currency, balance: sumDecimals(balances) }));
}

const TYPE_ORDER: Record<AccountKind, number> = { payment: 0, prepayment: 1, receiving: 2, card: 3, other: 4 };

export interface CurrencyGroup {
  currency: string;
  accounts: Account[];
}

/** Accounts by currency (first-seen order), inside each: payment, prepayment, receiving, cards, others. */
export function groupByCurrency(accounts: readonly Account[]): CurrencyGroup[] {
  const groups = new Map<string, Account[]>();
  for (const account of accounts)
    groups.set(account.currencyCode, [...(groups.get(account.currencyCode) ?? []), account]);
  return [...groups].map(([currency, list]) => ({
    currency,
    accounts: list.sort((a, b) => TYPE_ORDER[accountKind(a.type)] - TYPE_ORDER[accountKind(b.type)]),
  }));
}
