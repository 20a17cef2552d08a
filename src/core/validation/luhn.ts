/**
 * The Luhn (mod 10) check digit of ISO/IEC 7812, used by payment card numbers, and the card number check built on
 * it: 12 to 19 digits (ISO/IEC 7812-1), not all zeros, spaces and dashes allowed while typing. The contract's rule
 * (bank-identifiers.ts), which the sandbox applies too.
 */
import {
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  cardNumberProblem,
  luhnIsValid,
} from '../api/contract/bank-identifiers';
import type { ValidationResult } from './validation-result';

export { CARD_NUMBER_MAX_LENGTH, CARD_NUMBER_MIN_LENGTH, luhnIsValid };

export type CardNumberFailure = 'empty' | 'format' | 'length' | 'checksum';

export type CardNumberResult = ValidationResult<CardNumberFailure>;

export function validateCardNumber(text: string): CardNumberResult {
  const digits = text.replace(/[\s-]+/g, '');
  if (digits === '') return { valid: false, reason: 'empty' };
  const problem = cardNumberProblem(digits);
  if (problem !== null) return { valid: false, reason: problem };
  return { valid: true, value: digits };
}
