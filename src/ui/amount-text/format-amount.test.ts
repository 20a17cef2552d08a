import { describe, expect, it } from 'vitest';
import { isDecimalAmount, signOfAmount } from './format-amount';

describe('isDecimalAmount and signOfAmount', () => {
  it.each([
    ['12', true, 1],
    ['-0.5', true, -1],
    ['+3.', true, 1],
    ['0.000', true, 0],
    ['-0', true, 0],
    ['.5', true, 1],
    ['', false, 0],
    ['1,5', false, 0],
    ['abc', false, 0],
  ] as const)('%j is decimal: %s, sign %i', (value, decimal, sign) => {
    expect(isDecimalAmount(value)).toBe(decimal);
    expect(signOfAmount(value)).toBe(sign);
  });
});
