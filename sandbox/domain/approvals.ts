/**
 * Business approvals of transaction requests (contract/approvals.ts).
 *
 * A flow whose initiator may only initiate (business access right 3 on `transfers`) records its transfer as usual,
 * moves no money, and calls {@link createApprovalRequest}. Users of the business with full access (right 2) decide
 * requests made by others: the decision opens an approval transaction (`approval_confirmations`) and sends the
 * approver a code by their mode; confirming it runs, for each request still pending, the **executor** registered for
 * the request's transaction type, exactly once (the request moves out of `pending` in the same database transaction
 * that runs the executor, and executors book with an idempotency key of their own).
 *
 * Executors register at import time of the module that owns the transfer type:
 *
 *     registerApprovalExecutor('wire', {
 *       execute(context, request, nowMs) { ...book request.reference... },   // throw ApprovalExecutionError to fail it
 *       decline(context, request, nowMs) { ...end request.reference without moving money... },
 *     });
 *
 * `request.reference` is the flow's own id of the transfer (a string, e.g. the wire's id). An executor that throws
 * {@link ApprovalExecutionError} (insufficient funds, limit...) marks the request `failed` with its message and the
 * database changes of that executor are rolled back; its `decline` is then called to end the transfer.
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  APPROVAL_PAGE_SIZE,
  APPROVAL_REQUEST_NOTIFICATION_TYPES,
  groupedTypeOf,
  type ApprovalDecision,
  type ApprovalRequestStatus,
  type ApprovalTransactionType,
  type GroupedTransactionType,
  type TransactionRequest,
} from '../../src/core/api/contract/approvals';
import type { SandboxContext } from '../context';
import { randomDigits, sha256Hex } from './crypto-ids';
import { notifyUser } from './news-notifications';
import { formatAmount } from './payout-catalogue';
import type { CustomerRow, UserRow } from './users';
import { findUserById } from './users';
import { accountNumberOf } from './ledger-postings';
import { accessFor, allows } from './access-rights';
import { ACCESS_RIGHTS } from '../../src/core/api/contract/customer';
import { codeChannelOf, sendApprovalCode } from './approval-codes';
import { DomainError } from './domain-error';

/** An approvals failure; the route answers it as an envelope with this response code. */
export class ApprovalError extends DomainError {
  override name = 'ApprovalError';
}

/** Thrown by an executor: the request could not be executed (it becomes `failed` with this message). */
export class ApprovalExecutionError extends Error {
  override name = 'ApprovalExecutionError';
}

export interface ApprovalRequestRow {
  id: number;
  customer_id: number;
  created_by_user_id: number;
  transaction_type: ApprovalTransactionType;
  grouped_type: GroupedTransactionType;
  reference: string;
  batch_id: string | null;
  amount_minor: number;
  currency: string;
  fee_minor: number;
  fee_currency: string;
  beneficiary: string;
  description: string | null;
  from_account: string;
  /** Payments the request stands for (a whole mass file is one request). */
  item_count: number;
  status: ApprovalRequestStatus;
  decided_by_user_id: number | null;
  decided_at: number | null;
  failure: string | null;
  created_at: number;
}

export interface ApprovalExecutor {
  /** Moves the money of an approved request (inside the confirmation's database transaction). */
  execute(context: SandboxContext, request: ApprovalRequestRow, nowMs: number): void;
  /** Ends the underlying transfer without moving money (declined, or failed on execution). */
  decline(context: SandboxContext, request: ApprovalRequestRow, nowMs: number): void;
}

const executors = new Map<string, ApprovalExecutor>();

/**
 * Registers the executor of a transaction type (replacing an earlier one). Returns what puts the earlier one back (a
 * test that stands in for a type's executor restores the real one: the server tests share their modules).
 */
export function registerApprovalExecutor(type: ApprovalTransactionType, executor: ApprovalExecutor): () => void {
  const earlier = executors.get(type);
  executors.set(type, executor);
  return () => {
    if (earlier) executors.set(type, earlier);
    else executors.delete(type);
  };
}

export function approvalExecutorTypes(): string[] {
  return [...executors.keys()];
}

/** A code works for 10 minutes; the fifth wrong code cancels the approval transaction; at most 5 resends. */
export const APPROVAL_CONFIRM_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;
const MAX_RESENDS = 5;
const FIRST_REQUEST_ID = 800_001;
const FIRST_CONFIRMATION_ID = 810_001;

