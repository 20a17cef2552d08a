/**
 * Mass payments, global-pay batches and the batch history (spec 2: "Mass transfers", "Global-pay batches", "Batch
 * transfer list"). A business pays many people with one file: one row per payment, checked in the browser before
 * upload and again by the server. The columns of each kind are defined here once, so the client's parser, the
 * sample files and the sandbox read the same layout.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, countryCode, currencyCode, emptyRequest, looseId, visibleText } from './common';
import { extraParamSchema, payoutMethodSchema } from './global-claim';
import { transferResultSchema } from './p2p';
import {
  approvalCode,
  approvalCodeRequest,
  approvalResendRequest,
  approvalResendResponse,
} from './transaction-approval';

/** The kinds of mass payment; `global` files become global-pay batches. */
export const MASS_KINDS = ['p2p', 'wire', 'eft', 'oct', 'crypto', 'global'] as const;
export type MassKind = (typeof MASS_KINDS)[number];

/** Columns of a mass payment file, in order (the header row names them; a file without a header uses this order). */
export const MASS_COLUMNS = {
  p2p: ['email', 'amount', 'currency', 'note'],
  wire: ['name', 'iban', 'swift', 'country', 'amount', 'currency', 'reference'],
  eft: ['name', 'accountNumber', 'bankCode', 'branchCode', 'country', 'amount', 'currency', 'reference'],
  oct: ['name', 'cardNumber', 'country', 'amount', 'currency'],
  crypto: ['name', 'address', 'amount', 'currency'],
  global: ['name', 'email', 'country', 'amount', 'currency', 'description'],
} as const satisfies Record<MassKind, readonly string[]>;
export type MassColumn = (typeof MASS_COLUMNS)[MassKind][number];

/** Columns a row may leave empty. */
export const OPTIONAL_MASS_COLUMNS: readonly string[] = ['note', 'reference', 'description', 'branchCode'];

/** Currencies a mass payment row may be in (the wallet's account currencies). */
export const MASS_CURRENCIES = ['USD', 'EUR', 'RON'] as const;
/** At most this many rows per file. */
export const MASS_MAX_ROWS = 10_000;
/** At most this many bytes per file (10 MB; units step by 1000, spec 2 section 9). */
export const MASS_MAX_FILE_BYTES = 10_000_000;
/** The batch list's page size (spec 2 section 9). */
export const BATCH_PAGE_SIZE = 20;
/** Upload result code: a batch with the same file exists; confirm to upload it again (spec 2 section 4). */
export const UPLOAD_CONFIRMATION_NEEDED = '92';

/** The names the spec gives the sample links (wire, p2p, eft, creditCard, globalPay, cryptoEft), by kind. */
export const SAMPLE_LINK_NAMES: Readonly<Record<MassKind, string>> = {
  p2p: 'p2p',
  wire: 'wire',
  eft: 'eft',
  oct: 'creditCard',
  crypto: 'cryptoEft',
  global: 'globalPay',
};

/** Two example rows per kind: what the sample files hold. */
export const MASS_SAMPLE_ROWS: Readonly<Record<MassKind, readonly (readonly string[])[]>> = {
  p2p: [
    ['personal@demo.test', '25.00', 'USD', 'March bonus'],
    ['merchant@demo.test', '12.50', 'EUR', 'Stickers'],
  ],
  wire: [
    ['Anna Schmidt', 'DE89370400440532013000', 'COBADEFFXXX', 'DE', '250.00', 'EUR', 'Invoice 118'],
    ['Pierre Martin', 'FR7630004000031234567890143', 'BNPAFRPPXXX', 'FR', '99.90', 'EUR', 'Invoice 119'],
  ],
  eft: [
    ['Pedro Alves', '12345-6', '341', '0001', 'BR', '120.00', 'USD', 'Order 77'],
    ['Kenji Watanabe', '1234567', '0005', '001', 'JP', '80.00', 'USD', 'Licence'],
  ],
  oct: [
    ['Maria Santos', '4111 1111 1111 1111', 'US', '40.00', 'USD'],
    ['Tom Baker', '4012 8888 8888 1881', 'GB', '15.00', 'EUR'],
  ],
  crypto: [
    ['Ada Node', '0x52908400098527886E0F7030069857D2E4169EE7', '100.00', 'USD'],
    ['Satoshi Ltd', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '50.00', 'USD'],
  ],
  global: [
    ['Anna Schmidt', 'anna.schmidt@recipient.test', 'DE', '250.00', 'USD', 'Translation, March'],
    ['Maria Santos', 'maria.santos@recipient.test', 'BR', '120.00', 'USD', 'Consulting, March'],
  ],
};

