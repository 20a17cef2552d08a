/**
 * The card reads (spec 2 section 7, "Accounts and cards"), each defined once as a cache key plus its loader, so the
 * pages, the route preloads and the invalidations after a change name the same entries. Everything lives under
 * `cards/`, which a change to a card drops at once.
 */
import type { ApiClient } from '../api/client';
import {
  applyForCardInfo,
  CARD_HISTORY_PAGE_SIZE,
  cardAuthorizationHistory,
  cardConfirmInfo,
  cardDebitHistory,
  cardExtrasGet,
  crossPlatformRequirementGet,
} from '../api/contract/cards';
import type { ResourceCache } from '../resource/resource-cache';

export const CARDS_CACHE_PREFIX = 'cards/';

type Id = string | number;

export const CARDS_CACHE_KEYS = {
  extras: (accountId: Id) => `cards/extras/${accountId}`,
  debitHistory: (accountId: Id, page: number) => `cards/history/${accountId}/${page}`,
  authorizations: (accountId: Id, page: number) => `cards/authorizations/${accountId}/${page}`,
  /** The apply-for-card info of a country; `null` is the customer's own country (what add-card preloads). */
  applyInfo: (countryCode: string | null) => `cards/apply-info/${countryCode ?? 'default'}`,
  confirmInfo: (cardId: Id) => `cards/confirm/${cardId}`,
  requirements: (cardId: Id) => `cards/requirements/${cardId}`,
} as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const cardLoaders = {
  extras: (api: ApiClient, accountId: Id, signal?: AbortSignal) =>
    api.call(cardExtrasGet, { accountId }, withSignal(signal)),
  debitHistory: (api: ApiClient, accountId: Id, page: number, signal?: AbortSignal) =>
    api.call(cardDebitHistory, { accountId, pageNumber: page, pageSize: CARD_HISTORY_PAGE_SIZE }, withSignal(signal)),
  authorizations: (api: ApiClient, accountId: Id, page: number, signal?: AbortSignal) =>
    api.call(
      cardAuthorizationHistory,
      { accountId, pageNumber: page, pageSize: CARD_HISTORY_PAGE_SIZE },
      withSignal(signal),
    ),
  applyInfo: (api: ApiClient, countryCode: string | null, signal?: AbortSignal) =>
    api.call(applyForCardInfo, countryCode ? { countryCode } : {}, withSignal(signal)),
  confirmInfo: (api: ApiClient, cardId: Id, signal?: AbortSignal) =>
    api.call(cardConfirmInfo, { cardId }, withSignal(signal)),
  requirements: (api: ApiClient, cardId: Id, signal?: AbortSignal) =>
    api.call(crossPlatformRequirementGet, { cardId }, withSignal(signal)),
} as const;

/** The add-card route's preload (spec 1 section 2: "loads apply-card info unless already loaded"). */
export function loadApplyCardInfo(deps: { api: ApiClient; cache: ResourceCache }) {
  return deps.cache.load(CARDS_CACHE_KEYS.applyInfo(null), (signal) => cardLoaders.applyInfo(deps.api, null, signal));
}
