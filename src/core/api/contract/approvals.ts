/**
 * Business approvals of transaction requests (spec 2 sections 4, 6 and 7 "Approvals"): a business user with access
 * right 3 (initiate) who makes a transfer creates a transaction request instead of moving money; users of the business
 * with full access (right 2) see the requests made by others (filters: creator, transaction type, grouped type, dates;
 * pages of 50), approve or decline one, several or a whole mass batch, and confirm that decision with their own code
 * by their approval mode. The money moves once, when the decision is confirmed; the creator hears of it in real time.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { amount, currencyCode, emptyRequest, isoDate, looseId } from './common';
import { positiveId } from './ids';
import { LIMIT_TRANSFER_TYPES } from './limits';
import { transferResultSchema } from './p2p';
import { approvalCode, approvalResendResponse } from './transaction-approval';

/** Business request approval lists have pages of 50 (spec 2 section 9). */
export const APPROVAL_PAGE_SIZE = 50;

/** The transaction types of requests: the transfer-type vocabulary of contract/limits.ts. */
export const APPROVAL_TRANSACTION_TYPES = LIMIT_TRANSFER_TYPES;
export type ApprovalTransactionType = (typeof APPROVAL_TRANSACTION_TYPES)[number];

/** Grouped types: between wallet users and accounts, out of the wallet, mass files, global payments. */
export const GROUPED_TRANSACTION_TYPES = ['internal', 'external', 'mass', 'global'] as const;
export type GroupedTransactionType = (typeof GROUPED_TRANSACTION_TYPES)[number];

/** The grouped type of a transaction type. */
export function groupedTypeOf(type: ApprovalTransactionType): GroupedTransactionType {
  if (type.startsWith('mass')) return 'mass';
  if (type === 'p2p' || type === 'betweenAccounts') return 'internal';
  if (type === 'globalPay') return 'global';
  return 'external';
}

/**
 * - `pending`: waits for a user with full access;
 * - `approved`: approved and executed (the money moved);
 * - `declined`: declined by an approver; nothing moved;
 * - `failed`: approved, but the transfer could not be made (e.g. the balance no longer covers it); nothing moved.
 */
export const APPROVAL_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'failed'] as const;
export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];

const requestId = positiveId;

/** The page of an approval list: pages of at most APPROVAL_PAGE_SIZE. */
const approvalPaging = {
  page: z.optional(z.number().check(z.int(), z.positive())),
  size: z.optional(z.number().check(z.int(), z.positive(), z.maximum(APPROVAL_PAGE_SIZE))),
};

/** The business user who made a request. */
const requestCreatorSchema = z.looseObject({ userId: z.number(), name: z.string(), email: z.string() });

export const transactionRequestSchema = z.looseObject({
  /** The request's id (what `transactionIds` of the approve call name). */
  transactionId: requestId,
  transactionType: z.enum(APPROVAL_TRANSACTION_TYPES),
  groupedTransactionType: z.enum(GROUPED_TRANSACTION_TYPES),
  status: z.enum(APPROVAL_REQUEST_STATUSES),
  amount,
  currencyCode,
  fee: amount,
  feeCurrencyCode: currencyCode,
  /** Who or where the money goes (an e-mail, an account, a bank account). */
  beneficiary: z.string(),
  description: z.nullable(z.string()),
  /** The source account's number. */
  fromAccount: z.string(),
  created: z.string(),
  createdBy: requestCreatorSchema,
  /** Set for the requests of one mass file. */
  batchId: z.nullable(looseId),
  decidedBy: z.optional(z.nullable(z.string())),
  decided: z.optional(z.nullable(z.string())),
  /** Why an approved request failed. */
  failure: z.optional(z.nullable(z.string())),
});
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

