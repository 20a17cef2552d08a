import { describe, expect, it } from 'vitest';
import type { Transaction } from '../api/contract/history';
import {
  EMPTY_HISTORY_FILTER,
  filterFromSearch,
  filterKey,
  filterProblems,
  groupByDay,
  searchFromFilter,
  toHistoryRequest,
  transactionsOf,
} from './history-filter';

describe('the history filter in the address', () => {
  it('round-trips through the address and keeps other parameters', () => {
    const filter = {
      ...EMPTY_HISTORY_FILTER,
      transactionType: 'wire' as const,
      fromDate: '2025-01-01',
      toDate: '2025-03-31',
      keyword: 'rent',
      fromAmount: '10.5',
    };
    const search = searchFromFilter(filter, new URLSearchParams('lang=es'));
    expect(search.toString()).toBe('lang=es&q=rent&type=wire&from=2025-01-01&to=2025-03-31&min=10.5');
    expect(filterFromSearch(search)).toEqual(filter);
  });

  it('ignores values a shared link cannot mean', () => {
    const filter = filterFromSearch(
      new URLSearchParams('type=teleport&status=lost&from=yesterday&min=1e5&account=12ab&direction=in'),
    );
    expect(filter).toEqual({ ...EMPTY_HISTORY_FILTER, transactionDirection: 'in' });
  });

  it('drops empty values from the request and gives the same key to the same filter', () => {
    expect(
      toHistoryRequest({ ...EMPTY_HISTORY_FILTER, accountId: '500001', keyword: '  ', email: ' contoso ' }),
    ).toEqual({ accountId: 500001, email: 'contoso' });
    expect(filterKey(EMPTY_HISTORY_FILTER)).toBe('-');
    expect(filterKey({ ...EMPTY_HISTORY_FILTER, status: 'rejected' })).toBe('status=rejected');
  });
});

describe('filterProblems', () => {
  it('finds dates and amounts the wrong way round, malformed amounts and e-mails with spaces', () => {
    expect(filterProblems({ ...EMPTY_HISTORY_FILTER, fromDate: '2025-02-01', toDate: '2025-01-01' })).toEqual({
      fromDate: 'dateOrder',
    });
    expect(filterProblems({ ...EMPTY_HISTORY_FILTER, fromAmount: '12,50', toAmount: '1.234' })).toEqual({
      fromAmount: 'amountFormat',
      toAmount: 'amountFormat',
    });
    expect(filterProblems({ ...EMPTY_HISTORY_FILTER, fromAmount: '100', toAmount: '20' })).toEqual({
      fromAmount: 'amountOrder',
    });
    expect(filterProblems({ ...EMPTY_HISTORY_FILTER, email: 'a b' })).toEqual({ email: 'email' });
    expect(filterProblems({ ...EMPTY_HISTORY_FILTER, fromAmount: '20', toAmount: '100.5', email: 'contoso' })).toEqual(
      {},
    );
  });
});

const transaction = (id: number, date: string) => ({ transactionId: id, transactionDate: date }) as Transaction;

describe('transactions and days', () => {
  it('reads one item or a list', () => {
    expect(transactionsOf({ transactions: { transaction: transaction(1, '2025-01-01T10:00:00Z') } })).toHaveLength(1);
    expect(transactionsOf({ transactions: { transaction: [transaction(1, 'x'), transaction(2, 'y')] } })).toHaveLength(
      2,
    );
    expect(transactionsOf({ transactions: {} })).toEqual([]);
  });

  it('puts a heading before each new day', () => {
    const entries = groupByDay([
      transaction(3, '2025-01-02T10:00:00Z'),
      transaction(2, '2025-01-02T08:00:00Z'),
      transaction(1, '2025-01-01T23:00:00Z'),
    ]);
    expect(entries.map((entry) => entry.key)).toEqual(['day-2025-01-02', 'tx-3', 'tx-2', 'day-2025-01-01', 'tx-1']);
  });
});