/** Access right on transfers: 3 initiate makes requests (its transfers become requests). */
export const RIGHT_INITIATE = ACCESS_RIGHTS.initiate;

/**
 * The user's right on transfers for the customer (domain/access-rights.ts: the customer access's, or full for the
 * customer's own login and admins). Who may call what is each operation's access rule, checked before the handler
 * (routes/operation-access.ts); this decides what a permitted call does.
 */
export function transferRight(db: Database.Database, user: UserRow, customer: CustomerRow): number {
  return accessFor(db, user, customer).rights.transfers;
}

/** True when the user may only initiate transfers for this customer (their transfers become requests). */
export function isInitiatorOnly(db: Database.Database, user: UserRow, customer: CustomerRow): boolean {
  return transferRight(db, user, customer) === RIGHT_INITIATE;
}

/** True when the user decides others' requests: full access (2) or confirmed (4). */
function isApprover(db: Database.Database, user: UserRow, customer: CustomerRow): boolean {
  return allows(transferRight(db, user, customer), 'decide');
}

export interface NewApprovalRequest {
  customerId: number;
  createdByUserId: number;
  transactionType: ApprovalTransactionType;
  /** The flow's own id of the transfer the request would make. */
  reference: string;
  batchId?: string | number | null;
  amountMinor: number;
  currency: string;
  feeMinor: number;
  feeCurrency: string;
  beneficiary: string;
  description?: string | null;
  fromAccount: string;
  /** Payments the request stands for: the accepted rows of a mass file; 1 by default. */
  itemCount?: number;
  nowMs: number;
}

/** Records a pending request (idempotent per transaction type and reference); answers its id. */
/**
 * The payer's approval of a payment is given: `book` it, or, when the payer may only initiate (access right 3),
 * `markRequested` and open the transaction request that a colleague with full access decides (the executor
 * registered for its type books it then). The request names the account the money will leave by its number.
 */
export function bookOrRequestApproval(
  db: Database.Database,
  payment: {
    initiatorOnly: boolean;
    markRequested: () => void;
    request: () => Omit<NewApprovalRequest, 'fromAccount'> & { fromAccountId: number };
    book: () => void;
  },
): void {
  if (!payment.initiatorOnly) {
    payment.book();
    return;
  }
  payment.markRequested();
  const { fromAccountId, ...request } = payment.request();
  createApprovalRequest(db, { ...request, fromAccount: accountNumberOf(db, fromAccountId) });
}

