/**
 * The revenue-split contract reads, each defined once as a cache key plus loader (CONVENTIONS habit 1), shared by
 * the list, the form and the detail page. Everything lives under `contracts/`, with the menu's counts
 * (`contracts/stats`), so one `invalidate(SMART_CONTRACT_CACHE_KEYS.all)` after a change refreshes list, detail
 * and badge together.
 */
import type { ApiClient } from '../../core/api/client';
import { queryOptions } from '../../core/resource/query-options';
import { contractStats, type ContractStatus } from '../../core/api/contract/contracts';
import { LIST_PAGING } from '../../core/api/contract/paging';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  companyList,
  contractCheckSigner,
  contractGet,
  contractList,
  CONTRACTS_FETCH_SIZE,
  ipPrivacyCheck,
  type ContractOrderBy,
  type ContractOrderDir,
} from '../../core/api/contract/smart-contracts';

export interface ContractListQuery {
  status: ContractStatus | '';
  companyName: string;
  counterpartyName: string;
  orderBy: ContractOrderBy;
  orderDir: ContractOrderDir;
}

export const DEFAULT_LIST_QUERY: ContractListQuery = {
  status: '',
  companyName: '',
  counterpartyName: '',
  orderBy: 'INCOMING_FIRST',
  orderDir: 'ASC',
};

export const SMART_CONTRACT_CACHE_KEYS = {
  all: 'contracts/',
  /** The menu badge's counts, loaded after login (portal user data). */
  stats: 'contracts/stats',
  list: (query: ContractListQuery) =>
    `contracts/list/${JSON.stringify([query.status, query.companyName.trim(), query.counterpartyName.trim(), query.orderBy, query.orderDir])}`,
  detail: (contractId: string) => `contracts/detail/${contractId}`,
  signer: (contractId: string) => `contracts/signer/${contractId}`,
  ipPrivacy: 'contracts/ip-privacy',
  companies: (counterpartyId: number, query: string) => `contracts/companies/${counterpartyId}/${query.trim()}`,
} as const;

/** The whole list (spec 3 section 9: fetched with pageSize 1000), filtered and ordered by the server. */
export function contractListQuery(api: ApiClient, query: ContractListQuery) {
  return queryOptions({
    key: SMART_CONTRACT_CACHE_KEYS.list(query),
    load: (signal) =>
      api.call(
        contractList,
        {
          ...(query.status ? { statuses: query.status } : {}),
          ...(query.companyName.trim() ? { companyName: query.companyName.trim() } : {}),
          ...(query.counterpartyName.trim() ? { counterpartyName: query.counterpartyName.trim() } : {}),
          orderBy: query.orderBy,
          orderDir: query.orderDir,
          page: 1,
          pageSize: CONTRACTS_FETCH_SIZE,
        },
        { signal },
      ),
  });
}

/** One contract with its parties and state. */
export function contractQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    key: SMART_CONTRACT_CACHE_KEYS.detail(contractId),
    load: (signal) => api.call(contractGet, { contractId }, { signal }),
  });
}

/** Whether the signed-in user may sign `contractId` now. */
export function signerCheckQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    key: SMART_CONTRACT_CACHE_KEYS.signer(contractId),
    load: (signal) => api.call(contractCheckSigner, { contractId }, { signal }),
  });
}

/**
 * The privacy check of this connection's IP address (spec 3 section 7.3), read before the signer identifies: the
 * identification provider may refuse a VPN, proxy or Tor connection, so the page says so first.
 */
export function ipPrivacyQuery(api: ApiClient) {
  return queryOptions({
    key: SMART_CONTRACT_CACHE_KEYS.ipPrivacy,
    load: (signal) => api.call(ipPrivacyCheck, {}, { signal }),
  });
}

/** The counterparty's companies matching `query` (the new contract's company search). */
export function counterpartyCompaniesQuery(api: ApiClient, counterpartyId: number, query: string) {
  return queryOptions({
    key: SMART_CONTRACT_CACHE_KEYS.companies(counterpartyId, query),
    load: (signal) =>
      api.call(
        companyList,
        {
          forCounterpartyCustomerId: counterpartyId,
          ...(query.trim() ? { query: query.trim() } : {}),
          page: 1,
          // The spec names no size for the company search: the generic list default (spec 1 section 5).
          pageSize: LIST_PAGING.defaultPageSize,
        },
        { signal },
      ),
  });
}

/**
 * After a change: every contract read goes stale (pages on screen load again) and the menu's counts are loaded at
 * once, since the menu only reads them and would otherwise keep the old badge.
 */
export function refreshContracts(api: ApiClient, cache: ResourceCache): void {
  cache.invalidate(SMART_CONTRACT_CACHE_KEYS.all);
  cache
    .load(SMART_CONTRACT_CACHE_KEYS.stats, (signal) => api.call(contractStats, {}, { signal }), { force: true })
    .catch(() => undefined);
}
