import { describe, expect, it } from 'vitest';
import { summariseAmounts } from './amounts';

describe('summariseAmounts', () => {
  it('shows the rate only when converting, and who pays the fee', () => {
    expect(
      summariseAmounts(
        { amount: 250, currencyCode: 'EUR', feeIsBen: true },
        { exchangeRate: 1.08, toAmount: '265.5', fee: '4.50', feeCurrencyCode: 'EUR' },
        'USD',
      ),
    ).toEqual({
      sent: { amount: 250, currency: 'EUR' },
      fee: { amount: '4.50', currency: 'EUR', paidBy: 'recipient' },
      exchange: { rate: 1.08, from: 'EUR', to: 'USD' },
      received: { amount: '265.5', currency: 'USD' },
      free: false,
    });
    const same = summariseAmounts(
      { amount: '100.00', currencyCode: 'EUR', feeIsBen: false },
      { exchangeRate: 1, toAmount: '100.00', fee: 0, feeCurrencyCode: 'EUR' },
      'EUR',
    );
    expect(same.exchange).toBeNull();
    expect(same.fee.paidBy).toBe('sender');
    expect(same.free).toBe(true);
  });
});
