import { describe, expect, it } from 'vitest';
import { limitExceededBy } from './limit-check';

const limits = [
  { period: 'single' as const, currencyCode: 'USD', amount: '500.00', used: '0.00', remaining: '500.00' },
  { period: 'daily' as const, currencyCode: 'USD', amount: '1000.00', used: '900.00', remaining: '100.00' },
];

describe('limitExceededBy', () => {
  it('names the per-transfer limit first, with its amount as the room', () => {
    expect(limitExceededBy('600', 'USD', 'p2p', limits)).toEqual({
      type: 'p2p',
      period: 'single',
      currencyCode: 'USD',
      amount: '500.00',
      remaining: '500.00',
    });
  });

  it('uses what is left of a period, and allows exactly the room', () => {
    expect(limitExceededBy('100.00', 'USD', 'p2p', limits)).toBeNull();
    expect(limitExceededBy('100.01', 'USD', 'p2p', limits)).toMatchObject({ period: 'daily', remaining: '100.00' });
  });

  it('ignores limits in another currency and answers null before the limits are loaded', () => {
    expect(limitExceededBy('600', 'EUR', 'p2p', limits)).toBeNull();
    expect(limitExceededBy('600', 'USD', 'p2p', undefined)).toBeNull();
  });
});
