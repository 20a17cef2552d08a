/**
 * Transfer limits per customer and transfer type (spec 2 sections 5 and 7, contract/limits.ts). A limit is an amount
 * in a currency for one transfer (`single`), a UTC day (`daily`) or a UTC month (`monthly`). The table
 * `transfer_limits` holds defaults (customer_id NULL) and per-customer overrides; the customer's row wins for its
 * (type, period). What a customer used is in `limit_usage`: every money-moving flow records its transfer there when
 * it is submitted and releases it when it ends without moving money (declined, expired), so the daily and monthly
 * sums see transfers waiting for an approval too.
 *
 * Use from a transfer flow (any helper's): `assertWithinLimits(db, {...})` before recording the transfer, then
 * `recordLimitUsage(db, {...})` in the same transaction, and `releaseLimitUsage(db, reference)` on decline.
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  isExternalLimitType,
  LIMIT_PERIODS,
  type LimitExceeded,
  type LimitPeriod,
  type LimitTransferType,
  type TransferLimit,
} from '../../src/core/api/contract/limits';
import { convertMinor, formatAmount, FX_CURRENCIES } from './payout-catalogue';
import { DomainError } from './domain-error';

/** A limit refusal or a bad lookup; routes answer it as an envelope (`VF` with the field, or `TA1`). */
export class LimitError extends DomainError {
  override name = 'LimitError';
}

interface LimitRow {
  customer_id: number | null;
  type: string;
  period: LimitPeriod;
  currency: string;
  amount_minor: number;
}

/** Default limits, in USD, for every customer without an override: [type, single, daily, monthly] in minor units. */
export const DEFAULT_LIMITS: readonly [LimitTransferType, number, number, number][] = [
  ['betweenAccounts', 5_000_000, 10_000_000, 50_000_000],
  ['p2p', 1_000_000, 2_500_000, 10_000_000],
  ['wire', 5_000_000, 10_000_000, 50_000_000],
  ['eft', 2_500_000, 5_000_000, 20_000_000],
  ['oct', 500_000, 1_000_000, 5_000_000],
  ['cryptoEft', 1_000_000, 2_000_000, 10_000_000],
  ['instant', 1_000_000, 2_000_000, 10_000_000],
  ['interac', 300_000, 1_000_000, 3_000_000],
  ['globalPay', 5_000_000, 10_000_000, 50_000_000],
  ['massP2p', 1_000_000, 10_000_000, 50_000_000],
  ['massWire', 5_000_000, 20_000_000, 100_000_000],
  ['massEft', 2_500_000, 20_000_000, 100_000_000],
  ['massOct', 500_000, 10_000_000, 50_000_000],
  ['massCryptoEft', 1_000_000, 10_000_000, 50_000_000],
  ['massInstant', 1_000_000, 10_000_000, 50_000_000],
  ['massInterac', 300_000, 5_000_000, 20_000_000],
];

/**
 * Per-customer overrides the demo data can hit: personal@demo.test (100001) may send at most USD 500.00 per p2p
 * transfer and USD 1,000.00 a day.
 */
export const DEMO_LIMIT_OVERRIDES: readonly {
  customerId: number;
  type: LimitTransferType;
  period: LimitPeriod;
  currency: string;
  amountMinor: number;
}[] = [
  { customerId: 100001, type: 'p2p', period: 'single', currency: 'USD', amountMinor: 50_000 },
  { customerId: 100001, type: 'p2p', period: 'daily', currency: 'USD', amountMinor: 100_000 },
];

/** Fills the limit table (called by the seed). */
export function seedLimits(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO transfer_limits (customer_id, type, period, currency, amount_minor) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [type, single, daily, monthly] of DEFAULT_LIMITS) {
    insert.run(null, type, 'single', 'USD', single);
    insert.run(null, type, 'daily', 'USD', daily);
    insert.run(null, type, 'monthly', 'USD', monthly);
  }
  for (const override of DEMO_LIMIT_OVERRIDES)
    insert.run(override.customerId, override.type, override.period, override.currency, override.amountMinor);
}

