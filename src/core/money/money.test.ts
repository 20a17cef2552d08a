import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  formatMoney,
  isDecimal,
  subtractDecimal,
  sumDecimals,
  toDecimalString,
} from './money';

describe('formatMoney', () => {
  it('shows at least 2 fraction digits', () => {
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$5.00');
    expect(formatMoney('1234.5', 'EUR', 'en-US')).toBe('€1,234.50');
  });

  it('shows up to 8 fraction digits, rounding beyond', () => {
    expect(formatMoney('0.12345678', 'USD', 'en-US')).toBe('$0.12345678');
    expect(formatMoney('0.123456789', 'USD', 'en-US')).toBe('$0.12345679');
  });

  it('formats decimal strings exactly, beyond float precision', () => {
    expect(formatMoney('12345678901234567.01', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.01');
  });

  it('follows the locale', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('handles negative amounts and numbers in exponent notation', () => {
    expect(formatMoney('-3.5', 'USD', 'en-US')).toBe('-$3.50');
    expect(formatMoney(1e-7, 'USD', 'en-US')).toBe('$0.0000001');
  });

  it('falls back to the plain number and code for an unknown currency', () => {
    expect(formatMoney('10', 'USDT1', 'en-US')).toBe('10.00\u00a0USDT1');
  });

  it('shows what is not an amount unchanged rather than throwing', () => {
    expect(formatMoney('ten', 'USD', 'en-US')).toBe('ten');
    expect(formatMoney(Number.NaN, 'USD', 'en-US')).toBe('NaN');
  });
});

describe('decimal arithmetic', () => {
  it('adds without float error', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal(0.1, 0.2)).toBe('0.3');
    expect(addDecimal('100.005', '-0.005')).toBe('100');
    expect(addDecimal('99999999999999999.99', '0.01')).toBe('100000000000000000');
  });

  it('subtracts without float error', () => {
    expect(subtractDecimal('1', '0.9')).toBe('0.1');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('5', '7.25')).toBe('-2.25');
    expect(subtractDecimal('0.00000001', '0.00000002')).toBe('-0.00000001');
  });

  it('sums a list', () => {
    expect(sumDecimals(['0.1', '0.2', 0.3, '-0.6'])).toBe('0');
    expect(sumDecimals([])).toBe('0');
  });

  it('compares exactly', () => {
    expect(compareDecimal('0.30', 0.3)).toBe(0);
    expect(compareDecimal('10', '9.99999999')).toBe(1);
    expect(compareDecimal('-1', '0')).toBe(-1);
    expect(compareDecimal(addDecimal('0.1', '0.2'), '0.3')).toBe(0);
  });

  it('canonicalises', () => {
    expect(toDecimalString('007.500')).toBe('7.5');
    expect(toDecimalString('-0.0')).toBe('0');
    expect(toDecimalString('1.5e3')).toBe('1500');
    expect(toDecimalString('+2')).toBe('2');
  });

  it('recognises amounts', () => {
    expect(isDecimal('12.5')).toBe(true);
    expect(isDecimal(3)).toBe(true);
    expect(isDecimal(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isDecimal('1,5')).toBe(false);
  });
});
