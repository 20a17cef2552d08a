import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  type FeeShare,
  type GlobalBatch,
  type GlobalPaymentInput,
  UPLOAD_CONFIRMATION_NEEDED,
  type MassRowResult,
} from '../../src/core/api/contract/mass-payments';
import type { TransferResult } from '../../src/core/api/contract/p2p';
import type { SandboxContext } from '../context';
import { createApprovalRequest, isInitiatorOnly, registerApprovalExecutor, ApprovalExecutionError } from './approvals';
import { randomToken, randomDigits } from './crypto-ids';
import { ownAccount } from './customer-accounts';
import { createGlobalTransfer } from './global-transfers';
import { GLOBAL_PAYMENT_REQUEST_PREFIX, globalPaymentRequests } from './p2p-global-pay';
import { LedgerError, balanceMinor } from './ledger';
import { accountNumberOf } from './ledger-postings';
import {
  MassError,
  nextId,
  readMassFile,
  contentHash,
  refuse,
  FIRST_BATCH_ID,
  totalsOf,
  FIRST_BATCH_TRANSFER_ID,
  CLAIM_VALID_DAYS,
  DAY_MS,
  approvalView,
  batchById,
  massApproveMode,
  MASS_APPROVAL_TTL_MS,
  sendMassCode,
  massCodeHash,
  declineBatch,
  resendBatchCode,
  refuseWrongBatchCode,
} from './mass-payments';
import { sendMessage } from './outbox';
import { formatAmount, methodsOf } from './payout-catalogue';
import { TransferError } from './transfer-error';
import { type CustomerRow, type UserRow, customerDisplayName, findCustomer } from './users';
import {
  type BatchRow,
  iso,
  type CheckedPayment,
  checkPayment,
  paymentOfRow,
  insertPayment,
  loadBatch,
  globalBatchView,
  type PaymentRow,
  paymentsOf,
} from './mass-batches';

export interface GlobalUploadInput {
  user: UserRow;
  customer: CustomerRow;
  batchName: string;
  accountId: string | number;
  text: string;
  fileName: string | null;
  ignoreIdenticalBatch: boolean;
}

