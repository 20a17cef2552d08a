/**
 * The signed-in user's server data the shell reads (customer info, access info, customer accesses, accounts,
 * contract stats). Each is one shared query (src/core/customer, src/core/accounts), so a page never asks twice.
 */
import { ACCOUNTS_KEY, accountsQuery, type AccountsReply } from '../../core/accounts/accounts-data';
import type { ApiClient } from '../../core/api/client';
import type { ResponseOf } from '../../core/api/contract/define';
import { contractStats } from '../../core/api/contract/contracts';
import {
  CUSTOMER_CACHE_KEYS,
  customerAccessesQuery,
  customerQuery,
  permissionsQuery,
  type AccessesReply,
  type AccessInfoReply,
  type CustomerReply,
} from '../../core/customer/customer-data';
import { queryOptions, type QueryOptions } from '../../core/resource/query-options';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { SMART_CONTRACT_CACHE_KEYS } from '../../features/smart-contracts/smart-contracts-data';

export type { AccessesReply, AccessInfoReply, AccountsReply, CustomerReply };
export type ContractStatsReply = ResponseOf<typeof contractStats>;

interface UserData {
  customer: CustomerReply;
  accessInfo: AccessInfoReply;
  accesses: AccessesReply;
  accounts: AccountsReply;
  contractStats: ContractStatsReply;
}

export type UserDataKey = keyof UserData;

/** The user's reads by name (the start sequence and the preloads load them by name). */
export const userQueries: { [K in keyof UserData]: (api: ApiClient) => QueryOptions<UserData[K]> } = {
  customer: customerQuery,
  accessInfo: permissionsQuery,
  accesses: customerAccessesQuery,
  accounts: (api) => accountsQuery(api),
  contractStats: (api) =>
    queryOptions({ key: SMART_CONTRACT_CACHE_KEYS.stats, load: (signal) => api.call(contractStats, {}, { signal }) }),
};

export const USER_CACHE_KEYS = {
  ...CUSTOMER_CACHE_KEYS,
  accounts: ACCOUNTS_KEY,
  contractStats: SMART_CONTRACT_CACHE_KEYS.stats,
} as const satisfies { [K in keyof UserData]: string };

/**
 * Loads one of the user's resources through the cache (shared request, kept until invalidated). With
 * `retryFailed`, a load that failed before is made again instead of handing back its settled error.
 */
export function loadUserData<K extends keyof UserData>(
  deps: { api: ApiClient; cache: ResourceCache },
  key: K,
  { retryFailed = false }: { retryFailed?: boolean } = {},
): Promise<UserData[K]> {
  const query = (key === 'accounts' ? accountsQuery(deps.api, deps.cache) : userQueries[key](deps.api)) as QueryOptions<
    UserData[K]
  >;
  const force = retryFailed && deps.cache.read(query.key).status === 'error';
  return deps.cache.load(query.key, query.load, { force, staleMs: query.staleMs });
}
