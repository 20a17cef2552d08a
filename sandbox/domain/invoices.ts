/**
 * Invoices (spec 2, "Invoice" entity and "Invoices" calls). A payee customer asks a wallet user, by the e-mail of
 * their customer, for an amount payable into the payee's account in that currency. The payer pays it with a p2p
 * transfer carrying the invoice id (p2p-transfers.ts) or rejects it. Status follows the payment:
 *
 *   unpaid --(payment waits for approval)--> awaitingPayment --(approved)--> paid
 *   awaitingPayment --(declined, expired, too many wrong codes)--> unpaid
 *   unpaid --(payer rejects)--> rejected
 *
 * A funding invoice is one the bank issues to a customer who wants to top up an account by bank wire: its PDF carries
 * the wire details and a reference. Every invoice has a PDF at a signed link (invoice-pdf.ts).
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { Invoice, InvoiceStatus } from '../../src/core/api/contract/invoices';
import { INVOICE_STATUS_IDS } from '../../src/core/api/contract/invoices';
import type { SandboxContext } from '../context';
import { sendMessage } from './outbox';
import { type TransferRow } from './p2p-transfers';
import { accountInCurrency } from './customer-accounts';
import { customerByLogin, customerDisplayName } from './users';
import { fieldError, TransferError } from './transfer-error';
import { p2pFeeMinor } from './fees';
import { parseAmountMinor } from './amounts';
import { formatAmount, FX_CURRENCIES } from './payout-catalogue';
import type { CustomerRow } from './users';

export const FIRST_INVOICE_ID = 4001;
/** The name funding invoices are issued in. */
export const FUNDING_PAYEE = { name: 'Sandbox Bank (account funding)', email: 'funding@sandbox-bank.test' } as const;
/** Invoices can be due at most a year ahead. */
const MAX_DUE_DAYS = 366;
const DAY_MS = 86_400_000;

export interface InvoiceRow {
  id: number;
  payee_customer_id: number | null;
  payee_account_id: number | null;
  payee_name: string;
  payee_email: string;
  payer_customer_id: number;
  payer_name: string;
  payer_email: string;
  payer_account_id: number | null;
  amount_minor: number;
  currency: string;
  due_date: string;
  sent_at: number;
  updated_at: number;
  note: string | null;
  status: InvoiceStatus;
  is_funding: number;
  is_system: number;
  transaction_id: number | null;
  rejection_note: string | null;
  funding_reference: string | null;
}

const notFound = () => new TransferError(RESPONSE_CODES.invalidParams, 'Invoice not found');

function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function loadInvoice(db: Database.Database, id: number): InvoiceRow | undefined {
  return db.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as InvoiceRow | undefined;
}

function idOf(value: string | number): number {
  return typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
}

/** The invoice as one of its parties sees it; anyone else gets 'Invoice not found'. */
export function invoiceFor(
  db: Database.Database,
  customer: CustomerRow,
  invoiceId: string | number,
): { row: InvoiceRow; role: 'payer' | 'payee' } {
  const row = loadInvoice(db, idOf(invoiceId));
  if (!row) throw notFound();
  if (row.payer_customer_id === customer.id) return { row, role: 'payer' };
  if (row.payee_customer_id === customer.id) return { row, role: 'payee' };
  throw notFound();
}

/**
 * The wire view. Only the other party's name is sent (spec 2's direction rule: a payee name means incoming). The
 * fee and total are those of paying from an account in the invoice's currency.
 */
