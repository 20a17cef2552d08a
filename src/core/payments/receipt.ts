/**
 * The receipt of a booked payment (the product's money-screen rule: reference, amounts and date, downloadable):
 * built from the transfer's answer, so what the payer keeps is what the server booked, not what the screen showed
 * before. The file is plain text in the payer's language, one "label: value" line each.
 */
import type { TransferResult } from '../api/contract/p2p';
import type { Amount } from '../money/money';
import type { ApprovalSuccess } from './approval-machine';
import type { QuoteState } from './payment-model';

export interface PaymentReceiptData {
  /** The transaction id, which support and the history know the payment by. */
  reference: string;
  payee: string;
  amount: Amount;
  currency: string;
  fee: Amount;
  feeCurrency: string;
  /** What left the payer's account: amount (converted when the currencies differ) plus fee. */
  total: Amount;
  /** Units of `feeCurrency` for one unit of `currency`, when the currencies differ; else null. */
  exchangeRate: Amount | null;
  /** When the client saw the booking, ISO 8601. */
  bookedAt: string;
  /**
   * A signed link (one hour) to the bank's branded PDF of this payment, the history's receipt, made where the payer
   * was signed in (the pay button's frame) for a page that holds no session to make it later.
   */
  pdfLink?: string | undefined;
}

export function receiptFromResult(
  result: TransferResult,
  payee: string,
  bookedAt: Date,
  exchangeRate: Amount | null = null,
): PaymentReceiptData {
  return {
    reference: String(result.transactionId),
    payee,
    amount: result.amount,
    currency: result.currency,
    fee: result.fee,
    feeCurrency: result.feeCurrencyCode,
    total: result.totalDebit,
    exchangeRate: result.feeCurrencyCode === result.currency ? null : exchangeRate,
    bookedAt: bookedAt.toISOString(),
  };
}

/** The file name a receipt downloads under. */
export function receiptFileName(receipt: Pick<PaymentReceiptData, 'reference'>): string {
  return `receipt-${receipt.reference.replace(/[^A-Za-z0-9_-]/g, '')}.txt`;
}

/** The receipt file: a title, then one "label: value" line per row (already formatted for the payer's language). */
export function receiptFileText(title: string, rows: readonly (readonly [label: string, value: string])[]): string {
  return [title, '', ...rows.map(([label, value]) => `${label}: ${value}`), ''].join('\n');
}

/** A `data:` address of the receipt file (no object URL to revoke; fine under a strict CSP, which governs no downloads). */
export function receiptDataUrl(text: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The receipt of an approval's success (its booking time; the quote's rate when the currencies differ). */
export function receiptOf(success: ApprovalSuccess, payee: string, quote: QuoteState): PaymentReceiptData {
  return receiptFromResult(
    success.result,
    payee,
    new Date(success.bookedAt ?? 0),
    quote.status === 'ready' ? quote.quote.exchangeRate : null,
  );
}
