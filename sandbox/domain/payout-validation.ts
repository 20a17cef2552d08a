/**
 * Server-side checks of payout details. The client checks the same fields offline (src/core/validation) before a
 * call; the sandbox checks them again, as a bank would, and answers 'VF' with one validation error per field.
 * Each check returns the canonical value that gets stored (spaces removed, upper case) or a readable reason.
 */
import {
  abaProblem,
  bicProblem,
  cardNumberProblem,
  ibanChecksumIsValid,
  ibanOf,
  ibanProblem,
  luhnIsValid,
} from '../../src/core/api/contract/bank-identifiers';
import type { FIELD_VALIDATORS } from '../../src/core/api/contract/global-claim';
import { IBAN_LENGTHS } from '../../src/core/api/contract/iban-registry';

export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

const ok = (value: string): FieldCheck => ({ ok: true, value });
const fail = (message: string): FieldCheck => ({ ok: false, message });

/** Removes spaces and dashes and upper-cases the text. */
export function compact(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

// The rules themselves are the contract's (bank-identifiers.ts), the same the client checks offline.
export { IBAN_LENGTHS, ibanChecksumIsValid, ibanOf, luhnIsValid };

export function checkIban(text: string): FieldCheck & { country?: string } {
  const iban = compact(text);
  const country = iban.slice(0, 2);
  const problem = ibanProblem(iban);
  switch (problem?.problem) {
    case undefined:
      return { ok: true, value: iban, country };
    case 'characters':
      return fail('Not a valid IBAN: it starts with a country code and two check digits');
    case 'country':
      return fail(`Not a valid IBAN: ${country} does not use IBANs`);
    case 'length':
      return fail(
        `Not a valid IBAN: an IBAN from ${country} has ${problem.expectedLength ?? IBAN_LENGTHS[country] ?? 0} characters`,
      );
    case 'structure':
      return fail(`Not a valid IBAN: it has letters or digits where IBANs from ${country} have none`);
    case 'checkDigits':
    case 'checksum':
      return fail('Not a valid IBAN: the check digits do not match');
  }
}

export function checkBic(text: string): FieldCheck {
  const bic = compact(text);
  switch (bicProblem(bic)) {
    case null:
      return ok(bic);
    case 'length':
      return fail('A BIC has 8 or 11 characters');
    case 'format':
      return fail('Not a valid BIC');
    case 'country':
      return fail('Not a valid BIC: letters 5 and 6 are not a country code');
  }
}

/** US ABA routing number: nine digits, a Federal Reserve prefix and the 3-7-1 weighted check digit. */
export function checkAba(text: string): FieldCheck {
  const routing = text.replace(/[\s-]+/g, '');
  switch (abaProblem(routing)) {
    case null:
      return ok(routing);
    case 'format':
      return fail('A routing number has 9 digits');
    case 'prefix':
      return fail('Not a valid routing number');
    case 'checksum':
      return fail('Not a valid routing number: the check digit does not match');
  }
}

/** UK sort code: 12-34-56, 12 34 56 or 123456; stored as six digits. */
export function checkSortCode(text: string): FieldCheck {
  const trimmed = text.trim();
  if (!/^\d{2}([-\s]?)\d{2}\1\d{2}$/.test(trimmed)) return fail('A sort code has 6 digits');
  return ok(trimmed.replace(/\D/g, ''));
}

/** A card number: 12 to 19 digits (spaces and dashes allowed) passing the Luhn check, not all zeros. */
export function checkCardNumber(text: string): FieldCheck {
  const digits = text.replace(/[\s-]+/g, '');
  const problem = cardNumberProblem(digits);
  if (problem === null) return ok(digits);
  return problem === 'checksum'
    ? fail('Not a valid card number: the check digit does not match')
    : fail('A card number has 12 to 19 digits');
}

interface CodeFormat {
  pattern: RegExp;
  description: string;
}

/**
 * Bank and branch codes of local transfers: Brazil COMPE bank (3 digits) and agência (4, optionally "-" and a check
 * digit), Japan Zengin bank (4) and branch (3), Hong Kong bank (3) and branch (3), Sri Lanka SLIPS bank (4) and
 * branch (3), Canada institution (3) and transit (5) numbers. Elsewhere 1 to 11 letters or digits.
 */
const BANK_CODE_FORMATS: Readonly<Record<string, { bank: CodeFormat; branch: CodeFormat }>> = {
  BR: {
    bank: { pattern: /^\d{3}$/, description: '3 digits' },
    branch: { pattern: /^\d{4}(-?[\dX])?$/, description: '4 digits' },
  },
  JP: {
    bank: { pattern: /^\d{4}$/, description: '4 digits' },
    branch: { pattern: /^\d{3}$/, description: '3 digits' },
  },
  HK: {
    bank: { pattern: /^\d{3}$/, description: '3 digits' },
    branch: { pattern: /^\d{3}$/, description: '3 digits' },
  },
  LK: {
    bank: { pattern: /^\d{4}$/, description: '4 digits' },
    branch: { pattern: /^\d{3}$/, description: '3 digits' },
  },
  CA: {
    bank: { pattern: /^\d{3}$/, description: '3 digits' },
    branch: { pattern: /^\d{5}$/, description: '5 digits' },
  },
};

function checkCode(text: string, format: CodeFormat | undefined, what: string): FieldCheck {
  const code = text.replace(/\s+/g, '').toUpperCase();
  if (format) return format.pattern.test(code) ? ok(code) : fail(`A ${what} here has ${format.description}`);
  return /^[A-Z0-9]{1,11}$/.test(code) ? ok(code) : fail(`A ${what} has 1 to 11 letters or digits`);
}

export function checkBankCode(text: string, country: string): FieldCheck {
  return checkCode(text, BANK_CODE_FORMATS[country]?.bank, 'bank code');
}

export function checkBranchCode(text: string, country: string): FieldCheck {
  return checkCode(text, BANK_CODE_FORMATS[country]?.branch, 'branch code');
}

export function checkEmail(text: string): FieldCheck {
  const email = text.trim();
  if (email.length <= 5 || !/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email)) return fail('Must be a valid e-mail address');
  return ok(email.toLowerCase());
}

