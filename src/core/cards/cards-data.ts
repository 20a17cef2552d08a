/**
 * The card reads (spec 2 section 7, "Accounts and cards"), each defined once as a `queryOptions` value (cache key plus
 * loader), so the pages, the route preloads and the invalidations after a change name the same entries. Everything
 * lives under `cards/`, which a change to a card drops at once.
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
import { queryOptions } from '../resource/query-options';
import { fetchQuery, type ResourceCache } from '../resource/resource-cache';

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

/** A card's extras (3-D Secure phone, limits, what it may do). */
export function cardExtrasQuery(api: ApiClient, accountId: Id) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.extras(accountId),
    load: (signal) => api.call(cardExtrasGet, { accountId }, { signal }),
  });
}

/** A page of a card's booked transactions, newest first. */
export function cardDebitHistoryQuery(api: ApiClient, accountId: Id, page: number) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.debitHistory(accountId, page),
    load: (signal) =>
      api.call(cardDebitHistory, { accountId, pageNumber: page, pageSize: CARD_HISTORY_PAGE_SIZE }, { signal }),
  });
}

/** A page of a card's authorizations, newest first. */
export function cardAuthorizationsQuery(api: ApiClient, accountId: Id, page: number) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.authorizations(accountId, page),
    load: (signal) =>
      api.call(cardAuthorizationHistory, { accountId, pageNumber: page, pageSize: CARD_HISTORY_PAGE_SIZE }, { signal }),
  });
}

/** The cards on offer in a country (`null`: the customer's own country). */
export function applyCardInfoQuery(api: ApiClient, countryCode: string | null) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.applyInfo(countryCode),
    load: (signal) => api.call(applyForCardInfo, countryCode ? { countryCode } : {}, { signal }),
  });
}

/** What confirming an ordered card costs and needs. */
export function cardConfirmInfoQuery(api: ApiClient, cardId: Id) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.confirmInfo(cardId),
    load: (signal) => api.call(cardConfirmInfo, { cardId }, { signal }),
  });
}

/** The documents an ordered card still needs. */
export function cardRequirementsQuery(api: ApiClient, cardId: Id) {
  return queryOptions({
    key: CARDS_CACHE_KEYS.requirements(cardId),
    load: (signal) => api.call(crossPlatformRequirementGet, { cardId }, { signal }),
  });
}

/** The add-card route's preload (spec 1 section 2: "loads apply-card info unless already loaded"). */
export function loadApplyCardInfo(deps: { api: ApiClient; cache: ResourceCache }) {
  return fetchQuery(deps.cache, applyCardInfoQuery(deps.api, null));
}
