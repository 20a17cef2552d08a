/**
 * The signed-in user's server data the shell reads (customer info, access info, customer accesses): one cache key
 * and one loader each, shared with the features that read the same data, so a page never asks twice.
 */
import type { ApiClient } from '../../core/api/client';
import type { ResponseOf } from '../../core/api/contract/define';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { contractStats } from '../../core/api/contract/contracts';
import type { userAccessList } from '../../core/api/contract/customer';
import { customerInfoGet, userAccessInfoGet } from '../../core/api/contract/customer';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { ACCOUNTS_CACHE_KEYS } from '../../features/accounts-overview/accounts-overview';
import { COMPANY_SELECTION_CACHE_KEY, loadCustomerAccesses } from '../../features/company-selection/company-selection';
import { SMART_CONTRACT_CACHE_KEYS } from '../../features/smart-contracts/smart-contracts-data';

export const USER_CACHE_KEYS = {
  customer: ACCOUNTS_CACHE_KEYS.customer,
  accessInfo: 'customer/access-info',
  accesses: COMPANY_SELECTION_CACHE_KEY,
  accounts: ACCOUNTS_CACHE_KEYS.accounts,
  contractStats: SMART_CONTRACT_CACHE_KEYS.stats,
} as const;

export type CustomerReply = ResponseOf<typeof customerInfoGet>;
export type AccessInfoReply = ResponseOf<typeof userAccessInfoGet>;
export type AccessesReply = ResponseOf<typeof userAccessList>;
export type AccountsReply = ResponseOf<typeof balanceInquiry>;
export type ContractStatsReply = ResponseOf<typeof contractStats>;

interface UserData {
  customer: CustomerReply;
  accessInfo: AccessInfoReply;
  accesses: AccessesReply;
  accounts: AccountsReply;
  contractStats: ContractStatsReply;
}

export type UserDataKey = keyof UserData;

type Loader<T> = (api: ApiClient, signal: AbortSignal) => Promise<T>;

export const userLoaders: { [K in keyof UserData]: Loader<UserData[K]> } = {
  customer: (api, signal) => api.call(customerInfoGet, {}, { signal }),
  accessInfo: (api, signal) => api.call(userAccessInfoGet, {}, { signal }),
  accesses: (api, signal) => loadCustomerAccesses(api, signal),
  accounts: (api, signal) => api.call(balanceInquiry, {}, { signal }),
  contractStats: (api, signal) => api.call(contractStats, {}, { signal }),
};

/**
 * Loads one of the user's resources through the cache (shared request, kept until invalidated). With
 * `retryFailed`, a load that failed before is made again instead of handing back its settled error.
 */
export function loadUserData<K extends keyof UserData>(
  deps: { api: ApiClient; cache: ResourceCache },
  key: K,
  { retryFailed = false }: { retryFailed?: boolean } = {},
): Promise<UserData[K]> {
  const loader: Loader<UserData[K]> = userLoaders[key];
  const cacheKey = USER_CACHE_KEYS[key];
  const force = retryFailed && deps.cache.read(cacheKey).status === 'error';
  return deps.cache.load(cacheKey, (signal) => loader(deps.api, signal), { force });
}
