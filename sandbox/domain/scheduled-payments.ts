/**
 * Pre-approved payments (subscriptions) started with a p2p or own-account transfer, and the scheduler job that takes
 * the next payments when they fall due on the sandbox clock (domain/clock.ts). The first payment is the transfer that
 * started it (approved by the customer's mode); the next ones are pre-approved: booked at once, dated at the
 * scheduler's now. A payment the balance no longer covers is skipped and counted (`payments_failed`, `last_failure`).
 * Button subscriptions (domain/button-payments.ts) are listed beside them and can be cancelled here too; their later
 * payments are taken by the same scheduler ({@link takeDueSubscriptionPayments}).
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  PRE_APPROVED_PAGE_SIZE,
  type PreApprovedPayment,
  type SubscriptionFrequency,
} from '../../src/core/api/contract/transfers';
import type { SandboxContext } from '../context';
import { followButtonPayment, nextDueDate, type SubscriptionRow } from './button-payments';
import { registerScheduledWork } from './clock';
import { formatMinor } from './ledger';
import { formatAmount } from './payout-catalogue';
import { submitTransfer, type TransferRow } from './p2p-transfers';
import { customerDisplayName } from './users';
import { TransferError } from './transfer-error';
import { findCustomer, findUserById, type CustomerRow, type UserRow } from './users';

/** Seeded ones start at 950001 (sandbox/db/seed-money-movement.ts). */
const FIRST_ID = 950_101;

