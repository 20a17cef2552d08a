/**
 * The Luhn (mod 10) check digit of ISO/IEC 7812, used by payment card numbers, and the card number check built on
 * it: 12 to 19 digits (ISO/IEC 7812-1), spaces and dashes allowed while typing.
 */
import type { ValidationResult } from './validation-result';

/** True when the digit string passes the Luhn check (the rightmost digit is the check digit). */
export function luhnIsValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardNumberFailure = 'empty' | 'format' | 'length' | 'checksum';

export type CardNumberResult = ValidationResult<CardNumberFailure>;

export const CARD_NUMBER_MIN_LENGTH = 12;
export const CARD_NUMBER_MAX_LENGTH = 19;

export function validateCardNumber(text: string): CardNumberResult {
  const digits = text.replace(/[\s-]+/g, '');
  if (digits === '') return { valid: false, reason: 'empty' };
  if (!/^\d+$/.test(digits)) return { valid: false, reason: 'format' };
  if (digits.length < CARD_NUMBER_MIN_LENGTH || digits.length > CARD_NUMBER_MAX_LENGTH) return { valid: false, reason: 'length' };
  if (!luhnIsValid(digits)) return { valid: false, reason: 'checksum' };
  return { valid: true, value: digits };
}
