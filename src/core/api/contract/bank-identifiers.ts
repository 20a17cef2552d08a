/**
 * The rules of the bank identifiers payouts carry, in one place for the client's offline checks (src/core/validation)
 * and the sandbox's server-side checks (sandbox/domain/payout-validation.ts), so the two never disagree. Each takes
 * the compact, upper-case text and names the first rule it breaks, or returns null.
 *
 * - IBAN (ISO 13616): country code of the registry, the country's length, the BBAN's structure (digits, letters),
 *   check digits 02 to 98, and the ISO 7064 MOD 97-10 checksum.
 * - BIC (ISO 9362): 4 letters of institution, an ISO 3166-1 country code, 2 letters or digits of location, an optional
 *   3-character branch.
 * - ABA routing number: 9 digits, a Federal Reserve prefix, the 3-7-1 weighted check digit, not all zeros.
 * - Card number (ISO/IEC 7812): 12 to 19 digits, the Luhn check digit, not all zeros.
 */
import { BIC_COUNTRY_CODES, IBAN_BBAN_STRUCTURES, IBAN_LENGTHS } from './iban-registry';

export type IbanProblem = 'characters' | 'country' | 'length' | 'structure' | 'checkDigits' | 'checksum';

/** ISO 7064 MOD 97-10 over the rearranged IBAN (letters as 10..35), in chunks so no big numbers are needed. */
export function ibanChecksumIsValid(iban: string): boolean {
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Builds an IBAN from a country and a BBAN, computing the check digits (test data, seeds). */
export function ibanOf(country: string, bban: string): string {
  return `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, '0')}${bban}`;
}

const CLASS_PATTERN: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const structurePatterns = new Map<string, RegExp>();

/** The BBAN pattern of a registry country ("4a14n" -> /^[A-Z]{4}[0-9]{14}$/); undefined for other countries. */
export function bbanPattern(country: string): RegExp | undefined {
  const structure = IBAN_BBAN_STRUCTURES[country];
  if (structure === undefined) return undefined;
  let pattern = structurePatterns.get(country);
  if (!pattern) {
    const source = [...structure.matchAll(/(\d+)([nac])/g)]
      .map(([, count, kind]) => `${CLASS_PATTERN[kind ?? 'c'] ?? ''}{${count}}`)
      .join('');
    pattern = new RegExp(`^${source}$`);
    structurePatterns.set(country, pattern);
  }
  return pattern;
}

/** The first IBAN rule `iban` (compact, upper case) breaks, or null when it is valid. */
export function ibanProblem(iban: string): { problem: IbanProblem; expectedLength?: number } | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { problem: 'characters' };
  const country = iban.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (expectedLength === undefined) return { problem: 'country' };
  if (iban.length !== expectedLength) return { problem: 'length', expectedLength };
  if (bbanPattern(country)?.test(iban.slice(4)) === false) return { problem: 'structure' };
  // 00, 01 and 99 are never computed (98 - remainder lies in 02..98), although 00/97, 01/98 and 99/02 give the
  // same checksum.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return { problem: 'checkDigits' };
  if (!ibanChecksumIsValid(iban)) return { problem: 'checksum' };
  return null;
}

export type BicProblem = 'length' | 'format' | 'country';

/** The first BIC rule `bic` (compact, upper case) breaks, or null when it is valid. */
export function bicProblem(bic: string): BicProblem | null {
  if (bic.length !== 8 && bic.length !== 11) return 'length';
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return 'format';
  if (!BIC_COUNTRY_CODES.has(bic.slice(4, 6))) return 'country';
  return null;
}

export type AbaProblem = 'format' | 'prefix' | 'checksum';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * First two digits: 00 (US government), 01-12 (Federal Reserve districts), 21-32 (thrift institutions),
 * 61-72 (electronic transactions), 80 (traveller's cheques).
 */
function abaPrefixIsValid(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** The first ABA routing-number rule `routing` (digits, no separators) breaks, or null when it is valid. */
export function abaProblem(routing: string): AbaProblem | null {
  if (!/^\d{9}$/.test(routing)) return 'format';
  if (!abaPrefixIsValid(Number(routing.slice(0, 2)))) return 'prefix';
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += Number(routing[index]) * (ABA_WEIGHTS[index] ?? 0);
  // 000000000 passes the weighted sum and the government prefix, but no bank has it.
  if (sum % 10 !== 0 || /^0+$/.test(routing)) return 'checksum';
  return null;
}

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

export const CARD_NUMBER_MIN_LENGTH = 12;
export const CARD_NUMBER_MAX_LENGTH = 19;

export type CardNumberProblem = 'format' | 'length' | 'checksum';

/** The first card-number rule `digits` (no separators) breaks, or null when it is valid. */
export function cardNumberProblem(digits: string): CardNumberProblem | null {
  if (!/^\d+$/.test(digits)) return 'format';
  if (digits.length < CARD_NUMBER_MIN_LENGTH || digits.length > CARD_NUMBER_MAX_LENGTH) return 'length';
  // All zeros pass Luhn, but no issuer has the identification number 0 (ISO/IEC 7812-1).
  if (!luhnIsValid(digits) || /^0+$/.test(digits)) return 'checksum';
  return null;
}
