/**
 * External transfers (spec 2 sections 2-9): money out of the wallet by wire, EFT, card payout (oct), crypto
 * (crypto_eft), instant payment or Interac, to the customer's own account elsewhere or to a third party. The customer
 * chooses the kind and the destination country (available transfers, transfers to a country), the method and
 * currency, fills the method's extra parameters (fetched with customerType as a string), sees the quote, submits
 * with an idempotency key and approves by their transaction approval mode. Templates (beneficiaries) and recent
 * transfers fill the form; a recent transfer says when it can no longer be reused.
 *
 * The lookups (SWIFT, IBAN, BIN, instant key, instant bank list) are the claim's, signed in instead of bound to a
 * payment secret; the banks list and branch options (spec 2 section 7, Lookups) are for wire and EFT forms: picking
 * a bank fills the bank fields, picking a branch fills the branch code. Limits and maximum amounts are
 * contract/limits.ts.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, countryCode, currencyCode, emptyRequest, transactionId, visibleText } from './common';
import {
  binBlacklist,
  binLookup,
  ibanLookup,
  instantBanks,
  instantKeyLookup,
  lookupText,
  swiftLookup,
} from './bank-lookups';
import { extraParamSchema, payoutMethodSchema } from './global-claim';
import { paymentAmount, transferResultSchema } from './p2p';
import { approvalCodeRequest, approvalResendRequest, approvalResendResponse } from './transaction-approval';

/** The external kinds, by their transfer type (spec 2 section 9, "Recent transfer types", less p2p). */
export const EXTERNAL_TRANSFER_TYPES = ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'] as const;
export type ExternalTransferType = (typeof EXTERNAL_TRANSFER_TYPES)[number];

/** Whose account the money goes to: the customer's own elsewhere (a withdrawal) or a third party's. */
export const EXTERNAL_DESTINATIONS = ['own', 'thirdParty'] as const;
export type ExternalDestination = (typeof EXTERNAL_DESTINATIONS)[number];

const transferType = z.enum(EXTERNAL_TRANSFER_TYPES);

/** The payout a transfer is priced or sent for: from which account, to which country, by which method, how much. */
const payoutFields = {
  fromAccountId: accountId,
  countryCode,
  paymentMethod: z.string(),
  currencyCode,
  amount: paymentAmount,
};

export const externalTransfersAvailableGet = method({
  name: 'externalTransfersAvailableGet',
  summary: 'Available transfers: each external kind with the destination countries it serves.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ transfers: z.array(z.looseObject({ transferType, countries: z.array(z.string()) })) }),
});

export const externalTransferMethodsGet = method({
  name: 'externalTransferMethodsGet',
  summary:
    'Transfers to a country: its payout methods of one kind, with their currencies; names and delivery times in the request language.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode, transferType }),
  response: z.looseObject({ methods: z.array(payoutMethodSchema) }),
});

export const externalTransferExtraParamsGet = method({
  name: 'externalTransferExtraParamsGet',
  summary:
    'The details a method needs in a country and currency; customerType is sent as a string (spec 2 section 5). Entries with options are groups; labels and hints in the request language.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode, paymentMethod: z.string(), currencyCode, customerType: z.string() }),
  response: z.looseObject({ params: z.array(extraParamSchema) }),
});

export const externalTransferQuoteGet = method({
  name: 'externalTransferQuoteGet',
  summary:
    'Fee, exchange rate, what leaves the account and what arrives, for an amount in the payout currency from a source account.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(payoutFields),
  response: z.looseObject({
    /** What the beneficiary receives, in currencyCode. */
    amountReceived: amount,
    currencyCode,
    /** Units of currencyCode per one unit of the account's currency. */
    exchangeRate: amount,
    /** The amount in the account's currency, without the fee. */
    debitAmount: amount,
    fee: amount,
    feeCurrencyCode: currencyCode,
    /** debitAmount + fee, in the account's currency. */
    totalDebit: amount,
    accountCurrencyCode: currencyCode,
  }),
});

export const bankSwiftLookup = method({
  name: 'bankSwiftLookup',
  summary: 'Bank details for a SWIFT/BIC code.',
  auth: 'bearer',
  request: z.object(swiftLookup.fields),
  response: swiftLookup.response,
});

export const bankIbanLookup = method({
  name: 'bankIbanLookup',
  summary: 'Bank details for an IBAN.',
  auth: 'bearer',
  request: z.object(ibanLookup.fields),
  response: ibanLookup.response,
});

export const cardBinBlacklistGet = method({
  name: 'cardBinBlacklistGet',
  summary: 'Blocked card BINs (first 6 digits) that cannot receive card payouts.',
  auth: 'bearer',
  request: emptyRequest,
  response: binBlacklist.response,
});

export const cardBinLookup = method({
  name: 'cardBinLookup',
  summary: 'Card BIN information (first 6 digits, spaces removed).',
  auth: 'bearer',
  request: z.object(binLookup.fields),
  response: binLookup.response,
});

export const instantKeyInfoGet = method({
  name: 'instantKeyInfoGet',
  summary: 'The account behind an instant-payment key (Pix-style keys in BR).',
  auth: 'bearer',
  request: z.object(instantKeyLookup.fields),
  response: instantKeyLookup.response,
});

