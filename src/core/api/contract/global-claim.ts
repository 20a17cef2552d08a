/**
 * Global transfer claim (spec 2: "Global transfer details", "Global transfer claim" calls). A business pays
 * someone with no account details on file; the recipient opens a link with a payment secret and claims the money
 * by choosing a country and a payout method and entering the details. Every call carries `paymentSecret` and
 * none needs a login.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { amount, currencyCode } from './common';
import { binBlacklist, binLookup, ibanLookup, instantBanks, instantKeyLookup, swiftLookup } from './bank-lookups';

const paymentSecret = z.string().check(z.minLength(1), z.maxLength(200));
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
const secretOnly = z.object({ paymentSecret });
/** A global transfer's payment id, as the server sends it. */
const paymentId = z.union([z.string(), z.number()]);

/**
 * Status of a global transfer. The spec names 'refused' and 'error' (the default when the server sends none);
 * the sandbox also reports 'waiting' (claimable), 'processing' (claimed, paying out), 'claimed' and 'expired'.
 */
export const GLOBAL_TRANSFER_STATUSES = ['waiting', 'processing', 'claimed', 'refused', 'expired', 'error'] as const;

export const globalTransferDetailsSchema = z.looseObject({
  paymentId,
  beneficiaryName: z.string(),
  senderName: z.string(),
  amount,
  currencyCode,
  description: z.optional(z.nullable(z.string())),
  /** True when the beneficiary pays the fee (it is taken from the amount received). */
  feeIsBen: z.boolean(),
  submittedDate: z.string(),
  /** Days left before the transfer can no longer be claimed. */
  expireDays: z.number(),
  /** Absent means 'error' (spec 2). Kept open: the server may add statuses. */
  status: z.optional(z.nullable(z.string())),
  allowedCountries: z.array(countryCode),
});
export type GlobalTransferDetails = z.infer<typeof globalTransferDetailsSchema>;

export const globalTransferDetailsGet = method({
  name: 'globalTransferDetailsGet',
  summary: 'The transfer to claim, by payment secret. An unknown secret answers responseCode TA1.',
  auth: 'none',
  request: secretOnly,
  response: z.looseObject({ details: globalTransferDetailsSchema }),
});

export const globalTransferCountriesGet = method({
  name: 'globalTransferCountriesGet',
  summary: 'Countries the recipient may be paid in, with names in the request language.',
  auth: 'none',
  request: secretOnly,
  response: z.looseObject({ countries: z.array(z.looseObject({ code: countryCode, name: z.string() })) }),
});

/** Transfer types of payout methods (spec 2 "Recent transfer types"). */
export const TRANSFER_TYPES = ['eft', 'wire', 'oct', 'p2p', 'crypto_eft', 'instant_payment', 'interac'] as const;

