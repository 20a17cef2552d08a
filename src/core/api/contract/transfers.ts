/**
 * Transfers between own accounts, the p2p helpers (templates, recent transfers, from-e-mails) and pre-approved
 * payments (spec 2 sections 3, 5, 7: "Own accounts: funds transfer, its fee...", "Between-account transfer fields",
 * "Pre-approved payments", "recent transfer details", "payment templates"). Own-account transfers are approved by the
 * customer's mode like p2p payments (transferApprove, approvalResend, transferStatusGet of contract/p2p.ts take their
 * transaction ids too).
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, currencyCode, emptyRequest, isoDate } from './common';
import { optionalPageFields } from './paging';
import { paymentAmount, transferResultSchema } from './p2p';

/** A transfer between own accounts: from and to which account, how much in which of their currencies. */
const ownTransferFields = {
  fromAccountId: accountId,
  toAccountId: accountId,
  amount: paymentAmount,
  currency: currencyCode,
};

/** How often a pre-approved payment repeats. */
export const SUBSCRIPTION_FREQUENCIES = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** The optional subscription of a transfer: it repeats every period until the end date or the number of payments. */
export const subscriptionFields = {
  subscriptionFrequency: z.optional(z.enum(SUBSCRIPTION_FREQUENCIES)),
  subscriptionEndDate: z.optional(isoDate),
  /** Payments in all, the first included. */
  subscriptionTransactions: z.optional(z.number().check(z.int(), z.minimum(2), z.maximum(120))),
  /** The customer may cancel it (default true). */
  subscriptionUserCancel: z.optional(z.boolean()),
};

export const fundsTransferFee = method({
  name: 'fundsTransferFee',
  summary:
    "Fee and conversion of a transfer between own accounts. `amount` is in `currency`, which is either account's currency (what leaves, or what arrives). Ask only when the amount and the target account are set.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(ownTransferFields),
  response: z.looseObject({
    fee: amount,
    feeCurrencyCode: currencyCode,
    /** Units of the target account's currency per one of the source account's. */
    exchangeRate: amount,
    /** Leaves the source account, without the fee. */
    debitAmount: amount,
    debitCurrencyCode: currencyCode,
    /** Arrives on the target account. */
    creditAmount: amount,
    creditCurrencyCode: currencyCode,
    /** debitAmount + fee. */
    totalDebit: amount,
  }),
});

export const fundsTransfer = method({
  name: 'fundsTransfer',
  summary:
    "Transfer between the acting customer's own accounts (optionally repeating: a pre-approved payment). Approved by the customer's mode like a p2p payment; send an Idempotency-Key.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ ...ownTransferFields, ...subscriptionFields }),
  response: transferResultSchema,
});

export const paymentTemplateSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  toEmail: z.nullable(z.string()),
  amount: z.nullable(amount),
  currencyCode: z.nullable(currencyCode),
  note: z.nullable(z.string()),
  reference: z.nullable(z.string()),
});
export type PaymentTemplate = z.infer<typeof paymentTemplateSchema>;

export const paymentTemplatesGet = method({
  name: 'paymentTemplatesGet',
  summary:
    'Saved transfer templates of the acting customer (a p2p transfer with templateName saves one), newest first.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ type: z.optional(z.string()) }),
  response: z.looseObject({ templates: z.array(paymentTemplateSchema) }),
});

export const recentTransferSchema = z.looseObject({
  transactionId: z.number(),
  type: z.string(),
  toEmail: z.string(),
  beneficiaryName: z.string(),
  amount,
  currencyCode,
  note: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  created: z.string(),
  /** `own`: made by this user; `3d`: by another user of the same customer. */
  permission: z.enum(['own', '3d']),
  /** The payee can no longer be paid (left, or on the blacklist). */
  isDisabled: z.boolean(),
});
export type RecentTransfer = z.infer<typeof recentTransferSchema>;

export const recentTransfersGet = method({
  name: 'recentTransfersGet',
  summary:
    'The latest transfers to distinct payees (3 for p2p, spec 2 section 9), own and third-party, each reusable in one click.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    type: z.enum(['p2p']),
    limit: z.optional(z.number().check(z.int(), z.positive(), z.maximum(10))),
  }),
  response: z.looseObject({ transfers: z.array(recentTransferSchema) }),
});

export const p2pFromEmailsGet = method({
  name: 'p2pFromEmailsGet',
  summary:
    "The e-mails a p2p payment can come from (the login and the customer's confirmed e-mails); fromEmailId of p2pTransfer is one of these ids.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({
    emails: z.array(z.looseObject({ id: z.number(), email: z.string(), primary: z.boolean() })),
  }),
});

/** A pre-approved payment's kind: a p2p or own-account subscription, or one started with a merchant's button. */
export const PRE_APPROVED_TYPES = ['p2p', 'betweenAccounts', 'button'] as const;
export const PRE_APPROVED_STATUSES = ['pending', 'active', 'completed', 'cancelled', 'declined'] as const;
/** Subscription lists have pages of 50 (spec 2 section 9). */
export const PRE_APPROVED_PAGE_SIZE = 50;

export const preApprovedPaymentSchema = z.looseObject({
  id: z.number(),
  type: z.enum(PRE_APPROVED_TYPES),
  amount,
  currencyCode,
  /** Where the money goes: the payee's e-mail or the own account's number. */
  toAccount: z.string(),
  beneficiaryName: z.string(),
  fromAccount: z.nullable(z.string()),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  status: z.enum(PRE_APPROVED_STATUSES),
  paymentsMade: z.number(),
  /** Null: until cancelled or the end date. */
  paymentsTotal: z.nullable(z.number()),
  nextPaymentDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  userCancel: z.boolean(),
  created: z.string(),
  lastFailure: z.optional(z.nullable(z.string())),
});
export type PreApprovedPayment = z.infer<typeof preApprovedPaymentSchema>;

export const preApprovedPaymentList = method({
  name: 'preApprovedPaymentList',
  summary:
    'Pre-approved payments (subscriptions) of the acting customer, newest first; filters beneficiaryEmail (part), amount range, type; pages of 50.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    beneficiaryEmail: z.optional(z.string()),
    fromAmount: z.optional(z.string()),
    toAmount: z.optional(z.string()),
    type: z.optional(z.enum(PRE_APPROVED_TYPES)),
    ...optionalPageFields(PRE_APPROVED_PAGE_SIZE),
  }),
  response: z.looseObject({ payments: z.array(preApprovedPaymentSchema), total: z.number() }),
});

export const preApprovedPaymentCancel = method({
  name: 'preApprovedPaymentCancel',
  summary:
    'Cancel a pre-approved payment: no later payment is taken. Refused (TA1) when the payee made it non-cancellable or it has ended.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ id: z.number() }),
  response: z.looseObject({ payment: preApprovedPaymentSchema }),
});
