/**
 * What a p2p or own-account transfer does around the transfer itself (issue 13): the optional subscription (a
 * pre-approved payment whose first payment is this transfer), saving a template, the from-e-mail choice, recent
 * transfers, payment instructions, digital wallets and new currency accounts.
 */
import type Database from 'better-sqlite3';
import type { SubscriptionFrequency } from '../../src/core/api/contract/transfers';
import type { SandboxContext } from '../context';
import { sha256Hex } from './crypto-ids';
import { balanceMinor } from './ledger';
import { isBlockedPayee, submitTransfer, type SubmitHooks, type TransferRow } from './p2p-transfers';
import { customerDisplayName, customerByLogin } from './users';
import { fieldError } from './transfer-error';
import { formatAmount } from './payout-catalogue';
import { createSchedule } from './scheduled-payments';
import type { CustomerRow, UserRow } from './users';

export interface WalletTransferInput {
  kind: 'p2p' | 'betweenAccounts';
  accountId: string | number;
  toAccountId?: string | number | undefined;
  toEmail?: string | undefined;
  amount: string;
  currency: string;
  note?: string | undefined;
  reference?: string | undefined;
  couponCode?: string | undefined;
  templateName?: string | undefined;
  fromEmailId?: string | number | undefined;
  invoiceId?: number | null | undefined;
  subscriptionFrequency?: string | undefined;
  subscriptionEndDate?: string | undefined;
  subscriptionTransactions?: number | undefined;
  subscriptionUserCancel?: boolean | undefined;
}

const FREQUENCIES: readonly string[] = ['day', 'week', 'month', 'year'];

/** The e-mails a customer may send p2p payments from: the login (id 0) and confirmed extra e-mails. */
export function fromEmails(
  db: Database.Database,
  user: UserRow,
  customer: CustomerRow,
): { id: number; email: string; primary: boolean }[] {
  const extra = db
    .prepare('SELECT id, email FROM email_confirmations WHERE user_id = ? AND confirmed_at IS NOT NULL ORDER BY id')
    .all(user.customer_id === customer.id ? user.id : -1) as { id: number; email: string }[];
  return [
    { id: 0, email: customer.login, primary: true },
    ...extra.map((row) => ({ id: row.id, email: row.email, primary: false })),
  ];
}

/** Submits a p2p or own-account transfer with its subscription and template. */
export function startWalletTransfer(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  input: WalletTransferInput,
  hooks: SubmitHooks,
): TransferRow {
  const { db } = context;
  const nowMs = context.now();
  let fromEmail: string | undefined;
  if (input.fromEmailId !== undefined && input.fromEmailId !== '') {
    const chosen = fromEmails(db, user, customer).find((email) => String(email.id) === String(input.fromEmailId));
    if (!chosen) throw fieldError('fromEmailId', 'Not one of your e-mails');
    fromEmail = chosen.email;
  }
  if (input.templateName !== undefined && input.templateName.trim().length > 60)
    throw fieldError('templateName', 'At most 60 characters');
  return db.transaction(() => {
    let scheduledPaymentId: number | undefined;
    if (input.subscriptionFrequency !== undefined) {
      if (!FREQUENCIES.includes(input.subscriptionFrequency))
        throw fieldError('subscriptionFrequency', 'Every day, week, month or year');
      if (
        input.subscriptionEndDate !== undefined &&
        input.subscriptionEndDate <= new Date(nowMs).toISOString().slice(0, 10)
      ) {
        throw fieldError('subscriptionEndDate', 'A date after today');
      }
      const account = db
        .prepare('SELECT id FROM ledger_accounts WHERE id = ? AND customer_id = ?')
        .get(Number(input.accountId), customer.id) as { id: number } | undefined;
      if (!account) throw fieldError('accountId', 'Not one of your accounts');
      scheduledPaymentId = createSchedule(db, {
        kind: input.kind,
        customer,
        user,
        fromAccountId: account.id,
        toAccountId: input.toAccountId === undefined ? null : Number(input.toAccountId),
        toEmail: input.toEmail ?? null,
        amount: input.amount,
        currency: input.currency,
        note: input.note,
        reference: input.reference,
        frequency: input.subscriptionFrequency as SubscriptionFrequency,
        endDate: input.subscriptionEndDate,
        transactionsTotal: input.subscriptionTransactions,
        userCancel: input.subscriptionUserCancel,
        nowMs,
      });
    }
    const transfer = submitTransfer(
      context,
      {
        user,
        customer,
        kind: input.kind,
        accountId: input.accountId,
        toAccountId: input.toAccountId,
        toEmail: input.toEmail,
        amount: input.amount,
        currency: input.currency,
        note: input.note,
        reference: input.reference,
        couponCode: input.couponCode,
        fromEmail,
        invoiceId: input.invoiceId,
        scheduledPaymentId,
      },
      hooks,
    );
    const name = input.templateName?.trim();
    if (name && input.kind === 'p2p') {
      db.prepare(
        `INSERT INTO payment_templates (customer_id, name, type, to_email, amount, currency, note, reference, created_at) VALUES (?, ?, 'p2p', ?, ?, ?, ?, ?, ?)
         ON CONFLICT (customer_id, type, name) DO UPDATE SET to_email = excluded.to_email, amount = excluded.amount, currency = excluded.currency,
           note = excluded.note, reference = excluded.reference, created_at = excluded.created_at`,
      ).run(
        customer.id,
        name,
        input.toEmail ?? null,
        input.amount,
        input.currency,
        input.note ?? null,
        input.reference ?? null,
        nowMs,
      );
    }
    return transfer;
  })();
}