export const instantBanksGet = method({
  name: 'instantBanksGet',
  summary: 'Banks that take instant payments in a country.',
  auth: 'bearer',
  request: z.object({ countryCode }),
  response: instantBanks.response,
});

/** A bank of the banks list: its national bank code (COMPE, Zengin, ABA routing, institution number...) and address. */
export const payoutBankSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  swift: lookupText,
  address: lookupText,
  city: lookupText,
  zipCode: lookupText,
  countryIsoCode: z.string(),
});
export type PayoutBank = z.infer<typeof payoutBankSchema>;

export const bankListGet = method({
  name: 'bankListGet',
  summary:
    'Banks list: the banks of a country that receive wires and bank transfers (EFT), with their national bank code, BIC and address.',
  auth: 'bearer',
  request: z.object({ countryCode }),
  response: z.looseObject({ banks: z.array(payoutBankSchema) }),
});

export const payoutBranchSchema = z.looseObject({ code: z.string(), name: z.string(), city: lookupText });
export type PayoutBranch = z.infer<typeof payoutBranchSchema>;

export const bankBranchOptionsGet = method({
  name: 'bankBranchOptionsGet',
  summary:
    'Branch options of a bank (by its national bank code) in a country, with their branch codes; empty for a bank the directory does not know.',
  auth: 'bearer',
  request: z.object({ countryCode, bankCode: z.string().check(z.regex(/^[A-Za-z0-9]{1,11}$/)) }),
  response: z.looseObject({ branches: z.array(payoutBranchSchema) }),
});

export const externalTransferSubmit = method({
  name: 'externalTransferSubmit',
  summary:
    'Send money out: checks the details and limits, debits amount and fee and books the transfer as pending (or waits for the approval by mode; an initiator with access right 3 creates an approval transaction). Send an Idempotency-Key: a retry returns the first answer.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    ...payoutFields,
    destination: z.enum(EXTERNAL_DESTINATIONS),
    /** Beneficiary name, reference ... as the method's fields ask: no invisible characters (the payee sees them). */
    paymentDetails: z.record(z.string(), visibleText(1000, { multiline: true })),
    /** Saves the beneficiary as a template under this name. */
    templateName: z.optional(z.string().check(z.maxLength(80))),
  }),
  response: transferResultSchema,
});

export const externalTransferApprove = method({
  name: 'externalTransferApprove',
  summary: 'Approve a waiting external transfer with its 6-digit code; the fifth wrong code declines it.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalCodeRequest,
  response: transferResultSchema,
});

export const externalTransferApprovalResend = method({
  name: 'externalTransferApprovalResend',
  summary: 'Send the approval code of a waiting external transfer again (the old one stops working).',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalResendRequest,
  response: approvalResendResponse,
});

/** Where a booked external transfer stands at the payout network. */
export const EXTERNAL_SETTLEMENT_STATUSES = ['pending', 'settled', 'rejected'] as const;

const savedTransferFields = {
  transferType,
  countryCode: z.string(),
  paymentMethod: z.string(),
  currencyCode,
  destination: z.enum(EXTERNAL_DESTINATIONS),
  beneficiaryName: z.string(),
  paymentDetails: z.record(z.string(), z.string()),
};

export const externalTemplateSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  ...savedTransferFields,
  /** Wire and EFT templates: approved for use ('active'), 'pending' review or 'rejected'; cards: null. */
  wireStatus: z.optional(z.nullable(z.string())),
  eftStatus: z.optional(z.nullable(z.string())),
  /** External card templates: the card as shown (masked). */
  cardMasked: z.optional(z.nullable(z.string())),
});
export type ExternalTemplate = z.infer<typeof externalTemplateSchema>;

export const externalTemplatesGet = method({
  name: 'externalTemplatesGet',
  summary: 'Payment templates (beneficiaries) with their wire/EFT status, and external cards.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ templates: z.array(externalTemplateSchema) }),
});

export const recentExternalTransferSchema = z.looseObject({
  transactionId,
  ...savedTransferFields,
  amount,
  createdAt: z.string(),
  settlement: z.enum(EXTERNAL_SETTLEMENT_STATUSES),
  /** The transfer cannot be repeated as it is (see its details). */
  isDisabled: z.boolean(),
});
export type RecentExternalTransfer = z.infer<typeof recentExternalTransferSchema>;

export const externalRecentTransfersGet = method({
  name: 'externalRecentTransfersGet',
  summary:
    'Recent external transfers of the acting customer, own-account withdrawals or to third parties (permission own or 3d).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ permission: z.enum(['own', '3d']) }),
  response: z.looseObject({ transfers: z.array(recentExternalTransferSchema) }),
});

export const externalRecentTransferDetailsGet = method({
  name: 'externalRecentTransferDetailsGet',
  summary:
    'Whether a recent transfer can be reused as it is: hasRequirements (something must be added first), isExtraParamsValid (the details still fit the method), isCustomerAddressDateValid and isCustomerAddressMatchesActive (the address it was sent with is current); missingFields names the details to add or fix.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ transactionId }),
  response: z.looseObject({
    transaction: recentExternalTransferSchema,
    hasRequirements: z.boolean(),
    isExtraParamsValid: z.boolean(),
    isCustomerAddressDateValid: z.boolean(),
    isCustomerAddressMatchesActive: z.boolean(),
    missingFields: z.array(z.string()),
  }),
});
