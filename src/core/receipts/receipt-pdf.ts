/**
 * The branded PDF receipt of a payment right after it was made: the same generator the history uses
 * (`transactionReceiptPdfGenerate`, see `receiptPdfLink` in src/core/history), found by the one reference the
 * receipt on screen shows (the history keeps it as the row's `reference`).
 */
import type { ApiClient } from '../api/client';
import { transactionHistoryGet, type Transaction } from '../api/contract/history';
import { LIST_PAGING } from '../api/contract/paging';
import { receiptPdfLink } from '../history/history-queries';

export interface ReceiptPdfRequest {
  brand: string;
  /** The reference the customer saw on the receipt (a wallet transfer's id). */
  reference: string;
  language: string;
}

/** The reference was not (yet) in the history: nothing to make a receipt of. */
export class ReceiptNotFoundError extends Error {
  constructor(reference: string) {
    super(`No transaction with reference ${reference} in the history.`);
    this.name = 'ReceiptNotFoundError';
  }
}

function rowsOf(value: Transaction | Transaction[] | null | undefined): Transaction[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** The history row of a payment the customer made (the paying side: an own transfer has two rows). */
export async function paidTransactionId(api: ApiClient, reference: string, signal?: AbortSignal): Promise<number> {
  const page = await api.call(
    transactionHistoryGet,
    { keyword: reference, transactionDirection: 'out', pageNumber: 1, pageSize: LIST_PAGING.defaultPageSize },
    signal ? { signal } : {},
  );
  const row = rowsOf(page.transactions.transaction).find((item) => item.reference === reference);
  if (!row) throw new ReceiptNotFoundError(reference);
  return row.transactionId;
}

/** A signed link (one hour) to the branded PDF receipt of the payment with this reference. */
export async function receiptPdfLinkByReference(api: ApiClient, request: ReceiptPdfRequest): Promise<string> {
  const transactionId = await paidTransactionId(api, request.reference);
  return receiptPdfLink(api, { brand: request.brand, transactionId, language: request.language });
}
