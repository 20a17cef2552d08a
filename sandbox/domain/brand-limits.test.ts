import { describe, expect, it } from 'vitest';
import { brandIdleSeconds } from './brand-limits';

describe("brands' session idle limits", () => {
  it('reads each brand file: 15 minutes by default, 10 for the bank, 5 for the EU PSD2 brand; none without a brand', () => {
    expect(brandIdleSeconds('pay')).toBe(15 * 60);
    expect(brandIdleSeconds('bank')).toBe(10 * 60);
    expect(brandIdleSeconds('lt-alpha')).toBe(5 * 60);
    expect(brandIdleSeconds(undefined)).toBeNull();
  });
});
