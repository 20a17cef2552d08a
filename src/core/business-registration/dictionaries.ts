/**
 * The dictionaries the business registration wizard preloads (spec 3 section 2.3), each one read defined once as
 * a cache key plus its loader, per language. States are read per country, when an address needs them.
 */
import { queryOptions } from '../resource/query-options';
import type { ApiClient } from '../api/client';
import type { BrandId } from '../brand/brand-ids';
import {
  additionalQuestionsGet,
  agreementsGet,
  countriesGet,
  estimatedMonthlyDepositsGet,
  industriesGet,
  purposesGet,
  sourcesOfFundsGet,
  statesGet,
} from '../api/contract/business-registration';
import type { ResourceCache } from '../resource/resource-cache';

const options = (signal?: AbortSignal) => (signal ? { signal } : {});

async function loadAll(api: ApiClient, language: string, brand: BrandId, signal?: AbortSignal) {
  const [purposes, sources, industries, questions, deposits, countries, agreements] = await Promise.all([
    api.call(purposesGet, { language }, options(signal)),
    api.call(sourcesOfFundsGet, { language }, options(signal)),
    api.call(industriesGet, { language }, options(signal)),
    api.call(additionalQuestionsGet, { language }, options(signal)),
    api.call(estimatedMonthlyDepositsGet, { language }, options(signal)),
    api.call(countriesGet, { language }, options(signal)),
    api.call(agreementsGet, { brand, language }, options(signal)),
  ]);
  return {
    purposes: purposes.purposes,
    sources: sources.sources,
    industries: industries.industries,
    questions: questions.questions,
    deposits: deposits.deposits,
    countries: countries.countries,
    agreements: agreements.agreements,
  };
}

export type RegistrationDictionaries = Awaited<ReturnType<typeof loadAll>>;

/**
 * All wizard dictionaries of one language and brand (the agreements are the brand's), loaded together: the wizard
 * shows nothing until it has them.
 */
export const registrationDictionaries = {
  key: (language: string, brand: BrandId) => `dictionaries/business-registration/${brand}/${language}`,
  load: loadAll,
};

/** The states of one country (empty for countries whose addresses have none). */
export const countryStates = {
  key: (countryCode: string, language: string) => `dictionaries/states/${countryCode}/${language}`,
  load: async (api: ApiClient, countryCode: string, language: string, signal?: AbortSignal) =>
    (await api.call(statesGet, { countryCode, language }, options(signal))).states,
};

/** The wizard's dictionaries in one language, as a read (they do not change while the wizard is open). */
export function registrationDictionariesQuery(api: ApiClient, language: string, brand: BrandId) {
  return queryOptions({
    key: registrationDictionaries.key(language, brand),
    load: (signal) => registrationDictionaries.load(api, language, brand, signal),
    staleMs: Infinity,
  });
}

/** The states of one country, as a read. */
export function countryStatesQuery(api: ApiClient, countryCode: string, language: string) {
  return queryOptions({
    key: countryStates.key(countryCode, language),
    load: (signal) => countryStates.load(api, countryCode, language, signal),
    staleMs: Infinity,
  });
}

/** Warms the cache before the wizard shows (the route's preload). */
export function preloadRegistrationDictionaries(deps: {
  api: ApiClient;
  cache: ResourceCache;
  language: string;
  brand: BrandId;
}) {
  return deps.cache.load(registrationDictionaries.key(deps.language, deps.brand), (signal) =>
    registrationDictionaries.load(deps.api, deps.language, deps.brand, signal),
  );
}

/**
 * The dictionaries of a company's financial answers (spec 3 section 2.2 "company (loads business sources)"): the
 * same industries, sources of funds and purposes the wizard uses, so the company page and the wizard share one
 * source of ids.
 */
export function companyFinancialDictionariesQuery(api: ApiClient, language: string) {
  return queryOptions({
    key: `dictionaries/company-financial/${language}`,
    load: async (signal) => {
      const [industries, sources, purposes] = await Promise.all([
        api.call(industriesGet, { language }, options(signal)),
        api.call(sourcesOfFundsGet, { language }, options(signal)),
        api.call(purposesGet, { language }, options(signal)),
      ]);
      return { industries: industries.industries, sources: sources.sources, purposes: purposes.purposes };
    },
    staleMs: Infinity,
  });
}

export type CompanyFinancialDictionaries = {
  industries: readonly { id: number; name: string; specify: boolean }[];
  sources: readonly { id: number; name: string; specify: boolean }[];
  purposes: readonly { id: number; name: string; specify: boolean }[];
};
