/**
 * Person-to-person transfers and their transaction approval (spec 2: p2p funds transfer, "Transaction approval").
 *
 * A transfer is checked and priced when it is submitted (fee and FX at that moment), then waits for the payer's
 * approval by their mode: `none` books it at once; `sms`, `otp` and `approvalCode` send a 6-digit code to the outbox
 * (SMS to the user's phone, the authenticator stand-in, an e-mail) that `transferApprove` takes; `push` shows the
 * request on the device page, whose decision arrives over the realtime channel as a notification carrying the
 * transaction id. A business user who may only initiate transfers (access right 3) approves too, and then the
 * transfer becomes an approval transaction: nothing is booked until another user of the business confirms it.
 *
 * Booking is one balanced ledger entry with an idempotency key per transfer:
 *   payer's account -(debit + fee); fee income +fee (payer's currency);
 *   same currency: payee's account +amount;
 *   other currency: FX position of the payer's currency +debit, FX position of the payee's currency -amount,
 *   payee's account +amount (the bank's FX positions net the conversion; money is never created).
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { TransferResult, TransferStatus } from '../../src/core/api/contract/p2p';
import { TRANSACTION_NOTIFICATION_TYPES } from '../../src/core/api/contract/p2p';
import type { SandboxContext } from '../context';
import { isBlacklisted } from './account-settings';
import { randomDigits, sha256Hex } from './crypto-ids';
import { balanceMinor } from './ledger';
import { conversionPostings, feeIncomePostings, isInsufficientFunds, postEntryOrRefuse } from './ledger-postings';
import { takeRevenueSplits } from './contract-revenue-split';
import { assertWithinLimits, LimitError, recordLimitUsage, releaseLimitUsage } from './limits';
import {
  ApprovalExecutionError,
  businessUsers,
  bookOrRequestApproval,
  isInitiatorOnly,
  registerApprovalExecutor,
} from './approvals';
import { allows } from './access-rights';
import { notifyUser } from './news-notifications';
import { convertMinor, exchangeRate6, formatAmount, formatRate, FX_CURRENCIES } from './payout-catalogue';
import { productFeeMinor } from './fees';
import type { CustomerRow, UserRow } from './users';
import { findCustomer, findUserById } from './users';
import { sendApprovalCode, type CodeApprovalColumns } from './approval-codes';
import { fieldError, TransferError } from './transfer-error';
import { parseAmountMinor } from './amounts';
import { accountInCurrency, ownAccount, type AccountRow } from './customer-accounts';
import { customerByLogin, customerDisplayName } from './users';
import { p2pFeeMinor } from './fees';

/** A code or a push request works for 10 minutes; then the transfer is declined. */
export const APPROVAL_TTL_MS = 10 * 60_000;
/** The fifth wrong code declines the transfer. */
export const MAX_WRONG_CODES = 5;
/** At most five resends per transfer. */
export const MAX_RESENDS = 5;
/** The p2p fee: 0.5 % of what leaves the payer's account, at least 0.50 of its currency (rounded half up). */
const FIRST_TRANSFER_ID = 700_001;

export type ApproveMode = UserRow['transaction_approve_mode'];

export interface TransferRow extends CodeApprovalColumns {
  id: number;
  user_id: number;
  from_customer_id: number;
  from_account_id: number;
  to_customer_id: number;
  to_account_id: number;
  to_email: string;
  amount_minor: number;
  currency: string;
  from_currency: string;
  exchange_rate: string;
  debit_minor: number;
  fee_minor: number;
  note: string | null;
  invoice_id: number | null;
  status: TransferStatus;
  approve_mode: ApproveMode;
  entry_id: number | null;
  created_at: number;
  decided_at: number | null;
  decline_reason: string | null;
  kind: 'p2p' | 'betweenAccounts';
  reference: string | null;
  coupon_code: string | null;
  from_email: string | null;
  scheduled_payment_id: number | null;
}

// --- Amounts -----------------------------------------------------------------------------------------------------

export interface TransferQuote {
  rate: string;
  debitMinor: number;
  feeMinor: number;
  fromCurrency: string;
}