export function createApprovalRequest(db: Database.Database, input: NewApprovalRequest): number {
  const existing = db
    .prepare('SELECT id FROM approval_requests WHERE transaction_type = ? AND reference = ?')
    .get(input.transactionType, input.reference) as { id: number } | undefined;
  if (existing) return existing.id;
  const next = db.prepare('SELECT MAX(id) AS id FROM approval_requests').get() as { id: number | null };
  const id = Math.max(next.id ?? 0, FIRST_REQUEST_ID - 1) + 1;
  db.prepare(
    `INSERT INTO approval_requests (id, customer_id, created_by_user_id, transaction_type, grouped_type, reference, batch_id, amount_minor,
       currency, fee_minor, fee_currency, beneficiary, description, from_account, item_count, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  ).run(
    id,
    input.customerId,
    input.createdByUserId,
    input.transactionType,
    groupedTypeOf(input.transactionType),
    input.reference,
    input.batchId === undefined || input.batchId === null ? null : String(input.batchId),
    input.amountMinor,
    input.currency,
    input.feeMinor,
    input.feeCurrency,
    input.beneficiary,
    input.description ?? null,
    input.fromAccount,
    input.itemCount ?? 1,
    input.nowMs,
  );
  return id;
}

// --- Listing -----------------------------------------------------------------------------------------------------

function userName(user: UserRow | undefined): string {
  return user ? `${user.first_name} ${user.last_name}` : '';
}

export function requestView(db: Database.Database, row: ApprovalRequestRow): TransactionRequest {
  const creator = findUserById(db, row.created_by_user_id);
  const decider = row.decided_by_user_id === null ? undefined : findUserById(db, row.decided_by_user_id);
  return {
    transactionId: row.id,
    transactionType: row.transaction_type,
    groupedTransactionType: row.grouped_type,
    status: row.status,
    amount: formatAmount(row.amount_minor, row.currency),
    currencyCode: row.currency,
    fee: formatAmount(row.fee_minor, row.fee_currency),
    feeCurrencyCode: row.fee_currency,
    beneficiary: row.beneficiary,
    description: row.description,
    fromAccount: row.from_account,
    created: new Date(row.created_at).toISOString(),
    createdBy: { userId: row.created_by_user_id, name: userName(creator), email: creator?.email ?? '' },
    batchId: row.batch_id,
    decidedBy: decider ? userName(decider) : null,
    decided: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    failure: row.failure,
  };
}

export interface RequestFilter {
  page?: number | undefined;
  size?: number | undefined;
  transactionType?: ApprovalTransactionType | undefined;
  groupedTransactionType?: GroupedTransactionType | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  createdBy?: number | undefined;
  status?: ApprovalRequestStatus | undefined;
}

/** Approvers see others' requests (pending unless a status is asked for); initiators see their own (any status). */
export function listRequests(
  db: Database.Database,
  user: UserRow,
  customer: CustomerRow,
  filter: RequestFilter,
): { requests: TransactionRequest[]; total: number } {
  const where = ['customer_id = ?'];
  const params: (string | number)[] = [customer.id];
  if (isApprover(db, user, customer)) {
    where.push('created_by_user_id <> ?');
    params.push(user.id);
    where.push('status = ?');
    params.push(filter.status ?? 'pending');
  } else {
    where.push('created_by_user_id = ?');
    params.push(user.id);
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
  }
  if (filter.transactionType) {
    where.push('transaction_type = ?');
    params.push(filter.transactionType);
  }
  if (filter.groupedTransactionType) {
    where.push('grouped_type = ?');
    params.push(filter.groupedTransactionType);
  }
  if (filter.createdBy !== undefined) {
    where.push('created_by_user_id = ?');
    params.push(filter.createdBy);
  }
  if (filter.fromDate) {
    where.push('created_at >= ?');
    params.push(Date.parse(`${filter.fromDate}T00:00:00.000Z`));
  }
  if (filter.toDate) {
    where.push('created_at < ?');
    params.push(Date.parse(`${filter.toDate}T00:00:00.000Z`) + 86_400_000);
  }
  const size = Math.min(filter.size ?? APPROVAL_PAGE_SIZE, APPROVAL_PAGE_SIZE);
  const page = filter.page ?? 1;
  const clause = where.join(' AND ');
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM approval_requests WHERE ${clause}`).get(...params) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM approval_requests WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, size, (page - 1) * size) as ApprovalRequestRow[];
  return { requests: rows.map((row) => requestView(db, row)), total };
}

/** Mass batches with pending requests made by others. */
export function listMassBatches(
  db: Database.Database,
  user: UserRow,
  customer: CustomerRow,
  page = 1,
  size = APPROVAL_PAGE_SIZE,
) {
  const rows = db
    .prepare(
      `SELECT * FROM approval_requests WHERE customer_id = ? AND created_by_user_id <> ? AND status = 'pending' AND batch_id IS NOT NULL
       ORDER BY created_at DESC, id DESC`,
    )
    .all(customer.id, user.id) as ApprovalRequestRow[];
  const batches = new Map<string, ApprovalRequestRow[]>();
  for (const row of rows) batches.set(row.batch_id as string, [...(batches.get(row.batch_id as string) ?? []), row]);
  const all = [...batches.entries()].map(([batchId, items]) => {
    const first = items[0] as ApprovalRequestRow;
    const creator = findUserById(db, first.created_by_user_id);
    const totals = new Map<string, number>();
    for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount_minor);
    return {
      batchId,
      transactionType: first.transaction_type,
      count: items.reduce((sum, item) => sum + item.item_count, 0),
      totals: [...totals.entries()].map(([currencyCode, minor]) => ({
        currencyCode,
        amount: formatAmount(minor, currencyCode),
      })),
      created: new Date(first.created_at).toISOString(),
      createdBy: { userId: first.created_by_user_id, name: userName(creator), email: creator?.email ?? '' },
    };
  });
  return { batches: all.slice((page - 1) * size, page * size), total: all.length };
}

export function pendingCounts(
  db: Database.Database,
  user: UserRow,
  customer: CustomerRow,
): { pending: number; massBatches: number } {
  if (!isApprover(db, user, customer)) return { pending: 0, massBatches: 0 };
  const row = db
    .prepare(
      `SELECT COUNT(*) AS pending, COUNT(DISTINCT batch_id) AS batches FROM approval_requests
       WHERE customer_id = ? AND created_by_user_id <> ? AND status = 'pending'`,
    )
    .get(customer.id, user.id) as { pending: number; batches: number };
  return { pending: row.pending, massBatches: row.batches };
}

