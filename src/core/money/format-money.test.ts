import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl uses narrow and ordinary no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats with the currency in the reader’s language, at least two decimals', () => {
    expect(formatMoney('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(plain(formatMoney('1234.5', 'EUR', 'ru'))).toBe('1 234,50 €');
    expect(plain(formatMoney('-20', 'GBP', 'uk'))).toMatch(/^-20,00 (GBP|£)$/);
  });

  it('writes the symbols of the spec: AUD $, CAD $, RON lei (not A$, CA$, RON), EUR €, USD $, GBP £', () => {
    expect(formatMoney('1234.5', 'AUD', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'CAD', 'en')).toBe('$1,234.50');
    expect(plain(formatMoney('1234.5', 'RON', 'en'))).toBe('lei 1,234.50');
    expect(plain(formatMoney('1234.5', 'RON', 'ro'))).toBe('1.234,50 lei');
    expect(plain(formatMoney('-20', 'GBP', 'uk'))).toBe('-20,00 £');
    expect(plain(formatMoney('7', 'USD', 'es'))).toBe('7,00 $');
    expect(plain(formatMoney('7', 'EUR', 'ro'))).toBe('7,00 €');
    expect(plain(formatMoney('0.123456789', 'CAD', 'pt'))).toBe('$ 0,12345679');
    // Other currencies keep Intl's own writing.
    expect(plain(formatMoney('1', 'CHF', 'en'))).toBe('CHF 1.00');
  });

  it('keeps up to eight decimals and drops trailing zeros beyond two', () => {
    expect(formatMoney('0.10000001', 'USD', 'en')).toBe('$0.10000001');
    expect(formatMoney('0.12345678999', 'USD', 'en')).toBe('$0.12345679');
    expect(formatMoney('5.500000', 'USD', 'en')).toBe('$5.50');
  });

  it('never goes through a binary float, so large amounts keep every digit', () => {
    expect(formatMoney('90071992547409931.01', 'USD', 'en')).toBe('$90,071,992,547,409,931.01');
  });

  it('formats numbers too, including tiny ones a string would write in exponent form', () => {
    expect(formatMoney(0.00000012, 'EUR', 'en')).toBe('€0.00000012');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(Number.NaN, 'EUR', 'en')).toBe('NaN');
  });

  it('writes codes that are not ISO currencies after the number', () => {
    expect(plain(formatMoney('1.5', 'USDT', 'en'))).toBe('1.50 USDT');
  });

  it('can show the sign of credits', () => {
    expect(formatMoney('15', 'EUR', 'en', { signDisplay: 'exceptZero' })).toBe('+€15.00');
    expect(formatMoney('0', 'EUR', 'en', { signDisplay: 'exceptZero' })).toBe('€0.00');
  });

  it('returns text that is not an amount unchanged instead of "NaN"', () => {
    expect(formatMoney('n/a', 'EUR', 'en')).toBe('n/a');
  });
});