/** Uploads a global batch file as a draft, or answers code 92 when the same file was uploaded before. */
export function uploadGlobalBatch(context: SandboxContext, input: GlobalUploadInput) {
  const { db } = context;
  const nowMs = context.now();
  const account = ownAccount(db, input.customer, input.accountId);
  const parsed = readMassFile('global', input.text);
  const hash = contentHash('global', parsed);
  const identical = db
    .prepare(
      "SELECT * FROM mass_batches WHERE customer_id = ? AND kind = 'global' AND file_hash = ? AND status != 'cancelled' ORDER BY created_at DESC LIMIT 1",
    )
    .get(input.customer.id, hash) as BatchRow | undefined;
  if (identical && !input.ignoreIdenticalBatch) {
    return {
      responseCode: UPLOAD_CONFIRMATION_NEEDED,
      responseDescription: 'This file was uploaded before: confirm to upload it again',
      batchId: identical.id,
      date: iso(identical.created_at),
      batch: null,
      rows: [],
    };
  }
  const results: MassRowResult[] = [];
  const payments: CheckedPayment[] = [];
  for (const row of parsed) {
    const currency = (row.values.currency ?? '').toUpperCase();
    if (currency !== account.currency) {
      results.push({
        row: row.row,
        status: 'rejected',
        column: 'currency',
        reason: `Payments of this batch are paid from a ${account.currency} account: use ${account.currency}`,
      });
      continue;
    }
    const checked = checkPayment(paymentOfRow(row.values), account.currency);
    const column = {
      beneficiaryName: 'name',
      beneficiaryEmail: 'email',
      beneficiaryCountryCode: 'country',
      amount: 'amount',
    } as Record<string, string>;
    if (checked.ok) {
      payments.push(checked.payment);
      results.push({ row: row.row, status: 'accepted' });
    } else {
      results.push({
        row: row.row,
        status: 'rejected',
        column: column[checked.field] ?? checked.field,
        reason: checked.description,
      });
    }
  }
  if (payments.length === 0) throw refuse('attachedFile', 'No row of the file can be paid');
  const batchId = nextId(db, 'mass_batches', FIRST_BATCH_ID);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO mass_batches (id, customer_id, user_id, kind, batch_name, status, account_id, currency, file_name, file_text, file_hash,
         row_results, accepted, rejected, totals, created_at)
       VALUES (?, ?, ?, 'global', ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      batchId,
      input.customer.id,
      input.user.id,
      input.batchName.trim(),
      account.id,
      account.currency,
      input.fileName,
      input.text,
      hash,
      JSON.stringify(results),
      payments.length,
      results.length - payments.length,
      JSON.stringify(
        totalsOf(payments.map((payment) => ({ amountMinor: payment.amountMinor, currency: account.currency }))),
      ),
      nowMs,
    );
    for (const payment of payments) insertPayment(db, batchId, account.currency, payment);
  })();
  const batch = loadBatch(db, input.customer, batchId);
  return {
    responseCode: RESPONSE_CODES.success,
    batchId,
    date: iso(nowMs),
    batch: globalBatchView(db, batch),
    rows: results,
  };
}
function assertDraft(batch: BatchRow): void {
  if (
    batch.status === 'draft' &&
    (batch.approval_status === 'approvalTransactionCreated' || batch.approval_status === 'waitingApproval')
  ) {
    throw new MassError(RESPONSE_CODES.invalidParams, 'This batch is waiting for approval: it cannot be changed');
  }
  if (batch.status !== 'draft')
    throw new MassError(
      RESPONSE_CODES.invalidParams,
      `This batch is ${batch.status === 'submitted' ? 'submitted' : 'cancelled'}: it cannot be changed`,
    );
}
function paymentOf(db: Database.Database, batch: BatchRow, paymentId: number): PaymentRow {
  const payment = db
    .prepare('SELECT * FROM global_batch_payments WHERE id = ? AND batch_id = ?')
    .get(paymentId, batch.id) as PaymentRow | undefined;
  if (!payment) throw new MassError(RESPONSE_CODES.invalidParams, 'Payment not found in this batch');
  return payment;
}
function refreshTotals(db: Database.Database, batch: BatchRow): void {
  const live = paymentsOf(db, batch.id).filter((payment) => payment.removed === 0);
  db.prepare('UPDATE mass_batches SET accepted = ?, totals = ? WHERE id = ?').run(
    live.length,
    JSON.stringify(
      totalsOf(live.map((payment) => ({ amountMinor: payment.amount_minor, currency: payment.currency }))),
    ),
    batch.id,
  );
}

export type BatchChange =
  | { kind: 'add'; payment: GlobalPaymentInput }
  | { kind: 'update'; paymentId: number; payment: GlobalPaymentInput }
  | { kind: 'remove'; paymentId: number }
  | { kind: 'restore'; paymentId: number }
  | { kind: 'feeSide'; feeShare: FeeShare; paymentId?: number | undefined }
  | { kind: 'forbid'; paymentId: number; method: string; forbidden: boolean };
