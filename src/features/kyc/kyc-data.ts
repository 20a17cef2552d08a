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
import type { ResourceCache } from '../../core/resource/resource-cache';
import { useResource } from '../../ui';
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
  const customer = useResource(cache, KYC_CACHE_KEYS.customer, (signal) => kycLoaders.customer(api, signal));
  const profile = useResource(cache, KYC_CACHE_KEYS.profile, (signal) => kycLoaders.profile(api, signal));
  const info = customer.data?.customer;
  const isBusiness = info !== undefined && info.customerType !== CUSTOMER_TYPES.personal;
  const plan = info ? statusLoadPlan(info, isBusiness) : null;
  const fatca = useResource(cache, plan?.fatca ? KYC_CACHE_KEYS.fatca : null, (signal) =>
    kycLoaders.fatca(api, signal),
  );
  const limits = useResource(cache, plan?.limitReasons ? KYC_CACHE_KEYS.limits : null, (signal) =>
    kycLoaders.limits(api, signal),
  );
  const dueDiligence = useResource(cache, plan?.dueDiligence ? KYC_CACHE_KEYS.dueDiligence : null, (signal) =>
    kycLoaders.dueDiligence(api, signal),
  );
  const customerInfo = useResource(cache, plan?.kycData ? KYC_CACHE_KEYS.customerInfo : null, (signal) =>
    kycLoaders.customerInfo(api, signal),
  );
  const kycRequest = useResource(cache, plan?.kycRequest ? KYC_CACHE_KEYS.kycRequest : null, (signal) =>
    kycLoaders.kycRequest(api, signal),
  );

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