const batchId = looseId;
/** One global-pay batch, and one payment of it. */
const byBatch = z.object({ batchId });
const byBatchPayment = z.object({ batchId, paymentId: z.number() });

export const massSampleLinksGet = method({
  name: 'massSampleLinksGet',
  summary: 'Links to the sample file of each mass payment kind (wire, p2p, eft, creditCard, globalPay, cryptoEft).',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ links: z.record(z.string(), z.string()) }),
});

const totalSchema = z.looseObject({ currency: currencyCode, amount, count: z.number() });

export const massRowResultSchema = z.looseObject({
  /** Row number in the file, counting the first payment row as 1. */
  row: z.number(),
  status: z.enum(['accepted', 'rejected']),
  /** Column the server refused, and why (English: the client translates what it can check itself). */
  column: z.optional(z.nullable(z.string())),
  reason: z.optional(z.nullable(z.string())),
  transactionId: z.optional(z.nullable(looseId)),
});
export type MassRowResult = z.infer<typeof massRowResultSchema>;

export const massSummarySchema = z.looseObject({
  count: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  /** Amounts per row currency. */
  totals: z.array(totalSchema),
  /** Fee and total charged, in the paying account's currency. */
  fee: amount,
  debitCurrency: currencyCode,
  totalDebit: amount,
});
export type MassSummary = z.infer<typeof massSummarySchema>;

export const MASS_BATCH_STATUSES = [
  'completed',
  'partiallyCompleted',
  'failed',
  'draft',
  'submitted',
  'cancelled',
] as const;
export type MassBatchStatus = (typeof MASS_BATCH_STATUSES)[number];
/** Where a submitted file's or batch's approval stands (see globalBatchSchema.approvalStatus). */
export const BATCH_APPROVAL_STATUSES = [
  'waitingApproval',
  'approvalTransactionCreated',
  'approved',
  'declined',
] as const;

const massResponse = z.looseObject({
  summary: massSummarySchema,
  /** The batch made by a real submit; null for a summary (`onlySummary`). */
  batchId: z.nullable(batchId),
  status: z.nullable(z.enum(MASS_BATCH_STATUSES)),
  /** Rows the server refused (a summary), or every row's outcome (a submit). */
  rows: z.array(massRowResultSchema),
  /**
   * The file's approval as a transfer result (its `transactionId` is the batch id), so the payment approval machine of
   * src/core/payments can follow it: `completed` once paid, `waitingApproval` for a code by the payer's mode (push
   * users get an e-mailed approval code), `approvalTransactionCreated` when a business approver decides it, `declined`.
   * Null for a summary.
   */
  approval: z.optional(z.nullable(transferResultSchema)),
});
export type MassTransferResponse = z.infer<typeof massResponse>;

const massRequest = z.object({
  accountId,
  /** Pasted text instead of the `file` part. */
  text: z.optional(z.string()),
  fileName: z.optional(z.string().check(z.maxLength(200))),
  /** Only price the file (count, totals, fees, refused rows); nothing is booked. */
  onlySummary: z.optional(z.boolean()),
});

function massOperation<N extends string>(name: N, what: string) {
  return method({
    name,
    summary: `Mass ${what} from a CSV file (multipart: data + file) or pasted text (data.text). onlySummary prices it; otherwise the file is approved by the payer's mode (see approval), every valid row is paid (Idempotency-Key: a retry returns the first answer) and a batch is recorded; rows refused make it partiallyCompleted with a batchPartially notice.`,
    auth: 'bearer',
    actingCustomer: true,
    fileParts: ['file'],
    request: massRequest,
    response: massResponse,
  });
}

export const p2pMassTransfer = massOperation('p2pMassTransfer', 'p2p payments to wallet users by e-mail');
export const massWireTransfer = massOperation('massWireTransfer', 'bank wires (IBAN + SWIFT)');
export const massEftTransfer = massOperation('massEftTransfer', 'EFT bank transfers (account, bank and branch code)');
export const massOctTransfer = massOperation('massOctTransfer', 'card payouts (OCT)');
export const massCryptoTransfer = massOperation(
  'massCryptoTransfer',
  'crypto (crypto_eft) payouts to wallet addresses',
);