export function businessUsers(db: Database.Database, customer: CustomerRow) {
  const rows = db
    .prepare(
      'SELECT u.*, a.access_rights FROM customer_accesses a JOIN users u ON u.id = a.user_id WHERE a.customer_id = ? ORDER BY u.id',
    )
    .all(customer.id) as (UserRow & { access_rights: string })[];
  return rows.map((row) => ({
    userId: row.id,
    name: userName(row),
    email: row.email,
    right: (JSON.parse(row.access_rights) as Record<string, number>).transfers ?? 0,
  }));
}

// --- Deciding ----------------------------------------------------------------------------------------------------

interface ConfirmationRow {
  id: number;
  customer_id: number;
  user_id: number;
  request_ids: string;
  declined: number;
  approve_mode: string;
  approval_sent_to: string | null;
  code_hash: string | null;
  expires_at: number;
  failed_attempts: number;
  resends: number;
  status: 'waiting' | 'done' | 'cancelled';
  result: string | null;
  created_at: number;
}

function codeHash(id: number, code: string): string {
  return sha256Hex(`approval:${id}:${code}`);
}

/**
 * The code's channel by the approver's mode. Confirming someone else's money movement always asks for a code:
 * `sms` and `otp` as for payments; `approvalCode`, and also `none` and `push` (the device page approves payments,
 * not decisions), by e-mail.
 */
function codeMode(user: UserRow): 'sms' | 'otp' | 'approvalCode' {
  return user.transaction_approve_mode === 'sms' || user.transaction_approve_mode === 'otp'
    ? user.transaction_approve_mode
    : 'approvalCode';
}

function sendConfirmationCode(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  confirmation: { id: number; count: number; declined: boolean },
  code: string,
): string | null {
  const what = `${confirmation.declined ? 'decline' : 'approve'} ${confirmation.count} transaction request${confirmation.count === 1 ? '' : 's'}`;
  return sendApprovalCode(db, nowMs, user, codeChannelOf(codeMode(user)), code, {
    purpose: what,
    smsSubject: 'Approval code',
    otpBody: `Your authenticator app shows ${code} (to ${what}).`,
    email: {
      subject: 'Your approval code',
      body: `Your approval code is ${code}. It confirms that you ${what}. It works for ${APPROVAL_CONFIRM_TTL_MS / 60_000} minutes. Never share it.`,
    },
  });
}

function loadConfirmation(db: Database.Database, id: number): ConfirmationRow | undefined {
  return db.prepare('SELECT * FROM approval_confirmations WHERE id = ?').get(id) as ConfirmationRow | undefined;
}

function requestsOf(db: Database.Database, ids: readonly number[]): ApprovalRequestRow[] {
  return ids.map((id) => db.prepare('SELECT * FROM approval_requests WHERE id = ?').get(id) as ApprovalRequestRow);
}

/** The decision's wire view (a transfer result whose transaction is the approval transaction). */
function decisionView(db: Database.Database, confirmation: ConfirmationRow): ApprovalDecision {
  const requests = requestsOf(db, JSON.parse(confirmation.request_ids) as number[]);
  const first = requests[0] as ApprovalRequestRow;
  const oneCurrency = requests.every(
    (request) => request.currency === first.currency && request.fee_currency === first.fee_currency,
  );
  const amountMinor = oneCurrency
    ? requests.reduce((sum, request) => sum + request.amount_minor, 0)
    : first.amount_minor;
  const feeMinor = oneCurrency ? requests.reduce((sum, request) => sum + request.fee_minor, 0) : first.fee_minor;
  const done = confirmation.status === 'done';
  return {
    transactionId: confirmation.id,
    approvalTransactionId: confirmation.id,
    status: confirmation.status === 'waiting' ? 'waitingApproval' : done ? 'completed' : 'declined',
    approveMode: confirmation.approve_mode,
    approvalSentTo: confirmation.status === 'waiting' ? confirmation.approval_sent_to : null,
    approvalTransactionCreated: false,
    amount: formatAmount(amountMinor, first.currency),
    currency: first.currency,
    fee: formatAmount(feeMinor, first.fee_currency),
    feeCurrencyCode: first.fee_currency,
    totalDebit: formatAmount(
      first.currency === first.fee_currency ? amountMinor + feeMinor : amountMinor,
      first.currency,
    ),
    declined: confirmation.declined === 1,
    results: requests.map((request) => ({
      transactionId: request.id,
      status: request.status,
      failure: request.failure,
    })),
    message: null,
  };
}

