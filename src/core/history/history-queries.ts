/**
 * The history's server reads, each defined once as a query (the accounts to filter by are the one accounts read of
 * src/core/accounts), and the export
 * run: start an export, poll its status until the file is ready, e-mail it.
 */
import type { ApiClient } from '../api/client';
import {
  HISTORY_PAGE_SIZE,
  STATEMENT_EXPORT_PAGE_SIZE,
  statementPdfGenerate,
  statementTotalsGet,
  transactionExport,
  transactionExportSendToEmail,
  transactionExportStatus,
  transactionHistoryExportList,
  transactionHistoryGet,
  transactionReceiptPdfGenerate,
} from '../api/contract/history';
import { currentAccountAuthorizationHistory, type AUTHORIZATION_STATUSES } from '../api/contract/cards';
import type { ResponseOf } from '../api/contract/define';
import { queryOptions, type QueryOptions } from '../resource/query-options';
import { filterKey, toHistoryRequest, type HistoryFilterValues } from './history-filter';

/** Everything the history and statements cache starts with this prefix (invalidated after money moves). */
export const HISTORY_CACHE_PREFIX = 'history/';

export type HistoryPageResponse = ResponseOf<typeof transactionHistoryGet>;
export type StatementMonthsResponse = ResponseOf<typeof transactionHistoryExportList>;
export type StatementTotalsResponse = ResponseOf<typeof statementTotalsGet>;

/** The current account authorization list shows 10 a page, as a card's authorizations do. */
export const ACCOUNT_AUTHORIZATIONS_PAGE_SIZE = 10;

export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

export const historyQueries = {
  /** A page of the holds of the debit cards that draw on a current account, by status (all when null). */
  accountAuthorizations: (api: ApiClient, accountId: string, status: AuthorizationStatus | null, page: number) =>
    queryOptions({
      key: `${HISTORY_CACHE_PREFIX}authorizations/${accountId}/${status ?? 'all'}/${page}`,
      load: (signal) =>
        api.call(
          currentAccountAuthorizationHistory,
          {
            accountId: Number(accountId),
            ...(status ? { status } : {}),
            pageNumber: page,
            pageSize: ACCOUNT_AUTHORIZATIONS_PAGE_SIZE,
          },
          { signal },
        ),
    }),
  /** One page (from 1) of the filtered history, 20 a page (spec 2 section 9). */
  page: (
    api: ApiClient,
    filter: HistoryFilterValues,
    page: number,
    pageSize: number = HISTORY_PAGE_SIZE,
  ): QueryOptions<HistoryPageResponse> =>
    queryOptions({
      key: `${HISTORY_CACHE_PREFIX}page/${filterKey(filter)}/${pageSize}/${page}`,
      load: (signal) =>
        api.call(transactionHistoryGet, { ...toHistoryRequest(filter), pageNumber: page, pageSize }, { signal }),
    }),
  /** An account's monthly statements, 12 a page, newest first. */
  statementMonths: (api: ApiClient, accountId: string, page: number): QueryOptions<StatementMonthsResponse> =>
    queryOptions({
      key: `${HISTORY_CACHE_PREFIX}statements/${accountId}/${page}`,
      load: (signal) =>
        api.call(
          transactionHistoryExportList,
          { accountId: Number(accountId), source: 'monthly', pageNumber: page, pageSize: STATEMENT_EXPORT_PAGE_SIZE },
          { signal },
        ),
    }),
  statementTotals: (
    api: ApiClient,
    accountId: string,
    year: number,
    month: number,
  ): QueryOptions<StatementTotalsResponse> =>
    queryOptions({
      key: `${HISTORY_CACHE_PREFIX}totals/${accountId}/${year}-${month}`,
      load: (signal) => api.call(statementTotalsGet, { accountId: Number(accountId), year, month }, { signal }),
    }),
} as const;

/** A signed link to a month's statement PDF (brand header and footer). */
export async function statementPdfLink(
  api: ApiClient,
  request: { brand: string; accountId: string; year: number; month: number; language: string },
): Promise<string> {
  const answer = await api.call(statementPdfGenerate, {
    ...request,
    accountId: Number(request.accountId),
    language: request.language.slice(0, 2),
  });
  return answer.redirectLink;
}

/** A signed link to a transaction's receipt PDF. */
export async function receiptPdfLink(
  api: ApiClient,
  request: { brand: string; transactionId: number; language: string },
): Promise<string> {
  const answer = await api.call(transactionReceiptPdfGenerate, { ...request, language: request.language.slice(0, 2) });
  return answer.redirectLink;
}

export interface ReadyExport {
  exportId: string;
  rows: number;
  fileName: string;
  downloadUrl: string;
}

const POLL_INTERVAL_MS = 1_000;
/** An export still processing after this long is reported as failed (the bank's are ready in seconds). */
const POLL_LIMIT = 120;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

export class ExportFailedError extends Error {
  override name = 'ExportFailedError';
}

/** Starts a CSV export of the filter and polls until its file is ready (or the signal aborts). */
export async function runExport(
  api: ApiClient,
  filter: HistoryFilterValues,
  options: { signal?: AbortSignal; onProcessing?: () => void } = {},
): Promise<ReadyExport> {
  const callOptions = options.signal ? { signal: options.signal } : {};
  const { exportId } = await api.call(transactionExport, toHistoryRequest(filter), callOptions);
  for (let attempt = 0; attempt < POLL_LIMIT; attempt += 1) {
    const status = await api.call(transactionExportStatus, { exportId }, callOptions);
    if (status.status === 'ready' && status.downloadUrl) {
      return {
        exportId,
        rows: status.rows ?? 0,
        fileName: status.fileName ?? `${exportId}.csv`,
        downloadUrl: status.downloadUrl,
      };
    }
    if (status.status === 'failed') throw new ExportFailedError('The export failed');
    options.onProcessing?.();
    await pause(POLL_INTERVAL_MS, options.signal);
  }
  throw new ExportFailedError('The export took too long');
}

export function sendExportByEmail(api: ApiClient, exportId: string, email: string): Promise<unknown> {
  return api.call(transactionExportSendToEmail, { exportId, email: email.trim() });
}

/** Spec 2 section 5's e-mail check: longer than 5 characters, with an @ and a dot. */
export function looksLikeEmail(value: string): boolean {
  const text = value.trim();
  return text.length > 5 && text.includes('@') && text.includes('.');
}