export const massTransferApprove = method({
  name: 'massTransferApprove',
  summary:
    "Approve a mass file waiting for the payer's code (trxid: its batch id) with the 6-digit code; pays it (or, for a business user who may only initiate, makes one transaction request for the whole file). The fifth wrong code cancels it; the right code again answers the same.",
  auth: 'bearer',
  actingCustomer: true,
  request: approvalCodeRequest,
  response: massResponse,
});

export const massTransferApprovalResend = method({
  name: 'massTransferApprovalResend',
  summary: 'Send the approval code of a waiting mass file again (the old one stops working); at most five times.',
  auth: 'bearer',
  actingCustomer: true,
  request: approvalResendRequest,
  response: approvalResendResponse,
});

/** The operation that pays a mass file of each kind (global files go through the batch calls instead). */
export const MASS_OPERATION_BY_KIND = {
  p2p: p2pMassTransfer,
  wire: massWireTransfer,
  eft: massEftTransfer,
  oct: massOctTransfer,
  crypto: massCryptoTransfer,
} as const;

// --- Global-pay batches ----------------------------------------------------------------------------------------

export const FEE_SHARES = ['sender', 'beneficiary'] as const;
export type FeeShare = (typeof FEE_SHARES)[number];

export const globalPaymentSchema = z.looseObject({
  paymentId: z.number(),
  amount,
  currency: currencyCode,
  description: z.nullable(z.string()),
  beneficiaryType: z.string(),
  beneficiaryName: z.string(),
  beneficiaryEmail: z.string(),
  beneficiaryCountryCode: z.string(),
  feeShare: z.enum(FEE_SHARES),
  removed: z.boolean(),
  /** Payout methods of the country; a forbidden one is not offered to the recipient. */
  paymentMethods: z.array(z.looseObject({ name: z.string(), forbidden: z.boolean() })),
  /** After submit: where the claim stands (waiting, claimed, refused, expired). */
  claimStatus: z.optional(z.nullable(z.string())),
});
export type GlobalPayment = z.infer<typeof globalPaymentSchema>;

export const globalBatchSchema = z.looseObject({
  batchId: z.number(),
  batchName: z.string(),
  status: z.enum(MASS_BATCH_STATUSES),
  accountId: z.number(),
  currency: currencyCode,
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  /**
   * The submit's approval: `waitingApproval` while the batch (status draft, locked) waits for its payer's code,
   * `approvalTransactionCreated` while it waits for a user with full access (a submit by a user who may only
   * initiate), `approved` once held after either, `declined` when refused (status cancelled). Null when no approval
   * was asked (a draft, or a batch held at once).
   */
  approvalStatus: z.optional(z.nullable(z.enum(BATCH_APPROVAL_STATUSES))),
  payments: z.array(globalPaymentSchema),
  /** Payments not removed, and their sum. */
  count: z.number(),
  total: amount,
});
export type GlobalBatch = z.infer<typeof globalBatchSchema>;

const batchAnswer = z.looseObject({ batch: globalBatchSchema });
const paymentInput = z.object({
  beneficiaryName: visibleText(140, { min: 1 }),
  beneficiaryEmail: z.string().check(z.maxLength(254)),
  beneficiaryCountryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  amount: z.string(),
  description: z.optional(z.nullable(visibleText(140))),
  beneficiaryType: z.optional(z.string()),
});
export type GlobalPaymentInput = z.infer<typeof paymentInput>;

