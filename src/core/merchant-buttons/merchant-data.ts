/**
 * The merchant reads the buttons feature and the merchant tools share, each defined once as a query (key plus loader,
 * core/resource/query-options): a list reloads after a change by invalidating its key (spec 3 section 7.4: logo and
 * key lists reload after create or delete).
 */
import type { ApiClient } from '../api/client';
import { balanceInquiry } from '../api/contract/accounts';
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
  currencies: 'merchant/currencies',
} as const;

const merchantLoaders = {
  access: (api: ApiClient, signal: AbortSignal): Promise<MerchantAccess> => loadMerchantAccess(api, signal),
  buttons: async (api: ApiClient, signal: AbortSignal): Promise<SavedButton[]> =>
    (await api.call(merchantButtonList, {}, { signal })).buttons,
  logos: async (api: ApiClient, signal: AbortSignal): Promise<Logo[]> =>
    (await api.call(merchantLogoList, { pageNumber: 1, pageSize: LOGO_LIST_PAGE_SIZE }, { signal })).logos,
  pbn: async (api: ApiClient, signal: AbortSignal): Promise<PbnSettings> =>
    (await api.call(paymentButtonSettingsGet, {}, { signal })).settings,
  /** Currencies the business holds an account in: a button is paid into the account of its currency. */
  currencies: async (api: ApiClient, signal: AbortSignal): Promise<string[]> => {
    const { accounts } = await api.call(balanceInquiry, {}, { signal });
    return [...new Set(accounts.map((account) => account.currencyCode))];
  },
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
  currencies: (api: ApiClient) =>
    queryOptions({ key: MERCHANT_CACHE_KEYS.currencies, load: (signal) => merchantLoaders.currencies(api, signal) }),
};
