/**
 * Person-to-person payments and their approval (spec 2: "p2p funds transfer", "Approvals", "Transaction approval",
 * "Lookups"). A signed-in customer pays another wallet user by e-mail from one of their accounts; an account in
 * another currency is converted at the exchange rate. The transfer then waits for the payer's transaction approval
 * by their mode (none, push, sms, otp, approval code) before it is booked; a business user who may only initiate
 * (access right 3) creates an approval transaction for another user to confirm instead.
 */
import * as z from 'zod/mini';
import { method } from './define';
import {
  accountId,
  amount,
  currencyCode,
  INVISIBLE_CHARACTERS_MESSAGE,
  looseId,
  transactionId,
  visibleText,
} from './common';
import { approvalCodeRequest, approvalResendRequest, approvalResendResponse } from './transaction-approval';
import { hasInvisibleCharacters } from '../../validation/free-text';

/**
 * An e-mail address: one "@" with a dotted domain. A pattern rather than z.email(): widgets would otherwise load zod's
 * e-mail format for every element on the page.
 */
export const emailAddress = z.string().check(
  z.maxLength(254),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@.]+$/, { error: 'An e-mail address' }),
  z.refine((text: string) => !hasInvisibleCharacters(text), { error: INVISIBLE_CHARACTERS_MESSAGE }),
);
const email = emailAddress;
/** The most characters of a p2p payment's reference and of its note to the recipient. */
export const P2P_REFERENCE_MAX = 140;
export const P2P_NOTE_MAX = 500;
/** A positive decimal with at most two fraction digits, as text ("120", "45.50"). */
export const paymentAmount = z
  .string()
  .check(z.regex(/^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,2})?$/, { error: 'A positive amount with at most two decimals' }));

/** Numeric ids of the transaction approval modes (spec 2 section 4, "Transaction approval"). */
export const TRANSACTION_APPROVAL_MODE_IDS = { none: 0, push: 1, sms: 2, otp: 3, approvalCode: 4 } as const;

export const exchangeRateGet = method({
  name: 'exchangeRateGet',
  summary:
    'Units of toCurrencyCode per one fromCurrencyCode (clients skip the call when the currencies are equal: the rate is 1).',
  auth: 'bearer',
  request: z.object({ fromCurrencyCode: currencyCode, toCurrencyCode: currencyCode }),
  response: z.looseObject({ exchangeRate: amount }),
});

export const checkPayee = method({
  name: 'checkPayee',
  summary:
    'Whether an e-mail belongs to a wallet user who can be paid or invoiced (send only after the e-mail rule of spec 2 section 5 passes).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ email }),
  response: z.looseObject({
    exist: z.boolean(),
    /** False when the payee is on this customer's payout blacklist for person-to-person payments. */
    outBlacklist: z.boolean(),
    isEmployee: z.boolean(),
  }),
});

export const p2pTransferFee = method({
  name: 'p2pTransferFee',
  summary:
    "The fee of a p2p transfer of `amount` in `currency` from an account, and what leaves the account (converted at today's rate when the account is in another currency). Ask only when amount and account are set and amount > 0.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId, amount: paymentAmount, currency: currencyCode }),
  response: z.looseObject({
    fee: amount,
    feeCurrencyCode: currencyCode,
    /** Rate from `currency` to the account's currency (1 when they are equal). */
    exchangeRate: amount,
    /** The amount in the account's currency, without the fee. */
    debitAmount: amount,
    /** debitAmount + fee: what the account is charged. */
    totalDebit: amount,
  }),
});

/**
 * Where a transfer stands:
 * - `completed`: booked (money moved);
 * - `waitingApproval`: waits for the payer's approval (code or push);
 * - `approvalTransactionCreated`: approved by an initiator (access right 3); another user of the business confirms it;
 * - `declined`: the push was declined, too many wrong codes, or the approval expired; nothing was booked.
 */
