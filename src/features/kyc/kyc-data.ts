/**
 * The verification data: one cache key and loader per call, the loading rules of the status (which calls to make),
 * and the computed overall status. Shared by the kyc page, the profile page, the limited-account page and the
 * `<wallet-kyc>` element.
 */
import type { ApiClient } from '../../core/api/client';
import { CUSTOMER_TYPES, type Customer } from '../../core/api/contract/customer';
import {
  customerLimitReasonGet,
  documentTypesGet,
  dueDiligenceInfoGet,
  kycCustomerInfoGet,
  kycRequestGet,
  personalFatcaCrsCertificationGet,
  profileInfoGet,
} from '../../core/api/contract/kyc';
import { customerInfoGet } from '../../core/api/contract/customer';
import {
  computeOverallStatus,
  requiredActions,
  statusLoadPlan,
  type OverallStatus,
  type RequiredAction,
} from '../../core/kyc/overall-status';
import { customerQuery } from '../../core/customer/customer-data';
import { queryOptions } from '../../core/resource/query-options';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { useQuery } from '../../ui';
import { KYC_CACHE_KEYS } from './kyc-cache';

export { invalidateVerification, isVerificationNotice, KYC_CACHE_KEYS } from './kyc-cache';

const signalOnly = (signal?: AbortSignal) => (signal ? { signal } : {});

export const kycLoaders = {
  customer: (api: ApiClient, signal?: AbortSignal) => api.call(customerInfoGet, {}, signalOnly(signal)),
  profile: (api: ApiClient, signal?: AbortSignal) => api.call(profileInfoGet, {}, signalOnly(signal)),
  documentTypes: (api: ApiClient, language: string, signal?: AbortSignal) =>
    api.call(documentTypesGet, { language }, signalOnly(signal)),
  fatca: (api: ApiClient, signal?: AbortSignal) => api.call(personalFatcaCrsCertificationGet, {}, signalOnly(signal)),
  limits: (api: ApiClient, signal?: AbortSignal) => api.call(customerLimitReasonGet, {}, signalOnly(signal)),
  dueDiligence: (api: ApiClient, signal?: AbortSignal) => api.call(dueDiligenceInfoGet, {}, signalOnly(signal)),
  customerInfo: (api: ApiClient, signal?: AbortSignal) => api.call(kycCustomerInfoGet, {}, signalOnly(signal)),
  kycRequest: (api: ApiClient, signal?: AbortSignal) => api.call(kycRequestGet, {}, signalOnly(signal)),
};

/** The verification's reads as queries (docs/feature-shape.md), under the keys of kyc-cache.ts. */
export const kycQueries = {
  /** Customer info under the shell's own key (core's customerQuery), so guards and menus see a change at once. */
  customer: (api: ApiClient) => customerQuery(api),
  profile: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.profile, load: (signal) => kycLoaders.profile(api, signal) }),
  documentTypes: (api: ApiClient, language: string) =>
    queryOptions({
      key: KYC_CACHE_KEYS.documentTypes(language),
      load: (signal) => kycLoaders.documentTypes(api, language, signal),
    }),
  fatca: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.fatca, load: (signal) => kycLoaders.fatca(api, signal) }),
  limits: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.limits, load: (signal) => kycLoaders.limits(api, signal) }),
  dueDiligence: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.dueDiligence, load: (signal) => kycLoaders.dueDiligence(api, signal) }),
  customerInfo: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.customerInfo, load: (signal) => kycLoaders.customerInfo(api, signal) }),
  kycRequest: (api: ApiClient) =>
    queryOptions({ key: KYC_CACHE_KEYS.kycRequest, load: (signal) => kycLoaders.kycRequest(api, signal) }),
};

/** The post-login load of profile info (spec 1 section 4 "After login", step 1, for users who are not admins). */
export async function loadProfileAfterLogin(deps: { api: ApiClient; cache: ResourceCache }): Promise<void> {
  await deps.cache.load(KYC_CACHE_KEYS.profile, (signal) => kycLoaders.profile(deps.api, signal));
}

