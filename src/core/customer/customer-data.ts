/**
 * The signed-in customer's shared reads, defined once next to their contract: customer info (who is acting, the
 * verification state), access info (a business user's permissions) and the customer accesses (the companies a user
 * may act for). The shell, the start sequence and every feature read these same entries.
 */
import type { ApiClient } from '../api/client';
import type { ResponseOf } from '../api/contract/define';
import { customerInfoGet, ipInfo, userAccessInfoGet, userAccessList } from '../api/contract/customer';
import { queryOptions, type QueryOptions } from '../resource/query-options';

export const CUSTOMER_CACHE_KEYS = {
  customer: 'customer/info',
  accessInfo: 'customer/access-info',
  accesses: 'customer/accesses',
  ipInfo: 'customer/ip-info',
} as const;

export type CustomerReply = ResponseOf<typeof customerInfoGet>;
export type AccessInfoReply = ResponseOf<typeof userAccessInfoGet>;
export type AccessesReply = ResponseOf<typeof userAccessList>;

export const customerQuery = (api: ApiClient): QueryOptions<CustomerReply> =>
  queryOptions({ key: CUSTOMER_CACHE_KEYS.customer, load: (signal) => api.call(customerInfoGet, {}, { signal }) });

/** A business user's permissions (the access list the guards and menus read). */
export const permissionsQuery = (api: ApiClient): QueryOptions<AccessInfoReply> =>
  queryOptions({ key: CUSTOMER_CACHE_KEYS.accessInfo, load: (signal) => api.call(userAccessInfoGet, {}, { signal }) });

export const customerAccessesQuery = (api: ApiClient): QueryOptions<AccessesReply> =>
  queryOptions({ key: CUSTOMER_CACHE_KEYS.accesses, load: (signal) => api.call(userAccessList, {}, { signal }) });

/** Where the visitor's address says they are (registration preselects the country by it); no sign-in needed. */
export const ipInfoQuery = (api: ApiClient) =>
  queryOptions({
    key: CUSTOMER_CACHE_KEYS.ipInfo,
    load: (signal) => api.call(ipInfo, {}, { signal }),
    staleMs: Infinity,
  });
