/**
 * The reads of the merchant tools, each defined once as a key plus its loader (CONVENTIONS habit 1). Screens read
 * them through the shared resource cache and invalidate the list's prefix after a change (spec 3 section 7.4: key
 * lists reload after create or delete).
 */
import type { ApiClient } from '../../core/api/client';
import { ACCOUNTS_KEY, accountsQuery } from '../../core/accounts/accounts-data';
import {
  MERCHANT_TOOLS_PAGES,
  merchantAllowedIpList,
  merchantApiKeyList,
  merchantApiRequestList,
  merchantIdentityList,
  merchantInstallmentList,
  merchantReputationList,
  merchantSubscriberList,
  merchantWebhookList,
  merchantWebhookRequestList,
} from '../../core/api/contract/merchant-tools';
import { merchantIpnAttemptList } from '../../core/api/contract/pay-button';
import { MERCHANT_CACHE_KEYS, merchantLoaders } from '../../core/merchant-buttons/merchant-data';

export const TOOLS_KEYS = {
  apiKeys: 'merchant-tools/api-keys',
  allowedIps: 'merchant-tools/allowed-ips',
  apiLog: 'merchant-tools/api-log',
  webhooks: 'merchant-tools/webhooks',
  webhookLog: 'merchant-tools/webhook-log',
  ipn: 'merchant-tools/ipn',
  subscribers: 'merchant-tools/subscribers',
  installments: 'merchant-tools/installments',
  reputation: 'merchant-tools/reputation',
  identities: 'merchant-tools/identities',
  accounts: ACCOUNTS_KEY,
} as const;

/** Filter values in a key, empty ones left out, so equal filters share one cache entry. */
function keyed(base: string, values: Record<string, string | number | undefined>): string {
  const present = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  return present.length === 0
    ? base
    : `${base}?${new URLSearchParams(present.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** Only the filter values that are set (the contract's optional fields must be absent, not empty). */
function present<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export interface DateFilter {
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

export const toolsReads = {
  access: (api: ApiClient) => ({
    key: MERCHANT_CACHE_KEYS.access,
    load: (signal: AbortSignal) => merchantLoaders.access(api, signal),
  }),
  apiKeys: (api: ApiClient) => ({
    key: TOOLS_KEYS.apiKeys,
    load: (signal: AbortSignal) => api.call(merchantApiKeyList, {}, { signal }),
  }),
  allowedIps: (api: ApiClient) => ({
    key: TOOLS_KEYS.allowedIps,
    load: (signal: AbortSignal) => api.call(merchantAllowedIpList, {}, { signal }),
  }),
  apiLog: (api: ApiClient, filter: DateFilter & { apiKeyId?: string | undefined }) => ({
    key: keyed(TOOLS_KEYS.apiLog, { ...filter }),
    load: (signal: AbortSignal) => api.call(merchantApiRequestList, present({ ...filter }), { signal }),
  }),
  webhooks: (api: ApiClient) => ({
    key: TOOLS_KEYS.webhooks,
    load: (signal: AbortSignal) => api.call(merchantWebhookList, {}, { signal }),
  }),
  webhookLog: (api: ApiClient, filter: DateFilter & { query?: string | undefined; cursor?: string | undefined }) => ({
    key: keyed(TOOLS_KEYS.webhookLog, { ...filter }),
    load: (signal: AbortSignal) =>
      api.call(
        merchantWebhookRequestList,
        present({ ...filter, limit: String(MERCHANT_TOOLS_PAGES.webhookRequests) }),
        { signal },
      ),
  }),
  ipnPage: (api: ApiClient, pageNumber: number) => ({
    key: keyed(TOOLS_KEYS.ipn, { page: pageNumber }),
    load: (signal: AbortSignal) =>
      api.call(merchantIpnAttemptList, { pageNumber, pageSize: MERCHANT_TOOLS_PAGES.notifications }, { signal }),
  }),
  subscribers: (api: ApiClient, pageNumber: number) => ({
    key: keyed(TOOLS_KEYS.subscribers, { page: pageNumber }),
    load: (signal: AbortSignal) =>
      api.call(merchantSubscriberList, { pageNumber, pageSize: MERCHANT_TOOLS_PAGES.subscribers }, { signal }),
  }),
  installments: (api: ApiClient) => ({
    key: TOOLS_KEYS.installments,
    load: (signal: AbortSignal) => api.call(merchantInstallmentList, {}, { signal }),
  }),
  reputation: (api: ApiClient, email: string, pageNumber: number) => ({
    key: keyed(TOOLS_KEYS.reputation, { email, page: pageNumber }),
    load: (signal: AbortSignal) =>
      api.call(
        merchantReputationList,
        { type: 'reputation', email, pageNumber, pageSize: MERCHANT_TOOLS_PAGES.reputation },
        { signal },
      ),
  }),
  identities: (api: ApiClient) => ({
    key: TOOLS_KEYS.identities,
    load: (signal: AbortSignal) =>
      api.call(merchantIdentityList, { pageNumber: 1, pageSize: MERCHANT_TOOLS_PAGES.identities }, { signal }),
  }),
  accounts: (api: ApiClient) => accountsQuery(api),
} as const;
