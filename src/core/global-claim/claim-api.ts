/**
 * The global transfer claim calls (spec 2 section 7, "Global transfer claim"), bound to one payment secret: the
 * recipient has no login, and every call carries the secret. Schemas and operation names live in the contract
 * (src/core/api/contract/global-claim.ts); this module is where the client makes the calls.
 */
import type { ApiClient, CallOptions } from '../api/client';
import type { MethodOperation, RequestOf, ResponseOf } from '../api/contract/define';
import * as claim from '../api/contract/global-claim';

/** How many earlier payouts the claim page offers to reuse (spec 2 section 9: "5 in the global claim flow"). */
export const RECENT_WITHDRAWALS_LIMIT = 5;

type Without<O extends MethodOperation> = Omit<RequestOf<O>, 'paymentSecret'>;
type Call<O extends MethodOperation> = (payload: Without<O>, options?: CallOptions) => Promise<ResponseOf<O>>;

export interface ClaimApi {
  details: Call<typeof claim.globalTransferDetailsGet>;
  countries: Call<typeof claim.globalTransferCountriesGet>;
  methods: Call<typeof claim.globalTransferMethodsGet>;
  meta: Call<typeof claim.globalTransferMetaGet>;
  extraParams: Call<typeof claim.globalTransferExtraParamsGet>;
  lastWithdrawals: Call<typeof claim.globalTransferLastWithdrawalsGet>;
  withdrawalDetails: Call<typeof claim.globalTransferWithdrawalDetailsGet>;
  cardBinBlacklist: Call<typeof claim.globalTransferCardBinBlacklistGet>;
  binLookup: Call<typeof claim.globalTransferBinLookup>;
  swiftLookup: Call<typeof claim.globalTransferSwiftLookup>;
  ibanLookup: Call<typeof claim.globalTransferIbanLookup>;
  instantDetails: Call<typeof claim.globalTransferInstantDetailsGet>;
  instantBanks: Call<typeof claim.globalTransferInstantBanksGet>;
  submit: Call<typeof claim.globalTransferSubmit>;
  approve: Call<typeof claim.globalTransferApprove>;
  resendApproval: Call<typeof claim.globalTransferApprovalResend>;
  cancel: Call<typeof claim.globalTransferCancel>;
}

export function createClaimApi(api: ApiClient, paymentSecret: string): ClaimApi {
  function bind<O extends MethodOperation>(operation: O): Call<O> {
    return (payload, options) => api.call(operation, { ...payload, paymentSecret } as RequestOf<O>, options);
  }
  return {
    details: bind(claim.globalTransferDetailsGet),
    countries: bind(claim.globalTransferCountriesGet),
    methods: bind(claim.globalTransferMethodsGet),
    meta: bind(claim.globalTransferMetaGet),
    extraParams: bind(claim.globalTransferExtraParamsGet),
    lastWithdrawals: bind(claim.globalTransferLastWithdrawalsGet),
    withdrawalDetails: bind(claim.globalTransferWithdrawalDetailsGet),
    cardBinBlacklist: bind(claim.globalTransferCardBinBlacklistGet),
    binLookup: bind(claim.globalTransferBinLookup),
    swiftLookup: bind(claim.globalTransferSwiftLookup),
    ibanLookup: bind(claim.globalTransferIbanLookup),
    instantDetails: bind(claim.globalTransferInstantDetailsGet),
    instantBanks: bind(claim.globalTransferInstantBanksGet),
    submit: bind(claim.globalTransferSubmit),
    approve: bind(claim.globalTransferApprove),
    resendApproval: bind(claim.globalTransferApprovalResend),
    cancel: bind(claim.globalTransferCancel),
  };
}
