/**
 * The company's server reads, each defined once as a cache key plus loader beside its operation (CONVENTIONS habit
 * 1), shared by the company pages, the company menu highlight and the admin overview; and the upload call with one
 * idempotency key per attempt.
 */
import type { ApiClient, UploadProgress } from '../api/client';
import {
  adminCompanyGet,
  adminCustomerSearch,
  businessAccessRightList,
  businessCertificateOfLossOfNationalityUpload,
  businessDeclarationsGet,
  businessDocumentUpload,
  businessFatcaCrsCertificationGet,
  businessInfoGet,
  businessPotentialUserList,
  businessRepresentativeInfo,
  businessRepresentativeList,
  businessWFormUpload,
  companyUserList,
  type BusinessFatca,
  type CompanyDocumentGroup,
} from '../api/contract/company';
import { statesGet } from '../api/contract/business-registration';
import { createIdempotencyKeys } from '../api/idempotency';
import { queryOptions } from '../resource/query-options';
import type { ResourceCache } from '../resource/resource-cache';

const signalOnly = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Every key starts with `company/`: invalidate the prefix after a change. */
export const COMPANY_CACHE_KEYS = {
  all: 'company/',
  info: 'company/info',
  representatives: 'company/representatives',
  representative: (representativeId: number) => `company/representative/${String(representativeId)}`,
  states: (countryCode: string) => `company/states/${countryCode}`,
  declarations: 'company/declarations',
  users: 'company/users',
  potentialUsers: 'company/potential-users',
  accessRights: (language: string) => `company/access-rights/${language}`,
  fatca: 'company/fatca',
  admin: (customerId: number) => `company/admin/${String(customerId)}`,
  adminSearch: (query: string) => `company/admin-search/${query}`,
} as const;

export const companyLoaders = {
  info: (api: ApiClient, signal?: AbortSignal) => api.call(businessInfoGet, {}, signalOnly(signal)),
  representatives: (api: ApiClient, signal?: AbortSignal) =>
    api.call(businessRepresentativeList, {}, signalOnly(signal)),
  declarations: (api: ApiClient, signal?: AbortSignal) => api.call(businessDeclarationsGet, {}, signalOnly(signal)),
  users: (api: ApiClient, signal?: AbortSignal) => api.call(companyUserList, {}, signalOnly(signal)),
  potentialUsers: (api: ApiClient, signal?: AbortSignal) => api.call(businessPotentialUserList, {}, signalOnly(signal)),
  accessRights: (api: ApiClient, language: string, signal?: AbortSignal) =>
    api.call(businessAccessRightList, { language }, signalOnly(signal)),
  fatca: (api: ApiClient, signal?: AbortSignal) => api.call(businessFatcaCrsCertificationGet, {}, signalOnly(signal)),
  admin: (api: ApiClient, customerId: number, signal?: AbortSignal) =>
    api.call(adminCompanyGet, { customerId }, signalOnly(signal)),
  adminSearch: (api: ApiClient, query: string, signal?: AbortSignal) =>
    api.call(adminCustomerSearch, { query }, signalOnly(signal)),
};

/** The company reads as queries (read them with `useQuery`); the loaders above stay for callers outside React. */
export const companyQueries = {
  info: (api: ApiClient) =>
    queryOptions({ key: COMPANY_CACHE_KEYS.info, load: (signal) => companyLoaders.info(api, signal) }),
  representatives: (api: ApiClient) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.representatives,
      load: (signal) => companyLoaders.representatives(api, signal),
    }),
  /** One representative with their addresses (the details panel of a representative). */
  representative: (api: ApiClient, representativeId: number) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.representative(representativeId),
      load: (signal) => api.call(businessRepresentativeInfo, { representativeId }, signalOnly(signal)),
    }),
  /** The states of a country, for a representative's address (a dictionary: it does not change in a session). */
  states: (api: ApiClient, countryCode: string) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.states(countryCode),
      load: (signal) => api.call(statesGet, { countryCode }, signalOnly(signal)),
      staleMs: Infinity,
    }),
  declarations: (api: ApiClient) =>
    queryOptions({ key: COMPANY_CACHE_KEYS.declarations, load: (signal) => companyLoaders.declarations(api, signal) }),
  users: (api: ApiClient) =>
    queryOptions({ key: COMPANY_CACHE_KEYS.users, load: (signal) => companyLoaders.users(api, signal) }),
  potentialUsers: (api: ApiClient) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.potentialUsers,
      load: (signal) => companyLoaders.potentialUsers(api, signal),
    }),
  accessRights: (api: ApiClient, language: string) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.accessRights(language),
      load: (signal) => companyLoaders.accessRights(api, language, signal),
      staleMs: Infinity,
    }),
  fatca: (api: ApiClient) =>
    queryOptions({ key: COMPANY_CACHE_KEYS.fatca, load: (signal) => companyLoaders.fatca(api, signal) }),
  admin: (api: ApiClient, customerId: number) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.admin(customerId),
      load: (signal) => companyLoaders.admin(api, customerId, signal),
    }),
  adminSearch: (api: ApiClient, query: string) =>
    queryOptions({
      key: COMPANY_CACHE_KEYS.adminSearch(query),
      load: (signal) => companyLoaders.adminSearch(api, query, signal),
    }),
};