export const businessTransactionRequestList = method({
  name: 'businessTransactionRequestList',
  summary:
    'Transaction requests of the acting business: for a user with full access, those made by others (pending by default); for an initiator, their own. Filters: createdBy (user id), transactionType, groupedTransactionType, fromDate/toDate (UTC days, both included), status; pages of 50.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    ...approvalPaging,
    transactionType: z.optional(z.enum(APPROVAL_TRANSACTION_TYPES)),
    groupedTransactionType: z.optional(z.enum(GROUPED_TRANSACTION_TYPES)),
    fromDate: z.optional(isoDate),
    toDate: z.optional(isoDate),
    createdBy: z.optional(z.number()),
    status: z.optional(z.enum(APPROVAL_REQUEST_STATUSES)),
  }),
  response: z.looseObject({ requests: z.array(transactionRequestSchema), total: z.number() }),
});

export const massRequestSchema = z.looseObject({
  batchId: looseId,
  transactionType: z.enum(APPROVAL_TRANSACTION_TYPES),
  count: z.number(),
  totals: z.array(z.looseObject({ currencyCode, amount })),
  created: z.string(),
  createdBy: requestCreatorSchema,
});

export const businessTransactionMassList = method({
  name: 'businessTransactionMassList',
  summary: 'Mass batches with pending requests made by others, with their count and totals per currency.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(approvalPaging),
  response: z.looseObject({ batches: z.array(massRequestSchema), total: z.number() }),
});

/**
 * The answer to a decision and to its confirmation: a transfer result (so the payment approval machine can follow
 * it) whose `transactionId` is the approval transaction, plus what happened to each request once confirmed.
 */
export const approvalDecisionSchema = z.extend(transferResultSchema, {
  approvalTransactionId: requestId,
  declined: z.boolean(),
  results: z.array(
    z.looseObject({
      transactionId: requestId,
      status: z.enum(APPROVAL_REQUEST_STATUSES),
      failure: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const businessTransactionApprove = method({
  name: 'businessTransactionApprove',
  summary:
    "Approve (declined false) or decline (true) pending requests made by others. Starts an approval transaction confirmed with the approver's own code (businessTransactionRequestConfirm); nothing moves before that.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    transactionIds: z.array(requestId).check(z.minLength(1), z.maxLength(500)),
    declined: z.boolean(),
  }),
  response: approvalDecisionSchema,
});

export const businessTransactionMassApprove = method({
  name: 'businessTransactionMassApprove',
  summary: 'Approve or decline every pending request of a mass batch; confirmed like businessTransactionApprove.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId: looseId, declined: z.boolean() }),
  response: approvalDecisionSchema,
});

export const businessTransactionRequestConfirm = method({
  name: 'businessTransactionRequestConfirm',
  summary:
    'Confirm an approval transaction with the code sent to the approver (fromEmail: the approver, optional). Executes each approved request exactly once; a wrong code answers VF, the fifth cancels the approval transaction. The right code again answers the same.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    approvalTransactionId: requestId,
    code: approvalCode,
    fromEmail: z.optional(z.string()),
  }),
  response: approvalDecisionSchema,
});

export const businessTransactionApprovalResend = method({
  name: 'businessTransactionApprovalResend',
  summary: 'A new code for an approval transaction (the old one stops working); at most 5 times.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ approvalTransactionId: requestId }),
  response: approvalResendResponse,
});

export const businessUserList = method({
  name: 'businessUserList',
  summary: 'The users of the acting business with their access right on transfers (for the creator filter).',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({
    users: z.array(z.looseObject({ userId: z.number(), name: z.string(), email: z.string(), right: z.number() })),
  }),
});

export const transactionRequestCounts = method({
  name: 'transactionRequestCounts',
  summary:
    'Notification counts for the menu: pending requests made by others (single and mass batches); 0 for users who cannot approve.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ pending: z.number(), massBatches: z.number() }),
});

/** Realtime notices to the creator of a request when it is decided (they carry `data.requestId` and `data.status`, not a transactionId, so no payment confirmation mistakes them for its own). */
export const APPROVAL_REQUEST_NOTIFICATION_TYPES = [
  'transactionRequestApproved',
  'transactionRequestDeclined',
] as const;
