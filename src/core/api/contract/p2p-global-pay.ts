/**
 * Global pay to a user (spec 2 section 7, "p2p global pay methods, meta and submit"): one global payment outside a
 * batch. The sender pays someone by e-mail and name in a country, chooses the payout method the money arrives by and
 * sees what the recipient receives; once approved by the sender's transaction approval mode (an initiator with access
 * right 3 makes a transaction request instead), the amount and the fee leave the account in one booking and the
 * recipient is e-mailed the claim link of the global transfer claim flow (contract/global-claim.ts), where they enter
 * their payout details for that method.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, countryCode, currencyCode, visibleText } from './common';
import { payoutMethodSchema } from './global-claim';
import { emailAddress, paymentAmount, transferResultSchema } from './p2p';
import { approvalCodeRequest, approvalResendRequest, approvalResendResponse } from './transaction-approval';

/** The most characters of the description the recipient reads with the claim link. */
export const GLOBAL_PAY_DESCRIPTION_MAX = 140;
/** The recipient's name as the claim shows it. */
export const GLOBAL_PAY_NAME_MAX = 70;

/** The payment being priced or sent: from which account, how much (in the account's currency), to where and by what. */
const quoteRequest = {
  accountId,
  /** In the currency of the account it leaves. */
  amount: paymentAmount,
  countryCode,
  paymentMethod: z.string().check(z.minLength(1)),
  /** The currency the recipient receives (one of the method's currencies in the country). */
  toCurrencyCode: currencyCode,
};

export const p2pGlobalPayMethodsGet = method({
  name: 'p2pGlobalPayMethodsGet',
  summary:
    "The payout methods a recipient in a country can be paid by (the global transfer catalogue), each with its transfer type, currencies and typical time to arrive; names in the request language. An empty list: global pay doesn't reach that country.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode }),
  response: z.looseObject({ methods: z.array(payoutMethodSchema) }),
});

export const p2pGlobalPayMetaSchema = z.looseObject({
  amount,
  currencyCode,
  fee: amount,
  feeCurrencyCode: currencyCode,
  /** Units of toCurrencyCode per one currencyCode (1 when they are equal). */
  exchangeRate: amount,
  /** What the recipient receives, in toCurrencyCode. */
  toAmount: amount,
  toCurrencyCode: currencyCode,
  /** amount + fee: what leaves the account. */
  totalDebit: amount,
  /** Typical time to arrive once the recipient has entered their details, in the request language. */
  eta: z.nullable(z.string()),
});
export type P2pGlobalPayMeta = z.infer<typeof p2pGlobalPayMetaSchema>;

export const p2pGlobalPayMetaGet = method({
  name: 'p2pGlobalPayMetaGet',
  summary:
    'What a global payment costs and brings: fee (paid by the sender), exchange rate, amount received, total debited and arrival time for a method, country and currency. Ask only when account, amount, country, method and currency are set.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(quoteRequest),
  response: p2pGlobalPayMetaSchema,
});

/** A global payment's answer: the transfer result of every money flow, and the recipient's side of it. */
export const globalPaymentResultSchema = z.extend(transferResultSchema, {
  beneficiaryName: z.string(),
  countryCode,
  paymentMethod: z.string(),
  /** What the recipient receives by the method, in toCurrencyCode (the rate is `exchangeRate`). */
  toAmount: amount,
  toCurrencyCode: currencyCode,
});
export type GlobalPaymentResult = z.infer<typeof globalPaymentResultSchema>;

export const p2pGlobalPaySubmit = method({
  name: 'p2pGlobalPaySubmit',
  summary:
    "Send a global payment to a person by e-mail. Checks the account, funds, limits, the payout blacklist and the sendGlobalTransfer permission, then waits for the sender's approval by mode (the push mode gets an e-mailed code); once approved, amount and fee leave the account in one booking and the recipient is e-mailed the claim link. An initiator (access right 3) makes a transaction request instead. Send an Idempotency-Key: a retry returns the first answer and moves no more money.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    ...quoteRequest,
    toEmail: emailAddress,
    beneficiaryName: visibleText(GLOBAL_PAY_NAME_MAX, { min: 2 }),
    description: z.optional(visibleText(GLOBAL_PAY_DESCRIPTION_MAX)),
  }),
  response: globalPaymentResultSchema,
});

export const p2pGlobalPayApprove = method({
  name: 'p2pGlobalPayApprove',
  summary:
    'Approve a waiting global payment with its 6-digit code; the fifth wrong code declines it. The right code again answers the same.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalCodeRequest,
  response: globalPaymentResultSchema,
});

export const p2pGlobalPayApprovalResend = method({
  name: 'p2pGlobalPayApprovalResend',
  summary: 'Send the approval code of a waiting global payment again (the old one stops working); at most five times.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalResendRequest,
  response: approvalResendResponse,
});