/** The limits that hold for a customer and type: the customer's own row per period, else the default. */
export function limitsOf(db: Database.Database, customerId: number, type: LimitTransferType): LimitRow[] {
  const rows = db
    .prepare(
      'SELECT * FROM transfer_limits WHERE type = ? AND (customer_id = ? OR customer_id IS NULL) ORDER BY customer_id IS NULL',
    )
    .all(type, customerId) as LimitRow[];
  const byPeriod = new Map<LimitPeriod, LimitRow>();
  for (const row of rows) if (!byPeriod.has(row.period)) byPeriod.set(row.period, row);
  return LIMIT_PERIODS.flatMap((period) => {
    const row = byPeriod.get(period);
    return row ? [row] : [];
  });
}

/** Start of the UTC day or month of `nowMs`; null for single-transfer limits. */
function periodStart(period: LimitPeriod, nowMs: number): number | null {
  const now = new Date(nowMs);
  if (period === 'daily') return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'monthly') return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return null;
}

function convert(amountMinor: number, from: string, to: string): number {
  if (from === to) return amountMinor;
  if (!FX_CURRENCIES.includes(from) || !FX_CURRENCIES.includes(to))
    throw new LimitError(RESPONSE_CODES.invalidParams, `No exchange rate for ${from}/${to}`);
  return convertMinor(amountMinor, from, to);
}

/** What the customer used of a limit since `sinceMs`, in the limit's currency. */
function usedMinor(
  db: Database.Database,
  customerId: number,
  type: LimitTransferType,
  currency: string,
  sinceMs: number,
): number {
  const rows = db
    .prepare(
      'SELECT currency, SUM(amount_minor) AS total FROM limit_usage WHERE customer_id = ? AND type = ? AND released = 0 AND at_ms >= ? GROUP BY currency',
    )
    .all(customerId, type, sinceMs) as { currency: string; total: number }[];
  return rows.reduce((sum, row) => sum + convert(row.total, row.currency, currency), 0);
}

export interface LimitState {
  period: LimitPeriod;
  currency: string;
  amountMinor: number;
  usedMinor: number;
  remainingMinor: number;
}

/** Each limit of the type, with what is used and left, in `currency` (limits kept in another currency are converted). */
export function limitStates(
  db: Database.Database,
  customerId: number,
  type: LimitTransferType,
  currency: string,
  nowMs: number,
): LimitState[] {
  return limitsOf(db, customerId, type).map((row) => {
    const amountMinor = convert(row.amount_minor, row.currency, currency);
    const since = periodStart(row.period, nowMs);
    const used = since === null ? 0 : usedMinor(db, customerId, type, currency, since);
    return {
      period: row.period,
      currency,
      amountMinor,
      usedMinor: used,
      remainingMinor: Math.max(0, amountMinor - used),
    };
  });
}

export function limitView(state: LimitState): TransferLimit {
  return {
    period: state.period,
    currencyCode: state.currency,
    amount: formatAmount(state.amountMinor, state.currency),
    used: formatAmount(state.usedMinor, state.currency),
    remaining: formatAmount(state.remainingMinor, state.currency),
  };
}

/** The lookups' rules of spec 2 section 5: the source account always, the country for external kinds. */
export function assertLookupInput(
  type: LimitTransferType,
  input: { countryCode?: string | undefined; currencyCode?: string | undefined },
  needsCurrency: boolean,
): void {
  if (!isExternalLimitType(type)) return;
  if (!input.countryCode)
    throw new LimitError(RESPONSE_CODES.verifyError, 'countryCode: needed for this transfer type', {
      validationErrors: [{ field: 'countryCode', description: 'Choose the destination country' }],
    });
  if (needsCurrency && !input.currencyCode)
    throw new LimitError(RESPONSE_CODES.verifyError, 'currencyCode: needed for this transfer type', {
      validationErrors: [{ field: 'currencyCode', description: 'Choose the currency' }],
    });
}