export const TRANSFER_STATUSES = ['completed', 'waitingApproval', 'approvalTransactionCreated', 'declined'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const transferResultSchema = z.looseObject({
  transactionId,
  status: z.enum(TRANSFER_STATUSES),
  /**
   * The payer's transaction approval mode (`none`, `push`, `otp`, `sms`, `approvalCode`: TWO_STEP_MODES of
   * customer.ts); `none` means the transfer was booked at once. Kept open, so a mode the client does not know fails
   * as "cannot approve here" rather than as an unreadable reply.
   */
  approveMode: z.string(),
  /** Masked phone or e-mail the code went to (sms, approval code); absent for push, otp and none. */
  approvalSentTo: z.optional(z.nullable(z.string())),
  /** The payer may only initiate (business access right 3): approval makes a transaction request. */
  approvalTransactionCreated: z.boolean(),
  amount,
  currency: currencyCode,
  fee: amount,
  feeCurrencyCode: currencyCode,
  totalDebit: amount,
  invoiceId: z.optional(z.nullable(looseId)),
  /** The merchant button the transfer paid, and the subscription (pre-approved payment) it started. */
  buttonId: z.optional(z.nullable(z.number())),
  subscriptionId: z.optional(z.nullable(z.number())),
  /** Free text from the server (e.g. why a transfer is pending); usually absent. */
  message: z.optional(z.nullable(z.string())),
  /** What the receipt shows: the kind (`p2p`, `betweenAccounts`), payee, accounts, rate, what left the account, when. */
  kind: z.optional(z.string()),
  toEmail: z.optional(z.nullable(z.string())),
  toAccountId: z.optional(z.nullable(looseId)),
  fromAccountId: z.optional(z.nullable(looseId)),
  exchangeRate: z.optional(amount),
  debitAmount: z.optional(amount),
  reference: z.optional(z.nullable(z.string())),
  note: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
  /** A request waiting for a colleague (`approvalTransactionCreated`): who may approve it, by name. */
  approvers: z.optional(z.array(z.string())),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const p2pTransfer = method({
  name: 'p2pTransfer',
  summary:
    'Pay another wallet user by e-mail (optionally an invoice: invoiceId, whose amount, currency and payee must match), or ' +
    "a merchant's saved button (buttonId instead of toEmail: the payee, price and a subscription's subscriptionFrequency " +
    'and subscriptionTransactions must be the ones of the button; a subscription button makes a pre-approved payment ' +
    'and this is its first payment). Send an Idempotency-Key: a retry returns the first answer and moves no more money.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    accountId,
    amount: paymentAmount,
    currency: currencyCode,
    /** The payee; required unless `buttonId` names a merchant's button (whose business is then the payee). */
    toEmail: z.optional(email),
    note: z.optional(visibleText(P2P_NOTE_MAX, { multiline: true })),
    fromEmailId: z.optional(looseId),
    reference: z.optional(visibleText(P2P_REFERENCE_MAX)),
    subscriptionFrequency: z.optional(z.string()),
    subscriptionEndDate: z.optional(z.string()),
    subscriptionUserCancel: z.optional(z.boolean()),
    subscriptionTransactions: z.optional(z.number()),
    couponCode: z.optional(z.string()),
    templateName: z.optional(z.string()),
    platform: z.optional(z.string()),
    invoiceId: z.optional(looseId),
    /** A merchant's saved button (contract/pay-button.ts) this payment pays. */
    buttonId: z.optional(z.number().check(z.positive())),
  }),
  response: transferResultSchema,
});

export const transferApprove = method({
  name: 'transferApprove',
  summary:
    'Approve a waiting transfer with the code (sms, otp, approval code). A wrong code answers VF; the fifth declines the transfer. Approving again with the right code returns the same answer.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalCodeRequest,
  response: transferResultSchema,
});

export const approvalResend = method({
  name: 'approvalResend',
  summary:
    'Send the approval of a waiting transfer again: a new code (the old one stops working), or the push request to the devices.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalResendRequest,
  response: approvalResendResponse,
});

export const transferStatusGet = method({
  name: 'transferStatusGet',
  summary:
    'A transfer of the acting customer and where it stands (for a client that missed the realtime confirmation while offline).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ trxid: transactionId }),
  response: transferResultSchema,
});

/** Realtime notification types that resolve a pending transaction confirmation (they carry `transactionId`). */
export const TRANSACTION_NOTIFICATION_TYPES = {
  approved: 'transactionApproved',
  declined: 'transactionDeclined',
} as const;
