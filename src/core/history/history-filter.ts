/**
 * The activity history's filter as the screen holds it (text fields), in the address (shareable, the back button
 * works) and on the wire (spec 2 section 3 "Activity history filter"; empty values are dropped, section 5).
 */
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type HistoryFilter,
  type Transaction,
  type TransactionDirection,
  type TransactionStatus,
  type TransactionType,
} from '../api/contract/history';

/** Every filter field as text; '' means "any". */
export interface HistoryFilterValues {
  accountId: string;
  keyword: string;
  transactionType: '' | TransactionType;
  transactionDirection: '' | TransactionDirection;
  status: '' | TransactionStatus;
  fromDate: string;
  toDate: string;
  fromAmount: string;
  toAmount: string;
  email: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilterValues = {
  accountId: '',
  keyword: '',
  transactionType: '',
  transactionDirection: '',
  status: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
  email: '',
};

const FIELDS = Object.keys(EMPTY_HISTORY_FILTER) as (keyof HistoryFilterValues)[];

/** Address parameter names: short and readable in a shared link. */
const PARAMETERS: Record<keyof HistoryFilterValues, string> = {
  accountId: 'account',
  keyword: 'q',
  transactionType: 'type',
  transactionDirection: 'direction',
  status: 'status',
  fromDate: 'from',
  toDate: 'to',
  fromAmount: 'min',
  toAmount: 'max',
  email: 'email',
};

const oneOf = <T extends string>(values: readonly T[], value: string): '' | T =>
  (values as readonly string[]).includes(value) ? (value as T) : '';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The filter in an address; unknown or malformed values are ignored rather than sent. */
export function filterFromSearch(search: URLSearchParams): HistoryFilterValues {
  const get = (field: keyof HistoryFilterValues) => (search.get(PARAMETERS[field]) ?? '').trim();
  return {
    accountId: /^\d+$/.test(get('accountId')) ? get('accountId') : '',
    keyword: get('keyword').slice(0, 100),
    transactionType: oneOf(TRANSACTION_TYPES, get('transactionType')),
    transactionDirection: oneOf(TRANSACTION_DIRECTIONS, get('transactionDirection')),
    status: oneOf(TRANSACTION_STATUSES, get('status')),
    fromDate: DATE.test(get('fromDate')) ? get('fromDate') : '',
    toDate: DATE.test(get('toDate')) ? get('toDate') : '',
    fromAmount: AMOUNT.test(get('fromAmount')) ? get('fromAmount') : '',
    toAmount: AMOUNT.test(get('toAmount')) ? get('toAmount') : '',
    email: get('email').slice(0, 254),
  };
}

/** The address parameters of a filter (only the fields that are set), keeping any other parameters of `base`. */
export function searchFromFilter(
  filter: HistoryFilterValues,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const field of FIELDS) {
    const value = filter[field].trim();
    if (value) next.set(PARAMETERS[field], value);
    else next.delete(PARAMETERS[field]);
  }
  return next;
}

export function isFiltered(filter: HistoryFilterValues): boolean {
  return FIELDS.some((field) => filter[field].trim() !== '');
}

/** A stable text of the filter, for cache keys. */
export function filterKey(filter: HistoryFilterValues): string {
  return searchFromFilter(filter).toString() || '-';
}

export type HistoryFilterProblem = 'dateOrder' | 'amountFormat' | 'amountOrder' | 'email';

/** Mistakes found before any call, by field (spec 2 section 5 for the e-mail). */
export function filterProblems(
  filter: HistoryFilterValues,
): Partial<Record<keyof HistoryFilterValues, HistoryFilterProblem>> {
  const problems: Partial<Record<keyof HistoryFilterValues, HistoryFilterProblem>> = {};
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate) problems.fromDate = 'dateOrder';
  const from = filter.fromAmount.trim();
  const to = filter.toAmount.trim();
  if (from && !AMOUNT.test(from)) problems.fromAmount = 'amountFormat';
  if (to && !AMOUNT.test(to)) problems.toAmount = 'amountFormat';
  if (!problems.fromAmount && !problems.toAmount && from && to && Number(from) > Number(to))
    problems.fromAmount = 'amountOrder';
  const email = filter.email.trim();
  // Part of an address is enough to filter by; only obviously wrong characters are refused.
  if (email && /\s/.test(email)) problems.email = 'email';
  return problems;
}

/** The wire filter: empty values dropped. */
export function toHistoryRequest(filter: HistoryFilterValues): HistoryFilter {
  const request: HistoryFilter = {};
  if (filter.accountId) request.accountId = Number(filter.accountId);
  if (filter.keyword.trim()) request.keyword = filter.keyword.trim();
  if (filter.transactionType) request.transactionType = filter.transactionType;
  if (filter.transactionDirection) request.transactionDirection = filter.transactionDirection;
  if (filter.status) request.status = filter.status;
  if (filter.fromDate) request.fromDate = filter.fromDate;
  if (filter.toDate) request.toDate = filter.toDate;
  if (filter.fromAmount.trim()) request.fromAmount = filter.fromAmount.trim();
  if (filter.toAmount.trim()) request.toAmount = filter.toAmount.trim();
  if (filter.email.trim()) request.email = filter.email.trim();
  return request;
}

/** The response's `transactions.transaction`, which is one item or a list (spec 2 section 3), as a list. */
export function transactionsOf(response: {
  transactions: { transaction?: Transaction | Transaction[] | null | undefined };
}): Transaction[] {
  const value = response.transactions.transaction;
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The UTC day (YYYY-MM-DD) a transaction belongs to: history is grouped by date. */
export function dayOf(transaction: Pick<Transaction, 'transactionDate'>): string {
  return transaction.transactionDate.slice(0, 10);
}

export type HistoryListEntry =
  { kind: 'day'; day: string; key: string } | { kind: 'transaction'; transaction: Transaction; key: string };

/** Day headings and transactions in one flat list (for a virtualised list), newest first as they come. */
export function groupByDay(transactions: readonly Transaction[]): HistoryListEntry[] {
  const entries: HistoryListEntry[] = [];
  let current = '';
  for (const transaction of transactions) {
    const day = dayOf(transaction);
    if (day !== current) {
      entries.push({ kind: 'day', day, key: `day-${day}` });
      current = day;
    }
    entries.push({ kind: 'transaction', transaction, key: `tx-${transaction.transactionId}` });
  }
  return entries;
}
