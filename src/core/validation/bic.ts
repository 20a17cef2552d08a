/**
 * BIC (SWIFT code) format, ISO 9362: 4 letters of institution, 2 letters of an ISO 3166-1 country, 2 letters or
 * digits of location, and an optional 3-character branch (8 or 11 characters in all). The contract's rule
 * (bank-identifiers.ts), which the sandbox applies too.
 */
import { bicProblem } from '../api/contract/bank-identifiers';
import { compact, type ValidationResult } from './validation-result';

export type BicFailure = 'empty' | 'length' | 'format' | 'country';

export type BicResult = ValidationResult<BicFailure, { country: string }>;

export function validateBic(text: string): BicResult {
  const bic = compact(text);
  if (bic === '') return { valid: false, reason: 'empty' };
  const problem = bicProblem(bic);
  if (problem !== null) return { valid: false, reason: problem };
  return { valid: true, value: bic, country: bic.slice(4, 6) };
}
