/**
 * US ABA routing number: nine digits whose first two fall in the Federal Reserve's ranges and whose weighted sum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10 (the ABA's published check-digit rule).
 */
import type { ValidationResult } from './validation-result';

export type AbaFailure = 'empty' | 'format' | 'prefix' | 'checksum';

export type AbaResult = ValidationResult<AbaFailure>;

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * First two digits: 00 (US government), 01-12 (Federal Reserve districts), 21-32 (thrift institutions),
 * 61-72 (electronic transactions), 80 (traveller's cheques).
 */
function prefixIsValid(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

export function validateAbaRouting(text: string): AbaResult {
  const routing = text.replace(/[\s-]+/g, '');
  if (routing === '') return { valid: false, reason: 'empty' };
  if (!/^\d{9}$/.test(routing)) return { valid: false, reason: 'format' };
  if (!prefixIsValid(Number(routing.slice(0, 2)))) return { valid: false, reason: 'prefix' };
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += Number(routing[index]) * (WEIGHTS[index] ?? 0);
  if (sum % 10 !== 0) return { valid: false, reason: 'checksum' };
  return { valid: true, value: routing };
}
