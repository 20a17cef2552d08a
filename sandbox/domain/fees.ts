/**
 * Fees per product (spec 2 section 9: "Limit and fee amounts per product: not shown", so these are the sandbox's):
 * a per-mille part of what leaves the account, rounded half up, and a minimum, both in the account's currency.
 * `betweenAccounts` is free between accounts of one currency. External kinds are priced by their own catalogue when
 * it has one; this table is what limits and maximum amounts use for them otherwise.
 */
import type { LimitTransferType } from '../../src/core/api/contract/limits';

export interface FeeRule {
  /** Thousandths of the debit. */
  perMille: number;
  /** Minimum fee in minor units of the account's currency. */
  minMinor: number;
  /** No fee when the account and the amount are in one currency (own-account transfers). */
  freeInSameCurrency?: boolean;
}

export const FEE_RULES: Readonly<Record<LimitTransferType, FeeRule>> = {
  betweenAccounts: { perMille: 3, minMinor: 30, freeInSameCurrency: true },
  p2p: { perMille: 5, minMinor: 50 },
  wire: { perMille: 0, minMinor: 1_500 },
  eft: { perMille: 5, minMinor: 300 },
  oct: { perMille: 15, minMinor: 100 },
  cryptoEft: { perMille: 10, minMinor: 200 },
  instant: { perMille: 10, minMinor: 50 },
  interac: { perMille: 0, minMinor: 150 },
  globalPay: { perMille: 5, minMinor: 150 },
  massP2p: { perMille: 5, minMinor: 50 },
  massWire: { perMille: 0, minMinor: 1_500 },
  massEft: { perMille: 5, minMinor: 300 },
  massOct: { perMille: 15, minMinor: 100 },
  massCryptoEft: { perMille: 10, minMinor: 200 },
  massInstant: { perMille: 10, minMinor: 50 },
  massInterac: { perMille: 0, minMinor: 150 },
};

/** The fee of a debit of `debitMinor` (account currency); `sameCurrency` when no conversion happens. */
export function productFeeMinor(type: LimitTransferType, debitMinor: number, sameCurrency: boolean): number {
  const rule = FEE_RULES[type];
  if (rule.freeInSameCurrency && sameCurrency) return 0;
  return Math.max(rule.minMinor, Math.floor((debitMinor * rule.perMille + 500) / 1000));
}

/** The p2p fee of a debit, the rate invoices and mass payments are priced at too. */
export const P2P_FEE_PER_MILLE = 5;
export const P2P_MIN_FEE_MINOR = 50;
/** The first transaction id; ids are numbers the client shows. */

export function p2pFeeMinor(debitMinor: number): number {
  // Half up on integers: (x * 5 + 500) / 1000.
  return Math.max(P2P_MIN_FEE_MINOR, Math.floor((debitMinor * P2P_FEE_PER_MILLE + 500) / 1000));
}
