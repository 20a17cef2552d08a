/**
 * Server reads of the money-movement screens, each defined once as a key plus a loader (CONVENTIONS habit 1) and read
 * through the shared resource cache. The accounts read is shared by every screen that picks an account: one entry,
 * fresh for 5 seconds, and reloads asked for within 3 seconds of the last one are dropped (spec 2 sections 4 and 9).
 */
import type { ApiClient } from '../api/client';
import { ACCOUNT_TYPES, balanceInquiry, type Account } from '../api/contract/accounts';
import { businessTransactionMassList, businessTransactionRequestList, businessUserList, transactionRequestCounts } from '../api/contract/approvals';
import type { RequestOf } from '../api/contract/define';
import { customerLimitsGet, maxAmountGet } from '../api/contract/limits';
import { paymentTemplatesGet, preApprovedPaymentList, p2pFromEmailsGet, recentTransfersGet } from '../api/contract/transfers';
import type { ResourceCache } from '../resource/resource-cache';

export interface ResourceQuery<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

/** Every money-movement key starts with this, so one invalidation refreshes the screens after a transfer. */
export const TRANSFERS_CACHE_PREFIX = 'transfers:';
export const ACCOUNTS_KEY = 'transfers:accounts';
/** The accounts answer is used for 5 s; a reload asked for within 3 s of the previous one is not made. */
export const ACCOUNTS_FRESH_MS = 5000;
export const ACCOUNTS_THROTTLE_MS = 3000;

const loadedAt = new WeakMap<ResourceCache, number>();
const refreshedAt = new WeakMap<ResourceCache, number>();

export function accountsQuery(api: ApiClient, cache: ResourceCache, now: () => number = Date.now): ResourceQuery<Account[]> {
  return {
    key: ACCOUNTS_KEY,
    load: async (signal) => {
      const answer = await api.call(balanceInquiry, {}, { signal });
      loadedAt.set(cache, now());
      return answer.accounts;
    },
  };
}

/**
 * Asks for fresh balances (after a transfer, or when a screen opens with data older than 5 s). Answers whether a
 * reload was started: not within 3 s of the last one, and not while the data is younger than `minAgeMs`.
 */
export function refreshAccounts(cache: ResourceCache, options: { minAgeMs?: number; now?: () => number } = {}): boolean {
  const now = (options.now ?? Date.now)();
  const last = refreshedAt.get(cache) ?? Number.NEGATIVE_INFINITY;
  const loaded = loadedAt.get(cache) ?? Number.NEGATIVE_INFINITY;
  if (now - last < ACCOUNTS_THROTTLE_MS) return false;
  if (now - loaded < (options.minAgeMs ?? 0)) return false;
  refreshedAt.set(cache, now);
  cache.invalidate(ACCOUNTS_KEY);
  return true;
}

/** Payment accounts (1001) are the ones transfers move money between. */
export function transferAccounts(accounts: readonly Account[] | undefined): Account[] {
  return (accounts ?? []).filter((account) => account.type === ACCOUNT_TYPES.payment && account.accountStatusId === 1);
}

export const templatesQuery = (api: ApiClient): ResourceQuery<Awaited<ReturnType<typeof loadTemplates>>> => ({
  key: 'transfers:templates:p2p',
  load: (signal) => loadTemplates(api, signal),
});
async function loadTemplates(api: ApiClient, signal: AbortSignal) {
  return (await api.call(paymentTemplatesGet, { type: 'p2p' }, { signal })).templates;
}

export const recentsQuery = (api: ApiClient) => ({
  key: 'transfers:recents:p2p',
  load: async (signal: AbortSignal) => (await api.call(recentTransfersGet, { type: 'p2p', limit: 3 }, { signal })).transfers,
});

export const fromEmailsQuery = (api: ApiClient) => ({
  key: 'transfers:from-emails',
  load: async (signal: AbortSignal) => (await api.call(p2pFromEmailsGet, {}, { signal })).emails,
});

export type PreApprovedFilter = RequestOf<typeof preApprovedPaymentList>;
export const preApprovedQuery = (api: ApiClient, filter: PreApprovedFilter) => ({
  key: `transfers:preapproved:${JSON.stringify(filter)}`,
  load: (signal: AbortSignal) => api.call(preApprovedPaymentList, filter, { signal }),
});

export type RequestFilter = RequestOf<typeof businessTransactionRequestList>;
export const approvalRequestsQuery = (api: ApiClient, filter: RequestFilter) => ({
  key: `transfers:approvals:${JSON.stringify(filter)}`,
  load: (signal: AbortSignal) => api.call(businessTransactionRequestList, filter, { signal }),
});
export const massRequestsQuery = (api: ApiClient) => ({
  key: 'transfers:approvals-mass',
  load: (signal: AbortSignal) => api.call(businessTransactionMassList, {}, { signal }),
});
export const APPROVAL_COUNTS_KEY = 'transfers:approval-counts';
export const approvalCountsQuery = (api: ApiClient) => ({
  key: APPROVAL_COUNTS_KEY,
  load: (signal: AbortSignal) => api.call(transactionRequestCounts, {}, { signal }),
});
export const businessUsersQuery = (api: ApiClient) => ({
  key: 'transfers:business-users',
  load: async (signal: AbortSignal) => (await api.call(businessUserList, {}, { signal })).users,
});

export const limitsQuery = (api: ApiClient, type: 'p2p' | 'betweenAccounts', fromAccountId: string, currencyCode: string) => ({
  key: `transfers:limits:${type}:${fromAccountId}:${currencyCode}`,
  load: async (signal: AbortSignal) => (await api.call(customerLimitsGet, { type, fromAccountId, currencyCode }, { signal })).limits,
});

export const maxAmountQuery = (api: ApiClient, operation: 'p2p' | 'betweenAccounts', fromAccountId: string, currencyCode: string) => ({
  key: `transfers:max:${operation}:${fromAccountId}:${currencyCode}`,
  load: (signal: AbortSignal) => api.call(maxAmountGet, { operation, fromAccountId, currencyCode }, { signal }),
});
