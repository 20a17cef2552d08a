import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/api/contract/accounts';
import type { Transaction } from '../../core/api/contract/history';
import { balanceSeries, convertedTotal, mainCurrencyOf, monthlyFlows, rateOf } from './home-data';

const account = (currencyCode: string, balance: string, type = 1001) =>
  ({ accountId: balance, type, currencyCode, balance, accountNumber: '1', accountStatusId: 1 }) as unknown as Account;
const move = (transactionDate: string, currencyCode: string, total: string) =>
  ({ transactionDate, currencyCode, total }) as unknown as Transaction;
const RATES = [
  { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD', exchangeRate: '1.1' },
  { fromCurrencyCode: 'USD', toCurrencyCode: 'RON', exchangeRate: '4.5' },
];

describe('home rules', () => {
  it('adds every account in the main currency at today’s rates, the inverse pair when only that is listed', () => {
    expect(rateOf(RATES, 'RON', 'USD')).toBeCloseTo(1 / 4.5);
    const accounts = [account('USD', '100.00'), account('EUR', '10.00'), account('RON', '45.00'), account('GBP', '5')];
    expect(mainCurrencyOf(accounts)).toBe('USD');
    expect(convertedTotal(accounts, RATES, 'USD')).toEqual({ currency: 'USD', amount: 121, missing: ['GBP'] });
  });

  it('walks the balance back from today by the day’s moves, and sums money in and out by month', () => {
    const moves = [move('2026-12-02T10:00:00Z', 'USD', '20'), move('2026-11-30T10:00:00Z', 'EUR', '-10')];
    const points = balanceSeries(moves, 100, RATES, 'USD', '2026-12-02', 4);
    expect(points).toEqual([
      { day: '2026-11-29', balance: 91 },
      { day: '2026-11-30', balance: 80 },
      { day: '2026-12-01', balance: 80 },
      { day: '2026-12-02', balance: 100 },
    ]);
    expect(monthlyFlows(moves, RATES, 'USD')).toEqual([
      { month: '2026-11', moneyIn: 0, moneyOut: 11 },
      { month: '2026-12', moneyIn: 20, moneyOut: 0 },
    ]);
  });
});