function applyChange(db: Database.Database, batch: BatchRow, change: BatchChange, prefix = ''): void {
  switch (change.kind) {
    case 'add':
    case 'update': {
      const checked = checkPayment(change.payment, batch.currency);
      if (!checked.ok) throw refuse(`${prefix}payment.${checked.field}`, checked.description);
      if (change.kind === 'add') {
        insertPayment(db, batch.id, batch.currency, checked.payment);
      } else {
        const existing = paymentOf(db, batch, change.paymentId);
        const country = checked.payment.beneficiaryCountryCode;
        // A new country has other methods: forbidden ones of the old country no longer apply.
        const forbidden = country === existing.beneficiary_country ? existing.forbidden_methods : '[]';
        db.prepare(
          `UPDATE global_batch_payments SET beneficiary_name = ?, beneficiary_email = ?, beneficiary_country = ?, beneficiary_type = ?,
             amount_minor = ?, description = ?, forbidden_methods = ? WHERE id = ?`,
        ).run(
          checked.payment.beneficiaryName,
          checked.payment.beneficiaryEmail,
          country,
          checked.payment.beneficiaryType,
          checked.payment.amountMinor,
          checked.payment.description,
          forbidden,
          existing.id,
        );
      }
      break;
    }
    case 'remove':
    case 'restore':
      paymentOf(db, batch, change.paymentId);
      db.prepare('UPDATE global_batch_payments SET removed = ? WHERE id = ?').run(
        change.kind === 'remove' ? 1 : 0,
        change.paymentId,
      );
      break;
    case 'feeSide':
      if (change.paymentId === undefined)
        db.prepare('UPDATE global_batch_payments SET fee_share = ? WHERE batch_id = ?').run(change.feeShare, batch.id);
      else
        db.prepare('UPDATE global_batch_payments SET fee_share = ? WHERE id = ?').run(
          change.feeShare,
          paymentOf(db, batch, change.paymentId).id,
        );
      break;
    case 'forbid': {
      const payment = paymentOf(db, batch, change.paymentId);
      const methods = methodsOf(payment.beneficiary_country).map((method) => method.id as string);
      if (!methods.includes(change.method))
        throw refuse(
          `${prefix}paymentMethod`,
          `${change.method} is not a payout method in ${payment.beneficiary_country}`,
        );
      const forbidden = new Set(JSON.parse(payment.forbidden_methods) as string[]);
      if (change.forbidden) forbidden.add(change.method);
      else forbidden.delete(change.method);
      if (methods.every((method) => forbidden.has(method)))
        throw refuse(`${prefix}paymentMethod`, 'At least one payout method must stay allowed');
      db.prepare('UPDATE global_batch_payments SET forbidden_methods = ? WHERE id = ?').run(
        JSON.stringify([...forbidden].sort()),
        payment.id,
      );
      break;
    }
  }
}

/** Applies changes to a draft batch, all or none. */
export function changeBatch(
  db: Database.Database,
  customer: CustomerRow,
  batchId: string | number,
  changes: readonly BatchChange[],
): GlobalBatch {
  const batch = loadBatch(db, customer, batchId, 'global');
  assertDraft(batch);
  db.transaction(() => {
    changes.forEach((change) => applyChange(db, batch, change, changes.length > 1 ? '' : ''));
    refreshTotals(db, batch);
  })();
  return globalBatchView(db, loadBatch(db, customer, batch.id));
}

/**
 * Holds a draft batch's money: each live payment becomes a global transfer held in escrow and its recipient is
 * e-mailed the claim link (`portal` is the link's origin). Runs in one database transaction (nested in an approval
 * confirmation's when an approver decides it); refuses, holding nothing, when the account does not cover every payment.
 */
function holdGlobalBatch(
  context: SandboxContext,
  customer: CustomerRow,
  batch: BatchRow,
  portal: string,
  nowMs: number,
): void {
  const { db } = context;
  const live = paymentsOf(db, batch.id).filter((payment) => payment.removed === 0);
  if (live.length === 0) throw refuse('batchId', 'The batch has no payments');
  const senderName = customerDisplayName(customer);
  db.transaction(() => {
    for (const payment of live) {
      const id = nextId(db, 'global_transfers', FIRST_BATCH_TRANSFER_ID);
      const secret = `gp_${randomToken(18)}`;
      try {
        createGlobalTransfer(db, {
          id,
          secret,
          senderCustomerId: customer.id,
          senderAccountId: batch.account_id,
          senderName,
          beneficiaryName: payment.beneficiary_name,
          beneficiaryEmail: payment.beneficiary_email,
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          description: payment.description,
          feeIsBen: payment.fee_share === 'beneficiary',
          allowedCountries: [payment.beneficiary_country],
          dates: { submittedAt: nowMs, expiresAt: nowMs + CLAIM_VALID_DAYS * DAY_MS },
          bookedAt: iso(nowMs),
        });
      } catch (error) {
        if (error instanceof LedgerError && error.message.startsWith('Insufficient funds'))
          throw refuse('batchId', 'Insufficient funds on the batch’s account for every payment');
        throw error;
      }
      db.prepare('UPDATE global_transfers SET forbidden_methods = ? WHERE id = ?').run(payment.forbidden_methods, id);
      db.prepare('UPDATE global_batch_payments SET global_transfer_id = ? WHERE id = ?').run(id, payment.id);
      const amount = `${payment.currency} ${formatAmount(payment.amount_minor, payment.currency)}`;
      const link = `${portal}/receive/${secret}`;
      sendMessage(db, nowMs, {
        to: payment.beneficiary_email,
        channel: 'email',
        subject: `${senderName} sent you ${amount}`,
        body: `${senderName} sent you ${amount}${payment.description ? ` (${payment.description})` : ''}. Choose how to receive it within ${CLAIM_VALID_DAYS} days: ${link}`,
        link,
      });
    }
    db.prepare("UPDATE mass_batches SET status = 'submitted', submitted_at = ? WHERE id = ?").run(nowMs, batch.id);
  })();
}

