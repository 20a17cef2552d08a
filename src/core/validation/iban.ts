/**
 * IBAN check (ISO 13616): the country's length and BBAN structure from the SWIFT IBAN registry, check digits 02 to 98
 * and the ISO 7064 MOD 97-10 checksum (the contract's rules, bank-identifiers.ts, which the sandbox applies too).
 * Runs before any lookup or submit, so a typo never reaches the bank.
 */
import { ibanChecksumIsValid, ibanProblem } from '../api/contract/bank-identifiers';
import { IBAN_LENGTHS } from '../api/contract/iban-registry';
import { compact, type ValidationResult } from './validation-result';

export { IBAN_LENGTHS, ibanChecksumIsValid };

/**
 * Why an IBAN was rejected, in the order the checks run. `structure`: letters where the country's IBANs have digits
 * (or the other way round); check digits outside 02..98 count as `checksum`.
 */
export type IbanFailure = 'empty' | 'characters' | 'country' | 'length' | 'structure' | 'checksum';

export type IbanResult = ValidationResult<IbanFailure, { country: string }>;

/** Checks an IBAN as typed (spaces, dashes and lower case allowed) and returns it compact and upper-case. */
export function validateIban(text: string): IbanResult {
  const iban = compact(text);
  if (iban === '') return { valid: false, reason: 'empty' };
  const problem = ibanProblem(iban);
  if (problem === null) return { valid: true, value: iban, country: iban.slice(0, 2) };
  if (problem.problem === 'length')
    return { valid: false, reason: 'length', expectedLength: problem.expectedLength ?? 0 };
  return { valid: false, reason: problem.problem === 'checkDigits' ? 'checksum' : problem.problem };
}

/** An IBAN in groups of four, as printed on statements ("DE89 3704 0044 0532 0130 00"). */
export function formatIban(iban: string): string {
  return compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