/** Opens an approval transaction for pending requests made by others, and sends the approver a code. */
export function decideRequests(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  selection: { transactionIds?: readonly number[]; batchId?: string | number },
  declined: boolean,
): ApprovalDecision {
  const { db } = context;
  const nowMs = context.now();
  let rows: ApprovalRequestRow[];
  if (selection.batchId !== undefined) {
    rows = db
      .prepare(
        "SELECT * FROM approval_requests WHERE customer_id = ? AND batch_id = ? AND status = 'pending' ORDER BY id",
      )
      .all(customer.id, String(selection.batchId)) as ApprovalRequestRow[];
    if (rows.length === 0)
      throw new ApprovalError(RESPONSE_CODES.invalidParams, 'This batch has no pending transaction requests');
  } else {
    const ids = [...new Set(selection.transactionIds ?? [])];
    rows = ids.map((id) => {
      const row = db
        .prepare('SELECT * FROM approval_requests WHERE id = ? AND customer_id = ?')
        .get(id, customer.id) as ApprovalRequestRow | undefined;
      if (!row) throw new ApprovalError(RESPONSE_CODES.invalidParams, `Transaction request ${id} not found`);
      if (row.status !== 'pending')
        throw new ApprovalError(RESPONSE_CODES.invalidParams, `Transaction request ${id} is already ${row.status}`);
      return row;
    });
  }
  if (rows.some((row) => row.created_by_user_id === user.id))
    throw new ApprovalError(RESPONSE_CODES.noAccess, 'You cannot decide transaction requests you made');
  return db.transaction(() => {
    const next = db.prepare('SELECT MAX(id) AS id FROM approval_confirmations').get() as { id: number | null };
    const id = Math.max(next.id ?? 0, FIRST_CONFIRMATION_ID - 1) + 1;
    const code = randomDigits(6);
    const sentTo = sendConfirmationCode(db, nowMs, user, { id, count: rows.length, declined }, code);
    db.prepare(
      `INSERT INTO approval_confirmations (id, customer_id, user_id, request_ids, declined, approve_mode, approval_sent_to, code_hash, expires_at, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?)`,
    ).run(
      id,
      customer.id,
      user.id,
      JSON.stringify(rows.map((row) => row.id)),
      declined ? 1 : 0,
      codeMode(user),
      sentTo,
      codeHash(id, code),
      nowMs + APPROVAL_CONFIRM_TTL_MS,
      nowMs,
    );
    return decisionView(db, loadConfirmation(db, id) as ConfirmationRow);
  })();
}

function findConfirmation(db: Database.Database, user: UserRow, customer: CustomerRow, id: number): ConfirmationRow {
  const row = loadConfirmation(db, id);
  if (!row || row.customer_id !== customer.id || row.user_id !== user.id)
    throw new ApprovalError(RESPONSE_CODES.invalidParams, 'Approval transaction not found');
  return row;
}

function notifyCreator(context: SandboxContext, request: ApprovalRequestRow, nowMs: number): void {
  const approved = request.status === 'approved';
  const amount = `${request.currency} ${formatAmount(request.amount_minor, request.currency)}`;
  notifyUser(
    context,
    request.created_by_user_id,
    {
      type: approved ? APPROVAL_REQUEST_NOTIFICATION_TYPES[0] : APPROVAL_REQUEST_NOTIFICATION_TYPES[1],
      severity: approved ? 'success' : request.status === 'failed' ? 'error' : 'warning',
      title: approved ? 'Transaction request approved' : 'Transaction request declined',
      message: `${amount} to ${request.beneficiary}: ${request.status}${request.failure ? ` (${request.failure})` : ''}.`,
      data: {
        requestId: request.id,
        status: request.status,
        amount: formatAmount(request.amount_minor, request.currency),
        currency: request.currency,
        beneficiary: request.beneficiary,
      },
    },
    nowMs,
  );
}

