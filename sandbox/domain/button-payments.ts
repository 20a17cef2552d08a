/**
 * Storefront pay buttons (issue 7 part B): the public view of a saved button, payments of a button (p2p transfers
 * to the merchant, p2p-transfers.ts, so the ledger, fees, FX and the payer's approval are the invoice payment's),
 * subscriptions (pre-approved payments) started by subscription buttons, and the payment notifications (IPN) the bank
 * sends the merchant.
 *
 * Notifications: one per status change of a button payment that the merchant's PBN settings ask for (completed only,
 * or every change), recorded in `ipn_attempts` inside the payment's transaction with the exact JSON body and its
 * signature. Delivery happens after the transaction (a timer), with a short timeout; its result is recorded and never
 * touches the payment. The signature is `sha256=` + HMAC-SHA256(body) keyed with the hex SHA-256 of the PBN secret:
 * the sandbox keeps only that hash of the secret (part A), and the merchant derives the same key from the secret.
 */
import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  BUTTON_LIMITS,
  PBN_NOTIFY_STATUS,
  PBN_STATUS,
  type ButtonStyle,
  type SavedButton,
  type SubscriptionPeriod,
} from '../../src/core/api/contract/merchant-buttons';
import type { IpnAttempt, IpnAttemptStatus, PublicPayButton } from '../../src/core/api/contract/pay-button';
import type { SandboxContext } from '../context';
import { formatMinor } from './ledger';
import { LOGO_FILES_PATH, priceToMinor, type ButtonRow } from './merchant-buttons';
import { queueWebhookCalls } from './merchant-tools';
import { type TransferRow } from './p2p-transfers';
import { customerDisplayName } from './users';
import { fieldError, TransferError } from './transfer-error';
import { parseAmountMinor } from './amounts';
import { urlProblem } from './url-check';
import { findCustomer, type CustomerRow } from './users';

/** A notification that gets no answer within this time counts as failed (it never holds up a payment). */
export const IPN_TIMEOUT_MS = 5000;

export interface PayableButton {
  id: number;
  merchant: CustomerRow;
  type: SavedButton['type'];
  itemName: string;
  itemNumber: string | null;
  amountMinor: number | null;
  currency: string;
  subscriptionPeriod: SubscriptionPeriod | null;
  subscriptionCount: number | null;
  notifyUrl: string | null;
  style: ButtonStyle;
  logoKey: string | null;
}

/** The button's columns a payment reads, with the storage key of its logo (its own or the merchant's default). */
interface ButtonJoinRow extends Pick<
  ButtonRow,
  | 'id'
  | 'customer_id'
  | 'type'
  | 'item_name'
  | 'item_number'
  | 'amount_minor'
  | 'currency'
  | 'subscription_period'
  | 'subscription_count'
  | 'notify_url'
  | 'style'
> {
  logo_key: string | null;
}

const notFound = () => new TransferError(RESPONSE_CODES.invalidParams, 'Button not found');

/** A live (not deleted) button of a business that still has merchant services; null otherwise. */
export function findPayableButton(db: Database.Database, buttonId: number): PayableButton | null {
  const row = db
    .prepare(
      `SELECT b.id, b.customer_id, b.type, b.item_name, b.item_number, b.amount_minor, b.currency, b.subscription_period,
         b.subscription_count, b.notify_url, b.style,
         COALESCE(own.storage_key, (SELECT storage_key FROM merchant_logos d WHERE d.customer_id = b.customer_id AND d.is_default = 1)) AS logo_key
       FROM merchant_buttons b LEFT JOIN merchant_logos own ON own.id = b.logo_id
       WHERE b.id = ? AND b.deleted_at IS NULL`,
    )
    .get(buttonId) as ButtonJoinRow | undefined;
  if (!row) return null;
  const merchant = findCustomer(db, row.customer_id);
  if (!merchant || merchant.is_merchant !== 1) return null;
  return {
    id: row.id,
    merchant,
    type: row.type,
    itemName: row.item_name,
    itemNumber: row.item_number,
    amountMinor: row.amount_minor,
    currency: row.currency,
    subscriptionPeriod: row.subscription_period,
    subscriptionCount: row.subscription_count,
    notifyUrl: row.notify_url,
    style: JSON.parse(row.style) as ButtonStyle,
    logoKey: row.logo_key,
  };
}

