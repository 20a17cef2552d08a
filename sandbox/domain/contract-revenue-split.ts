/**
 * The revenue split of active contracts: when a payer receives a payment (a p2p transfer, an invoice paid), each of
 * its contracts in force passes its percentage of that payment to the beneficiary, as a ledger entry of its own.
 * Called once where incoming payments are booked ({@link takeRevenueSplits}); the entry's idempotency key and the
 * unique (contract, payment) row make a repeated call post nothing.
 *
 * Only contracts the sandbox itself activated split (`split_from`, the scheduler time of activation), and only
 * payments booked at or after it; the share is rounded down to the minor unit and goes to the beneficiary's account
 * in the payment's currency (none: nothing is taken, the payer keeps it all).
 */
import type { SandboxContext } from '../context';
import { scheduledNow } from './clock';
import { LedgerError, postEntry } from './ledger';

export interface IncomingPayment {
  /** The customer that received the money and the account it landed on. */
  customerId: number;
  accountId: number;
  amountMinor: number;
  currency: string;
  /** Who paid: a payment from the beneficiary itself is not split back to it. */
  fromCustomerId: number;
  /** Unique per payment, e.g. `p2p:123`. */
  sourceKey: string;
}

interface SplittingContract {
  id: number;
  beneficiary_customer_id: number;
  percentage: string;
}

/** Hundredths of a percent, exactly: "12.5" -> 1250. */
function basisPoints(percentage: string): number {
  const [whole = '0', fraction = ''] = percentage.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function splitAmountMinor(amountMinor: number, percentage: string): number {
  return Math.floor((amountMinor * basisPoints(percentage)) / 10_000);
}

/** Takes the split of every contract in force for the payment; answers the total taken, in minor units. */
export function takeRevenueSplits(context: SandboxContext, payment: IncomingPayment): number {
  const { db } = context;
  if (payment.amountMinor <= 0 || payment.fromCustomerId === payment.customerId) return 0;
  const now = new Date(scheduledNow(context)).toISOString();
  const contracts = db
    .prepare(
      `SELECT id, beneficiary_customer_id, percentage FROM contracts
       WHERE sender_customer_id = ? AND status IN ('ACTIVE', 'TERMINATING') AND split_from IS NOT NULL AND split_from <= ?
         AND beneficiary_customer_id <> ?`,
    )
    .all(payment.customerId, now, payment.fromCustomerId) as SplittingContract[];
  let taken = 0;
  for (const contract of contracts) {
    const share = splitAmountMinor(payment.amountMinor, contract.percentage);
    const target = db
      .prepare(
        'SELECT id FROM ledger_accounts WHERE customer_id = ? AND currency = ? AND status_id = 1 AND is_system = 0 ORDER BY id LIMIT 1',
      )
      .get(contract.beneficiary_customer_id, payment.currency) as { id: number } | undefined;
    if (share <= 0 || !target) continue;
    const key = `contract-split:${contract.id}:${payment.sourceKey}`;
    try {
      db.transaction(() => {
        const entryId = postEntry(db, {
          kind: 'contractSplit',
          description: `Revenue split ${contract.percentage}% of contract ${contract.id}`,
          createdAt: now,
          idempotencyKey: key,
          postings: [
            { accountId: payment.accountId, amountMinor: -share },
            { accountId: target.id, amountMinor: share },
          ],
        });
        db.prepare(
          'INSERT OR IGNORE INTO contract_splits (contract_id, source_key, entry_id, amount_minor, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(contract.id, payment.sourceKey, entryId, share, payment.currency, now);
      })();
      taken += share;
    } catch (error) {
      // The payer's account cannot give the share (closed, limits): the payment stays whole, nothing is half-posted.
      if (!(error instanceof LedgerError)) throw error;
    }
  }
  return taken;
}