export function invoiceView(row: InvoiceRow, role: 'payer' | 'payee', pdfUrl: string): Invoice {
  const fee = p2pFeeMinor(row.amount_minor);
  return {
    id: row.id,
    ...(role === 'payer' ? { payeeName: row.payee_name } : { payerName: row.payer_name }),
    payeeEmail: row.payee_email,
    payerEmail: row.payer_email,
    payeeAccountId: role === 'payee' ? row.payee_account_id : null,
    payerAccountId: role === 'payer' ? row.payer_account_id : null,
    amount: formatAmount(row.amount_minor, row.currency),
    total: row.is_funding
      ? formatAmount(row.amount_minor, row.currency)
      : formatAmount(row.amount_minor + fee, row.currency),
    feePayment: row.is_funding ? formatAmount(0, row.currency) : formatAmount(fee, row.currency),
    currencyCode: row.currency,
    dueDate: row.due_date,
    sentDate: new Date(row.sent_at).toISOString(),
    updatedDate: new Date(row.updated_at).toISOString(),
    noteBody: row.note,
    status: row.status,
    statusId: INVOICE_STATUS_IDS[row.status],
    isFunding: row.is_funding === 1,
    isSystem: row.is_system === 1,
    urlPdf: pdfUrl,
    transactionId: row.transaction_id,
    rejectionNote: row.rejection_note,
    fundingReference: row.funding_reference,
  };
}

export interface InvoiceFilter {
  pageNumber: number;
  pageSize: number;
  status?: InvoiceStatus | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  fromAmount?: string | undefined;
  toAmount?: string | undefined;
  /** The other party's e-mail (part of it matches). */
  email?: string | undefined;
}

