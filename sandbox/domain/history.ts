/**
 * Activity history and statements over the ledger (spec 2 "History, statements and export").
 *
 * A customer's history is the table `history_transactions`: one row per transaction and account. Completed rows
 * point at the journal entry that booked them; processing and rejected rows book nothing. Movements booked by other
 * flows (p2p payments, invoices, global transfers, the seed's opening deposits) get their row when the history is
 * read (`syncLedgerHistory`): type from the entry's kind, fee from its fee-income posting, the other party from the
 * other customer account in the entry, and the exchange from a posting in another currency. Statement totals are
 * computed from the postings themselves, so they reconcile with the ledger by construction.
 */
import type Database from 'better-sqlite3';
import type {
  HistoryFilter,
  StatusChange,
  Transaction,
  TransactionDirection,
  TransactionStatus,
  TransactionType,
} from '../../src/core/api/contract/history';
import { TRANSACTION_TYPES } from '../../src/core/api/contract/history';
import { formatMinor } from './ledger';
import { DomainError, oneFieldAtFault } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';

export interface HistoryRow {
  id: number;
  customer_id: number;
  account_id: number;
  entry_id: number | null;
  created_at: string;
  type: TransactionType;
  status: TransactionStatus;
  direction: TransactionDirection;
  currency: string;
  amount_minor: number;
  fee_minor: number;
  exchange_rate: string | null;
  counter_amount_minor: number | null;
  counter_currency: string | null;
  counterparty_name: string | null;
  counterparty_email: string | null;
  counterparty_account: string | null;
  description: string;
  reference: string;
  /** What the payer typed as the payment's reference (p2p and own-account transfers), or null. */
  customer_reference: string | null;
  /** The payer's note to the payment, or null. */
  note: string | null;
  status_history: string;
}

export type NewHistoryRow = Omit<HistoryRow, 'id' | 'customer_reference' | 'note'> &
  Partial<Pick<HistoryRow, 'customer_reference' | 'note'>>;

export class HistoryFilterError extends DomainError {
  override name = 'HistoryFilterError';
  constructor(field: string, message: string) {
    super(RESPONSE_CODES.verifyError, message, oneFieldAtFault(field, message), { field });
  }
}

/** A prepared insert for many rows (the seed and the bulk history reuse one statement). */
export function historyInserter(db: Database.Database): (row: NewHistoryRow) => number {
  const insert = db.prepare(
    `INSERT INTO history_transactions (customer_id, account_id, entry_id, created_at, type, status, direction, currency,
       amount_minor, fee_minor, exchange_rate, counter_amount_minor, counter_currency, counterparty_name, counterparty_email,
       counterparty_account, description, reference, customer_reference, note, status_history)
     VALUES (@customer_id, @account_id, @entry_id, @created_at, @type, @status, @direction, @currency, @amount_minor, @fee_minor,
       @exchange_rate, @counter_amount_minor, @counter_currency, @counterparty_name, @counterparty_email, @counterparty_account,
       @description, @reference, @customer_reference, @note, @status_history)`,
  );
  return (row) => Number(insert.run({ customer_reference: null, note: null, ...row }).lastInsertRowid);
}

/** Ledger entry kinds of other flows and the transaction type a customer sees for them. */
const KIND_TYPES: Readonly<Record<string, TransactionType>> = {
  funding: 'deposit',
  incomingWire: 'wire',
  incomingSepa: 'wire',
  p2p: 'p2p',
  fee: 'fee',
  globalTransferHold: 'globalTransfer',
  globalPay: 'globalTransfer',
  globalTransferPayout: 'globalTransfer',
  globalTransferRefund: 'refund',
};

function typeOfKind(kind: string): TransactionType {
  const known = KIND_TYPES[kind];
  if (known) return known;
  return (TRANSACTION_TYPES as readonly string[]).includes(kind) ? (kind as TransactionType) : 'other';
}

interface EntryPosting {
  account_id: number;
  amount_minor: number;
  currency: string;
  account_number: string;
  customer_id: number | null;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  login: string | null;
}

/** The wallet transfer (p2p or own accounts) a journal entry booked: the customer's reference is its id. */
interface BookedTransfer {
  id: number;
  kind: 'p2p' | 'betweenAccounts';
  reference: string | null;
  note: string | null;
  from_account_id: number;
  to_account_id: number;
  amount_minor: number;
  currency: string;
  debit_minor: number;
  from_currency: string;
}

