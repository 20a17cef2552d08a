/**
 * Data of the verification's forms (self-certification, profile update, identity checks): the dictionaries they
 * read, cached per language under keys that a verification reload does not touch (dictionaries do not change when a
 * document is reviewed).
 */
import type { ApiClient } from '../../../core/api/client';
import { birthCountriesGet, kycDictionariesGet } from '../../../core/api/contract/kyc';
import { queryOptions } from '../../../core/resource/query-options';
import type { ResourceCache } from '../../../core/resource/resource-cache';

export const FORMS_CACHE_KEYS = {
  birthCountries: (language: string) => `dictionaries/birth-countries/${language}`,
  kycDictionaries: (language: string) => `dictionaries/kyc/${language}`,
} as const;

const signalOnly = (signal?: AbortSignal) => (signal ? { signal } : {});

export const formsLoaders = {
  birthCountries: (api: ApiClient, language: string, signal?: AbortSignal) =>
    api.call(birthCountriesGet, { language }, signalOnly(signal)),
  kycDictionaries: (api: ApiClient, language: string, signal?: AbortSignal) =>
    api.call(kycDictionariesGet, { language }, signalOnly(signal)),
};

/** The forms' dictionaries as queries (docs/feature-shape.md). */
export const formsQueries = {
  birthCountries: (api: ApiClient, language: string) =>
    queryOptions({
      key: FORMS_CACHE_KEYS.birthCountries(language),
      load: (signal) => formsLoaders.birthCountries(api, language, signal),
    }),
  kycDictionaries: (api: ApiClient, language: string) =>
    queryOptions({
      key: FORMS_CACHE_KEYS.kycDictionaries(language),
      load: (signal) => formsLoaders.kycDictionaries(api, language, signal),
    }),
};

/** The `birthCountries` preload of the self-certification routes (spec 1 section 2: self-certification-splash). */
export function loadBirthCountries(deps: { api: ApiClient; cache: ResourceCache; language: string }) {
  return deps.cache.load(FORMS_CACHE_KEYS.birthCountries(deps.language), (signal) =>
    formsLoaders.birthCountries(deps.api, deps.language, signal),
  );
}
