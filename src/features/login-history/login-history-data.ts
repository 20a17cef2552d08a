/** The login-history reads: one query, shared by the page and the post-login load. */
import type { ApiClient } from '../../core/api/client';
import { LOGIN_HISTORY_PAGE_SIZE, loginHistoryGet } from '../../core/api/contract/login-history';
import { queryOptions } from '../../core/resource/query-options';

/** A page of the history between two dates (YYYY-MM-DD, empty for open ends). */
export interface LoginHistoryFilter {
  fromDate: string;
  toDate: string;
  page: number;
}

/** Cache keys of the login history; everything under the prefix is dropped on sign-out with the rest of the cache. */
export const LOGIN_HISTORY_CACHE_KEYS = {
  all: 'login-history/',
  page: (filter: LoginHistoryFilter) =>
    `login-history/${filter.fromDate || '-'}/${filter.toDate || '-'}/${filter.page}`,
} as const;

/** The first page of the whole history: what the post-login sequence loads (spec 1 section 4, step 4). */
export const LATEST_LOGIN_HISTORY_FILTER: LoginHistoryFilter = { fromDate: '', toDate: '', page: 1 };

/** One page of the login history. */
export function loginHistoryQuery(api: ApiClient, filter: LoginHistoryFilter) {
  return queryOptions({
    key: LOGIN_HISTORY_CACHE_KEYS.page(filter),
    load: (signal) =>
      api.call(
        loginHistoryGet,
        {
          ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
          ...(filter.toDate ? { toDate: filter.toDate } : {}),
          pageNumber: filter.page,
          pageSize: LOGIN_HISTORY_PAGE_SIZE,
        },
        { signal },
      ),
  });
}

/** The dates of the filter form; the start must not be after the end (checked offline, at the field). */
export type LoginHistoryDates = { fromDate: string; toDate: string };

export function datesProblems(dates: LoginHistoryDates): Partial<Record<'fromDate', string>> {
  return dates.fromDate && dates.toDate && dates.fromDate > dates.toDate ? { fromDate: 'filter.rangeError' } : {};
}