/**
 * The reference of a journal entry that is not a wallet or external transfer (card loads, card orders, fees): what the
 * history, its PDF receipt and search show, and what the call that booked it answers, so there is one reference.
 */
export function entryReference(entryId: number): string {
  return `TX-${String(entryId).padStart(8, '0')}`;
}

/** Adds history rows for every ledger movement on the customer's accounts that has none yet. */
export function syncLedgerHistory(db: Database.Database, customerId: number): void {
  const last =
    (
      db.prepare('SELECT last_entry_id FROM history_sync WHERE customer_id = ?').get(customerId) as
        { last_entry_id: number } | undefined
    )?.last_entry_id ?? 0;
  const newest = (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM journal_entries').get() as { id: number }).id;
  if (newest <= last) return;
  const movements = db
    .prepare(
      `SELECT p.entry_id, p.account_id, SUM(p.amount_minor) AS amount_minor, a.currency, e.kind, e.description, e.created_at
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
       WHERE a.customer_id = ? AND p.entry_id > ?
         AND NOT EXISTS (SELECT 1 FROM history_transactions h WHERE h.entry_id = p.entry_id AND h.account_id = p.account_id)
       GROUP BY p.entry_id, p.account_id HAVING SUM(p.amount_minor) <> 0 ORDER BY p.entry_id`,
    )
    .all(customerId, last) as {
    entry_id: number;
    account_id: number;
    amount_minor: number;
    currency: string;
    kind: string;
    description: string;
    created_at: string;
  }[];
  const postingsOf = db.prepare(
    `SELECT p.account_id, p.amount_minor, p.currency, a.account_number, a.customer_id, c.business_name, c.first_name, c.last_name, c.login
     FROM postings p JOIN ledger_accounts a ON a.id = p.account_id LEFT JOIN customers c ON c.id = a.customer_id
     WHERE p.entry_id = ?`,
  );
  const transferOf = db.prepare(
    `SELECT id, kind, reference, note, from_account_id, to_account_id, amount_minor, currency, debit_minor, from_currency
     FROM p2p_transfers WHERE entry_id = ?`,
  );
  // An external transfer keeps the id its receipt showed too (its booking and, if the network rejects it, its reversal).
  const externalOf = db.prepare('SELECT id FROM external_transfers WHERE entry_id = ? OR reversal_entry_id = ?');
  // A global payment to a user keeps its id too (its hold of amount and fee).
  const globalPaymentOf = db.prepare('SELECT id FROM p2p_global_payments WHERE entry_id = ?');
  const insert = historyInserter(db);
  db.transaction(() => {
    for (const movement of movements) {
      const postings = postingsOf.all(movement.entry_id) as EntryPosting[];
      const transfer = transferOf.get(movement.entry_id) as BookedTransfer | undefined;
      const bookedId =
        transfer?.id ??
        (externalOf.get(movement.entry_id, movement.entry_id) as { id: number } | undefined)?.id ??
        (globalPaymentOf.get(movement.entry_id) as { id: number } | undefined)?.id;
      const direction: TransactionDirection = movement.amount_minor > 0 ? 'in' : 'out';
      const fee =
        direction === 'out'
          ? postings
              .filter(
                (p) =>
                  p.customer_id === null &&
                  p.account_number.startsWith('SANDBOX-FEES-') &&
                  p.currency === movement.currency &&
                  p.amount_minor > 0,
              )
              .reduce((sum, p) => sum + p.amount_minor, 0)
          : 0;
      // A charge booked straight to fee income (a monthly fee) is the transaction itself, not a fee on top of it.
      const chargeOnly = Math.abs(movement.amount_minor) <= fee;
      const amount = chargeOnly ? Math.abs(movement.amount_minor) : Math.abs(movement.amount_minor) - fee;
      // The other party: a customer account moving the other way (another customer's, or one's own other account).
      const other = postings.find(
        (p) =>
          p.customer_id !== null &&
          p.account_id !== movement.account_id &&
          Math.sign(p.amount_minor) === -Math.sign(movement.amount_minor),
      );
      const counterName = other
        ? (other.business_name ?? `${other.first_name ?? ''} ${other.last_name ?? ''}`.trim())
        : null;
      const exchanged = other && other.currency !== movement.currency;
      // An exchange of a wallet transfer: the rate is the one used on what was converted (the payer's debit without
      // its fee, against what arrived), so the fee never shows as a worse rate on the receiving account.
      const converted =
        transfer && transfer.currency !== transfer.from_currency
          ? movement.account_id === transfer.to_account_id
            ? { amount: transfer.amount_minor, counter: transfer.debit_minor, counterCurrency: transfer.from_currency }
            : { amount: transfer.debit_minor, counter: transfer.amount_minor, counterCurrency: transfer.currency }
          : null;
      const counterMinor = converted ? converted.counter : exchanged ? Math.abs(other.amount_minor) : null;
      const counterCurrency = converted ? converted.counterCurrency : exchanged ? other.currency : null;
      const at = movement.created_at;
      insert({
        customer_id: customerId,
        account_id: movement.account_id,
        entry_id: movement.entry_id,
        created_at: at,
        type: transfer?.kind === 'betweenAccounts' ? 'betweenAccounts' : typeOfKind(movement.kind),
        status: 'completed',
        direction,
        currency: movement.currency,
        amount_minor: amount,
        fee_minor: chargeOnly ? 0 : fee,
        exchange_rate: counterMinor === null ? null : rateText(counterMinor, converted ? converted.amount : amount),
        counter_amount_minor: counterMinor,
        counter_currency: counterCurrency,
        counterparty_name: counterName,
        counterparty_email: other?.login ?? null,
        counterparty_account: other?.account_number ?? null,
        description: movement.description,
        // One reference everywhere: a wallet or external transfer keeps the id its receipt showed.
        reference: bookedId !== undefined ? String(bookedId) : entryReference(movement.entry_id),
        customer_reference: transfer?.reference ?? null,
        note: transfer?.note ?? null,
        status_history: JSON.stringify([{ status: 'completed', date: at }] satisfies StatusChange[]),
      });
    }
    db.prepare(
      'INSERT INTO history_sync (customer_id, last_entry_id) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET last_entry_id = excluded.last_entry_id',
    ).run(customerId, newest);
  })();
}

/** Units of the counter currency per unit of the account's, to 6 decimals ("0.920000" trimmed to "0.92"). */
export function rateText(counterMinor: number, amountMinor: number): string {
  const rate = Math.round((counterMinor / amountMinor) * 1_000_000);
  const text = `${Math.floor(rate / 1_000_000)}.${String(rate % 1_000_000).padStart(6, '0')}`;
  return text.replace(/0+$/, '').replace(/\.$/, '.0');
}

/** "12.5" -> 1250 (two decimals; more are refused). */
export function decimalToMinor(value: string | number, field: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new HistoryFilterError(field, 'Enter an amount with at most two decimals');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE clause of a filter over the customer's rows. */
function whereOf(db: Database.Database, customerId: number, filter: HistoryFilter): { sql: string; params: unknown[] } {
  const clauses = ['h.customer_id = ?'];
  const params: unknown[] = [customerId];
  if (filter.accountId !== undefined && filter.accountId !== '') {
    const accountId = Number(filter.accountId);
    const owned = db
      .prepare('SELECT 1 FROM ledger_accounts WHERE id = ? AND customer_id = ?')
      .get(accountId, customerId);
    if (!owned) throw new HistoryFilterError('accountId', 'Account not found');
    clauses.push('h.account_id = ?');
    params.push(accountId);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    clauses.push(
      `(${['description', 'reference', 'customer_reference', 'note', 'counterparty_name', 'counterparty_email']
        .map((column) => `h.${column} LIKE ? ESCAPE '\\'`)
        .join(' OR ')})`,
    );
    const pattern = likePattern(keyword);
    params.push(pattern, pattern, pattern, pattern, pattern, pattern);
  }
  if (filter.transactionType) {
    clauses.push('h.type = ?');
    params.push(filter.transactionType);
  }
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate)
    throw new HistoryFilterError('fromDate', 'The start date must not be after the end date');
  if (filter.fromDate) {
    clauses.push('h.created_at >= ?');
    params.push(`${filter.fromDate}T00:00:00.000Z`);
  }
  if (filter.toDate) {
    clauses.push('h.created_at < ?');
    params.push(nextDay(filter.toDate));
  }
  const fromAmount = filter.fromAmount === undefined ? null : decimalToMinor(filter.fromAmount, 'fromAmount');
  const toAmount = filter.toAmount === undefined ? null : decimalToMinor(filter.toAmount, 'toAmount');
  if (fromAmount !== null && toAmount !== null && fromAmount > toAmount)
    throw new HistoryFilterError('fromAmount', 'The smallest amount must not be above the largest');
  if (fromAmount !== null) {
    clauses.push('h.amount_minor >= ?');
    params.push(fromAmount);
  }
  if (toAmount !== null) {
    clauses.push('h.amount_minor <= ?');
    params.push(toAmount);
  }
  if (filter.transactionDirection) {
    clauses.push('h.direction = ?');
    params.push(filter.transactionDirection);
  }
  if (filter.status) {
    clauses.push('h.status = ?');
    params.push(filter.status);
  }
  const email = filter.email?.trim();
  if (email) {
    clauses.push("h.counterparty_email LIKE ? ESCAPE '\\'");
    params.push(likePattern(email));
  }
  return { sql: clauses.join(' AND '), params };
}

const ROW_COLUMNS = 'h.*, a.account_number';
type RowWithAccount = HistoryRow & { account_number: string };

export interface HistoryPage {
  rows: RowWithAccount[];
  total: number;
  processingCount: number;
  rejectedCount: number;
}

/** One page of the filtered history, newest first, with the total and the processing and rejected counts. */
export function listHistory(
  db: Database.Database,
  customerId: number,
  filter: HistoryFilter,
  page: { number: number; size: number },
): HistoryPage {
  syncLedgerHistory(db, customerId);
  const where = whereOf(db, customerId, filter);
  const counts = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(h.status = 'processing'), 0) AS processing, COALESCE(SUM(h.status = 'rejected'), 0) AS rejected
       FROM history_transactions h WHERE ${where.sql}`,
    )
    .get(...where.params) as { total: number; processing: number; rejected: number };
  const rows = db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM history_transactions h JOIN ledger_accounts a ON a.id = h.account_id
       WHERE ${where.sql} ORDER BY h.created_at DESC, h.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.params, page.size, (page.number - 1) * page.size) as RowWithAccount[];
  return { rows, total: counts.total, processingCount: counts.processing, rejectedCount: counts.rejected };
}

/** Every row matching the filter, newest first (exports). */
export function allHistoryRows(db: Database.Database, customerId: number, filter: HistoryFilter): RowWithAccount[] {
  syncLedgerHistory(db, customerId);
  const where = whereOf(db, customerId, filter);
  return db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM history_transactions h JOIN ledger_accounts a ON a.id = h.account_id WHERE ${where.sql} ORDER BY h.created_at DESC, h.id DESC`,
    )
    .all(...where.params) as RowWithAccount[];
}

