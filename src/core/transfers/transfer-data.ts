/**
 * Server reads of the money-movement screens, each defined once as a key plus a loader (CONVENTIONS habit 1) and read
 * through the shared resource cache. The accounts read every screen shares is in core/accounts/accounts-data.ts.
 */
import type { ApiClient } from '../api/client';
import {
  businessTransactionMassList,
  businessTransactionRequestList,
  businessUserList,
  transactionRequestCounts,
} from '../api/contract/approvals';
import type { RequestOf } from '../api/contract/define';
import { customerLimitsGet, maxAmountGet } from '../api/contract/limits';
import {
  paymentTemplatesGet,
  preApprovedPaymentList,
  p2pFromEmailsGet,
  recentTransfersGet,
} from '../api/contract/transfers';
import type { QueryOptions } from '../resource/query-options';

/** Every money-movement key starts with this, so one invalidation refreshes the screens after a transfer. */
export const TRANSFERS_CACHE_PREFIX = 'transfers:';

export const templatesQuery = (api: ApiClient): QueryOptions<Awaited<ReturnType<typeof loadTemplates>>> => ({
  key: 'transfers:templates:p2p',
  load: (signal) => loadTemplates(api, signal),
});
async function loadTemplates(api: ApiClient, signal: AbortSignal) {
  return (await api.call(paymentTemplatesGet, { type: 'p2p' }, { signal })).templates;
}

export const recentsQuery = (api: ApiClient) => ({
  key: 'transfers:recents:p2p',
  load: async (signal: AbortSignal) =>
    (await api.call(recentTransfersGet, { type: 'p2p', limit: 3 }, { signal })).transfers,
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

export const limitsQuery = (
  api: ApiClient,
  type: 'p2p' | 'betweenAccounts',
  fromAccountId: string,
  currencyCode: string,
) => ({
  key: `transfers:limits:${type}:${fromAccountId}:${currencyCode}`,
  load: async (signal: AbortSignal) =>
    (await api.call(customerLimitsGet, { type, fromAccountId, currencyCode }, { signal })).limits,
});

export const maxAmountQuery = (
  api: ApiClient,
  operation: 'p2p' | 'betweenAccounts',
  fromAccountId: string,
  currencyCode: string,
) => ({
  key: `transfers:max:${operation}:${fromAccountId}:${currencyCode}`,
  load: (signal: AbortSignal) => api.call(maxAmountGet, { operation, fromAccountId, currencyCode }, { signal }),
});