/** One page of a customer's received or sent invoices, newest first, and the total matching the filter. */
export function listInvoices(
  db: Database.Database,
  customer: CustomerRow,
  direction: 'received' | 'sent',
  filter: InvoiceFilter,
): { rows: InvoiceRow[]; total: number } {
  const where = [direction === 'received' ? 'payer_customer_id = @customer' : 'payee_customer_id = @customer'];
  const params: Record<string, string | number> = { customer: customer.id };
  if (filter.status) {
    where.push('status = @status');
    params.status = filter.status;
  }
  // Dates filter by the day the invoice was sent (UTC), both ends included.
  if (filter.fromDate) {
    where.push('sent_at >= @from');
    params.from = Date.parse(`${filter.fromDate}T00:00:00.000Z`);
  }
  if (filter.toDate) {
    where.push('sent_at < @to');
    params.to = Date.parse(`${filter.toDate}T00:00:00.000Z`) + DAY_MS;
  }
  // Amounts compare in minor units; every sandbox currency in invoices has two decimals.
  if (filter.fromAmount) {
    where.push('amount_minor >= @fromAmount');
    params.fromAmount = parseAmountMinor(filter.fromAmount, 'USD', 'fromAmount');
  }
  if (filter.toAmount) {
    where.push('amount_minor <= @toAmount');
    params.toAmount = parseAmountMinor(filter.toAmount, 'USD', 'toAmount');
  }
  if (filter.email?.trim()) {
    where.push(`${direction === 'received' ? 'payee_email' : 'payer_email'} LIKE @email ESCAPE '\\'`);
    params.email = `%${filter.email.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  }
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM invoices WHERE ${clause}`).get(params) as { total: number })
    .total;
  const rows = db
    .prepare(`SELECT * FROM invoices WHERE ${clause} ORDER BY sent_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: filter.pageSize, offset: (filter.pageNumber - 1) * filter.pageSize }) as InvoiceRow[];
  return { rows, total };
}

function nextInvoiceId(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(id) AS id FROM invoices').get() as { id: number | null };
  return Math.max(row.id ?? 0, FIRST_INVOICE_ID - 1) + 1;
}

export interface NewInvoice {
  payee: CustomerRow;
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
  note?: string | undefined;
}

/** Sends an invoice: the payer must be a wallet customer, the payee needs an account in the currency. */
export function createInvoice(context: SandboxContext, input: NewInvoice, portalOrigin: string): InvoiceRow {
  const { db } = context;
  const nowMs = context.now();
  const payer = customerByLogin(db, input.toEmail);
  if (!payer) throw fieldError('toEmail', 'No wallet account uses this e-mail');
  if (payer.id === input.payee.id) throw fieldError('toEmail', 'You cannot send an invoice to yourself');
  if (!FX_CURRENCIES.includes(input.currency))
    throw fieldError('currency', `Invoices in ${input.currency} are not supported`);
  const payeeAccount = accountInCurrency(db, input.payee.id, input.currency);
  if (!payeeAccount) throw fieldError('currency', `You have no ${input.currency} account to receive the payment`);
  const amountMinor = parseAmountMinor(input.amount, input.currency);
  const today = dateOnly(nowMs);
  if (input.dueDate < today) throw fieldError('dueDate', 'The due date cannot be in the past');
  if (Date.parse(`${input.dueDate}T00:00:00.000Z`) > Date.parse(`${today}T00:00:00.000Z`) + MAX_DUE_DAYS * DAY_MS) {
    throw fieldError('dueDate', 'The due date can be at most a year ahead');
  }
  const id = nextInvoiceId(db);
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO invoices (id, payee_customer_id, payee_account_id, payee_name, payee_email, payer_customer_id, payer_name, payer_email,
         amount_minor, currency, due_date, sent_at, updated_at, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.payee.id,
      payeeAccount.id,
      customerDisplayName(input.payee),
      input.payee.login,
      payer.id,
      customerDisplayName(payer),
      payer.login,
      amountMinor,
      input.currency,
      input.dueDate,
      nowMs,
      nowMs,
      input.note?.trim() || null,
    );
    const amount = `${input.currency} ${formatAmount(amountMinor, input.currency)}`;
    sendMessage(db, nowMs, {
      to: payer.login,
      channel: 'email',
      subject: `${customerDisplayName(input.payee)} sent you an invoice for ${amount}`,
      body: `Invoice ${id} for ${amount} is due on ${input.dueDate}.${input.note?.trim() ? ` Note: ${input.note.trim()}` : ''} Pay or reject it in your wallet.`,
      link: `${portalOrigin}/transfer/invoices?invoice=${id}`,
    });
    return loadInvoice(db, id) as InvoiceRow;
  })();
}

/** The payer rejects an unpaid invoice; a rejected one answers the same again. */
export function rejectInvoice(
  context: SandboxContext,
  customer: CustomerRow,
  invoiceId: string | number,
  note: string | undefined,
): InvoiceRow {
  const { db } = context;
  const { row, role } = invoiceFor(db, customer, invoiceId);
  if (role !== 'payer') throw new TransferError(RESPONSE_CODES.invalidParams, 'Only the payer can reject an invoice');
  if (row.status === 'rejected') return row;
  if (row.status !== 'unpaid')
    throw new TransferError(
      RESPONSE_CODES.invalidParams,
      row.status === 'paid' ? 'This invoice is already paid' : 'A payment of this invoice is waiting for approval',
    );
  if (row.is_funding)
    throw new TransferError(RESPONSE_CODES.invalidParams, 'A funding invoice is not rejected: it expires if not paid');
  const nowMs = context.now();
  db.prepare(
    "UPDATE invoices SET status = 'rejected', rejection_note = ?, updated_at = ? WHERE id = ? AND status = 'unpaid'",
  ).run(note?.trim() || null, nowMs, row.id);
  if (row.payee_email) {
    sendMessage(db, nowMs, {
      to: row.payee_email,
      channel: 'email',
      subject: `${row.payer_name} rejected invoice ${row.id}`,
      body: `${row.payer_name} rejected your invoice ${row.id} for ${row.currency} ${formatAmount(row.amount_minor, row.currency)}.${note?.trim() ? ` Their note: ${note.trim()}` : ''}`,
    });
  }
  return loadInvoice(db, row.id) as InvoiceRow;
}

/** Checks that a transfer pays this invoice as it is: payer, payee, amount and currency, and that it is unpaid. */
export function assertPayable(
  db: Database.Database,
  customer: CustomerRow,
  invoiceId: string | number,
  transfer: { amount: string; currency: string; toEmail: string },
): InvoiceRow {
  const { row, role } = invoiceFor(db, customer, invoiceId);
  if (role !== 'payer') throw new TransferError(RESPONSE_CODES.invalidParams, 'You cannot pay your own invoice');
  if (row.is_funding)
    throw new TransferError(
      RESPONSE_CODES.invalidParams,
      'A funding invoice is paid by bank wire with its reference, not from the wallet',
    );
  if (row.status === 'paid')
    throw new TransferError(RESPONSE_CODES.invalidParams, 'This invoice is already paid', {
      invoiceStatus: row.status,
    });
  if (row.status === 'rejected')
    throw new TransferError(RESPONSE_CODES.invalidParams, 'This invoice was rejected', { invoiceStatus: row.status });
  if (row.status === 'awaitingPayment')
    throw new TransferError(RESPONSE_CODES.invalidParams, 'A payment of this invoice is already waiting for approval', {
      invoiceStatus: row.status,
    });
  if (transfer.currency !== row.currency || parseAmountMinor(transfer.amount, transfer.currency) !== row.amount_minor) {
    throw fieldError('amount', `The invoice is for ${row.currency} ${formatAmount(row.amount_minor, row.currency)}`);
  }
  if (transfer.toEmail.toLowerCase() !== row.payee_email.toLowerCase())
    throw fieldError('toEmail', 'The invoice is payable to its payee only');
  return row;
}

/** Moves the invoice a transfer pays along with the transfer's status. */
export function followTransfer(db: Database.Database, transfer: TransferRow, nowMs: number): void {
  if (transfer.invoice_id === null) return;
  const next: InvoiceStatus =
    transfer.status === 'completed' ? 'paid' : transfer.status === 'declined' ? 'unpaid' : 'awaitingPayment';
  db.prepare(
    'UPDATE invoices SET status = ?, transaction_id = ?, payer_account_id = ?, updated_at = ? WHERE id = ?',
  ).run(
    next,
    next === 'unpaid' ? null : transfer.id,
    next === 'unpaid' ? null : transfer.from_account_id,
    nowMs,
    transfer.invoice_id,
  );
}

/** A funding invoice from the bank, payable by wire with its reference into the customer's account. */
export function createFundingInvoice(
  context: SandboxContext,
  customer: CustomerRow,
  amount: string,
  currency: string | undefined,
): InvoiceRow {
  const { db } = context;
  const nowMs = context.now();
  const account = currency
    ? accountInCurrency(db, customer.id, currency)
    : (db
        .prepare('SELECT id, currency FROM ledger_accounts WHERE customer_id = ? AND status_id = 1 ORDER BY id LIMIT 1')
        .get(customer.id) as { id: number; currency: string } | undefined);
  if (!account)
    throw fieldError('currency', currency ? `You have no ${currency} account to fund` : 'You have no account to fund');
  const amountMinor = parseAmountMinor(amount, account.currency);
  const id = nextInvoiceId(db);
  const reference = `FUND-${customer.id}-${id}`;
  db.prepare(
    `INSERT INTO invoices (id, payee_customer_id, payee_account_id, payee_name, payee_email, payer_customer_id, payer_name, payer_email,
       payer_account_id, amount_minor, currency, due_date, sent_at, updated_at, note, is_funding, is_system, funding_reference)
     VALUES (?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?)`,
  ).run(
    id,
    FUNDING_PAYEE.name,
    FUNDING_PAYEE.email,
    customer.id,
    customerDisplayName(customer),
    customer.login,
    account.id,
    amountMinor,
    account.currency,
    dateOnly(nowMs + 14 * DAY_MS),
    nowMs,
    nowMs,
    `Top-up of your ${account.currency} account by bank wire`,
    reference,
  );
  return loadInvoice(db, id) as InvoiceRow;
}
