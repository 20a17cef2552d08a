import { describe, expect, it } from 'vitest';
import { LIST_PAGING, resolvePaging } from './paging';

describe('resolvePaging (spec 1 section 5)', () => {
  it('defaults to page 1 of 100', () => {
    expect(LIST_PAGING.defaultPageSize).toBe(100);
    expect(resolvePaging({})).toEqual({ page: 1, pageSize: 100 });
  });

  it('keeps what the request asks for, numbers or digit strings', () => {
    expect(resolvePaging({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20 });
    expect(resolvePaging({ page: '2', pageSize: '25' })).toEqual({ page: 2, pageSize: 25 });
  });

  it('brings values below the minimum (1) up, and a page size down to the ceiling of its list', () => {
    expect(resolvePaging({ page: 0, pageSize: 0 })).toEqual({ page: 1, pageSize: 1 });
    expect(resolvePaging({ page: -4 })).toEqual({ page: 1, pageSize: 100 });
    expect(resolvePaging({ pageSize: 5000 }, 1000)).toEqual({ page: 1, pageSize: 1000 });
    expect(resolvePaging({}, 50)).toEqual({ page: 1, pageSize: 50 });
  });

  it('falls back to the defaults for values that are not numbers', () => {
    expect(resolvePaging({ page: 'x', pageSize: '' })).toEqual({ page: 1, pageSize: 100 });
  });
});