/** The reference of a global batch's business request (transaction type `globalPay`, grouped type `global`). */
const GLOBAL_BATCH_REFERENCE = 'globalBatch:';
/** A global batch's submit or approval: the batch and its approval as a transfer result (its transaction id is the batch id). */

export type GlobalBatchAnswer = {
  batch: GlobalBatch;
  approval: TransferResult;
};
function globalAnswer(context: SandboxContext, customer: CustomerRow, batchId: number): GlobalBatchAnswer {
  const batch = loadBatch(context.db, customer, batchId);
  return { batch: globalBatchView(context.db, batch), approval: approvalView(context.db, batch) };
}

/** ONE transaction request for a whole global batch of an initiator; the batch waits (locked) for a user with full access. */
function requestGlobalApproval(context: SandboxContext, user: UserRow, batch: BatchRow, nowMs: number): void {
  const { db } = context;
  const live = paymentsOf(db, batch.id).filter((payment) => payment.removed === 0);
  db.prepare(
    "UPDATE mass_batches SET approval_status = 'approvalTransactionCreated', initiator_only = 1 WHERE id = ?",
  ).run(batch.id);
  createApprovalRequest(db, {
    customerId: batch.customer_id,
    createdByUserId: user.id,
    transactionType: 'globalPay',
    reference: `${GLOBAL_BATCH_REFERENCE}${batch.id}`,
    batchId: batch.id,
    amountMinor: batch.debit_minor,
    currency: batch.currency,
    // Payout fees are the claims' (by the method each recipient chooses): none is known yet.
    feeMinor: 0,
    feeCurrency: batch.currency,
    beneficiary: batch.batch_name,
    description: `${live.length} payments`,
    fromAccount: accountNumberOf(db, batch.account_id),
    itemCount: live.length,
    nowMs,
  });
}

/** The payer's approval is given: hold the batch now, or make the one request of an initiator. */
function approveGlobalBatch(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  batch: BatchRow,
  nowMs: number,
): void {
  if (batch.initiator_only === 1) {
    requestGlobalApproval(context, user, batch, nowMs);
    return;
  }
  context.db.transaction(() => {
    holdGlobalBatch(context, customer, batch, batch.portal_origin ?? '', nowMs);
    context.db.prepare("UPDATE mass_batches SET approval_status = 'approved' WHERE id = ?").run(batch.id);
  })();
}

/** A global batch whose code expired goes back to a plain draft (it can be changed and submitted again). */
function expireGlobalCode(context: SandboxContext, batch: BatchRow): BatchRow {
  if (batch.approval_status !== 'waitingApproval' || (batch.approval_expires_at ?? Infinity) > context.now())
    return batch;
  context.db
    .prepare(
      'UPDATE mass_batches SET approval_status = NULL, approval_sent_to = NULL, approval_expires_at = NULL WHERE id = ?',
    )
    .run(batch.id);
  return batchById(context.db, batch.id);
}

