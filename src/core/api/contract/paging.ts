/**
 * List paging of spec 1 section 5: "page minimum 1, default 1; pageSize minimum 1, default 100" (and section 9:
 * "default paging 100 for generic lists"). One default for every list that has no page size of its own; lists the
 * spec gives a size (history 20, notifications 25, webhook requests 20...) name theirs beside their operation.
 */
import * as z from 'zod/mini';

export const LIST_PAGING = {
  firstPage: 1,
  defaultPage: 1,
  minPageSize: 1,
  defaultPageSize: 100,
} as const;

/**
 * The page and page size a list request asks for, with the defaults for what it leaves out; out-of-range values are
 * brought to the minimum (and to `maxPageSize`, where a list has a ceiling). Numbers may come as digit strings.
 */
export function resolvePaging(
  request: { page?: number | string | undefined; pageSize?: number | string | undefined },
  maxPageSize: number = Number.POSITIVE_INFINITY,
): { page: number; pageSize: number } {
  const whole = (value: number | string | undefined, fallback: number, minimum: number) => {
    const number = value === undefined || value === '' ? fallback : Math.trunc(Number(value));
    return Number.isFinite(number) ? Math.max(number, minimum) : fallback;
  };
  return {
    page: whole(request.page, LIST_PAGING.defaultPage, LIST_PAGING.firstPage),
    pageSize: Math.min(whole(request.pageSize, LIST_PAGING.defaultPageSize, LIST_PAGING.minPageSize), maxPageSize),
  };
}

/**
 * The paging fields of a list request that names its page: `pageNumber` from 1 and `pageSize` from 1 to the list's
 * `maxPageSize`, whole numbers.
 */
export function pageFields(maxPageSize: number) {
  return {
    pageNumber: z.number().check(z.int(), z.positive()),
    pageSize: z.number().check(z.int(), z.positive(), z.maximum(maxPageSize)),
  };
}

/** The same fields, both optional: a request that leaves them out gets the first page of the list's size. */
export function optionalPageFields(maxPageSize: number) {
  const { pageNumber, pageSize } = pageFields(maxPageSize);
  return { pageNumber: z.optional(pageNumber), pageSize: z.optional(pageSize) };
}

/**
 * Optional paging of the merchant lists, which take any positive number (the server counts whole pages, see
 * resolvePaging).
 */
export function optionalPositivePageFields(maxPageSize: number) {
  return {
    pageNumber: z.optional(z.number().check(z.positive())),
    pageSize: z.optional(z.number().check(z.positive(), z.maximum(maxPageSize))),
  };
}
