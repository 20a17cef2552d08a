/** The invoices reads: one page of one box under its filter, all under one prefix a payment or a new invoice drops. */
import type { ApiClient } from '../../core/api/client';
import { canonicalJson } from '../../core/api/idempotency';
import { invoiceCalls, type InvoiceBox, type InvoiceFilter } from '../../core/invoices/invoices';
import { queryOptions } from '../../core/resource/query-options';

export const INVOICES_CACHE_PREFIX = 'invoices:';

export const INVOICES_CACHE_KEYS = {
  page: (box: InvoiceBox, filter: InvoiceFilter, page: number) =>
    `${INVOICES_CACHE_PREFIX}${box}:${canonicalJson(filter)}:${page}`,
} as const;

/** A page of 20 received or sent invoices under the filter (empty filter values are not sent). */
export function invoiceListQuery(api: ApiClient, box: InvoiceBox, filter: InvoiceFilter, page: number) {
  return queryOptions({
    key: INVOICES_CACHE_KEYS.page(box, filter, page),
    load: (signal) => invoiceCalls.list(api, box, filter, page, signal),
  });
}
