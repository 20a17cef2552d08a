/**
 * The reads of the merchant tools, each defined once as a query (key plus loader, core/resource/query-options), and
 * the offline rules of their forms. Screens read them with `useQuery` and name the list's prefix in a write's
 * `invalidates` (spec 3 section 7.4: key lists reload after create or delete).
 */
import type { ApiClient } from '../../core/api/client';
import { ACCOUNTS_KEY, accountsQuery } from '../../core/accounts/accounts-data';
import {
  MERCHANT_TOOLS_LIMITS,
  MERCHANT_TOOLS_PAGES,
  merchantAllowedIpList,
  merchantApiKeyList,
  merchantApiRequestList,
  merchantIdentityFeeGet,
  merchantIdentityList,
  merchantIpnMessageGet,
  merchantInstallmentList,
  merchantReputationList,
  merchantSubscriberList,
  merchantWebhookList,
  merchantWebhookRequestList,
} from '../../core/api/contract/merchant-tools';
import { merchantIpnAttemptList } from '../../core/api/contract/pay-button';
import { merchantQueries } from '../../core/merchant-buttons/merchant-data';
import { queryOptions } from '../../core/resource/query-options';

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
  access: merchantQueries.access,
  apiKeys: (api: ApiClient) =>
    queryOptions({
      key: TOOLS_KEYS.apiKeys,
      load: (signal) => api.call(merchantApiKeyList, {}, { signal }),
    }),
  allowedIps: (api: ApiClient) =>
    queryOptions({
      key: TOOLS_KEYS.allowedIps,
      load: (signal) => api.call(merchantAllowedIpList, {}, { signal }),
    }),
  apiLog: (api: ApiClient, filter: DateFilter & { apiKeyId?: string | undefined }) =>
    queryOptions({
      key: keyed(TOOLS_KEYS.apiLog, { ...filter }),
      load: (signal) => api.call(merchantApiRequestList, present({ ...filter }), { signal }),
    }),
  webhooks: (api: ApiClient) =>
    queryOptions({
      key: TOOLS_KEYS.webhooks,
      load: (signal) => api.call(merchantWebhookList, {}, { signal }),
    }),
  webhookLog: (api: ApiClient, filter: DateFilter & { query?: string | undefined; cursor?: string | undefined }) =>
    queryOptions({
      key: keyed(TOOLS_KEYS.webhookLog, { ...filter }),
      load: (signal) =>
        api.call(
          merchantWebhookRequestList,
          present({ ...filter, limit: String(MERCHANT_TOOLS_PAGES.webhookRequests) }),
          { signal },
        ),
    }),
  ipnPage: (api: ApiClient, pageNumber: number) =>
    queryOptions({
      key: keyed(TOOLS_KEYS.ipn, { page: pageNumber }),
      load: (signal) =>
        api.call(merchantIpnAttemptList, { pageNumber, pageSize: MERCHANT_TOOLS_PAGES.notifications }, { signal }),
    }),
  subscribers: (api: ApiClient, pageNumber: number) =>
    queryOptions({
      key: keyed(TOOLS_KEYS.subscribers, { page: pageNumber }),
      load: (signal) =>
        api.call(merchantSubscriberList, { pageNumber, pageSize: MERCHANT_TOOLS_PAGES.subscribers }, { signal }),
    }),
  installments: (api: ApiClient) =>
    queryOptions({
      key: TOOLS_KEYS.installments,
      load: (signal) => api.call(merchantInstallmentList, {}, { signal }),
    }),
  reputation: (api: ApiClient, email: string, pageNumber: number) =>
    queryOptions({
      key: keyed(TOOLS_KEYS.reputation, { email, page: pageNumber }),
      load: (signal) =>
        api.call(
          merchantReputationList,
          { type: 'reputation', email, pageNumber, pageSize: MERCHANT_TOOLS_PAGES.reputation },
          { signal },
        ),
    }),
  identities: (api: ApiClient) =>
    queryOptions({
      key: TOOLS_KEYS.identities,
      load: (signal) =>
        api.call(merchantIdentityList, { pageNumber: 1, pageSize: MERCHANT_TOOLS_PAGES.identities }, { signal }),
    }),
  accounts: (api: ApiClient) => accountsQuery(api),
  ipnMessage: (api: ApiClient, id: number) =>
    queryOptions({
      key: `${TOOLS_KEYS.ipn}/message/${id}`,
      load: (signal) => api.call(merchantIpnMessageGet, { id }, { signal }),
    }),
  /** The fee of an identity verification paid from an account. */
  identityFee: (api: ApiClient, accountId: string) =>
    queryOptions({
      key: `${TOOLS_KEYS.identities}/fee/${accountId}`,
      load: (signal) => api.call(merchantIdentityFeeGet, { accountId: Number(accountId) }, { signal }),
    }),
} as const;

/** A name for a key, webhook or person: required, at most 64 characters; the message key of the problem, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'common.nameRequired';
  return name.trim().length > MERCHANT_TOOLS_LIMITS.nameMax ? 'common.nameTooLong' : null;
}