/**
 * Submits a draft, approved by the payer's mode as mass files are: mode none approves at once; sms, otp and approval
 * code (push too, by e-mail) send a 6-digit code that `globalPayBatchApprove` takes, the batch waiting (locked) until
 * then. Approved, the batch is held now, or, for a user who may only initiate (access right 3), becomes ONE transaction
 * request (type `globalPay`, `batchId` = the batch) that a user with full access decides on `/transfer/approved` (the
 * executor below holds it once, or cancels it). Submitting a waiting batch answers it again (no new code).
 */
export function submitGlobalBatch(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  batchId: string | number,
  portal: string,
): GlobalBatchAnswer {
  const { db } = context;
  const nowMs = context.now();
  const batch = expireGlobalCode(context, loadBatch(db, customer, batchId, 'global'));
  if (
    batch.status === 'submitted' ||
    batch.approval_status === 'approvalTransactionCreated' ||
    batch.approval_status === 'waitingApproval'
  )
    return globalAnswer(context, customer, batch.id);
  assertDraft(batch);
  const live = paymentsOf(db, batch.id).filter((payment) => payment.removed === 0);
  if (live.length === 0) throw refuse('batchId', 'The batch has no payments');
  const totalMinor = live.reduce((sum, payment) => sum + payment.amount_minor, 0);
  if (balanceMinor(db, batch.account_id) < totalMinor)
    throw refuse('batchId', 'Insufficient funds on the batch’s account for every payment');
  const mode = massApproveMode(user.transaction_approve_mode);
  db.transaction(() => {
    db.prepare(
      `UPDATE mass_batches SET user_id = ?, approve_mode = ?, approval_expires_at = ?, initiator_only = ?, debit_minor = ?, fee_minor = 0, portal_origin = ?,
         failed_attempts = 0, resends = 0, decline_reason = NULL, approval_status = ? WHERE id = ?`,
    ).run(
      user.id,
      mode,
      mode === 'none' ? null : nowMs + MASS_APPROVAL_TTL_MS,
      isInitiatorOnly(db, user, customer) ? 1 : 0,
      totalMinor,
      portal,
      mode === 'none' ? null : 'waitingApproval',
      batch.id,
    );
    const waiting = batchById(db, batch.id);
    if (mode === 'none') {
      approveGlobalBatch(context, user, customer, waiting, nowMs);
      return;
    }
    const code = randomDigits(6);
    const sentTo = sendMassCode(db, nowMs, waiting, user, code);
    db.prepare('UPDATE mass_batches SET code_hash = ?, approval_sent_to = ? WHERE id = ?').run(
      massCodeHash(batch.id, code),
      sentTo,
      batch.id,
    );
  })();
  return globalAnswer(context, customer, batch.id);
}

/** The payer's global batch waiting for their code (or already approved with it). */
function payerGlobalBatch(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  batchId: string | number,
): BatchRow {
  const batch = expireGlobalCode(context, loadBatch(context.db, customer, batchId, 'global'));
  if (batch.user_id !== user.id || batch.code_hash === null)
    throw new MassError(RESPONSE_CODES.invalidParams, 'This batch waits for no code of yours');
  if (batch.approval_status === null && batch.status === 'draft')
    throw new MassError(RESPONSE_CODES.invalidParams, 'The code has expired: submit the batch again');
  return batch;
}

/** Approves a global batch waiting for the payer's code. Wrong codes answer VF; the fifth cancels it; the right code twice answers the same. */
export function approveGlobalBatchWithCode(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  batchId: string | number,
  code: string,
): GlobalBatchAnswer {
  const { db } = context;
  const nowMs = context.now();
  const batch = payerGlobalBatch(context, user, customer, batchId);
  const matches = massCodeHash(batch.id, code.trim()) === batch.code_hash;
  if (matches && (batch.approval_status === 'approved' || batch.approval_status === 'approvalTransactionCreated'))
    return globalAnswer(context, customer, batch.id);
  if (batch.approval_status !== 'waitingApproval') {
    throw new MassError(
      RESPONSE_CODES.invalidParams,
      batch.decline_reason === 'tooManyCodes'
        ? 'Too many wrong codes: the batch was cancelled'
        : 'This batch needs no approval any more',
    );
  }
  if (!matches) refuseWrongBatchCode(db, batch, 'Too many wrong codes: the batch was cancelled');
  db.transaction(() => approveGlobalBatch(context, user, customer, batch, nowMs))();
  return globalAnswer(context, customer, batch.id);
}

