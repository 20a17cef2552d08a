/**
 * BIC (SWIFT code) format, ISO 9362: 4 letters of institution, 2 letters of country, 2 letters or digits of
 * location, and an optional 3-character branch (8 or 11 characters in all).
 */
import { compact, type ValidationResult } from './validation-result';

export type BicFailure = 'empty' | 'length' | 'format';

export type BicResult = ValidationResult<BicFailure, { country: string }>;

const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function validateBic(text: string): BicResult {
  const bic = compact(text);
  if (bic === '') return { valid: false, reason: 'empty' };
  if (bic.length !== 8 && bic.length !== 11) return { valid: false, reason: 'length' };
  if (!BIC_PATTERN.test(bic)) return { valid: false, reason: 'format' };
  return { valid: true, value: bic, country: bic.slice(4, 6) };
}
