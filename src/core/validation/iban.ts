/**
 * IBAN check (ISO 13616): the country's length from the SWIFT IBAN registry and the ISO 7064 MOD 97-10 check
 * digits. Runs before any lookup or submit, so a typo never reaches the bank.
 */
import { IBAN_LENGTHS } from '../api/contract/iban-registry';
import { compact, type ValidationResult } from './validation-result';

export { IBAN_LENGTHS };

/** Why an IBAN was rejected, in the order the checks run. */
export type IbanFailure = 'empty' | 'characters' | 'country' | 'length' | 'checksum';

export type IbanResult = ValidationResult<IbanFailure, { country: string }>;

/** ISO 7064 MOD 97-10 over the rearranged IBAN (letters as 10..35), computed in chunks so no big numbers are needed. */
export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Checks an IBAN as typed (spaces, dashes and lower case allowed) and returns it compact and upper-case. */
export function validateIban(text: string): IbanResult {
  const iban = compact(text);
  if (iban === '') return { valid: false, reason: 'empty' };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { valid: false, reason: 'characters' };
  const country = iban.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (expectedLength === undefined) return { valid: false, reason: 'country' };
  if (iban.length !== expectedLength) return { valid: false, reason: 'length', expectedLength };
  if (!ibanChecksumIsValid(iban)) return { valid: false, reason: 'checksum' };
  return { valid: true, value: iban, country };
}

/** An IBAN in groups of four, as printed on statements ("DE89 3704 0044 0532 0130 00"). */
export function formatIban(iban: string): string {
  return compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
