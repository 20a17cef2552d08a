import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { DEMO_USERS, seed } from '../db/seed';
import { callMethod, createTestSandbox, signIn, useSeededDatabase } from '../test-support';
import { balanceMinor, customerAccounts, formatMinor, LedgerError, ledgerViolations, postEntry } from './ledger';

const fixture = useSeededDatabase();

const USD_EQUITY = 1;
const PERSONAL_USD = 500001;
const PERSONAL_EUR = 500002;
const MERCHANT_USD = 500018;

function entrySums(): { entry_id: number; currency: string; total: number }[] {
  return fixture.db
    .prepare('SELECT entry_id, currency, SUM(amount_minor) AS total FROM postings GROUP BY entry_id, currency')
    .all() as {
    entry_id: number;
    currency: string;
    total: number;
  }[];
}

/** Posts a p2p entry of these postings (the tests' fixed moment). */
function p2pEntry(description: string, postings: { accountId: number; amountMinor: number }[]) {
  return postEntry(fixture.db, { kind: 'p2p', description, createdAt: '2030-01-01T00:00:00.000Z', postings });
}

describe('seeded ledger', () => {
  it('has no invariant violations: every entry sums to zero, money is never created', () => {
    expect(ledgerViolations(fixture.db)).toEqual([]);
    const sums = entrySums();
    expect(sums.length).toBeGreaterThan(20);
    expect(sums.every((row) => row.total === 0)).toBe(true);
    const perCurrency = fixture.db
      .prepare('SELECT currency, SUM(amount_minor) AS total FROM postings GROUP BY currency')
      .all() as { total: number }[];
    expect(perCurrency.every((row) => row.total === 0)).toBe(true);
  });

  it('funds customers from the bank equity account, which therefore holds the negative of all USD money', () => {
    const customerUsd = fixture.db
      .prepare(
        "SELECT SUM(p.amount_minor) AS total FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.is_system = 0 AND a.currency = 'USD'",
      )
      .get() as { total: number };
    // Fee income, and the global transfers' escrow and payout network (seed-global-transfers.ts).
    const otherSystemUsd = fixture.db
      .prepare(
        "SELECT SUM(p.amount_minor) AS total FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.is_system = 1 AND a.currency = 'USD' AND a.id <> ?",
      )
      .get(USD_EQUITY) as { total: number };
    expect(otherSystemUsd.total).toBeGreaterThanOrEqual(balanceMinor(fixture.db, 4));
    expect(balanceMinor(fixture.db, USD_EQUITY)).toBe(-(customerUsd.total + otherSystemUsd.total));
  });

  it('gives personal@demo.test history-worthy balances derived from postings', () => {
    expect(balanceMinor(fixture.db, PERSONAL_USD)).toBe(152_050);
    expect(balanceMinor(fixture.db, PERSONAL_EUR)).toBe(83_025);
    const entries = fixture.db
      .prepare('SELECT COUNT(DISTINCT entry_id) AS count FROM postings WHERE account_id = ?')
      .get(PERSONAL_USD) as { count: number };
    // The opening deposit, three movements of January 2025 and two years of seeded history (seed-history.ts).
    expect(entries.count).toBeGreaterThan(250);
    expect(customerAccounts(fixture.db, 100001).map((account) => account.balance_minor)).toEqual([152_050, 83_025]);
  });

  it('is deterministic: two seeds give the same accounts and balances', () => {
    const other = new Database(':memory:');
    migrate(other);
    seed(other);
    const snapshot = (database: Database.Database) =>
      database
        .prepare(
          'SELECT a.id, a.account_number, SUM(p.amount_minor) AS balance FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id GROUP BY a.id',
        )
        .all();
    expect(snapshot(other)).toEqual(snapshot(fixture.db));
    other.close();
  });
});