export const globalPayBatchUpload = method({
  name: 'globalPayBatchUpload',
  summary:
    'Upload a global-pay batch file (attachedFile, or data.text). When this customer already uploaded the same file, the answer carries responseCode 92 (confirmation needed) with the earlier batch id and date; upload again with ignoreIdenticalBatch to go on.',
  auth: 'bearer',
  actingCustomer: true,
  fileParts: ['attachedFile'],
  resultCodes: [UPLOAD_CONFIRMATION_NEEDED],
  request: z.object({
    batchName: visibleText(100, { min: 1 }),
    accountId,
    ignoreIdenticalBatch: z.optional(z.boolean()),
    text: z.optional(z.string()),
    fileName: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: z.looseObject({
    /** '00' uploaded; '92' confirmation needed (an identical batch exists: batchId and date are the earlier one's). */
    responseCode: z.union([z.string(), z.number()]),
    batchId,
    date: z.string(),
    batch: z.optional(z.nullable(globalBatchSchema)),
    rows: z.array(massRowResultSchema),
  }),
});

export const globalPayBatchGet = method({
  name: 'globalPayBatchGet',
  summary: 'A global-pay batch of the acting customer with its payments.',
  auth: 'bearer',
  actingCustomer: true,
  request: byBatch,
  response: batchAnswer,
});

export const globalPayBatchStatusGet = method({
  name: 'globalPayBatchStatusGet',
  summary: 'Where a global-pay batch stands, and how many of its payments were claimed (for polling after submit).',
  auth: 'bearer',
  actingCustomer: true,
  request: byBatch,
  response: z.looseObject({
    batchId: z.number(),
    status: z.enum(MASS_BATCH_STATUSES),
    claimed: z.number(),
    waiting: z.number(),
  }),
});

export const globalPayBatchPaymentAdd = method({
  name: 'globalPayBatchPaymentAdd',
  summary: 'Add a payment to a draft batch.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId, payment: paymentInput }),
  response: batchAnswer,
});

export const globalPayBatchPaymentUpdate = method({
  name: 'globalPayBatchPaymentUpdate',
  summary: 'Change a payment of a draft batch (VF on the field it refuses).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId, paymentId: z.number(), payment: paymentInput }),
  response: batchAnswer,
});

export const globalPayBatchPaymentRemove = method({
  name: 'globalPayBatchPaymentRemove',
  summary: 'Remove a payment from a draft batch (it can be restored until the batch is submitted).',
  auth: 'bearer',
  actingCustomer: true,
  request: byBatchPayment,
  response: batchAnswer,
});

export const globalPayBatchPaymentRestore = method({
  name: 'globalPayBatchPaymentRestore',
  summary: 'Restore a removed payment of a draft batch.',
  auth: 'bearer',
  actingCustomer: true,
  request: byBatchPayment,
  response: batchAnswer,
});

export const globalPayBatchFeeSideSet = method({
  name: 'globalPayBatchFeeSideSet',
  summary: 'Who pays the payout fee: of one payment, or of every payment when paymentId is absent.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId, paymentId: z.optional(z.number()), feeShare: z.enum(FEE_SHARES) }),
  response: batchAnswer,
});

export const globalPayBatchMethodForbiddenSet = method({
  name: 'globalPayBatchMethodForbiddenSet',
  summary: 'Forbid (or allow again) a payout method for one payment; at least one method must stay allowed.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId, paymentId: z.number(), paymentMethod: z.string(), forbidden: z.boolean() }),
  response: batchAnswer,
});

export const globalPayCountryMethodsGet = method({
  name: 'globalPayCountryMethodsGet',
  summary:
    "Global pay country methods (spec 2 section 7): the payout methods a beneficiary in a country can choose from, with their currencies and delivery times, named in the request language (empty outside the bank's payout countries).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode }),
  response: z.looseObject({ methods: z.array(payoutMethodSchema) }),
});

export const globalPayCountryMethodDetailsGet = method({
  name: 'globalPayCountryMethodDetailsGet',
  summary:
    "Global pay country method details (spec 2 section 7): one payout method in a country, its fee (fixed part in the method's currency plus a percentage of the amount) and the details the beneficiary will be asked for when claiming.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode, paymentMethod: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: z.looseObject({
    method: payoutMethodSchema,
    fee: z.looseObject({ fixed: amount, currencyCode, percent: amount }),
    /** The payout details the beneficiary gives (for the first of the method's currencies). */
    fields: z.array(extraParamSchema),
  }),
});

export const globalPayBatchFullUpdate = method({
  name: 'globalPayBatchFullUpdate',
  summary:
    'Several changes to a draft batch at once: fee side, forbidden methods, added, updated, removed and restored payments (all or nothing).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    batchId,
    feeShare: z.optional(z.enum(FEE_SHARES)),
    paymentMethods: z.optional(z.array(z.object({ paymentId: z.number(), name: z.string(), forbidden: z.boolean() }))),
    adds: z.optional(z.array(paymentInput)),
    updates: z.optional(z.array(z.object({ paymentId: z.number(), payment: paymentInput }))),
    deletes: z.optional(z.array(z.number())),
    restores: z.optional(z.array(z.number())),
  }),
  response: batchAnswer,
});