/** One of the customer's transactions, or undefined. */
export function findHistoryRow(
  db: Database.Database,
  customerId: number,
  transactionId: number,
): RowWithAccount | undefined {
  syncLedgerHistory(db, customerId);
  return db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM history_transactions h JOIN ledger_accounts a ON a.id = h.account_id WHERE h.customer_id = ? AND h.id = ?`,
    )
    .get(customerId, transactionId) as RowWithAccount | undefined;
}

/** The signed effect of a row on its account, in minor units: 0 unless completed. */
export function netMinor(row: Pick<HistoryRow, 'status' | 'direction' | 'amount_minor' | 'fee_minor'>): number {
  if (row.status !== 'completed') return 0;
  return row.direction === 'in' ? row.amount_minor - row.fee_minor : -(row.amount_minor + row.fee_minor);
}

export function toTransaction(row: RowWithAccount): Transaction {
  return {
    transactionId: row.id,
    transactionDate: row.created_at,
    operationType: row.type,
    status: row.status,
    direction: row.direction,
    accountId: row.account_id,
    accountNumber: row.account_number,
    amount: formatMinor(row.amount_minor, row.currency),
    currencyCode: row.currency,
    fee: formatMinor(row.fee_minor, row.currency),
    total: formatMinor(netMinor(row), row.currency),
    exchangeRate: row.exchange_rate,
    counterAmount:
      row.counter_amount_minor === null || row.counter_currency === null
        ? null
        : formatMinor(row.counter_amount_minor, row.counter_currency),
    counterCurrencyCode: row.counter_currency,
    counterpartyName: row.counterparty_name,
    counterpartyEmail: row.counterparty_email,
    counterpartyAccount: row.counterparty_account,
    description: row.description,
    reference: row.reference,
    customerReference: row.customer_reference,
    note: row.note,
    statusHistory: JSON.parse(row.status_history) as StatusChange[],
  };
}

// --- Statements -----------------------------------------------------------------------------------------------

export interface StatementAccount {
  id: number;
  account_number: string;
  currency: string;
  customer_id: number;
}

export function customerAccount(
  db: Database.Database,
  customerId: number,
  accountId: number | string,
): StatementAccount {
  const account = db
    .prepare('SELECT id, account_number, currency, customer_id FROM ledger_accounts WHERE id = ? AND customer_id = ?')
    .get(Number(accountId), customerId) as StatementAccount | undefined;
  if (!account) throw new HistoryFilterError('accountId', 'Account not found');
  return account;
}

/** The account's first day: its first movement or history row, else the customer's creation. */
export function accountDateFrom(db: Database.Database, accountId: number): string {
  const row = db
    .prepare(
      `SELECT MIN(at) AS first FROM (
         SELECT MIN(e.created_at) AS at FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account_id = ?
         UNION ALL SELECT MIN(created_at) FROM history_transactions WHERE account_id = ?
         UNION ALL SELECT c.created_at FROM ledger_accounts a JOIN customers c ON c.id = a.customer_id WHERE a.id = ?)`,
    )
    .get(accountId, accountId, accountId) as { first: string | null };
  return (row.first ?? new Date(0).toISOString()).slice(0, 10);
}

export const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString();

export interface StatementTotals {
  beginningMinor: number;
  debitMinor: number;
  creditMinor: number;
  endingMinor: number;
  processingCount: number;
  rejectedCount: number;
}

/** A month's totals from the postings: beginning + credit - debit = ending, always. */
export function statementTotals(
  db: Database.Database,
  accountId: number,
  year: number,
  month: number,
): StatementTotals {
  const from = monthStart(year, month);
  const to = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  const beginning = db
    .prepare(
      'SELECT COALESCE(SUM(p.amount_minor), 0) AS total FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account_id = ? AND e.created_at < ?',
    )
    .get(accountId, from) as { total: number };
  const moves = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN p.amount_minor < 0 THEN -p.amount_minor ELSE 0 END), 0) AS debit,
              COALESCE(SUM(CASE WHEN p.amount_minor > 0 THEN p.amount_minor ELSE 0 END), 0) AS credit
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account_id = ? AND e.created_at >= ? AND e.created_at < ?`,
    )
    .get(accountId, from, to) as { debit: number; credit: number };
  const counts = db
    .prepare(
      `SELECT COALESCE(SUM(status = 'processing'), 0) AS processing, COALESCE(SUM(status = 'rejected'), 0) AS rejected
       FROM history_transactions WHERE account_id = ? AND created_at >= ? AND created_at < ?`,
    )
    .get(accountId, from, to) as { processing: number; rejected: number };
  return {
    beginningMinor: beginning.total,
    debitMinor: moves.debit,
    creditMinor: moves.credit,
    endingMinor: beginning.total + moves.credit - moves.debit,
    processingCount: counts.processing,
    rejectedCount: counts.rejected,
  };
}

/** Rows of an account in a month, oldest first (the statement's lines). */
export function statementRows(
  db: Database.Database,
  customerId: number,
  accountId: number,
  year: number,
  month: number,
): RowWithAccount[] {
  syncLedgerHistory(db, customerId);
  const from = monthStart(year, month);
  const to = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  return db
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM history_transactions h JOIN ledger_accounts a ON a.id = h.account_id
       WHERE h.account_id = ? AND h.created_at >= ? AND h.created_at < ? ORDER BY h.created_at, h.id`,
    )
    .all(accountId, from, to) as RowWithAccount[];
}

/** The months from the account's dateFrom to `now`'s month, newest first. */
export function statementMonths(dateFrom: string, nowMs: number): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  const now = new Date(nowMs);
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() + 1;
  const firstYear = Number(dateFrom.slice(0, 4));
  const firstMonth = Number(dateFrom.slice(5, 7));
  while (year > firstYear || (year === firstYear && month >= firstMonth)) {
    months.push({ year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