describe('postEntry', () => {
  it('moves money between customers and keeps the invariants', () => {
    p2pEntry('Test payment', [
      { accountId: PERSONAL_USD, amountMinor: -1_050 },
      { accountId: MERCHANT_USD, amountMinor: 1_050 },
    ]);
    expect(balanceMinor(fixture.db, PERSONAL_USD)).toBe(151_000);
    expect(ledgerViolations(fixture.db)).toEqual([]);
  });

  it('refuses an entry that does not sum to zero, and writes nothing', () => {
    const before = entrySums().length;
    expect(() =>
      p2pEntry('Creates money', [
        { accountId: PERSONAL_USD, amountMinor: 1_000 },
        { accountId: MERCHANT_USD, amountMinor: 1 },
      ]),
    ).toThrow(LedgerError);
    expect(entrySums().length).toBe(before);
  });

  it('refuses to mix currencies, overdraw a customer account, or post a single leg', () => {
    expect(() =>
      p2pEntry('USD to EUR without FX', [
        { accountId: PERSONAL_USD, amountMinor: -100 },
        { accountId: PERSONAL_EUR, amountMinor: 100 },
      ]),
    ).toThrow(/sum to/);
    expect(() =>
      p2pEntry('Overdraft', [
        { accountId: PERSONAL_USD, amountMinor: -152_051 },
        { accountId: MERCHANT_USD, amountMinor: 152_051 },
      ]),
    ).toThrow(/Insufficient funds/);
    expect(() => p2pEntry('One leg', [{ accountId: PERSONAL_USD, amountMinor: 1 }])).toThrow(/at least two/);
    expect(ledgerViolations(fixture.db)).toEqual([]);
  });

  it('returns the earlier entry for a repeated idempotency key', () => {
    const entry = {
      kind: 'p2p',
      description: 'Once',
      createdAt: '2030-01-01T00:00:00.000Z',
      idempotencyKey: 'pay-1',
      postings: [
        { accountId: PERSONAL_USD, amountMinor: -500 },
        { accountId: MERCHANT_USD, amountMinor: 500 },
      ],
    };
    expect(postEntry(fixture.db, entry)).toBe(postEntry(fixture.db, entry));
    expect(balanceMinor(fixture.db, PERSONAL_USD)).toBe(151_550);
  });

  it('is append-only, and a posting must match its account currency, at the database level', () => {
    expect(() => fixture.db.prepare('UPDATE postings SET amount_minor = 1 WHERE id = 1').run()).toThrow(/append-only/);
    expect(() => fixture.db.prepare('DELETE FROM postings WHERE id = 1').run()).toThrow(/append-only/);
    expect(() =>
      fixture.db
        .prepare("INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES (1, ?, 'EUR', 1)")
        .run(PERSONAL_USD),
    ).toThrow(/currency/);
  });

  it('ledgerViolations reports an unbalanced entry written behind its back', () => {
    fixture.db
      .prepare("INSERT INTO journal_entries (kind, description, created_at) VALUES ('bad', 'bad', '2030-01-01')")
      .run();
    const id = (fixture.db.prepare('SELECT MAX(id) AS id FROM journal_entries').get() as { id: number }).id;
    fixture.db
      .prepare("INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES (?, ?, 'USD', 100)")
      .run(id, PERSONAL_USD);
    expect(ledgerViolations(fixture.db)).toEqual(
      expect.arrayContaining([`entry ${id} sums to 100 USD`, `entry ${id} has fewer than two postings`]),
    );
  });
});

describe('amounts', () => {
  it('formats minor units as decimal strings', () => {
    expect(formatMinor(152_050, 'USD')).toBe('1520.50');
    expect(formatMinor(5, 'EUR')).toBe('0.05');
    expect(formatMinor(0, 'EUR')).toBe('0.00');
    expect(formatMinor(-1_205, 'RON')).toBe('-12.05');
  });
});

describe('balances on the wire', () => {
  it('match the sum of postings for every account of the customer', async () => {
    const t = createTestSandbox();
    try {
      const tokens = await signIn(t.sandbox, DEMO_USERS.business);
      const reply = await callMethod(t.sandbox, 'balanceInquiry', {}, tokens.accessToken);
      const accounts = reply.body.accounts as { accountId: number; balance: string; currencyCode: string }[];
      expect(accounts).toHaveLength(3);
      for (const account of accounts) {
        expect(account.balance).toBe(formatMinor(balanceMinor(t.sandbox.db, account.accountId), account.currencyCode));
      }
    } finally {
      t.close();
    }
  });
});
