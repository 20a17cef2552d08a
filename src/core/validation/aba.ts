/**
 * US ABA routing number: nine digits whose first two fall in the Federal Reserve's ranges and whose weighted sum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10 (the ABA's published check-digit rule), and not all
 * zeros. The contract's rule (bank-identifiers.ts), which the sandbox applies too.
 */
import { abaProblem } from '../api/contract/bank-identifiers';
import type { ValidationResult } from './validation-result';

export type AbaFailure = 'empty' | 'format' | 'prefix' | 'checksum';

export type AbaResult = ValidationResult<AbaFailure>;

export function validateAbaRouting(text: string): AbaResult {
  const routing = text.replace(/[\s-]+/g, '');
  if (routing === '') return { valid: false, reason: 'empty' };
  const problem = abaProblem(routing);
  if (problem !== null) return { valid: false, reason: problem };
  return { valid: true, value: routing };
}
