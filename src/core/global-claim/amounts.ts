/**
 * What the recipient sees about the money before committing to a method: the amount sent, the fee and who pays
 * it, the exchange rate and the amount received, all as the server computed them (no float arithmetic here).
 */
import type { Amount } from '../money/money';
import { compareDecimal, isDecimal } from '../money/money';

export interface TransferAmounts {
  amount: Amount;
  currencyCode: string;
  feeIsBen: boolean;
}

export interface MethodMeta {
  exchangeRate: Amount;
  toAmount: Amount;
  fee: Amount;
  feeCurrencyCode: string;
}

export interface AmountSummary {
  sent: { amount: Amount; currency: string };
  fee: { amount: Amount; currency: string; paidBy: 'recipient' | 'sender' };
  /** Null when nothing is converted (same currency, or a rate of 1 between equal currencies). */
  exchange: { rate: Amount; from: string; to: string } | null;
  received: { amount: Amount; currency: string };
  /** True when there is no fee at all. */
  free: boolean;
}

export function summariseAmounts(transfer: TransferAmounts, meta: MethodMeta, toCurrency: string): AmountSummary {
  const converted = transfer.currencyCode !== toCurrency;
  return {
    sent: { amount: transfer.amount, currency: transfer.currencyCode },
    fee: { amount: meta.fee, currency: meta.feeCurrencyCode, paidBy: transfer.feeIsBen ? 'recipient' : 'sender' },
    exchange: converted ? { rate: meta.exchangeRate, from: transfer.currencyCode, to: toCurrency } : null,
    received: { amount: meta.toAmount, currency: toCurrency },
    free: isDecimal(meta.fee) && compareDecimal(meta.fee, 0) === 0,
  };
}