export type VerificationState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; reload: () => void }
  | {
      status: 'ready';
      overall: OverallStatus;
      actions: RequiredAction[];
      customer: Customer;
      profile: Awaited<ReturnType<typeof kycLoaders.profile>>['profile'];
      isBusiness: boolean;
      fatca: Awaited<ReturnType<typeof kycLoaders.fatca>>['certification'] | null;
      limits: Awaited<ReturnType<typeof kycLoaders.limits>>['limit']['reasons'] | null;
      dueDiligence: Awaited<ReturnType<typeof kycLoaders.dueDiligence>>['dueDiligence'] | null;
      customerInfo: Awaited<ReturnType<typeof kycLoaders.customerInfo>>['customerInfo'] | null;
      kycRequest: Awaited<ReturnType<typeof kycLoaders.kycRequest>>['customerKycRequest'];
      /** True while fresh data loads behind what is shown. */
      refreshing: boolean;
    };

/**
 * Customer info and profile data, plus what the loading rules ask for (spec 1 section 4, "When the status is
 * loaded"), and the overall status computed from them. Data stays on screen while it reloads.
 */
export function useVerification(api: ApiClient, cache: ResourceCache): VerificationState {
  const customer = useQuery(cache, kycQueries.customer(api));
  const profile = useQuery(cache, kycQueries.profile(api));
  const info = customer.data?.customer;
  const isBusiness = info !== undefined && info.customerType !== CUSTOMER_TYPES.personal;
  const plan = info ? statusLoadPlan(info, isBusiness) : null;
  const fatca = useQuery(cache, plan?.fatca ? kycQueries.fatca(api) : null);
  const limits = useQuery(cache, plan?.limitReasons ? kycQueries.limits(api) : null);
  const dueDiligence = useQuery(cache, plan?.dueDiligence ? kycQueries.dueDiligence(api) : null);
  const customerInfo = useQuery(cache, plan?.kycData ? kycQueries.customerInfo(api) : null);
  const kycRequest = useQuery(cache, plan?.kycRequest ? kycQueries.kycRequest(api) : null);

  {
    const required = [customer, profile];
    const failed = required.find((view) => view.status === 'error' && view.data === undefined);
    if (failed) {
      return {
        status: 'error',
        error: failed.error,
        reload: () => {
          customer.reload();
          profile.reload();
        },
      };
    }
    if (!customer.data || !profile.data || !info || !plan) return { status: 'loading' };
    // The status waits for the calls it depends on; the questionnaire and the kyc request do not change it.
    const waiting = [plan.fatca && fatca, plan.limitReasons && limits, plan.dueDiligence && dueDiligence].some(
      (view) => view && view.data === undefined && view.status !== 'error',
    );
    if (waiting) return { status: 'loading' };
    const input = {
      isRepresentative: info.representativePositionId !== null && info.representativePositionId !== undefined,
      isBusiness,
      verified: info.verified,
      limited: info.limited,
      profile: profile.data.profile,
      fatca: fatca.data?.certification ?? null,
      limitReasons: limits.data?.limit.reasons ?? null,
      dueDiligence: dueDiligence.data?.dueDiligence ?? null,
    };
    return {
      status: 'ready',
      overall: computeOverallStatus(input),
      actions: requiredActions(input),
      customer: info,
      profile: profile.data.profile,
      isBusiness,
      fatca: input.fatca,
      limits: input.limitReasons,
      dueDiligence: input.dueDiligence,
      customerInfo: customerInfo.data?.customerInfo ?? null,
      kycRequest: kycRequest.data?.customerKycRequest ?? null,
      refreshing: [customer, profile, fatca, limits, dueDiligence].some((view) => view.refreshing),
    };
  }
}