/** A transfer as the limits see it: whose, of which limit type, how much in which currency, and when. */
export interface LimitedTransfer {
  customerId: number;
  type: LimitTransferType;
  amountMinor: number;
  currency: string;
  nowMs: number;
}

/**
 * Refuses a transfer of `amountMinor` in `currency` that would go over a limit: `VF` on `amount` (or `field`) with
 * the `limitExceeded` facts of contract/limits.ts.
 */
export function assertWithinLimits(db: Database.Database, input: LimitedTransfer & { field?: string }): void {
  for (const state of limitStates(db, input.customerId, input.type, input.currency, input.nowMs)) {
    const room = state.period === 'single' ? state.amountMinor : state.remainingMinor;
    if (input.amountMinor <= room) continue;
    const limitExceeded: LimitExceeded = {
      type: input.type,
      period: state.period,
      currencyCode: state.currency,
      amount: formatAmount(state.amountMinor, state.currency),
      remaining: formatAmount(room, state.currency),
    };
    const description =
      state.period === 'single'
        ? `Over the limit of ${state.currency} ${limitExceeded.amount} per transfer`
        : `Over the ${state.period} limit of ${state.currency} ${limitExceeded.amount}: ${state.currency} ${limitExceeded.remaining} left`;
    throw new LimitError(RESPONSE_CODES.verifyError, `${input.field ?? 'amount'}: ${description}`, {
      validationErrors: [{ field: input.field ?? 'amount', description, limitExceeded }],
    });
  }
}

/** Counts a submitted transfer against the customer's limits; `reference` names it (e.g. `p2p:700001`). */
export function recordLimitUsage(db: Database.Database, input: LimitedTransfer & { reference: string }): void {
  db.prepare(
    'INSERT OR IGNORE INTO limit_usage (reference, customer_id, type, currency, amount_minor, at_ms) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(input.reference, input.customerId, input.type, input.currency, input.amountMinor, input.nowMs);
}

/** A transfer that moved no money (declined, expired) stops counting. */
export function releaseLimitUsage(db: Database.Database, reference: string): void {
  db.prepare('UPDATE limit_usage SET released = 1 WHERE reference = ?').run(reference);
}

/**
 * The largest amount that can be sent now, in `currency`: the smallest of what the balance allows (after the fee of
 * `feeOf`, given in the account's currency) and each limit's room.
 */
export function maxAmount(
  db: Database.Database,
  input: {
    customerId: number;
    type: LimitTransferType;
    currency: string;
    accountCurrency: string;
    balanceMinor: number;
    nowMs: number;
    /** The debit (in the account's currency) that sending `amountMinor` in `currency` costs, fee included. */
    debitOf: (amountMinor: number) => number;
  },
): { amountMinor: number; bound: 'balance' | LimitPeriod } {
  let best: { amountMinor: number; bound: 'balance' | LimitPeriod } = {
    amountMinor: balanceBound(input),
    bound: 'balance',
  };
  for (const state of limitStates(db, input.customerId, input.type, input.currency, input.nowMs)) {
    const room = state.period === 'single' ? state.amountMinor : state.remainingMinor;
    if (room < best.amountMinor) best = { amountMinor: room, bound: state.period };
  }
  return best;
}

/** The largest amount whose debit (fee included) the balance covers, by bisection over minor units. */
function balanceBound(input: { balanceMinor: number; debitOf: (amountMinor: number) => number }): number {
  if (input.balanceMinor <= 0) return 0;
  let low = 0;
  let high = Math.max(1, input.balanceMinor * 1000);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (input.debitOf(middle) <= input.balanceMinor) low = middle;
    else high = middle - 1;
  }
  return low;
}