/** A global batch's submit or approval: the batch and its approval as a transfer result (its `transactionId` is the batch id). */
const batchApprovalAnswer = z.looseObject({
  batch: globalBatchSchema,
  approval: z.optional(z.nullable(transferResultSchema)),
});

export const globalPayBatchSubmit = method({
  name: 'globalPayBatchSubmit',
  summary:
    "Submit a draft batch, approved by the payer's mode as mass files are: mode none approves at once; sms, otp and approval code (push users get an e-mailed code) send a 6-digit code for globalPayBatchApprove, the batch waiting (locked, approvalStatus waitingApproval) until then. Approved, the total leaves the account (held until each recipient claims) and every recipient gets an e-mail with the claim link; a business user who may only initiate (access right 3) makes one transaction request instead (type globalPay, grouped type global, batchId = the batch): nothing is held until a user with full access approves it (declined: cancelled). `approval` follows it as a transfer result. Send an Idempotency-Key; submitting a submitted or waiting batch answers it unchanged.",
  auth: 'bearer',
  actingCustomer: true,
  request: byBatch,
  response: batchApprovalAnswer,
});

export const globalPayBatchApprove = method({
  name: 'globalPayBatchApprove',
  summary:
    "Approve a global batch waiting for its payer's code with the 6-digit code: holds it (or makes the one transaction request of a user who may only initiate). The fifth wrong code cancels the batch; the right code again answers the same; an expired code puts the batch back to a plain draft (submit it again).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ batchId, approvalCode }),
  response: batchApprovalAnswer,
});

export const globalPayBatchApprovalResend = method({
  name: 'globalPayBatchApprovalResend',
  summary: 'Send the approval code of a waiting global batch again (the old one stops working); at most five times.',
  auth: 'bearer',
  actingCustomer: true,
  request: byBatch,
  response: approvalResendResponse,
});

export const globalPayBatchCancel = method({
  name: 'globalPayBatchCancel',
  summary:
    "Cancel (reject) a draft batch, or one waiting for its payer's code; nothing is paid. A batch waiting for a business approver cannot be cancelled.",
  auth: 'bearer',
  actingCustomer: true,
  request: byBatch,
  response: batchAnswer,
});

// --- Batch history ---------------------------------------------------------------------------------------------

export const batchTransferSchema = z.looseObject({
  id: z.number(),
  batchName: z.string(),
  type: z.enum(MASS_KINDS),
  status: z.enum(MASS_BATCH_STATUSES),
  createdAt: z.string(),
  count: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  totals: z.array(totalSchema),
  fileName: z.nullable(z.string()),
  /**
   * The approval of a file or batch submitted for approval: `waitingApproval` while it waits for the payer's code,
   * `approvalTransactionCreated` while it waits for a user with full access (both with status draft), `approved`,
   * `declined` (status cancelled). Null when no approval was asked.
   */
  approvalStatus: z.optional(z.nullable(z.enum(BATCH_APPROVAL_STATUSES))),
  rows: z.optional(z.array(massRowResultSchema)),
});
export type BatchTransfer = z.infer<typeof batchTransferSchema>;

/** One batch of the history. */
const byHistoryBatch = z.object({ id: z.number() });

export const batchTransferList = method({
  name: 'batchTransferList',
  summary:
    'Mass payment and global-pay batches of the acting customer, newest first (page size 20). Dates are days (UTC, both ends included).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    search: z.optional(z.string()),
    types: z.optional(z.array(z.enum(MASS_KINDS))),
    pageNumber: z.optional(z.number()),
    pageSize: z.optional(z.number()),
  }),
  response: z.looseObject({
    batchTransfer: z.looseObject({ transfer: z.array(batchTransferSchema) }),
    total: z.number(),
  }),
});

export const batchTransferGet = method({
  name: 'batchTransferGet',
  summary: 'One batch of the history with the outcome of every row.',
  auth: 'bearer',
  actingCustomer: true,
  request: byHistoryBatch,
  response: z.looseObject({ batch: batchTransferSchema }),
});

export const batchTransferViewFile = method({
  name: 'batchTransferViewFile',
  summary: 'The file a batch was uploaded from (text).',
  auth: 'bearer',
  actingCustomer: true,
  request: byHistoryBatch,
  response: z.looseObject({ fileName: z.string(), text: z.string() }),
});