export function templatesOf(db: Database.Database, customer: CustomerRow, type: string | undefined) {
  const rows = db
    .prepare(
      'SELECT * FROM payment_templates WHERE customer_id = ? AND (? IS NULL OR type = ?) ORDER BY created_at DESC, id DESC',
    )
    .all(customer.id, type ?? null, type ?? null) as {
    id: number;
    name: string;
    type: string;
    to_email: string | null;
    amount: string | null;
    currency: string | null;
    note: string | null;
    reference: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    toEmail: row.to_email,
    amount: row.amount,
    currencyCode: row.currency,
    note: row.note,
    reference: row.reference,
  }));
}

/** The latest p2p transfers to distinct payees, own (this user's) and third-party (other users of the customer). */
export function recentTransfers(db: Database.Database, user: UserRow, customer: CustomerRow, limit: number) {
  const rows = db
    .prepare(
      `SELECT * FROM p2p_transfers WHERE from_customer_id = ? AND kind = 'p2p' AND invoice_id IS NULL AND status <> 'declined' AND scheduled_payment_id IS NULL
       ORDER BY created_at DESC, id DESC`,
    )
    .all(customer.id) as TransferRow[];
  const seen = new Set<string>();
  const picked: TransferRow[] = [];
  for (const row of rows) {
    if (seen.has(row.to_email)) continue;
    seen.add(row.to_email);
    picked.push(row);
    if (picked.length === limit) break;
  }
  return picked.map((row) => {
    const payee = customerByLogin(db, row.to_email);
    return {
      transactionId: row.id,
      type: 'p2p',
      toEmail: row.to_email,
      beneficiaryName: payee ? customerDisplayName(payee) : row.to_email,
      amount: formatAmount(row.amount_minor, row.currency),
      currencyCode: row.currency,
      note: row.note,
      reference: row.reference,
      created: new Date(row.created_at).toISOString(),
      permission: row.user_id === user.id ? ('own' as const) : ('3d' as const),
      isDisabled: !payee || isBlockedPayee(db, customer.id, row.to_email),
    };
  });
}

// --- Accounts ----------------------------------------------------------------------------------------------------

const SANDBOX_BANK = {
  name: 'Sandbox Bank plc',
  address: '1 Ledger Street, London EC2A 1AA, United Kingdom',
  swift: 'SNDBGB2L',
};

