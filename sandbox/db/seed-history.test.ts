import { useSeededDatabase } from '../test-support';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../../src/core/api/contract/history';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { listHistory, statementRows, statementTotals, netMinor } from '../domain/history';
import { fillBulkHistory, HISTORY_DEMO, personalHistory } from './seed-history';

const fixture = useSeededDatabase();

const PERSONAL_USD = 500001;
const PERSONAL_EUR = 500002;

/** Balance after every booked movement, in date order. */
function lowestRunningBalance(accountId: number): number {
  const moves = fixture.db
    .prepare(
      'SELECT p.amount_minor FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account_id = ? ORDER BY e.created_at, e.id',
    )
    .all(accountId) as { amount_minor: number }[];
  let balance = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const move of moves) {
    balance += move.amount_minor;
    lowest = Math.min(lowest, balance);
  }
  return lowest;
}

describe('seeded history', () => {
  it("leaves personal@demo.test's balances as they were (USD 1520.50, EUR 830.25) and the ledger sound", () => {
    expect(balanceMinor(fixture.db, PERSONAL_USD)).toBe(152_050);
    expect(balanceMinor(fixture.db, PERSONAL_EUR)).toBe(83_025);
    expect(ledgerViolations(fixture.db)).toEqual([]);
  });

  it('never takes an account below zero on any day of the two years', () => {
    expect(lowestRunningBalance(PERSONAL_USD)).toBeGreaterThanOrEqual(0);
    expect(lowestRunningBalance(PERSONAL_EUR)).toBeGreaterThanOrEqual(0);
    expect(lowestRunningBalance(500013)).toBeGreaterThanOrEqual(0);
    expect(lowestRunningBalance(500014)).toBeGreaterThanOrEqual(0);
  });

  it('covers about two years with every type and status, fees and exchanges', () => {
    const seeded = personalHistory();
    expect(seeded[0]?.at.slice(0, 7)).toBe('2025-01');
    expect(seeded.at(-1)?.at.slice(0, 7)).toBe('2026-11');
    const page = listHistory(fixture.db, 100001, {}, { number: 1, size: 20 });
    expect(page.total).toBeGreaterThan(400);
    expect(page.processingCount).toBe(2);
    expect(page.rejectedCount).toBeGreaterThan(5);
    const types = new Set(
      (
        fixture.db.prepare('SELECT DISTINCT type FROM history_transactions WHERE customer_id = 100001').all() as {
          type: string;
        }[]
      ).map((row) => row.type),
    );
    for (const type of TRANSACTION_TYPES.filter((t) => t !== 'other')) expect(types, type).toContain(type);
    const foreign = fixture.db
      .prepare('SELECT COUNT(DISTINCT counter_currency) AS n FROM history_transactions WHERE customer_id = 100001')
      .get() as { n: number };
    expect(foreign.n).toBeGreaterThanOrEqual(4);
  });

  it("every month's statement reconciles with the ledger and with the month's rows", () => {
    for (const [year, month] of [
      [2025, 1],
      [2025, 7],
      [2026, 11],
    ] as const) {
      const totals = statementTotals(fixture.db, PERSONAL_USD, year, month);
      expect(totals.beginningMinor + totals.creditMinor - totals.debitMinor).toBe(totals.endingMinor);
      const rows = statementRows(fixture.db, 100001, PERSONAL_USD, year, month);
      expect(rows.reduce((sum, row) => sum + netMinor(row), 0)).toBe(totals.creditMinor - totals.debitMinor);
    }
  });

  it('makes the scale user 10,000 transactions once, keeping balances positive', () => {
    expect(listHistory(fixture.db, HISTORY_DEMO.customerId, {}, { number: 1, size: 20 }).total).toBe(0);
    expect(fillBulkHistory(fixture.db)).toBe(10_000);
    expect(fillBulkHistory(fixture.db)).toBe(0);
    expect(listHistory(fixture.db, HISTORY_DEMO.customerId, {}, { number: 1, size: 20 }).total).toBe(10_000);
    expect(balanceMinor(fixture.db, HISTORY_DEMO.usdAccountId)).toBeGreaterThan(0);
    expect(lowestRunningBalance(HISTORY_DEMO.eurAccountId)).toBeGreaterThanOrEqual(0);
    expect(ledgerViolations(fixture.db)).toEqual([]);
  });
});
