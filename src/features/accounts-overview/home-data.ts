/**
 * The home page's model: its reads (the last 90 days of activity for the chart; the upcoming pre-approved payments;
 * a business user's requests waiting for approval) and its pure rules (the total in the main currency converted with
 * today's rates, the cards grouped apart from the currency accounts, the balance day by day and money in and out by
 * month). The accounts, customer and rates are the shared reads of src/core.
 */
import type { DefaultRates } from '../../core/accounts/accounts-data';
import type { ApiClient } from '../../core/api/client';
import { ACCOUNT_TYPES, type Account } from '../../core/api/contract/accounts';
import { transactionHistoryGet, type Transaction } from '../../core/api/contract/history';
import { LIST_PAGING } from '../../core/api/contract/paging';
import { preApprovedPaymentList, type PreApprovedPayment } from '../../core/api/contract/transfers';
import { HISTORY_CACHE_PREFIX } from '../../core/history/history-queries';
import { transactionsOf } from '../../core/history/history-filter';
import { queryOptions, type QueryOptions } from '../../core/resource/query-options';
import { accountKind } from './account-groups';

/** The chart's longest span. */
export const CHART_DAYS = 90;
/** Pages of 100 read for the chart at most (10,000 transactions in 90 days is far beyond a personal wallet). */
const CHART_MAX_PAGES = 10;
const CHART_PAGE_SIZE = LIST_PAGING.defaultPageSize;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The completed transactions of the last {@link CHART_DAYS} days (every page, newest first). */
export function homeActivityQuery(api: ApiClient, today: string): QueryOptions<Transaction[]> {
  const from = new Date(`${today}T00:00:00.000Z`);
  from.setUTCDate(from.getUTCDate() - CHART_DAYS);
  const request = { fromDate: isoDay(from), status: 'completed' as const };
  return queryOptions({
    // Under the history prefix: a transfer's invalidation of the history reloads the chart too.
    key: `${HISTORY_CACHE_PREFIX}home-chart/${request.fromDate}`,
    load: async (signal) => {
      const all: Transaction[] = [];
      for (let page = 1; page <= CHART_MAX_PAGES; page += 1) {
        const answer = await api.call(
          transactionHistoryGet,
          { ...request, pageNumber: page, pageSize: CHART_PAGE_SIZE },
          { signal },
        );
        all.push(...transactionsOf(answer));
        if (all.length >= answer.results || transactionsOf(answer).length === 0) break;
      }
      return all;
    },
  });
}

/** Active pre-approved payments with a next payment date, soonest first (the first 50). */
export function upcomingPaymentsQuery(api: ApiClient): QueryOptions<PreApprovedPayment[]> {
  return queryOptions({
    key: 'transfers:preapproved:home',
    load: async (signal) => {
      const { payments } = await api.call(preApprovedPaymentList, { pageNumber: 1 }, { signal });
      return upcomingOf(payments);
    },
  });
}

export function upcomingOf(payments: readonly PreApprovedPayment[]): PreApprovedPayment[] {
  return payments
    .filter((payment) => payment.status === 'active' && payment.nextPaymentDate)
    .sort((a, b) => String(a.nextPaymentDate).localeCompare(String(b.nextPaymentDate)));
}

/** Requests made by others that wait for this business user's decision (the menu's counts, one shared read). */
export { approvalCountsQuery as pendingApprovalsQuery } from '../../core/transfers/transfer-data';

/**
 * The main currency: the currency of the first payment account (the one the bank opened first), else of the first
 * account, else USD.
 */
export function mainCurrencyOf(accounts: readonly Account[]): string {
  const payment = accounts.find((account) => account.type === ACCOUNT_TYPES.payment);
  return (payment ?? accounts[0])?.currencyCode ?? 'USD';
}

/** Units of `to` per one `from` from today's list; null when the list has no such pair. */
export function rateOf(rates: DefaultRates, from: string, to: string): number | null {
  if (from === to) return 1;
  const direct = rates.find((rate) => rate.fromCurrencyCode === from && rate.toCurrencyCode === to);
  if (direct) return Number(direct.exchangeRate);
  const inverse = rates.find((rate) => rate.fromCurrencyCode === to && rate.toCurrencyCode === from);
  return inverse && Number(inverse.exchangeRate) > 0 ? 1 / Number(inverse.exchangeRate) : null;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface ConvertedTotal {
  currency: string;
  /** Rounded to cents; an estimate (rates move). */
  amount: number;
  /** Currencies left out because today's list has no rate for them. */
  missing: string[];
}

/** Every account's balance converted into `currency` with today's rates and added up. */
export function convertedTotal(accounts: readonly Account[], rates: DefaultRates, currency: string): ConvertedTotal {
  let amount = 0;
  const missing = new Set<string>();
  for (const account of accounts) {
    const rate = rateOf(rates, account.currencyCode, currency);
    if (rate === null) missing.add(account.currencyCode);
    else amount += Number(account.balance) * rate;
  }
  return { currency, amount: cents(amount), missing: [...missing] };
}

/** The currency accounts (tiles) and the card accounts (listed under "Cards", one line a card). */
export function splitCards(accounts: readonly Account[]): { accounts: Account[]; cards: Account[] } {
  return {
    accounts: accounts.filter((account) => accountKind(account.type) !== 'card'),
    cards: accounts.filter((account) => accountKind(account.type) === 'card'),
  };
}

export interface BalancePoint {
  day: string;
  balance: number;
}

/** A transaction's signed effect converted into `currency` (0 when no rate is known). */
function convertedEffect(transaction: Transaction, rates: DefaultRates, currency: string): number {
  const rate = rateOf(rates, transaction.currencyCode, currency) ?? 0;
  return Number(transaction.total) * rate;
}

/**
 * The total balance at the end of each of the last `days` days (oldest first), walked back from today's total by
 * the completed transactions (each converted with today's rates).
 */
export function balanceSeries(
  transactions: readonly Transaction[],
  total: number,
  rates: DefaultRates,
  currency: string,
  today: string,
  days: number,
): BalancePoint[] {
  const byDay = new Map<string, number>();
  for (const transaction of transactions) {
    const day = transaction.transactionDate.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + convertedEffect(transaction, rates, currency));
  }
  const points: BalancePoint[] = [];
  let balance = total;
  const cursor = new Date(`${today}T00:00:00.000Z`);
  for (let index = 0; index < days; index += 1) {
    const day = isoDay(cursor);
    points.push({ day, balance: cents(balance) });
    balance -= byDay.get(day) ?? 0;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return points.reverse();
}

export interface MonthFlow {
  /** YYYY-MM */
  month: string;
  moneyIn: number;
  moneyOut: number;
}

/** Money in and out by month (oldest first), in `currency`, of the transactions given. */
export function monthlyFlows(transactions: readonly Transaction[], rates: DefaultRates, currency: string): MonthFlow[] {
  const months = new Map<string, MonthFlow>();
  for (const transaction of transactions) {
    const month = transaction.transactionDate.slice(0, 7);
    const flow = months.get(month) ?? { month, moneyIn: 0, moneyOut: 0 };
    const effect = convertedEffect(transaction, rates, currency);
    if (effect >= 0) flow.moneyIn = cents(flow.moneyIn + effect);
    else flow.moneyOut = cents(flow.moneyOut - effect);
    months.set(month, flow);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