export function paymentInstructions(db: Database.Database, customer: CustomerRow) {
  const accounts = db
    .prepare('SELECT * FROM ledger_accounts WHERE customer_id = ? AND type = 1001 AND status_id = 1 ORDER BY id')
    .all(customer.id) as { id: number; account_number: string; currency: string }[];
  return accounts.map((account) => {
    db.prepare('INSERT OR IGNORE INTO payment_instructions (id, account_id) VALUES (?, ?)').run(account.id, account.id);
    const row = db.prepare('SELECT * FROM payment_instructions WHERE account_id = ?').get(account.id) as {
      id: number;
      viewed_at: number | null;
    };
    return {
      id: row.id,
      accountId: account.id,
      currencyCode: account.currency,
      bankAccountNumber: account.account_number,
      beneficiaryName: customerDisplayName(customer),
      bankName: SANDBOX_BANK.name,
      bankAddress: SANDBOX_BANK.address,
      swift: SANDBOX_BANK.swift,
      reference: `WLT-${customer.id}-${account.id}`,
      viewed: row.viewed_at !== null,
    };
  });
}

export function markInstructionViewed(
  db: Database.Database,
  customer: CustomerRow,
  instructionId: number,
  nowMs: number,
) {
  const instruction = paymentInstructions(db, customer).find((item) => item.id === instructionId);
  if (!instruction) throw fieldError('instructionId', 'Not one of your payment instructions');
  db.prepare('UPDATE payment_instructions SET viewed_at = COALESCE(viewed_at, ?) WHERE id = ?').run(
    nowMs,
    instructionId,
  );
  return { ...instruction, viewed: true };
}

/** A sandbox address for the customer's wallet of a currency: deterministic, Bech32-looking, unique per pair. */
export function digitalWallet(
  db: Database.Database,
  customer: CustomerRow,
  currency: string,
  nowMs: number,
): { address: string; currencyCode: string } {
  const existing = db
    .prepare('SELECT address FROM digital_wallets WHERE customer_id = ? AND currency = ?')
    .get(customer.id, currency) as { address: string } | undefined;
  if (existing) return { address: existing.address, currencyCode: currency };
  const address = `sbx1q${sha256Hex(`wallet:${customer.id}:${currency}`).slice(0, 38)}`;
  db.prepare('INSERT INTO digital_wallets (customer_id, currency, address, created_at) VALUES (?, ?, ?, ?)').run(
    customer.id,
    currency,
    address,
    nowMs,
  );
  return { address, currencyCode: currency };
}

/** IBAN-style number for a new account (same scheme as the seed). */
function accountNumberFor(id: number, currency: string): string {
  const country = currency === 'RON' ? 'RO' : 'GB';
  const bban = currency === 'RON' ? `SNDB${String(id).padStart(16, '0')}` : `SNDB040004${String(id).padStart(8, '0')}`;
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function addCurrencyAccount(db: Database.Database, customer: CustomerRow, currency: string) {
  const existing = db
    .prepare('SELECT id FROM ledger_accounts WHERE customer_id = ? AND currency = ? AND type = 1001 AND status_id = 1')
    .get(customer.id, currency);
  if (existing) throw fieldError('currencyCode', `You already have a ${currency} account`);
  // Accounts opened in the sandbox take ids from 560001 (seeded ones are below).
  const next = db.prepare('SELECT MAX(id) AS id FROM ledger_accounts WHERE id >= 560000 AND id < 570000').get() as {
    id: number | null;
  };
  const id = Math.max(next.id ?? 0, 560_000) + 1;
  db.prepare(
    'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, ?, ?, ?, 1001, ?, 0)',
  ).run(id, customer.id, accountNumberFor(id, currency), `${currency} payment account`, currency);
  return { id, balanceMinor: balanceMinor(db, id) };
}

/** Money held by transfers waiting for an approval (their debit and fee): the account's pending amount. */
export function pendingMinor(db: Database.Database, accountId: number): number {
  const row = db
    .prepare(
      "SELECT COALESCE(SUM(debit_minor + fee_minor), 0) AS pending FROM p2p_transfers WHERE from_account_id = ? AND status IN ('waitingApproval', 'approvalTransactionCreated')",
    )
    .get(accountId) as { pending: number };
  return row.pending;
}