/** What anyone may see of a button (`payButtonGet`); an unknown or deleted button is TA1 "Button not found". */
export function publicButton(db: Database.Database, buttonId: number, origin: string): PublicPayButton {
  const button = findPayableButton(db, buttonId);
  if (!button) throw notFound();
  return {
    id: button.id,
    type: button.type,
    itemName: button.itemName,
    amount: button.amountMinor === null ? null : formatMinor(button.amountMinor, button.currency),
    currencyCode: button.currency,
    subscriptionPeriod: button.subscriptionPeriod,
    subscriptionCount: button.subscriptionCount,
    style: button.style,
    logoUrl: button.logoKey ? `${origin}${LOGO_FILES_PATH}/${button.logoKey.slice('logos/'.length)}` : null,
    merchantName: customerDisplayName(button.merchant),
  };
}

export interface ButtonPaymentRequest {
  buttonId: number;
  amount: string;
  currency: string;
  toEmail?: string | undefined;
  subscriptionFrequency?: string | undefined;
  subscriptionTransactions?: number | undefined;
  subscriptionEndDate?: string | undefined;
}

/**
 * Checks a payment request against its button: the button's currency and price (an open donation: any amount above
 * 0 up to the buttons' maximum), and for a subscription the button's period and number of payments. Returns the button.
 */
export function checkButtonPayment(db: Database.Database, request: ButtonPaymentRequest): PayableButton {
  const button = findPayableButton(db, request.buttonId);
  if (!button) throw notFound();
  if (request.toEmail !== undefined && request.toEmail.toLowerCase() !== button.merchant.login.toLowerCase()) {
    throw fieldError('toEmail', 'A button pays its own business');
  }
  if (request.currency !== button.currency) throw fieldError('currency', `This button takes ${button.currency}`);
  const amountMinor = parseAmountMinor(request.amount, request.currency);
  if (button.amountMinor !== null && amountMinor !== button.amountMinor) {
    throw fieldError(
      'amount',
      `The price of this button is ${formatMinor(button.amountMinor, button.currency)} ${button.currency}`,
    );
  }
  if (button.amountMinor === null && amountMinor > priceToMinor(BUTTON_LIMITS.amountMax)) {
    throw fieldError('amount', `The amount can be at most ${BUTTON_LIMITS.amountMax}`);
  }
  if (button.type === 'subscription') {
    if (request.subscriptionFrequency !== button.subscriptionPeriod) {
      throw fieldError('subscriptionFrequency', `This subscription is paid every ${button.subscriptionPeriod ?? ''}`);
    }
    if ((request.subscriptionTransactions ?? null) !== button.subscriptionCount) {
      throw fieldError(
        'subscriptionTransactions',
        button.subscriptionCount === null
          ? 'This subscription runs until it is cancelled'
          : `This subscription has ${button.subscriptionCount} payments`,
      );
    }
  } else if (
    request.subscriptionFrequency !== undefined ||
    request.subscriptionTransactions !== undefined ||
    request.subscriptionEndDate !== undefined
  ) {
    throw fieldError('subscriptionFrequency', 'Only subscription buttons start a subscription');
  }
  return button;
}