export interface ScheduledPaymentRow {
  id: number;
  kind: 'p2p' | 'betweenAccounts';
  customer_id: number;
  user_id: number;
  from_account_id: number;
  to_account_id: number | null;
  to_email: string | null;
  amount: string;
  currency: string;
  note: string | null;
  reference: string | null;
  frequency: SubscriptionFrequency;
  end_date: string | null;
  transactions_total: number | null;
  user_cancel: number;
  payments_made: number;
  payments_failed: number;
  last_failure: string | null;
  status: PreApprovedPayment['status'];
  first_transfer_id: number | null;
  next_payment_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One period after `fromMs` (calendar months and years in UTC, clamped to the month's last day). */
export function addPeriod(fromMs: number, frequency: SubscriptionFrequency): number {
  const date = new Date(fromMs);
  if (frequency === 'day') return fromMs + 86_400_000;
  if (frequency === 'week') return fromMs + 7 * 86_400_000;
  const months = frequency === 'month' ? 1 : 12;
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

export interface NewSchedule {
  kind: 'p2p' | 'betweenAccounts';
  customer: CustomerRow;
  user: UserRow;
  fromAccountId: number;
  toAccountId?: number | null;
  toEmail?: string | null;
  amount: string;
  currency: string;
  note?: string | null | undefined;
  reference?: string | null | undefined;
  frequency: SubscriptionFrequency;
  endDate?: string | undefined;
  transactionsTotal?: number | undefined;
  userCancel?: boolean | undefined;
  nowMs: number;
}

export function createSchedule(db: Database.Database, input: NewSchedule): number {
  const next = db.prepare('SELECT MAX(id) AS id FROM scheduled_payments').get() as { id: number | null };
  const id = Math.max(next.id ?? 0, FIRST_ID - 1) + 1;
  db.prepare(
    `INSERT INTO scheduled_payments (id, kind, customer_id, user_id, from_account_id, to_account_id, to_email, amount, currency, note, reference,
       frequency, end_date, transactions_total, user_cancel, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(
    id,
    input.kind,
    input.customer.id,
    input.user.id,
    input.fromAccountId,
    input.toAccountId ?? null,
    input.toEmail ?? null,
    input.amount,
    input.currency,
    input.note ?? null,
    input.reference ?? null,
    input.frequency,
    input.endDate ?? null,
    input.transactionsTotal ?? null,
    input.userCancel === false ? 0 : 1,
    input.nowMs,
    input.nowMs,
  );
  return id;
}

function load(db: Database.Database, id: number): ScheduledPaymentRow | undefined {
  return db.prepare('SELECT * FROM scheduled_payments WHERE id = ?').get(id) as ScheduledPaymentRow | undefined;
}

/** No more payments after this one: the number is reached, or the next date is past the end date. */
function finished(row: ScheduledPaymentRow, made: number, nextMs: number): boolean {
  if (row.transactions_total !== null && made >= row.transactions_total) return true;
  if (row.end_date !== null && nextMs > Date.parse(`${row.end_date}T23:59:59.999Z`)) return true;
  return false;
}

/** The first transfer of a schedule changed status: it starts (or ends) the schedule. */
export function followScheduleTransfer(db: Database.Database, transfer: TransferRow): void {
  if (transfer.scheduled_payment_id === null) return;
  const row = load(db, transfer.scheduled_payment_id);
  if (!row || row.status !== 'pending' || (row.first_transfer_id !== null && row.first_transfer_id !== transfer.id))
    return;
  const nowMs = transfer.decided_at ?? transfer.created_at;
  if (transfer.status === 'completed') {
    const next = addPeriod(transfer.created_at, row.frequency);
    const done = finished(row, 1, next);
    db.prepare(
      'UPDATE scheduled_payments SET status = ?, payments_made = 1, first_transfer_id = ?, next_payment_at = ?, updated_at = ? WHERE id = ?',
    ).run(done ? 'completed' : 'active', transfer.id, done ? null : next, nowMs, row.id);
  } else if (transfer.status === 'declined') {
    db.prepare(
      "UPDATE scheduled_payments SET status = 'declined', first_transfer_id = ?, updated_at = ? WHERE id = ?",
    ).run(transfer.id, nowMs, row.id);
  } else {
    db.prepare('UPDATE scheduled_payments SET first_transfer_id = ? WHERE id = ?').run(transfer.id, row.id);
  }
}

/** The scheduler job: takes every payment due at `nowMs` (catching up period by period), each booked once. */
export function takeDuePayments(context: SandboxContext, nowMs: number): number {
  const { db } = context;
  const due = db
    .prepare(
      "SELECT * FROM scheduled_payments WHERE status = 'active' AND next_payment_at <= ? ORDER BY next_payment_at, id",
    )
    .all(nowMs) as ScheduledPaymentRow[];
  let taken = 0;
  for (const first of due) {
    let row: ScheduledPaymentRow = first;
    while (row.status === 'active' && row.next_payment_at !== null && row.next_payment_at <= nowMs) {
      const dueAt = row.next_payment_at;
      const customer = findCustomer(db, row.customer_id);
      const user = findUserById(db, row.user_id);
      let failure: string | null = null;
      db.transaction(() => {
        // Claim the due date first: whatever happens, this period is handled once.
        const next = addPeriod(dueAt, row.frequency);
        if (
          db
            .prepare(
              'UPDATE scheduled_payments SET next_payment_at = ?, updated_at = ? WHERE id = ? AND next_payment_at = ?',
            )
            .run(next, dueAt, row.id, dueAt).changes === 0
        )
          return;
        try {
          if (!customer || !user) throw new TransferError(RESPONSE_CODES.unknownError, 'The payer no longer exists');
          submitTransfer(context, {
            user,
            customer,
            kind: row.kind,
            accountId: row.from_account_id,
            toAccountId: row.to_account_id ?? undefined,
            toEmail: row.to_email ?? undefined,
            amount: row.amount,
            currency: row.currency,
            note: row.note ?? undefined,
            reference: row.reference ?? undefined,
            scheduledPaymentId: row.id,
            preApproved: true,
            atMs: dueAt,
          });
          const made = row.payments_made + 1;
          db.prepare('UPDATE scheduled_payments SET payments_made = ? WHERE id = ?').run(made, row.id);
          if (finished(row, made, next))
            db.prepare("UPDATE scheduled_payments SET status = 'completed', next_payment_at = NULL WHERE id = ?").run(
              row.id,
            );
          taken += 1;
        } catch (error) {
          if (!(error instanceof TransferError)) throw error;
          failure = error.message;
        }
        if (failure !== null) {
          db.prepare(
            'UPDATE scheduled_payments SET payments_failed = payments_failed + 1, last_failure = ? WHERE id = ?',
          ).run(failure, row.id);
          if (row.end_date !== null && next > Date.parse(`${row.end_date}T23:59:59.999Z`))
            db.prepare("UPDATE scheduled_payments SET status = 'completed', next_payment_at = NULL WHERE id = ?").run(
              row.id,
            );
        }
      })();
      row = load(db, row.id) as ScheduledPaymentRow;
    }
  }
  return taken;
}

registerScheduledWork('preApprovedPayments', takeDuePayments);

/**
 * The scheduler job of subscription buttons: every active subscription whose next payment date has come pays the
 * merchant again from the subscriber's account (pre-approved: booked at once), catching up period by period, each
 * date once. The payment is a button payment like the first one, so the merchant's notifications (IPN, webhooks)
 * follow it. A payment the balance no longer covers is skipped (the date moves on; the count does not).
 */
export function takeDueSubscriptionPayments(context: SandboxContext, nowMs: number): number {
  const { db } = context;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const due = db
    .prepare(
      "SELECT id FROM subscriptions WHERE status = 'active' AND next_payment_date IS NOT NULL AND next_payment_date <= ? ORDER BY next_payment_date, id",
    )
    .all(today) as { id: number }[];
  const loadSubscription = (id: number) =>
    db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow;
  let taken = 0;
  for (const { id } of due) {
    let row = loadSubscription(id);
    while (row.status === 'active' && row.next_payment_date !== null && row.next_payment_date <= today) {
      const dueDate = row.next_payment_date;
      const subscription = row;
      db.transaction(() => {
        const next = nextDueDate(dueDate, subscription.period);
        // Claim the date first: whatever happens, this period is handled once.
        if (
          db
            .prepare(
              'UPDATE subscriptions SET next_payment_date = ?, updated_at = ? WHERE id = ? AND next_payment_date = ?',
            )
            .run(next, nowMs, subscription.id, dueDate).changes === 0
        )
          return;
        const first = db
          .prepare('SELECT user_id FROM p2p_transfers WHERE id = ?')
          .get(subscription.first_transfer_id) as { user_id: number } | undefined;
        const user = first ? findUserById(db, first.user_id) : undefined;
        const customer = findCustomer(db, subscription.subscriber_customer_id);
        const merchant = findCustomer(db, subscription.merchant_customer_id);
        const button = db.prepare('SELECT item_name FROM merchant_buttons WHERE id = ?').get(subscription.button_id) as
          { item_name: string } | undefined;
        if (!user || !customer || !merchant) return;
        try {
          submitTransfer(
            context,
            {
              user,
              customer,
              kind: 'p2p',
              accountId: subscription.subscriber_account_id,
              toEmail: merchant.login,
              amount: formatMinor(subscription.amount_minor, subscription.currency),
              currency: subscription.currency,
              note: button?.item_name,
              preApproved: true,
              atMs: Math.min(Date.parse(`${dueDate}T00:00:00.000Z`), nowMs),
            },
            {
              onStatus: (transfer) => {
                const made = subscription.payments_made + 1;
                const done = subscription.payments_total !== null && made >= subscription.payments_total;
                db.prepare(
                  'UPDATE subscriptions SET payments_made = ?, status = ?, next_payment_date = ? WHERE id = ?',
                ).run(made, done ? 'completed' : 'active', done ? null : next, subscription.id);
                db.prepare(
                  'INSERT INTO button_payments (transfer_id, button_id, merchant_customer_id, subscription_id, created_at) VALUES (?, ?, ?, ?, ?)',
                ).run(transfer.id, subscription.button_id, subscription.merchant_customer_id, subscription.id, nowMs);
                followButtonPayment(context, transfer);
              },
            },
          );
          taken += 1;
        } catch (error) {
          if (!(error instanceof TransferError)) throw error;
        }
      })();
      row = loadSubscription(id);
    }
  }
  return taken;
}

registerScheduledWork('buttonSubscriptions', takeDueSubscriptionPayments);

// --- Listing and cancelling ------------------------------------------------------------------------------------

function isoDay(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
}

function scheduleView(db: Database.Database, row: ScheduledPaymentRow): PreApprovedPayment {
  const account = (id: number | null) =>
    id === null
      ? null
      : ((
          db.prepare('SELECT account_number FROM ledger_accounts WHERE id = ?').get(id) as
            { account_number: string } | undefined
        )?.account_number ?? null);
  const payee = row.to_email
    ? (db.prepare('SELECT * FROM customers WHERE login = ? COLLATE NOCASE').get(row.to_email) as
        CustomerRow | undefined)
    : undefined;
  return {
    id: row.id,
    type: row.kind,
    amount: row.amount,
    currencyCode: row.currency,
    toAccount: row.kind === 'p2p' ? (row.to_email ?? '') : (account(row.to_account_id) ?? ''),
    beneficiaryName: row.kind === 'p2p' ? (payee ? customerDisplayName(payee) : (row.to_email ?? '')) : 'Own account',
    fromAccount: account(row.from_account_id),
    frequency: row.frequency,
    status: row.status,
    paymentsMade: row.payments_made,
    paymentsTotal: row.transactions_total,
    nextPaymentDate: isoDay(row.next_payment_at),
    endDate: row.end_date,
    userCancel: row.user_cancel === 1,
    created: new Date(row.created_at).toISOString(),
    lastFailure: row.last_failure,
  };
}

interface ButtonSubscriptionRow {
  id: number;
  merchant_customer_id: number;
  subscriber_account_id: number;
  amount_minor: number;
  currency: string;
  period: SubscriptionFrequency;
  payments_total: number | null;
  payments_made: number;
  status: PreApprovedPayment['status'];
  next_payment_date: string | null;
  created_at: number;
}

function buttonView(db: Database.Database, row: ButtonSubscriptionRow): PreApprovedPayment {
  const merchant = findCustomer(db, row.merchant_customer_id);
  const account = db
    .prepare('SELECT account_number FROM ledger_accounts WHERE id = ?')
    .get(row.subscriber_account_id) as { account_number: string } | undefined;
  return {
    id: row.id,
    type: 'button',
    amount: formatAmount(row.amount_minor, row.currency),
    currencyCode: row.currency,
    toAccount: merchant?.login ?? '',
    beneficiaryName: merchant ? customerDisplayName(merchant) : '',
    fromAccount: account?.account_number ?? null,
    frequency: row.period,
    status: row.status,
    paymentsMade: row.payments_made,
    paymentsTotal: row.payments_total,
    nextPaymentDate: row.next_payment_date ? row.next_payment_date.slice(0, 10) : null,
    endDate: null,
    userCancel: true,
    created: new Date(row.created_at).toISOString(),
    lastFailure: null,
  };
}

export interface ScheduleFilter {
  beneficiaryEmail?: string | undefined;
  fromAmount?: string | undefined;
  toAmount?: string | undefined;
  type?: PreApprovedPayment['type'] | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}

export function listPreApproved(
  db: Database.Database,
  customer: CustomerRow,
  filter: ScheduleFilter,
): { payments: PreApprovedPayment[]; total: number } {
  const own = (
    db.prepare('SELECT * FROM scheduled_payments WHERE customer_id = ?').all(customer.id) as ScheduledPaymentRow[]
  ).map((row) => scheduleView(db, row));
  const buttons = (
    db
      .prepare('SELECT * FROM subscriptions WHERE subscriber_customer_id = ?')
      .all(customer.id) as ButtonSubscriptionRow[]
  ).map((row) => buttonView(db, row));
  const email = filter.beneficiaryEmail?.trim().toLowerCase();
  const from = filter.fromAmount ? Number(filter.fromAmount) : null;
  const to = filter.toAmount ? Number(filter.toAmount) : null;
  const all = [...own, ...buttons]
    .filter((payment) => !filter.type || payment.type === filter.type)
    .filter((payment) => !email || payment.toAccount.toLowerCase().includes(email))
    .filter((payment) => from === null || Number(payment.amount) >= from)
    .filter((payment) => to === null || Number(payment.amount) <= to)
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id));
  const size = filter.pageSize ?? PRE_APPROVED_PAGE_SIZE;
  const page = filter.pageNumber ?? 1;
  return { payments: all.slice((page - 1) * size, page * size), total: all.length };
}

export function cancelPreApproved(
  db: Database.Database,
  customer: CustomerRow,
  id: number,
  nowMs: number,
): PreApprovedPayment {
  const own = load(db, id);
  if (own && own.customer_id === customer.id) {
    if (own.user_cancel !== 1)
      throw new TransferError(
        RESPONSE_CODES.invalidParams,
        'This pre-approved payment can only be cancelled by the payee',
      );
    if (own.status !== 'active' && own.status !== 'pending')
      throw new TransferError(RESPONSE_CODES.invalidParams, `This pre-approved payment is already ${own.status}`);
    db.prepare(
      "UPDATE scheduled_payments SET status = 'cancelled', next_payment_at = NULL, updated_at = ? WHERE id = ?",
    ).run(nowMs, id);
    return scheduleView(db, load(db, id) as ScheduledPaymentRow);
  }
  const button = db
    .prepare('SELECT * FROM subscriptions WHERE id = ? AND subscriber_customer_id = ?')
    .get(id, customer.id) as ButtonSubscriptionRow | undefined;
  if (!button) throw new TransferError(RESPONSE_CODES.invalidParams, 'Pre-approved payment not found');
  if (button.status !== 'active' && button.status !== 'pending')
    throw new TransferError(RESPONSE_CODES.invalidParams, `This pre-approved payment is already ${button.status}`);
  db.prepare(
    "UPDATE subscriptions SET status = 'cancelled', next_payment_date = NULL, updated_at = ? WHERE id = ?",
  ).run(nowMs, id);
  return buttonView(db, db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as ButtonSubscriptionRow);
}
