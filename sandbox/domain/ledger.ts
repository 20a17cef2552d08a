/**
 * Double-entry ledger. Money moves only as journal entries whose postings sum to zero per currency, and a balance
 * is the sum of an account's postings, so money is never created or lost: external money enters from the sandbox
 * bank's equity account, fees go to its fee-income account. Amounts are integer minor units inside the sandbox and
 * decimal strings on the wire.
 */
import type Database from 'better-sqlite3';

/** Every currency the sandbox knows has two decimals; keep the table when adding one with another exponent. */
const MINOR_DIGITS: Record<string, number> = { USD: 2, EUR: 2, RON: 2, GBP: 2 };

function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** 152050 USD -> "1520.50". */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return `${sign}${absolute.slice(0, absolute.length - digits)}.${absolute.slice(absolute.length - digits)}`;
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export interface PostingInput {
  accountId: number;
  amountMinor: number;
}

export interface EntryInput {
  kind: string;
  description: string;
  createdAt: string;
  postings: readonly PostingInput[];
  idempotencyKey?: string;
}

export interface LedgerAccountRow {
  id: number;
  customer_id: number | null;
  account_number: string;
  name: string;
  type: number;
  sub_type: string | null;
  currency: string;
  status_id: number;
  balance_min_minor: number;
  is_system: number;
  /** A sub-account's settlement (parent) account (schema version 22). */
  settlement_account_id?: number | null;
}

/** Status ids of ledger accounts. */
export const ACCOUNT_STATUS = { active: 1, closed: 3 } as const;

export function balanceMinor(db: Database.Database, accountId: number): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(amount_minor), 0) AS balance FROM postings WHERE account_id = ?')
    .get(accountId) as {
    balance: number;
  };
  return row.balance;
}

/**
 * Records a journal entry atomically. Rejects entries that do not balance per currency, touch a closed account,
 * or would take a customer account below its minimum balance. With an idempotency key seen before it returns the
 * earlier entry's id and posts nothing.
 */
export function postEntry(db: Database.Database, entry: EntryInput): number {
  return db.transaction(() => {
    if (entry.idempotencyKey) {
      const earlier = db
        .prepare('SELECT id FROM journal_entries WHERE idempotency_key = ?')
        .get(entry.idempotencyKey) as { id: number } | undefined;
      if (earlier) return earlier.id;
    }
    if (entry.postings.length < 2) throw new LedgerError('A journal entry needs at least two postings');
    const accountById = db.prepare('SELECT * FROM ledger_accounts WHERE id = ?');
    const sums = new Map<string, number>();
    const accounts = entry.postings.map((posting) => {
      if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0) {
        throw new LedgerError(`Posting amounts are non-zero integer minor units, got ${posting.amountMinor}`);
      }
      const account = accountById.get(posting.accountId) as LedgerAccountRow | undefined;
      if (!account) throw new LedgerError(`Unknown ledger account ${posting.accountId}`);
      if (account.status_id === ACCOUNT_STATUS.closed)
        throw new LedgerError(`Account ${account.account_number} is closed`);
      sums.set(account.currency, (sums.get(account.currency) ?? 0) + posting.amountMinor);
      return account;
    });
    for (const [currency, sum] of sums) {
      if (sum !== 0) throw new LedgerError(`Postings in ${currency} sum to ${sum}, not zero`);
    }
    const { lastInsertRowid } = db
      .prepare('INSERT INTO journal_entries (kind, description, created_at, idempotency_key) VALUES (?, ?, ?, ?)')
      .run(entry.kind, entry.description, entry.createdAt, entry.idempotencyKey ?? null);
    const entryId = Number(lastInsertRowid);
    const insertPosting = db.prepare(
      'INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES (?, ?, ?, ?)',
    );
    entry.postings.forEach((posting, index) => {
      const account = accounts[index] as LedgerAccountRow;
      insertPosting.run(entryId, account.id, account.currency, posting.amountMinor);
    });
    for (const account of new Set(accounts)) {
      if (account.is_system) continue;
      if (balanceMinor(db, account.id) < account.balance_min_minor) {
        throw new LedgerError(`Insufficient funds on ${account.account_number}`);
      }
    }
    return entryId;
  })();
}

export interface AccountWithBalance extends LedgerAccountRow {
  balance_minor: number;
}

export function customerAccounts(db: Database.Database, customerId: number): AccountWithBalance[] {
  return db
    .prepare(
      `SELECT a.*, COALESCE(SUM(p.amount_minor), 0) AS balance_minor
       FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
       WHERE a.customer_id = ? GROUP BY a.id ORDER BY a.id`,
    )
    .all(customerId) as AccountWithBalance[];
}

/**
 * Checks the ledger's invariants over the whole database and describes each violation (empty when sound):
 * every entry balances per currency, every posting is in its account's currency, no customer account is below
 * its minimum, and the sum over all accounts of a currency is zero.
 */
export function ledgerViolations(db: Database.Database): string[] {
  const violations: string[] = [];
  const unbalanced = db
    .prepare(
      'SELECT entry_id, currency, SUM(amount_minor) AS total FROM postings GROUP BY entry_id, currency HAVING total <> 0',
    )
    .all() as { entry_id: number; currency: string; total: number }[];
  for (const row of unbalanced) violations.push(`entry ${row.entry_id} sums to ${row.total} ${row.currency}`);
  const thin = db
    .prepare(
      'SELECT e.id FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id GROUP BY e.id HAVING COUNT(p.id) < 2',
    )
    .all() as { id: number }[];
  for (const row of thin) violations.push(`entry ${row.id} has fewer than two postings`);
  const mismatched = db
    .prepare('SELECT p.id FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.currency <> a.currency')
    .all() as { id: number }[];
  for (const row of mismatched) violations.push(`posting ${row.id} is not in its account's currency`);
  const overdrawn = db
    .prepare(
      `SELECT a.account_number, COALESCE(SUM(p.amount_minor), 0) AS balance, a.balance_min_minor
       FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
       WHERE a.is_system = 0 GROUP BY a.id HAVING balance < a.balance_min_minor`,
    )
    .all() as { account_number: string }[];
  for (const row of overdrawn) violations.push(`account ${row.account_number} is below its minimum balance`);
  const currencies = db
    .prepare('SELECT currency, SUM(amount_minor) AS total FROM postings GROUP BY currency HAVING total <> 0')
    .all() as {
    currency: string;
    total: number;
  }[];
  for (const row of currencies) violations.push(`${row.currency} postings sum to ${row.total} across the ledger`);
  return violations;
}