/** Fee and conversion of `amountMinor` in `currency` paid from an account in `fromCurrency`. */
export function quoteTransfer(amountMinor: number, currency: string, fromCurrency: string): TransferQuote {
  if (!FX_CURRENCIES.includes(currency) || !FX_CURRENCIES.includes(fromCurrency)) {
    throw new TransferError(RESPONSE_CODES.invalidParams, `No exchange rate for ${currency}/${fromCurrency}`);
  }
  const debitMinor = currency === fromCurrency ? amountMinor : convertMinor(amountMinor, currency, fromCurrency);
  return {
    rate: currency === fromCurrency ? '1' : formatRate(exchangeRate6(currency, fromCurrency)),
    debitMinor,
    feeMinor: p2pFeeMinor(debitMinor),
    fromCurrency,
  };
}

export function exchangeRateText(from: string, to: string): string {
  if (from === to) return '1';
  if (!FX_CURRENCIES.includes(from) || !FX_CURRENCIES.includes(to))
    throw new TransferError(RESPONSE_CODES.invalidParams, `No exchange rate for ${from}/${to}`);
  return formatRate(exchangeRate6(from, to));
}

// --- Submitting --------------------------------------------------------------------------------------------------

export interface NewTransfer {
  user: UserRow;
  customer: CustomerRow;
  accountId: string | number;
  amount: string;
  currency: string;
  /** The payee of a p2p transfer. */
  toEmail?: string | undefined;
  note?: string | undefined;
  invoiceId?: number | null | undefined;
  /** Own-account transfers: `betweenAccounts` with `toAccountId`. */
  kind?: 'p2p' | 'betweenAccounts' | undefined;
  toAccountId?: string | number | undefined;
  reference?: string | undefined;
  couponCode?: string | undefined;
  fromEmail?: string | undefined;
  scheduledPaymentId?: number | undefined;
  /** A pre-approved (scheduled) payment: booked at once, without the payer's approval. */
  preApproved?: boolean | undefined;
  /** When it happens (the scheduler's now for scheduled payments); default the server's clock. */
  atMs?: number | undefined;
}

function codeHash(transferId: number, code: string): string {
  return sha256Hex(`p2p:${transferId}:${code}`);
}

function loadTransfer(db: Database.Database, id: number): TransferRow {
  return db.prepare('SELECT * FROM p2p_transfers WHERE id = ?').get(id) as TransferRow;
}

/** Sends a new approval code by the transfer's mode; returns where it went (masked), or null for otp. */
function sendCode(
  db: Database.Database,
  nowMs: number,
  transfer: TransferRow,
  user: UserRow,
  code: string,
): string | null {
  const amount = `${transfer.currency} ${formatAmount(transfer.amount_minor, transfer.currency)}`;
  const purpose = `pay ${amount} to ${transfer.to_email}`;
  const channel = transfer.approve_mode === 'sms' || transfer.approve_mode === 'otp' ? transfer.approve_mode : 'email';
  return sendApprovalCode(db, nowMs, user, channel, code, {
    purpose,
    smsSubject: 'Payment code',
    email: {
      subject: 'Your approval code',
      body: `Your approval code is ${code}. It confirms this payment: ${purpose}. It works for ${APPROVAL_TTL_MS / 60_000} minutes. Never share it.`,
    },
  });
}

export interface SubmitHooks {
  /** Called in the submit's transaction once the transfer row exists (invoices move to awaitingPayment or paid). */
  onStatus?: (transfer: TransferRow) => void;
}

/** Coupon codes the sandbox knows: the fee they waive (all of it). */
export const COUPONS: Readonly<Record<string, string>> = { NOFEE: 'No fee on this transfer' };

/** A customer's blocked payees (their payout blacklist for p2p). */
export function isBlockedPayee(db: Database.Database, customerId: number, email: string): boolean {
  return isBlacklisted(db, customerId, email, 'p2p');
}

export interface WalletQuote {
  kind: 'p2p' | 'betweenAccounts';
  fromAccount: AccountRow;
  toAccount: AccountRow | null;
  /** What the payee (or the other own account) receives, in `currency`. */
  amountMinor: number;
  currency: string;
  debitMinor: number;
  feeMinor: number;
  rate: string;
}

/**
 * Prices a transfer. p2p: `amount` in `currency` reaches the payee, the account pays it converted. Own accounts: the
 * amount may be given in either account's currency (what leaves, or what arrives); the fee is the product's.
 */