export function invalidateCompany(cache: ResourceCache): void {
  cache.invalidate(COMPANY_CACHE_KEYS.all);
}

export interface CompanyUploadRequest {
  group: CompanyDocumentGroup;
  documentType: number;
  addressId?: number | undefined;
  representativeId?: number | undefined;
  file: File;
}

/** Uploads company documents; retrying the same file for the same slot reuses the key, so it is stored once. */
export function createCompanyUploader(api: ApiClient) {
  const keys = createIdempotencyKeys();
  return async function upload(request: CompanyUploadRequest, onProgress?: (progress: UploadProgress) => void) {
    const signature = JSON.stringify([
      request.group,
      request.documentType,
      request.addressId ?? null,
      request.representativeId ?? null,
      request.file.name,
      request.file.size,
      request.file.lastModified,
    ]);
    const reply = await api.call(
      businessDocumentUpload,
      {
        group: request.group,
        documentType: request.documentType,
        ...(request.addressId === undefined ? {} : { addressId: request.addressId }),
        ...(request.representativeId === undefined ? {} : { representativeId: request.representativeId }),
      },
      {
        files: { mainDocument: request.file },
        idempotencyKey: keys.keyFor('companyDocumentUpload', signature),
        ...(onProgress ? { onUploadProgress: onProgress } : {}),
      },
    );
    return reply.document;
  };
}

/** The company's tax forms: a W-form (W-9, W-8BEN-E) or the certificate of loss of nationality. */
export type BusinessTaxForm = 'w9' | 'w8bene' | 'lossOfNationality';

/** The document type each tax form is stored as (the sandbox's document types). */
export const BUSINESS_TAX_FORM_TYPE_IDS: Readonly<Record<BusinessTaxForm, number>> = {
  w9: 33,
  w8bene: 35,
  lossOfNationality: 32,
};

/** The status field of the certification that tells whether a tax form is owed, sent or accepted. */
export const BUSINESS_TAX_FORM_STATUS: Readonly<
  Record<
    BusinessTaxForm,
    'w9FormDocumentStatus' | 'w8BenFormDocumentStatus' | 'certificateOfLossOfNationalityDocumentStatus'
  >
> = {
  w9: 'w9FormDocumentStatus',
  w8bene: 'w8BenFormDocumentStatus',
  lossOfNationality: 'certificateOfLossOfNationalityDocumentStatus',
};

/** The tax forms the signed answers call for (every status but notRequired), in the order the page lists them. */
export function owedTaxForms(certification: BusinessFatca): BusinessTaxForm[] {
  return (['w9', 'w8bene', 'lossOfNationality'] as const).filter(
    (form) => certification[BUSINESS_TAX_FORM_STATUS[form]] !== 'notRequired',
  );
}

/** A form is to be sent while nothing was sent (none) or what was sent was refused (rejected). */
export function taxFormNeedsUpload(certification: BusinessFatca, form: BusinessTaxForm): boolean {
  const status = certification[BUSINESS_TAX_FORM_STATUS[form]];
  return status === 'none' || status === 'rejected';
}

/**
 * Uploads the company's tax forms and has the certification read again; retrying the same file for the same form reuses
 * the key, so it is stored once.
 */
export function createBusinessTaxFormUploader(api: ApiClient, cache: ResourceCache) {
  const keys = createIdempotencyKeys();
  return async function upload(form: BusinessTaxForm, file: File, onProgress?: (progress: UploadProgress) => void) {
    const signature = JSON.stringify([form, file.name, file.size, file.lastModified]);
    const options = {
      files: { mainDocument: file },
      idempotencyKey: keys.keyFor('businessTaxFormUpload', signature),
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    };
    const { certification } =
      form === 'lossOfNationality'
        ? await api.call(businessCertificateOfLossOfNationalityUpload, {}, options)
        : await api.call(businessWFormUpload, { form }, options);
    // The page reads the certification again: the form's status and the document sent.
    cache.invalidate(COMPANY_CACHE_KEYS.fatca);
    return certification;
  };
}
