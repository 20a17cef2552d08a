/**
 * UK sort code: six digits, written as 12-34-56, 12 34 56 or 123456. Sort codes carry no check digit of their
 * own (modulus checking needs the account number and Vocalink's weight tables), so only the form is checked.
 */
import type { ValidationResult } from './validation-result';

export type SortCodeFailure = 'empty' | 'format';

export type SortCodeResult = ValidationResult<SortCodeFailure>;

export function validateSortCode(text: string): SortCodeResult {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: false, reason: 'empty' };
  if (!/^\d{2}([-\s]?)\d{2}\1\d{2}$/.test(trimmed)) return { valid: false, reason: 'format' };
  return { valid: true, value: trimmed.replace(/\D/g, '') };
}

/** A sort code as people write it: "12-34-56". */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/\D/g, '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}