/** An international phone number: optional "+", 7 to 15 digits; stored as "+digits" (or digits without "+"). */
export function checkPhone(text: string): FieldCheck {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return fail('Must be a phone number');
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return fail('A phone number has 7 to 15 digits');
  return ok(`${trimmed.startsWith('+') ? '+' : ''}${digits}`);
}

/** A tax id: 4 to 20 letters and digits, with the dots, dashes and slashes national formats use; stored without them. */
export function checkTaxId(text: string): FieldCheck {
  const characters = text
    .trim()
    .toUpperCase()
    .replace(/[.\-/\s]/g, '');
  if (!/^[A-Z0-9]{4,20}$/.test(characters)) return fail('Must be a tax identification number');
  return ok(characters);
}

/** Brazilian CPF: 11 digits with two mod-11 check digits (not all digits equal). */
export function cpfIsValid(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index++) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

export type FieldValidatorName = (typeof FIELD_VALIDATORS)[number];

/** Runs one of the contract's offline validators (FIELD_VALIDATORS) on the server. */
export function runValidator(name: FieldValidatorName, text: string, country: string): FieldCheck {
  switch (name) {
    case 'iban':
      return checkIban(text);
    case 'bic':
      return checkBic(text);
    case 'aba':
      return checkAba(text);
    case 'sortCode':
      return checkSortCode(text);
    case 'luhn':
      return checkCardNumber(text);
    case 'bankCode':
      return checkBankCode(text, country);
    case 'branchCode':
      return checkBranchCode(text, country);
    case 'email':
      return checkEmail(text);
    case 'phone':
      return checkPhone(text);
    case 'taxId':
      return checkTaxId(text);
  }
}