export const payoutMethodSchema = z.looseObject({
  paymentMethod: z.string(),
  name: z.string(),
  transferType: z.enum(TRANSFER_TYPES),
  /** Currencies the recipient can receive with this method in this country. */
  currencies: z.array(currencyCode),
  /** Typical time until the money arrives, e.g. "1-2 business days". */
  eta: z.optional(z.nullable(z.string())),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const globalTransferMethodsGet = method({
  name: 'globalTransferMethodsGet',
  summary:
    'Payout methods for a country, each with its transfer type and currencies; names and delivery times in the request language.',
  auth: 'none',
  request: z.object({ paymentSecret, countryCode }),
  response: z.looseObject({ methods: z.array(payoutMethodSchema) }),
});

export const globalTransferMetaGet = method({
  name: 'globalTransferMetaGet',
  summary: 'What the recipient gets with a method: exchange rate, amount received and fee.',
  auth: 'none',
  request: z.object({ paymentSecret, paymentMethod: z.string(), toCurrencyCode: currencyCode, countryCode }),
  response: z.looseObject({ exchangeRate: amount, toAmount: amount, fee: amount, feeCurrencyCode: currencyCode }),
});

/** Offline validators a field asks for; the client checks them before any call. */
export const FIELD_VALIDATORS = [
  'iban',
  'bic',
  'aba',
  'sortCode',
  'luhn',
  'bankCode',
  'branchCode',
  'email',
  'phone',
  'taxId',
] as const;

/** Lookups a field triggers: SWIFT and IBAN fill bank details, BIN checks a card. */
export const FIELD_LOOKUPS = ['swift', 'iban', 'bin', 'instantKey'] as const;

export interface ExtraParam {
  key: string;
  label: string;
  type: 'text' | 'select' | 'date' | 'email' | 'tel';
  required: boolean;
  validator?: (typeof FIELD_VALIDATORS)[number] | null | undefined;
  lookup?: (typeof FIELD_LOOKUPS)[number] | null | undefined;
  minLength?: number | null | undefined;
  maxLength?: number | null | undefined;
  pattern?: string | null | undefined;
  hint?: string | null | undefined;
  /** Choices of a select. */
  values?: Array<{ value: string; label: string }> | null | undefined;
  /** A group: its entries are flattened into the form (spec 2 "entries with an 'options' sub-list are flattened"). */
  options?: ExtraParam[] | null | undefined;
}

export const extraParamSchema: z.ZodMiniType<ExtraParam> = z.looseObject({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select', 'date', 'email', 'tel']),
  required: z.boolean(),
  validator: z.optional(z.nullable(z.enum(FIELD_VALIDATORS))),
  lookup: z.optional(z.nullable(z.enum(FIELD_LOOKUPS))),
  minLength: z.optional(z.nullable(z.number())),
  maxLength: z.optional(z.nullable(z.number())),
  pattern: z.optional(z.nullable(z.string())),
  hint: z.optional(z.nullable(z.string())),
  values: z.optional(z.nullable(z.array(z.looseObject({ value: z.string(), label: z.string() })))),
  get options() {
    return z.optional(z.nullable(z.array(extraParamSchema)));
  },
});

export const globalTransferExtraParamsGet = method({
  name: 'globalTransferExtraParamsGet',
  summary:
    'The payout details a method needs in a country and currency (form fields, validators, lookups); labels and hints in the request language.',
  auth: 'none',
  request: z.object({ paymentSecret, paymentMethod: z.string(), currencyCode, countryCode }),
  response: z.looseObject({ params: z.array(extraParamSchema) }),
});

export const recentWithdrawalSchema = z.looseObject({
  paymentId,
  paymentMethod: z.string(),
  methodName: z.string(),
  countryCode,
  currencyCode,
  createdAt: z.string(),
  /** Masked account, e.g. "DE89 •••• 3000". */
  summary: z.string(),
});
export type RecentWithdrawal = z.infer<typeof recentWithdrawalSchema>;

export const globalTransferLastWithdrawalsGet = method({
  name: 'globalTransferLastWithdrawalsGet',
  summary: "The recipient's last payouts (at most 5), to reuse their details.",
  auth: 'none',
  request: z.object({ paymentSecret, limit: z.optional(z.number().check(z.minimum(1), z.maximum(5))) }),
  response: z.looseObject({ withdrawals: z.array(recentWithdrawalSchema) }),
});

export const globalTransferWithdrawalDetailsGet = method({
  name: 'globalTransferWithdrawalDetailsGet',
  summary: 'The details of one earlier payout, to fill the form again.',
  auth: 'none',
  request: z.object({ paymentSecret, paymentId }),
  response: z.looseObject({
    paymentMethod: z.string(),
    countryCode,
    currencyCode,
    paymentDetails: z.record(z.string(), z.string()),
  }),
});

export const globalTransferCardBinBlacklistGet = method({
  name: 'globalTransferCardBinBlacklistGet',
  summary: 'Card BINs (first 6 digits) that cannot receive card payouts.',
  auth: 'none',
  request: secretOnly,
  response: binBlacklist.response,
});

export const globalTransferBinLookup = method({
  name: 'globalTransferBinLookup',
  summary: 'Card BIN information (first 6 digits, spaces removed).',
  auth: 'none',
  request: z.object({ paymentSecret, ...binLookup.fields }),
  response: binLookup.claimResponse,
});

export const globalTransferSwiftLookup = method({
  name: 'globalTransferSwiftLookup',
  summary: 'Bank details for a SWIFT/BIC code.',
  auth: 'none',
  request: z.object({ paymentSecret, ...swiftLookup.fields }),
  response: swiftLookup.response,
});

export const globalTransferIbanLookup = method({
  name: 'globalTransferIbanLookup',
  summary: 'Bank details for an IBAN.',
  auth: 'none',
  request: z.object({ paymentSecret, ...ibanLookup.fields }),
  response: ibanLookup.claimResponse,
});

export const globalTransferInstantDetailsGet = method({
  name: 'globalTransferInstantDetailsGet',
  summary: 'The account behind an instant-payment key (the recipient confirms the name before submitting).',
  auth: 'none',
  request: z.object({ paymentSecret, ...instantKeyLookup.fields }),
  response: instantKeyLookup.response,
});

export const globalTransferInstantBanksGet = method({
  name: 'globalTransferInstantBanksGet',
  summary: 'Banks that take instant payments in a country.',
  auth: 'none',
  request: z.object({ paymentSecret, countryCode }),
  response: instantBanks.response,
});

export const globalTransferSubmit = method({
  name: 'globalTransferSubmit',
  summary:
    'Claim with a method and details (send an Idempotency-Key: a retried submit returns the first answer). An approval code goes to the recipient.',
  auth: 'none',
  request: z.object({
    paymentSecret,
    paymentMethod: z.string(),
    currencyCode,
    countryCode,
    paymentDetails: z.record(z.string(), z.string()),
  }),
  response: z.looseObject({
    operationId: z.string(),
    approveType: z.string(),
    /** Where the code went, masked (e-mail or phone). */
    approvalSentTo: z.string(),
    availableApprovalMethods: z.array(z.string()),
  }),
});

export const globalTransferApprove = method({
  name: 'globalTransferApprove',
  summary: 'Approve the claim with the code; the payout is booked. A wrong code answers with a responseDescription.',
  auth: 'none',
  request: z.object({ paymentSecret, operationId: z.string(), approvalCode: z.string().check(z.minLength(1)) }),
  response: z.looseObject({
    paymentId,
    status: z.string(),
    paymentMethod: z.string(),
    amount,
    currencyCode,
  }),
});

export const globalTransferApprovalResend = method({
  name: 'globalTransferApprovalResend',
  summary: 'Send the approval code again (or by another available method).',
  auth: 'none',
  request: z.object({ paymentSecret, operationId: z.string(), approveType: z.string() }),
  response: z.looseObject({ approvalSentTo: z.string() }),
});

export const globalTransferCancel = method({
  name: 'globalTransferCancel',
  summary: "Refuse the transfer: its status becomes 'refused' and the money goes back to the sender.",
  auth: 'none',
  request: z.object({ paymentSecret, paymentId }),
  response: z.looseObject({ status: z.string() }),
});
