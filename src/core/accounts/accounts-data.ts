/**
 * The customer's accounts, read once for every screen that shows or picks one (home, transfers, the portal shell):
 * one cache entry (spec 2 sections 4 and 9: "the accounts fetch is cached for 5 seconds and throttled about 3
 * seconds"). A screen that opens asks {@link ensureFreshAccounts}: data older than 5 s is reloaded, younger data is
 * used as it is. After money moved, {@link refreshAccounts} reloads; asks within 3 s of the last reload are merged
 * into one reload when the 3 s are up (a trailing throttle, so the last balances always arrive).
 *
 * Also here: the other account reads and the exchange-rate lookup, each defined once as a key plus a loader.
 */
import type { ApiClient } from '../api/client';
import { ACCOUNT_TYPES, balanceInquiry, type Account } from '../api/contract/accounts';
import type { ResponseOf } from '../api/contract/define';
import { exchangeRateGet } from '../api/contract/p2p';
import { exchangeRatesDefaultGet, paymentInstructionsGet } from '../api/contract/wallet-accounts';
import { queryOptions, type QueryOptions } from '../resource/query-options';
import type { ResourceCache } from '../resource/resource-cache';

export type AccountsReply = ResponseOf<typeof balanceInquiry>;

/** The one key of the accounts read (the portal shell reads the same entry). */
export const ACCOUNTS_KEY = 'accounts/balances';
/** Answers younger than this are used as they are. */
export const ACCOUNTS_FRESH_MS = 5000;
/** Reloads asked for within this time of the previous one wait for it to pass. */
export const ACCOUNTS_THROTTLE_MS = 3000;

interface Timing {
  loadedAt: number;
  reloadedAt: number;
  trailing: ReturnType<typeof setTimeout> | null;
}
const timings = new WeakMap<ResourceCache, Timing>();
function timingOf(cache: ResourceCache): Timing {
  let timing = timings.get(cache);
  if (!timing) {
    timing = { loadedAt: Number.NEGATIVE_INFINITY, reloadedAt: Number.NEGATIVE_INFINITY, trailing: null };
    timings.set(cache, timing);
  }
  return timing;
}

export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
}
const realClock: Clock = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms) };

/**
 * THE accounts read (`balanceInquiry`): every screen, model and preload that needs the customer's accounts or
 * balances reads this one entry. Pass the cache when you have it, so the 5-second freshness rule knows when the
 * answer arrived (without it, the first sight of the data counts, see {@link ensureFreshAccounts}).
 */
export function accountsQuery(
  api: ApiClient,
  cache?: ResourceCache,
  clock: Clock = realClock,
): QueryOptions<AccountsReply> {
  return queryOptions({
    key: ACCOUNTS_KEY,
    load: async (signal) => {
      const answer = await api.call(balanceInquiry, {}, { signal });
      if (cache) timingOf(cache).loadedAt = clock.now();
      return answer;
    },
  });
}

/**
 * Reloads the accounts (after a transfer, a new account...). Within 3 s of the previous reload the reload is put off
 * until the 3 s are up; several asks meanwhile make one reload. Answers whether it reloaded now.
 */
export function refreshAccounts(cache: ResourceCache, clock: Clock = realClock): boolean {
  const timing = timingOf(cache);
  const now = clock.now();
  const wait = timing.reloadedAt + ACCOUNTS_THROTTLE_MS - now;
  if (wait > 0) {
    timing.trailing ??= clock.setTimeout(() => {
      timing.trailing = null;
      timing.reloadedAt = clock.now();
      cache.invalidate(ACCOUNTS_KEY);
    }, wait);
    return false;
  }
  timing.reloadedAt = now;
  cache.invalidate(ACCOUNTS_KEY);
  return true;
}

/**
 * A screen opens: data older than 5 s is reloaded (throttled). Nothing loaded yet is left to the first read; data
 * another loader of the same key brought (the portal shell's preload) counts from the moment it is first seen here.
 */
export function ensureFreshAccounts(cache: ResourceCache, clock: Clock = realClock): boolean {
  const timing = timingOf(cache);
  if (timing.loadedAt === Number.NEGATIVE_INFINITY) {
    if (cache.read(ACCOUNTS_KEY).data !== undefined) timing.loadedAt = clock.now();
    return false;
  }
  if (clock.now() - timing.loadedAt < ACCOUNTS_FRESH_MS) return false;
  return refreshAccounts(cache, clock);
}

/** Payment accounts (1001) in use are the ones transfers move money between. */
export function transferAccounts(accounts: readonly Account[] | undefined): Account[] {
  return (accounts ?? []).filter((account) => account.type === ACCOUNT_TYPES.payment && account.accountStatusId === 1);
}

export type PaymentInstructions = ResponseOf<typeof paymentInstructionsGet>['instructions'];
export type DefaultRates = ResponseOf<typeof exchangeRatesDefaultGet>['rates'];

export const paymentInstructionsQuery = (api: ApiClient): QueryOptions<PaymentInstructions> =>
  queryOptions({
    key: 'accounts/payment-instructions',
    load: async (signal) => (await api.call(paymentInstructionsGet, {}, { signal })).instructions,
  });

/** Today's rates between every pair of the account currencies (one call; the home's total converts with them). */
export const defaultRatesQuery = (api: ApiClient): QueryOptions<DefaultRates> =>
  queryOptions({
    key: 'accounts/default-rates',
    load: async (signal) => (await api.call(exchangeRatesDefaultGet, {}, { signal })).rates,
  });

/**
 * Units of `to` for one `from`. The same currency, or a missing one, is 1 without a call (spec 2 section 5); other
 * pairs ask the bank.
 */
export async function exchangeRateOf(
  api: ApiClient,
  from: string | null | undefined,
  to: string | null | undefined,
  signal?: AbortSignal,
): Promise<string> {
  if (!from || !to || from === to) return '1';
  const answer = await api.call(
    exchangeRateGet,
    { fromCurrencyCode: from, toCurrencyCode: to },
    signal ? { signal } : {},
  );
  return String(answer.exchangeRate);
}
