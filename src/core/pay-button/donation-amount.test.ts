import { describe, expect, it } from 'vitest';
import { checkDonationAmount, decimalText } from './donation-amount';

describe('checkDonationAmount', () => {
  it('takes decimals with up to two fraction digits, a decimal comma and surrounding spaces', () => {
    expect(checkDonationAmount('10')).toEqual({ ok: true, amount: '10' });
    expect(checkDonationAmount(' 10.5 ')).toEqual({ ok: true, amount: '10.5' });
    expect(checkDonationAmount('0,01')).toEqual({ ok: true, amount: '0.01' });
    expect(checkDonationAmount('100000.00')).toEqual({ ok: true, amount: '100000' });
  });

  it('names what is wrong', () => {
    expect(checkDonationAmount('  ')).toEqual({ ok: false, problem: 'required' });
    expect(checkDonationAmount('1.234')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkDonationAmount('-5')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkDonationAmount('1e3')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkDonationAmount('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(checkDonationAmount('100000.01')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('decimalText', () => {
  it('pads to the currency digits without rounding', () => {
    expect(decimalText(24.9, 2)).toBe('24.90');
    expect(decimalText('5', 2)).toBe('5.00');
    expect(decimalText('0.125', 2)).toBe('0.125');
  });
});