/** A new code for a global batch waiting for it (the old one stops working); at most five times. */
export function resendGlobalBatchCode(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  batchId: string | number,
): { approvalSentTo: string | null; resendsLeft: number } {
  const batch = payerGlobalBatch(context, user, customer, batchId);
  if (batch.approval_status !== 'waitingApproval')
    throw new MassError(RESPONSE_CODES.invalidParams, 'This batch needs no approval any more');
  return resendBatchCode(context, batch, user, 'Too many resends: cancel the batch or wait for the code to expire');
}

/**
 * Requests for whole global batches (made by initiators): approving holds the batch once, declining cancels it. A
 * request for one global payment to a user (p2p-global-pay.ts) is handed to that module.
 */
registerApprovalExecutor('globalPay', {
  execute(context, request, nowMs) {
    if (request.reference.startsWith(GLOBAL_PAYMENT_REQUEST_PREFIX)) {
      globalPaymentRequests.execute(context, request.reference, nowMs);
      return;
    }
    if (!request.reference.startsWith(GLOBAL_BATCH_REFERENCE))
      throw new ApprovalExecutionError('Only global-pay batches are approved as global payments');
    const batch = batchById(context.db, Number(request.batch_id));
    if (batch.approval_status !== 'approvalTransactionCreated' || batch.status !== 'draft')
      throw new ApprovalExecutionError(`The batch is ${batch.status}`);
    const customer = findCustomer(context.db, batch.customer_id);
    if (!customer) throw new ApprovalExecutionError('The batch has no customer');
    try {
      holdGlobalBatch(context, customer, batch, batch.portal_origin ?? '', nowMs);
    } catch (error) {
      if (error instanceof TransferError) throw new ApprovalExecutionError(error.message);
      throw error;
    }
    context.db.prepare("UPDATE mass_batches SET approval_status = 'approved' WHERE id = ?").run(batch.id);
  },
  decline(context, request, nowMs) {
    if (request.reference.startsWith(GLOBAL_PAYMENT_REQUEST_PREFIX))
      globalPaymentRequests.decline(context, request.reference, nowMs);
    if (request.reference.startsWith(GLOBAL_BATCH_REFERENCE))
      declineBatch(context.db, Number(request.batch_id), 'declinedByApprover');
  },
});

export function cancelGlobalBatch(db: Database.Database, customer: CustomerRow, batchId: string | number): GlobalBatch {
  const batch = loadBatch(db, customer, batchId, 'global');
  if (batch.status === 'cancelled') return globalBatchView(db, batch);
  // A batch waiting for its payer's code can be cancelled (the code then stops working); one waiting for an approver cannot.
  if (batch.approval_status !== 'waitingApproval') assertDraft(batch);
  db.prepare("UPDATE mass_batches SET status = 'cancelled', approval_status = NULL, code_hash = NULL WHERE id = ?").run(
    batch.id,
  );
  return globalBatchView(db, loadBatch(db, customer, batch.id));
}

export function globalBatchStatus(db: Database.Database, customer: CustomerRow, batchId: string | number) {
  const batch = loadBatch(db, customer, batchId, 'global');
  const view = globalBatchView(db, batch);
  const live = view.payments.filter((payment) => !payment.removed);
  return {
    batchId: batch.id,
    status: batch.status,
    claimed: live.filter((payment) => payment.claimStatus === 'claimed').length,
    waiting: live.filter((payment) => payment.claimStatus === 'waiting').length,
  };
}
