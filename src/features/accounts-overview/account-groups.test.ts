import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/api/contract/accounts';
import { accountKind, totalsByCurrency } from './account-groups';

function account(currencyCode: string, balance: number | string): Account {
  return { accountId: 1, accountNumber: 'X', type: 1001, currencyCode, accountStatusId: 1, balance, customerId: 1 };
}

describe('accountKind', () => {
  it('names the account types of the spec and the card range', () => {
    expect([1001, 4001, 4002, 2006, 2135, 2136].map(accountKind)).toEqual([
      'payment',
      'prepayment',
      'receiving',
      'card',
      'card',
      'other',
    ]);
  });
});

describe('totalsByCurrency', () => {
  it('adds balances per currency without floating-point drift', () => {
    const totals = totalsByCurrency([account('USD', 0.1), account('EUR', '5'), account('USD', '0.2')]);
    expect(totals).toEqual([
      { currency: 'USD', balance: '0.3' },
      { currency: 'EUR', balance: '5' },
    ]);
  });
});
