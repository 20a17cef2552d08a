import { describe, expect, it } from 'vitest';
import { luhnIsValid, validateCardNumber } from './luhn';

describe('luhnIsValid', () => {
  it('passes the textbook example 79927398713 and fails its neighbours', () => {
    expect(luhnIsValid('79927398713')).toBe(true);
    expect(luhnIsValid('79927398710')).toBe(false);
    expect(luhnIsValid('79927398714')).toBe(false);
  });

  it('rejects non-digits', () => {
    expect(luhnIsValid('7992739871a')).toBe(false);
    expect(luhnIsValid('')).toBe(false);
  });
});

describe('validateCardNumber', () => {
  it.each([
    '4111111111111111', // Visa test card
    '4012888888881881', // Visa test card
    '5555555555554444', // Mastercard test card
    '5105105105105100', // Mastercard test card
    '378282246310005', // American Express test card (15 digits)
    '6011111111111117', // Discover test card
  ])('accepts the published test card %s', (number) => {
    expect(validateCardNumber(number)).toEqual({ valid: true, value: number });
  });

  it('accepts spaces and dashes as typed and returns the digits', () => {
    expect(validateCardNumber('4111 1111-1111 1111')).toEqual({ valid: true, value: '4111111111111111' });
  });

  it('rejects a wrong check digit, bad lengths and letters', () => {
    expect(validateCardNumber('4111111111111112')).toEqual({ valid: false, reason: 'checksum' });
    expect(validateCardNumber('79927398713')).toEqual({ valid: false, reason: 'length' });
    expect(validateCardNumber('41111111111111111111')).toEqual({ valid: false, reason: 'length' });
    expect(validateCardNumber('4111 1111 1111 111O')).toEqual({ valid: false, reason: 'format' });
    expect(validateCardNumber('')).toEqual({ valid: false, reason: 'empty' });
  });
});