export function quoteWalletTransfer(
  db: Database.Database,
  customer: CustomerRow,
  input: {
    kind?: 'p2p' | 'betweenAccounts' | undefined;
    accountId: string | number;
    toAccountId?: string | number | undefined;
    amount: string;
    currency: string;
    couponCode?: string | undefined;
  },
): WalletQuote {
  const account = ownAccount(db, customer, input.accountId);
  const couponWaives = input.couponCode !== undefined && input.couponCode !== '';
  if (couponWaives && !COUPONS[input.couponCode!.trim().toUpperCase()])
    throw fieldError('couponCode', 'Unknown coupon code');
  if ((input.kind ?? 'p2p') === 'p2p') {
    const amountMinor = parseAmountMinor(input.amount, input.currency);
    const quoted = quoteTransfer(amountMinor, input.currency, account.currency);
    return {
      kind: 'p2p',
      fromAccount: account,
      toAccount: null,
      amountMinor,
      currency: input.currency,
      debitMinor: quoted.debitMinor,
      feeMinor: couponWaives ? 0 : quoted.feeMinor,
      rate: quoted.rate,
    };
  }
  if (input.toAccountId === undefined) throw fieldError('toAccountId', 'Choose the account to transfer to');
  const target = ownAccount(db, customer, input.toAccountId, 'toAccountId');
  if (target.id === account.id)
    throw fieldError('toAccountId', 'Choose another account than the one you transfer from');
  if (input.currency !== account.currency && input.currency !== target.currency)
    throw fieldError('currency', `The amount is in ${account.currency} or ${target.currency}`);
  const given = parseAmountMinor(input.amount, input.currency);
  const same = account.currency === target.currency;
  const rate = exchangeRateText(account.currency, target.currency);
  const debitMinor =
    input.currency === account.currency ? given : convertMinor(given, target.currency, account.currency);
  const amountMinor =
    input.currency === target.currency ? given : convertMinor(given, account.currency, target.currency);
  if (amountMinor <= 0 || debitMinor <= 0) throw fieldError('amount', 'A positive amount');
  const feeMinor = couponWaives ? 0 : productFeeMinor('betweenAccounts', debitMinor, same);
  return {
    kind: 'betweenAccounts',
    fromAccount: account,
    toAccount: target,
    amountMinor,
    currency: target.currency,
    debitMinor,
    feeMinor,
    rate,
  };
}

/**
 * Checks and prices a transfer, records it and starts its approval. Mode `none` books at once (or, for an initiator,
 * creates the approval transaction); a pre-approved (scheduled) payment books at once.
 */