/** Runs one request's decision; the request leaves `pending` in the same transaction, so it runs at most once. */
function executeRequest(
  context: SandboxContext,
  request: ApprovalRequestRow,
  approverId: number,
  declined: boolean,
  nowMs: number,
): void {
  const { db } = context;
  const executor = executors.get(request.transaction_type);
  const claim = db.prepare(
    "UPDATE approval_requests SET status = ?, decided_by_user_id = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
  );
  if (declined) {
    if (claim.run('declined', approverId, nowMs, request.id).changes === 0) return;
    executor?.decline(context, request, nowMs);
    return;
  }
  if (!executor) {
    if (claim.run('failed', approverId, nowMs, request.id).changes === 0) return;
    db.prepare('UPDATE approval_requests SET failure = ? WHERE id = ?').run(
      `No executor for ${request.transaction_type} transactions`,
      request.id,
    );
    return;
  }
  if (claim.run('approved', approverId, nowMs, request.id).changes === 0) return;
  try {
    db.transaction(() => executor.execute(context, request, nowMs))();
  } catch (error) {
    if (!(error instanceof ApprovalExecutionError)) throw error;
    db.prepare("UPDATE approval_requests SET status = 'failed', failure = ? WHERE id = ?").run(
      error.message,
      request.id,
    );
    executor.decline(context, request, nowMs);
  }
}

/** Confirms an approval transaction with the approver's code and executes its requests. */
export function confirmDecision(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  id: number,
  code: string,
): ApprovalDecision {
  const { db } = context;
  const nowMs = context.now();
  const confirmation = findConfirmation(db, user, customer, id);
  const matches = confirmation.code_hash !== null && codeHash(confirmation.id, code.trim()) === confirmation.code_hash;
  if (confirmation.status === 'done' && matches) return decisionView(db, confirmation);
  if (confirmation.status !== 'waiting')
    throw new ApprovalError(
      RESPONSE_CODES.invalidParams,
      'This approval was cancelled: too many wrong codes or expired; decide again',
    );
  if (confirmation.expires_at <= nowMs) {
    db.prepare("UPDATE approval_confirmations SET status = 'cancelled' WHERE id = ?").run(confirmation.id);
    throw new ApprovalError(RESPONSE_CODES.invalidParams, 'The approval code has expired: decide again');
  }
  if (!matches) {
    const failed = confirmation.failed_attempts + 1;
    db.prepare(
      `UPDATE approval_confirmations SET failed_attempts = ?, status = CASE WHEN ? >= ${MAX_WRONG_CODES} THEN 'cancelled' ELSE status END WHERE id = ?`,
    ).run(failed, failed, confirmation.id);
    if (failed >= MAX_WRONG_CODES)
      throw new ApprovalError(
        RESPONSE_CODES.invalidParams,
        'Too many wrong codes: the approval was cancelled; decide again',
      );
    throw new ApprovalError(RESPONSE_CODES.verifyError, 'Invalid approval code', {
      validationErrors: [{ field: 'code', description: 'Invalid approval code' }],
    });
  }
  const requests = requestsOf(db, JSON.parse(confirmation.request_ids) as number[]);
  db.transaction(() => {
    if (
      db
        .prepare("UPDATE approval_confirmations SET status = 'done' WHERE id = ? AND status = 'waiting'")
        .run(confirmation.id).changes === 0
    )
      return;
    for (const request of requests) executeRequest(context, request, user.id, confirmation.declined === 1, nowMs);
  })();
  for (const request of requestsOf(
    db,
    requests.map((request) => request.id),
  )) {
    if (request.decided_at === nowMs && request.decided_by_user_id === user.id) notifyCreator(context, request, nowMs);
  }
  return decisionView(db, loadConfirmation(db, confirmation.id) as ConfirmationRow);
}

export function resendDecisionCode(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  id: number,
): { approvalSentTo: string | null; resendsLeft: number } {
  const { db } = context;
  const nowMs = context.now();
  const confirmation = findConfirmation(db, user, customer, id);
  if (confirmation.status !== 'waiting')
    throw new ApprovalError(RESPONSE_CODES.invalidParams, 'This approval needs no code any more');
  if (confirmation.resends >= MAX_RESENDS)
    throw new ApprovalError(RESPONSE_CODES.invalidParams, 'Too many resends: decide again');
  const code = randomDigits(6);
  const count = (JSON.parse(confirmation.request_ids) as number[]).length;
  return db.transaction(() => {
    const sentTo = sendConfirmationCode(db, nowMs, user, { id, count, declined: confirmation.declined === 1 }, code);
    db.prepare(
      'UPDATE approval_confirmations SET code_hash = ?, expires_at = ?, resends = resends + 1, approval_sent_to = ? WHERE id = ?',
    ).run(codeHash(id, code), nowMs + APPROVAL_CONFIRM_TTL_MS, sentTo, id);
    return { approvalSentTo: sentTo, resendsLeft: MAX_RESENDS - confirmation.resends - 1 };
  })();
}
