import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmountInput } from './amount-input';

describe('parseAmountInput', () => {
  it('reads dots, commas and grouped digits as the API amount', () => {
    expect(parseAmountInput('12')).toBe('12');
    expect(parseAmountInput('12.5')).toBe('12.5');
    expect(parseAmountInput('12,50')).toBe('12.50');
    expect(parseAmountInput('1 250,00')).toBe('1250.00');
    expect(parseAmountInput('1\u00a0250.75')).toBe('1250.75');
  });

  it('refuses letters, two separators, signs, too many decimals or digits, and zero', () => {
    for (const text of ['', 'abc', '1.2.3', '1,2.3', '-5', '+5', '1.234', '1e3', '.5', '0', '0.00']) {
      expect(parseAmountInput(text), text).toBeNull();
    }
    expect(parseAmountInput('1234567890123')).toBeNull();
    expect(parseAmountInput('123456789012')).toBe('123456789012');
    expect(parseAmountInput('1234567', { maxIntegerDigits: 6 })).toBeNull();
    expect(parseAmountInput('1.123', { decimals: 3 })).toBe('1.123');
    expect(parseAmountInput('0', { allowZero: true })).toBe('0');
  });

  it('names the problem', () => {
    expect(amountProblem('  ')).toBe('required');
    expect(amountProblem('0,00')).toBe('zero');
    expect(amountProblem('12..0')).toBe('invalid');
    expect(amountProblem('12.05')).toBeNull();
  });
});