export function submitTransfer(context: SandboxContext, input: NewTransfer, hooks: SubmitHooks = {}): TransferRow {
  const { db } = context;
  const nowMs = input.atMs ?? context.now();
  const kind = input.kind ?? 'p2p';
  const quoted = quoteWalletTransfer(db, input.customer, input);
  const account = quoted.fromAccount;
  let payee: CustomerRow;
  let payeeAccount: AccountRow;
  let toEmail: string;
  if (kind === 'p2p') {
    if (input.toEmail === undefined) throw fieldError('toEmail', 'Enter the e-mail of the person to pay');
    const found = customerByLogin(db, input.toEmail);
    if (!found) throw fieldError('toEmail', 'No wallet account uses this e-mail');
    if (found.id === input.customer.id) throw fieldError('toEmail', 'You cannot pay yourself');
    if (isBlockedPayee(db, input.customer.id, input.toEmail))
      throw fieldError('toEmail', 'This e-mail is on your payout blacklist');
    const foundAccount = accountInCurrency(db, found.id, input.currency);
    if (!foundAccount) throw fieldError('currency', `The payee cannot receive ${input.currency}`);
    payee = found;
    payeeAccount = foundAccount;
    toEmail = input.toEmail.toLowerCase();
  } else {
    payee = input.customer;
    payeeAccount = quoted.toAccount as AccountRow;
    toEmail = input.customer.login.toLowerCase();
  }
  if (balanceMinor(db, account.id) < quoted.debitMinor + quoted.feeMinor)
    throw fieldError('amount', 'Insufficient funds on the chosen account');
  if (!input.preApproved) {
    try {
      assertWithinLimits(db, {
        customerId: input.customer.id,
        type: kind,
        amountMinor: quoted.amountMinor,
        currency: quoted.currency,
        nowMs,
      });
    } catch (error) {
      if (error instanceof LimitError) throw new TransferError(error.wireCode, error.message, error.extra);
      throw error;
    }
  }

  const mode: ApproveMode = input.preApproved ? 'none' : input.user.transaction_approve_mode;
  const initiator = !input.preApproved && isInitiatorOnly(db, input.user, input.customer);
  return db.transaction(() => {
    const next = db.prepare('SELECT MAX(id) AS id FROM p2p_transfers').get() as { id: number | null };
    const id = Math.max(next.id ?? 0, FIRST_TRANSFER_ID - 1) + 1;
    const code = mode === 'none' || mode === 'push' ? null : randomDigits(6);
    db.prepare(
      `INSERT INTO p2p_transfers (id, user_id, from_customer_id, from_account_id, to_customer_id, to_account_id, to_email,
         amount_minor, currency, from_currency, exchange_rate, debit_minor, fee_minor, note, invoice_id, status, approve_mode,
         code_hash, approval_expires_at, initiator_only, created_at, kind, reference, coupon_code, from_email, scheduled_payment_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waitingApproval', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.user.id,
      input.customer.id,
      account.id,
      payee.id,
      payeeAccount.id,
      toEmail,
      quoted.amountMinor,
      quoted.currency,
      account.currency,
      quoted.rate,
      quoted.debitMinor,
      quoted.feeMinor,
      input.note ?? null,
      input.invoiceId ?? null,
      mode,
      code ? codeHash(id, code) : null,
      mode === 'none' ? null : nowMs + APPROVAL_TTL_MS,
      initiator ? 1 : 0,
      nowMs,
      kind,
      input.reference ?? null,
      input.couponCode ? input.couponCode.trim().toUpperCase() : null,
      input.fromEmail ?? null,
      input.scheduledPaymentId ?? null,
    );
    if (!input.preApproved)
      recordLimitUsage(db, {
        customerId: input.customer.id,
        type: kind,
        amountMinor: quoted.amountMinor,
        currency: quoted.currency,
        nowMs,
        reference: `p2p:${id}`,
      });
    let row = loadTransfer(db, id);
    if (code) {
      const sentTo = sendCode(db, nowMs, row, input.user, code);
      db.prepare('UPDATE p2p_transfers SET approval_sent_to = ? WHERE id = ?').run(sentTo, id);
    }
    if (mode === 'none') approveTransfer(context, row, nowMs);
    row = loadTransfer(db, id);
    hooks.onStatus?.(row);
    return row;
  })();
}

/**
 * The approval is given: book the transfer, or, for an initiator, make it an approval transaction that another user
 * of the business confirms.
 */
function approveTransfer(context: SandboxContext, transfer: TransferRow, nowMs: number): void {
  const { db } = context;
  bookOrRequestApproval(db, {
    initiatorOnly: transfer.initiator_only === 1,
    markRequested: () =>
      db
        .prepare("UPDATE p2p_transfers SET status = 'approvalTransactionCreated', decided_at = ? WHERE id = ?")
        .run(nowMs, transfer.id),
    request: () => ({
      customerId: transfer.from_customer_id,
      createdByUserId: transfer.user_id,
      transactionType: transfer.kind,
      reference: String(transfer.id),
      amountMinor: transfer.amount_minor,
      currency: transfer.currency,
      feeMinor: transfer.fee_minor,
      feeCurrency: transfer.from_currency,
      beneficiary: transfer.to_email,
      description: transfer.note ?? (transfer.invoice_id ? `Invoice ${transfer.invoice_id}` : null),
      fromAccountId: transfer.from_account_id,
      nowMs,
    }),
    book: () => bookTransfer(context, transfer, nowMs),
  });
}

/** Books a transfer in the ledger (once: the entry's idempotency key is the transfer's) and marks it completed. */
function bookTransfer(context: SandboxContext, transfer: TransferRow, nowMs: number): void {
  const { db } = context;
  const postings = [
    { accountId: transfer.from_account_id, amountMinor: -(transfer.debit_minor + transfer.fee_minor) },
    // A waived fee (coupon, free own-account transfer in one currency) posts nothing.
    ...feeIncomePostings(db, transfer.from_currency, transfer.fee_minor),
    ...(transfer.from_currency === transfer.currency
      ? []
      : conversionPostings(db, transfer.from_currency, transfer.debit_minor, transfer.currency, transfer.amount_minor)),
    { accountId: transfer.to_account_id, amountMinor: transfer.amount_minor },
  ];
  const entryId = postEntryOrRefuse(
    db,
    {
      kind: 'p2p',
      description:
        transfer.kind === 'betweenAccounts'
          ? 'Transfer between own accounts'
          : transfer.invoice_id
            ? `Invoice ${transfer.invoice_id} paid to ${transfer.to_email}`
            : `Payment to ${transfer.to_email}`,
      createdAt: new Date(nowMs).toISOString(),
      idempotencyKey: `p2p:${transfer.id}`,
      postings,
    },
    (error) =>
      isInsufficientFunds(error)
        ? new TransferError(RESPONSE_CODES.verifyError, 'Insufficient funds on the chosen account')
        : new TransferError(RESPONSE_CODES.unknownError, `The payment could not be booked: ${error.message}`),
  );
  db.prepare("UPDATE p2p_transfers SET status = 'completed', entry_id = ?, decided_at = ? WHERE id = ?").run(
    entryId,
    nowMs,
    transfer.id,
  );
  if (transfer.kind === 'p2p') {
    takeRevenueSplits(context, {
      customerId: transfer.to_customer_id,
      accountId: transfer.to_account_id,
      amountMinor: transfer.amount_minor,
      currency: transfer.currency,
      fromCustomerId: transfer.from_customer_id,
      sourceKey: `p2p:${transfer.id}`,
    });
  }
}

export function declineTransfer(db: Database.Database, transfer: TransferRow, nowMs: number, reason: string): void {
  db.prepare(
    "UPDATE p2p_transfers SET status = 'declined', decided_at = ?, decline_reason = ? WHERE id = ? AND status IN ('waitingApproval', 'approvalTransactionCreated')",
  ).run(nowMs, reason, transfer.id);
  releaseLimitUsage(db, `p2p:${transfer.id}`);
}

/** The transfer of the acting customer, with an expired approval declined first. */
export function findTransfer(
  context: SandboxContext,
  customer: CustomerRow,
  trxid: string | number,
  hooks: SubmitHooks = {},
): TransferRow {
  const { db } = context;
  const id = typeof trxid === 'number' ? trxid : /^\d+$/.test(trxid) ? Number(trxid) : NaN;
  const row = db.prepare('SELECT * FROM p2p_transfers WHERE id = ?').get(id) as TransferRow | undefined;
  if (!row || row.from_customer_id !== customer.id)
    throw new TransferError(RESPONSE_CODES.invalidParams, 'Transaction not found');
  if (
    row.status === 'waitingApproval' &&
    row.approval_expires_at !== null &&
    row.approval_expires_at <= context.now()
  ) {
    db.transaction(() => {
      declineTransfer(db, row, context.now(), 'expired');
      hooks.onStatus?.(loadTransfer(db, row.id));
    })();
    return loadTransfer(db, row.id);
  }
  return row;
}

function assertWaiting(transfer: TransferRow): void {
  if (transfer.status === 'waitingApproval') return;
  const reasons: Record<string, string> = {
    expired: 'The approval has expired: start the payment again',
    tooManyCodes: 'Too many wrong codes: the payment was cancelled; start it again',
    declined: 'The payment was declined on your device',
  };
  if (transfer.status === 'declined')
    throw new TransferError(
      RESPONSE_CODES.invalidParams,
      reasons[transfer.decline_reason ?? ''] ?? 'The payment was declined',
    );
  throw new TransferError(RESPONSE_CODES.invalidParams, 'This payment needs no approval any more');
}

/** Approves a code-mode transfer. Wrong codes answer VF; the fifth declines it. The right code twice answers the same. */
export function approveWithCode(
  context: SandboxContext,
  transfer: TransferRow,
  code: string,
  hooks: SubmitHooks = {},
): TransferRow {
  const { db } = context;
  const nowMs = context.now();
  const matches = transfer.code_hash !== null && codeHash(transfer.id, code.trim()) === transfer.code_hash;
  if (transfer.status !== 'waitingApproval' && matches) return transfer;
  assertWaiting(transfer);
  if (transfer.approve_mode === 'push' || transfer.approve_mode === 'none') {
    throw new TransferError(RESPONSE_CODES.invalidParams, 'This payment is approved on your device, not with a code');
  }
  if (!matches) {
    const failed = transfer.failed_attempts + 1;
    db.transaction(() => {
      db.prepare('UPDATE p2p_transfers SET failed_attempts = ? WHERE id = ?').run(failed, transfer.id);
      if (failed >= MAX_WRONG_CODES) {
        declineTransfer(db, transfer, nowMs, 'tooManyCodes');
        hooks.onStatus?.(loadTransfer(db, transfer.id));
      }
    })();
    if (failed >= MAX_WRONG_CODES)
      throw new TransferError(
        RESPONSE_CODES.invalidParams,
        'Too many wrong codes: the payment was cancelled; start it again',
      );
    throw new TransferError(RESPONSE_CODES.verifyError, 'Invalid approval code', {
      validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
    });
  }
  return db.transaction(() => {
    approveTransfer(context, transfer, nowMs);
    const row = loadTransfer(db, transfer.id);
    hooks.onStatus?.(row);
    return row;
  })();
}

/** A new code (the old one stops working) or the push request again; at most five times. */
export function resendApproval(
  context: SandboxContext,
  transfer: TransferRow,
): { approvalSentTo: string | null; resendsLeft: number } {
  const { db } = context;
  const nowMs = context.now();
  assertWaiting(transfer);
  if (transfer.resends >= MAX_RESENDS)
    throw new TransferError(RESPONSE_CODES.invalidParams, 'Too many resends: start the payment again');
  const user = findUserById(db, transfer.user_id);
  if (!user) throw new Error(`Transfer ${transfer.id} has no user`);
  return db.transaction(() => {
    let sentTo = transfer.approval_sent_to;
    if (transfer.approve_mode === 'push') {
      db.prepare('UPDATE p2p_transfers SET resends = resends + 1, approval_expires_at = ? WHERE id = ?').run(
        nowMs + APPROVAL_TTL_MS,
        transfer.id,
      );
    } else {
      const code = randomDigits(6);
      db.prepare(
        'UPDATE p2p_transfers SET resends = resends + 1, code_hash = ?, approval_expires_at = ? WHERE id = ?',
      ).run(codeHash(transfer.id, code), nowMs + APPROVAL_TTL_MS, transfer.id);
      sentTo = sendCode(db, nowMs, loadTransfer(db, transfer.id), user, code);
    }
    return { approvalSentTo: sentTo, resendsLeft: MAX_RESENDS - transfer.resends - 1 };
  })();
}

/** The device page's decision on a push approval; the user hears it over the realtime channel. */
export function decidePush(
  context: SandboxContext,
  transferId: number,
  approve: boolean,
  hooks: SubmitHooks = {},
): TransferRow | null {
  const { db } = context;
  const nowMs = context.now();
  const row = db.prepare('SELECT * FROM p2p_transfers WHERE id = ?').get(transferId) as TransferRow | undefined;
  if (
    !row ||
    row.status !== 'waitingApproval' ||
    row.approve_mode !== 'push' ||
    (row.approval_expires_at ?? 0) <= nowMs
  )
    return null;
  const decided = db.transaction(() => {
    if (approve) approveTransfer(context, row, nowMs);
    else declineTransfer(db, row, nowMs, 'declined');
    const updated = loadTransfer(db, row.id);
    hooks.onStatus?.(updated);
    return updated;
  })();
  const amount = `${decided.currency} ${formatAmount(decided.amount_minor, decided.currency)}`;
  const declined = decided.status === 'declined';
  notifyUser(
    context,
    decided.user_id,
    {
      type: declined ? TRANSACTION_NOTIFICATION_TYPES.declined : TRANSACTION_NOTIFICATION_TYPES.approved,
      severity: declined ? 'warning' : 'success',
      title: declined ? 'Payment declined' : 'Payment approved',
      message: `You ${declined ? 'declined' : 'approved'} the payment of ${amount} to ${decided.to_email}.`,
      transactionId: decided.id,
      data: { transactionId: decided.id, status: decided.status },
    },
    nowMs,
  );
  return decided;
}

export interface PendingPushTransfer {
  transactionId: number;
  email: string;
  amount: string;
  payee: string;
  createdAt: string;
  expiresAt: string;
  resends: number;
}

/** Push approvals waiting on the device page, newest first. */
export function pendingPushTransfers(db: Database.Database, nowMs: number): PendingPushTransfer[] {
  const rows = db
    .prepare(
      `SELECT t.*, u.email AS user_email FROM p2p_transfers t JOIN users u ON u.id = t.user_id
       WHERE t.status = 'waitingApproval' AND t.approve_mode = 'push' AND t.approval_expires_at > ? ORDER BY t.created_at DESC, t.id DESC`,
    )
    .all(nowMs) as (TransferRow & { user_email: string })[];
  return rows.map((row) => {
    const payee = findCustomer(db, row.to_customer_id);
    return {
      transactionId: row.id,
      email: row.user_email,
      amount: `${row.currency} ${formatAmount(row.amount_minor, row.currency)}`,
      payee: payee ? `${customerDisplayName(payee)} (${row.to_email})` : row.to_email,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.approval_expires_at ?? row.created_at).toISOString(),
      resends: row.resends,
    };
  });
}

/** The users of the business who may decide a request (full access or confirmed on transfers), by name. */
function approverNames(db: Database.Database, customerId: number, exceptUserId: number): string[] {
  const customer = findCustomer(db, customerId);
  if (!customer) return [];
  return businessUsers(db, customer)
    .filter((user) => allows(user.right, 'decide') && user.userId !== exceptUserId)
    .map((user) => user.name);
}

/** The wire view of a transfer; with the database, a request waiting for a colleague names who may approve it. */
export function transferResult(transfer: TransferRow, db?: Database.Database): TransferResult {
  const waitsForColleague = transfer.status === 'approvalTransactionCreated';
  return {
    transactionId: transfer.id,
    status: transfer.status,
    approveMode: transfer.approve_mode,
    approvalSentTo: transfer.status === 'waitingApproval' ? transfer.approval_sent_to : null,
    approvalTransactionCreated: transfer.initiator_only === 1,
    amount: formatAmount(transfer.amount_minor, transfer.currency),
    currency: transfer.currency,
    fee: formatAmount(transfer.fee_minor, transfer.from_currency),
    feeCurrencyCode: transfer.from_currency,
    totalDebit: formatAmount(transfer.debit_minor + transfer.fee_minor, transfer.from_currency),
    invoiceId: transfer.invoice_id,
    message: null,
    kind: transfer.kind,
    toEmail: transfer.to_email,
    toAccountId: transfer.to_account_id,
    fromAccountId: transfer.from_account_id,
    exchangeRate: transfer.exchange_rate,
    debitAmount: formatAmount(transfer.debit_minor, transfer.from_currency),
    reference: transfer.reference,
    note: transfer.note,
    createdAt: new Date(transfer.created_at).toISOString(),
    ...(waitsForColleague && db ? { approvers: approverNames(db, transfer.from_customer_id, transfer.user_id) } : {}),
  };
}

/**
 * p2p transaction requests (made by initiators, access right 3): approving books the transfer, declining ends it.
 * What follows a transfer's status (an invoice it pays) is told through {@link approvalFollowers}, set by the routes.
 */
export const approvalFollowers: { onStatus: ((context: SandboxContext, transfer: TransferRow) => void) | null } = {
  onStatus: null,
};

const walletTransferExecutor: Parameters<typeof registerApprovalExecutor>[1] = {
  execute(context, request, nowMs) {
    const transfer = loadTransfer(context.db, Number(request.reference));
    if (transfer.status !== 'approvalTransactionCreated')
      throw new ApprovalExecutionError(`The payment is ${transfer.status}`);
    try {
      bookTransfer(context, transfer, nowMs);
    } catch (error) {
      if (error instanceof TransferError) throw new ApprovalExecutionError(error.message);
      throw error;
    }
    approvalFollowers.onStatus?.(context, loadTransfer(context.db, transfer.id));
  },
  decline(context, request, nowMs) {
    const transfer = loadTransfer(context.db, Number(request.reference));
    declineTransfer(context.db, transfer, nowMs, 'declinedByApprover');
    approvalFollowers.onStatus?.(context, loadTransfer(context.db, transfer.id));
  },
};
registerApprovalExecutor('p2p', walletTransferExecutor);
registerApprovalExecutor('betweenAccounts', walletTransferExecutor);