/** The next due date after `from` (an ISO date) by a period; month ends clamp (Jan 31 + 1 month = Feb 28/29). */
export function nextDueDate(from: string, period: SubscriptionPeriod): string {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (period === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (period === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else {
    const months = period === 'month' ? 1 : 12;
    const target = new Date(Date.UTC(year, month - 1 + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(day, lastDay));
    return target.toISOString().slice(0, 10);
  }
  return date.toISOString().slice(0, 10);
}

interface ButtonPaymentRow {
  transfer_id: number;
  button_id: number;
  merchant_customer_id: number;
  subscription_id: number | null;
  notified_status: string | null;
  created_at: number;
}

export interface SubscriptionRow {
  id: number;
  button_id: number;
  merchant_customer_id: number;
  subscriber_customer_id: number;
  subscriber_account_id: number;
  amount_minor: number;
  currency: string;
  period: SubscriptionPeriod;
  payments_total: number | null;
  payments_made: number;
  status: 'pending' | 'active' | 'completed' | 'declined' | 'cancelled';
  first_transfer_id: number;
  next_payment_date: string | null;
  created_at: number;
  updated_at: number;
}

/** Links a new transfer to its button (and starts the subscription of a subscription button). Idempotent. */
export function startButtonPayment(
  db: Database.Database,
  transfer: TransferRow,
  button: PayableButton,
  nowMs: number,
): void {
  if (db.prepare('SELECT 1 FROM button_payments WHERE transfer_id = ?').get(transfer.id)) return;
  let subscriptionId: number | null = null;
  if (button.type === 'subscription' && button.subscriptionPeriod) {
    const result = db
      .prepare(
        `INSERT INTO subscriptions (button_id, merchant_customer_id, subscriber_customer_id, subscriber_account_id, amount_minor,
           currency, period, payments_total, status, first_transfer_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(
        button.id,
        button.merchant.id,
        transfer.from_customer_id,
        transfer.from_account_id,
        transfer.amount_minor,
        transfer.currency,
        button.subscriptionPeriod,
        button.subscriptionCount,
        transfer.id,
        nowMs,
        nowMs,
      );
    subscriptionId = Number(result.lastInsertRowid);
  }
  db.prepare(
    'INSERT INTO button_payments (transfer_id, button_id, merchant_customer_id, subscription_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(transfer.id, button.id, button.merchant.id, subscriptionId, nowMs);
}

/** The button and subscription a transfer paid, for its wire view. */
export function buttonFacts(
  db: Database.Database,
  transferId: number,
): { buttonId: number; subscriptionId: number | null } | null {
  const row = db
    .prepare('SELECT button_id, subscription_id FROM button_payments WHERE transfer_id = ?')
    .get(transferId) as { button_id: number; subscription_id: number | null } | undefined;
  return row ? { buttonId: row.button_id, subscriptionId: row.subscription_id } : null;
}

const EVENT_OF: Record<TransferRow['status'], IpnAttempt['event']> = {
  completed: 'payment.completed',
  waitingApproval: 'payment.pending',
  approvalTransactionCreated: 'payment.pending',
  declined: 'payment.declined',
};

interface PbnRow {
  notify_url: string | null;
  status_id: number;
  notify_status_id: number;
  secret_hash: string | null;
}

/** The notification body of a button payment (what the merchant's server receives and the signature covers). */
function notificationBody(
  db: Database.Database,
  transfer: TransferRow,
  payment: ButtonPaymentRow,
  event: IpnAttempt['event'],
  nowMs: number,
): string {
  const button = db
    .prepare('SELECT item_name, item_number, type FROM merchant_buttons WHERE id = ?')
    .get(payment.button_id) as {
    item_name: string;
    item_number: string | null;
    type: SavedButton['type'];
  };
  const payer = findCustomer(db, transfer.from_customer_id);
  const subscription =
    payment.subscription_id === null
      ? null
      : (db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(payment.subscription_id) as SubscriptionRow);
  return JSON.stringify({
    event,
    sentAt: new Date(nowMs).toISOString(),
    transactionId: transfer.id,
    status: transfer.status,
    buttonId: payment.button_id,
    buttonType: button.type,
    itemName: button.item_name,
    itemNumber: button.item_number,
    amount: formatMinor(transfer.amount_minor, transfer.currency),
    currency: transfer.currency,
    payerName: payer ? customerDisplayName(payer) : null,
    payerEmail: payer?.login ?? null,
    subscription: subscription
      ? {
          subscriptionId: subscription.id,
          period: subscription.period,
          paymentsTotal: subscription.payments_total,
          paymentsMade: subscription.payments_made,
          status: subscription.status,
          nextPaymentDate: subscription.next_payment_date,
        }
      : null,
  });
}

export function ipnSignature(secretHash: string, body: string): string {
  return `sha256=${createHmac('sha256', secretHash).update(body).digest('hex')}`;
}

/**
 * Follows a transfer's status into its button payment: the subscription's state, and a notification for each status
 * change the merchant's PBN settings ask for. Runs inside the transfer's transaction; delivery comes after it.
 */
export function followButtonPayment(context: SandboxContext, transfer: TransferRow): void {
  const { db } = context;
  const payment = db.prepare('SELECT * FROM button_payments WHERE transfer_id = ?').get(transfer.id) as
    ButtonPaymentRow | undefined;
  if (!payment || payment.notified_status === transfer.status) return;
  const nowMs = context.now();

  if (payment.subscription_id !== null) {
    const subscription = db
      .prepare('SELECT * FROM subscriptions WHERE id = ?')
      .get(payment.subscription_id) as SubscriptionRow;
    if (transfer.status === 'completed' && subscription.status === 'pending') {
      const total = subscription.payments_total;
      const done = total !== null && total <= 1;
      const today = new Date(nowMs).toISOString().slice(0, 10);
      db.prepare(
        'UPDATE subscriptions SET status = ?, payments_made = 1, next_payment_date = ?, updated_at = ? WHERE id = ?',
      ).run(
        done ? 'completed' : 'active',
        done ? null : nextDueDate(today, subscription.period),
        nowMs,
        subscription.id,
      );
    } else if (transfer.status === 'declined' && subscription.status === 'pending') {
      db.prepare("UPDATE subscriptions SET status = 'declined', updated_at = ? WHERE id = ?").run(
        nowMs,
        subscription.id,
      );
    }
  }
  db.prepare('UPDATE button_payments SET notified_status = ? WHERE transfer_id = ?').run(transfer.status, transfer.id);

  const pbn = db
    .prepare(
      'SELECT notify_url, status_id, notify_status_id, secret_hash FROM merchant_pbn_settings WHERE customer_id = ?',
    )
    .get(payment.merchant_customer_id) as PbnRow | undefined;
  const everyChange = pbn?.notify_status_id === PBN_NOTIFY_STATUS.all;
  const event = EVENT_OF[transfer.status];
  const body = notificationBody(db, transfer, payment, event, nowMs);
  // Webhooks (merchant tools) get every status change, whatever the PBN settings say.
  queueWebhookCalls(context, payment.merchant_customer_id, event, body);
  if (transfer.status !== 'completed' && !everyChange) return;

  const button = db.prepare('SELECT notify_url FROM merchant_buttons WHERE id = ?').get(payment.button_id) as {
    notify_url: string | null;
  };
  const notifyUrl = button.notify_url ?? pbn?.notify_url ?? null;
  const off = pbn !== undefined && pbn.status_id === PBN_STATUS.disabled;
  const skipReason = off ? 'Payment notifications are off' : notifyUrl === null ? 'No notify URL is set' : null;
  const signature = pbn?.secret_hash ? ipnSignature(pbn.secret_hash, body) : null;
  const status: IpnAttemptStatus = skipReason ? 'skipped' : 'pending';
  const result = db
    .prepare(
      `INSERT INTO ipn_attempts (merchant_customer_id, button_id, transfer_id, event, notify_url, payload, signature, status, error, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      payment.merchant_customer_id,
      payment.button_id,
      transfer.id,
      event,
      notifyUrl,
      body,
      signature,
      status,
      skipReason,
      nowMs,
    );
  if (status === 'pending') scheduleDelivery(context, Number(result.lastInsertRowid));
}

interface IpnAttemptRow {
  id: number;
  merchant_customer_id: number;
  button_id: number;
  transfer_id: number;
  event: IpnAttempt['event'];
  notify_url: string | null;
  payload: string;
  signature: string | null;
  status: IpnAttemptStatus;
  http_status: number | null;
  error: string | null;
  created_at: number;
  attempted_at: number | null;
  attempts: number;
  response_body: string | null;
  confirmed_at: number | null;
}

const deliveries = new WeakMap<SandboxContext, Set<Promise<void>>>();

/** After the current transaction: a timer, so a rolled-back payment has no row to deliver. */
function scheduleDelivery(context: SandboxContext, attemptId: number): void {
  let pending = deliveries.get(context);
  if (!pending) {
    pending = new Set();
    deliveries.set(context, pending);
  }
  const running = new Promise<void>((resolve) => {
    setTimeout(() => {
      deliverIpn(context, attemptId).then(resolve, (error: unknown) => {
        console.error('[sandbox] IPN delivery failed unexpectedly', error);
        resolve();
      });
    }, 0);
  });
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

/** Resolves when every notification delivery started so far has finished (tests). */
export async function settleIpnDeliveries(context: SandboxContext): Promise<void> {
  await Promise.all([...(deliveries.get(context) ?? [])]);
}

function recordDelivery(
  context: SandboxContext,
  attemptId: number,
  outcome: { status: IpnAttemptStatus; httpStatus?: number; error?: string; responseBody?: string },
): void {
  // The database may have been closed or reset meanwhile (tests, --reset); the payment does not depend on this row.
  if (!context.db.open) return;
  context.db
    .prepare(
      'UPDATE ipn_attempts SET status = ?, http_status = ?, error = ?, attempted_at = ?, attempts = attempts + 1, response_body = ? WHERE id = ? AND status = ?',
    )
    .run(
      outcome.status,
      outcome.httpStatus ?? null,
      outcome.error ?? null,
      context.now(),
      outcome.responseBody ?? null,
      attemptId,
      'pending',
    );
}

/** One POST of the notification to the notify URL, checked again for a public host; the outcome is recorded. */
export async function deliverIpn(
  context: SandboxContext,
  attemptId: number,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<void> {
  if (!context.db.open) return;
  const row = context.db.prepare('SELECT * FROM ipn_attempts WHERE id = ?').get(attemptId) as IpnAttemptRow | undefined;
  if (!row || row.status !== 'pending' || row.notify_url === null) return;
  const problem = urlProblem(row.notify_url, { allowPrivate: context.config.allowPrivateUrls });
  if (problem)
    return recordDelivery(context, attemptId, {
      status: 'failed',
      error: `The notify URL cannot be used (${problem})`,
    });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IPN_TIMEOUT_MS);
  try {
    const response = await fetchImpl(row.notify_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'wallet-sandbox-ipn/1',
        'x-wallet-event': row.event,
        'x-wallet-notification-id': String(row.id),
        ...(row.signature ? { 'x-wallet-signature': row.signature } : {}),
      },
      body: row.payload,
      redirect: 'manual',
      signal: controller.signal,
    });
    // The merchant tools show the start of the answer (schema version 130).
    const responseBody = (await response.text()).slice(0, 2000);
    recordDelivery(
      context,
      attemptId,
      response.ok
        ? { status: 'delivered', httpStatus: response.status, responseBody }
        : {
            status: 'failed',
            httpStatus: response.status,
            error: `The merchant's server answered HTTP ${response.status}`,
            responseBody,
          },
    );
  } catch (error) {
    const reason = controller.signal.aborted
      ? `No answer within ${IPN_TIMEOUT_MS / 1000} s`
      : `Could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
    recordDelivery(context, attemptId, { status: 'failed', error: reason });
  } finally {
    clearTimeout(timer);
  }
}

function toAttempt(row: IpnAttemptRow): IpnAttempt {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: row.id,
    buttonId: row.button_id,
    transactionId: row.transfer_id,
    event: row.event,
    notifyUrl: row.notify_url,
    status: row.status,
    payload: row.payload,
    signature: row.signature,
    httpStatus: row.http_status,
    error: row.error,
    createdAt: iso(row.created_at) ?? '',
    attemptedAt: iso(row.attempted_at),
    attempts: row.attempts,
    responseBody: row.response_body,
    confirmedAt: iso(row.confirmed_at),
  };
}

export interface IpnFilter {
  merchantCustomerId?: number | undefined;
  buttonId?: number | undefined;
  transferId?: number | undefined;
}

/** Notifications, newest first. */
export function listIpnAttempts(
  db: Database.Database,
  filter: IpnFilter,
  page = { number: 1, size: 50 },
): { attempts: IpnAttempt[]; total: number } {
  const where: string[] = [];
  const values: number[] = [];
  if (filter.merchantCustomerId !== undefined) {
    where.push('merchant_customer_id = ?');
    values.push(filter.merchantCustomerId);
  }
  if (filter.buttonId !== undefined) {
    where.push('button_id = ?');
    values.push(filter.buttonId);
  }
  if (filter.transferId !== undefined) {
    where.push('transfer_id = ?');
    values.push(filter.transferId);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const rows = db
    .prepare(`SELECT * FROM ipn_attempts ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...values, page.size, (page.number - 1) * page.size) as IpnAttemptRow[];
  const { total } = db.prepare(`SELECT count(*) AS total FROM ipn_attempts ${clause}`).get(...values) as {
    total: number;
  };
  return { attempts: rows.map(toAttempt), total };
}

/** Subscriptions started by buttons, newest first (the control endpoint; the merchant's subscriber list comes later). */
export function listSubscriptions(
  db: Database.Database,
  filter: { merchantCustomerId?: number | undefined; transferId?: number | undefined },
) {
  const where: string[] = [];
  const values: number[] = [];
  if (filter.merchantCustomerId !== undefined) {
    where.push('merchant_customer_id = ?');
    values.push(filter.merchantCustomerId);
  }
  if (filter.transferId !== undefined) {
    where.push('first_transfer_id = ?');
    values.push(filter.transferId);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const rows = db.prepare(`SELECT * FROM subscriptions ${clause} ORDER BY id DESC`).all(...values) as SubscriptionRow[];
  return rows.map((row) => ({
    subscriptionId: row.id,
    buttonId: row.button_id,
    merchantCustomerId: row.merchant_customer_id,
    subscriberCustomerId: row.subscriber_customer_id,
    amount: formatMinor(row.amount_minor, row.currency),
    currency: row.currency,
    period: row.period,
    paymentsTotal: row.payments_total,
    paymentsMade: row.payments_made,
    status: row.status,
    firstTransactionId: row.first_transfer_id,
    nextPaymentDate: row.next_payment_date,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
