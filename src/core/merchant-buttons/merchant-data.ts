/**
 * The merchant reads the buttons feature and the merchant tools share, each defined once as a query (key plus loader,
 * core/resource/query-options): a list reloads after a change by invalidating its key (spec 3 section 7.4: logo and
 * key lists reload after create or delete).
 */
import type { ApiClient } from '../api/client';
import {
  LOGO_LIST_PAGE_SIZE,
  merchantButtonList,
  merchantLogoList,
  paymentButtonSettingsGet,
  type Logo,
  type PbnSettings,
  type SavedButton,
} from '../api/contract/merchant-buttons';
import { queryOptions } from '../resource/query-options';
import { loadMerchantAccess, type MerchantAccess } from './merchant-access';

export const MERCHANT_CACHE_KEYS = {
  access: 'merchant/access',
  buttons: 'merchant/buttons',
  logos: 'merchant/logos',
  pbn: 'merchant/pbn',
} as const;

const merchantLoaders = {
  access: (api: ApiClient, signal: AbortSignal): Promise<MerchantAccess> => loadMerchantAccess(api, signal),
  buttons: async (api: ApiClient, signal: AbortSignal): Promise<SavedButton[]> =>
    (await api.call(merchantButtonList, {}, { signal })).buttons,
  logos: async (api: ApiClient, signal: AbortSignal): Promise<Logo[]> =>
    (await api.call(merchantLogoList, { pageNumber: 1, pageSize: LOGO_LIST_PAGE_SIZE }, { signal })).logos,
  pbn: async (api: ApiClient, signal: AbortSignal): Promise<PbnSettings> =>
    (await api.call(paymentButtonSettingsGet, {}, { signal })).settings,
};

/** The merchant reads, one query each (read with `useQuery`). */
export const merchantQueries = {
  access: (api: ApiClient) =>
    queryOptions({ key: MERCHANT_CACHE_KEYS.access, load: (signal) => merchantLoaders.access(api, signal) }),
  buttons: (api: ApiClient) =>
    queryOptions({ key: MERCHANT_CACHE_KEYS.buttons, load: (signal) => merchantLoaders.buttons(api, signal) }),
  logos: (api: ApiClient) =>
    queryOptions({ key: MERCHANT_CACHE_KEYS.logos, load: (signal) => merchantLoaders.logos(api, signal) }),
  pbn: (api: ApiClient) =>
    queryOptions({ key: MERCHANT_CACHE_KEYS.pbn, load: (signal) => merchantLoaders.pbn(api, signal) }),
};

/** Currencies the business holds an account in (of the one accounts read): a button is paid into that account. */
export function accountCurrencies(accounts: readonly { currencyCode: string }[] | undefined): string[] | undefined {
  return accounts && [...new Set(accounts.map((account) => account.currencyCode))];
}
