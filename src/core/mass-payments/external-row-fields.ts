/**
 * Offline checks of the fields of one external payment (wire, EFT, card payout, crypto, global), for the rows of a
 * mass payment file. The checks are those of a single external transfer: IBAN (length per country and check digits),
 * BIC, card number (Luhn), bank and branch codes (required for EFT to BR, JP, HK and LK, spec 2 section 5), country,
 * e-mail. They come straight from `src/core/validation`; when the claim's field engine moves to core, this module is
 * the one place that switches to it (each function keeps its signature: value in, problem code or null out).
 */
import { COUNTRIES } from '../registration/countries';
import { needsBankAndBranchCode, validateBankCode, validateBranchCode } from '../validation/bank-codes';
import { validateBic } from '../validation/bic';
import { validateEmail } from '../validation/contact';
import { validateIban } from '../validation/iban';
import { validateCardNumber } from '../validation/luhn';

/** Why a field of a row was refused; the UI translates each code. */
export type FieldProblemCode =
  | 'required'
  | 'tooLong'
  | 'amountFormat'
  | 'amountZero'
  | 'amountDecimals'
  | 'currency'
  | 'email'
  | 'ibanCharacters'
  | 'ibanCountry'
  | 'ibanLength'
  | 'ibanChecksum'
  | 'ibanNotCountry'
  | 'bic'
  | 'country'
  | 'cardNumber'
  | 'bankCode'
  | 'branchCode'
  | 'accountNumber'
  | 'cryptoAddress';

export interface FieldProblem {
  code: FieldProblemCode;
  /** Values for the message ("an IBAN from DE has 22 characters"). */
  params?: Record<string, string>;
}

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

export function checkCountry(value: string): FieldProblem | null {
  return COUNTRY_CODES.has(value.trim().toUpperCase()) ? null : { code: 'country', params: { value: value.trim() } };
}

export function checkIban(value: string, country: string): FieldProblem | null {
  const result = validateIban(value);
  if (result.valid) {
    return country && COUNTRY_CODES.has(country) && result.country !== country ? { code: 'ibanNotCountry', params: { country } } : null;
  }
  switch (result.reason) {
    case 'empty':
      return { code: 'required' };
    case 'characters':
      return { code: 'ibanCharacters' };
    case 'country':
      return { code: 'ibanCountry' };
    case 'length':
      return { code: 'ibanLength', params: { length: String(result.expectedLength ?? '') } };
    default:
      return { code: 'ibanChecksum' };
  }
}

export function checkBic(value: string): FieldProblem | null {
  const result = validateBic(value);
  if (result.valid) return null;
  return result.reason === 'empty' ? { code: 'required' } : { code: 'bic' };
}

export function checkCard(value: string): FieldProblem | null {
  const result = validateCardNumber(value);
  if (result.valid) return null;
  return result.reason === 'empty' ? { code: 'required' } : { code: 'cardNumber' };
}

export function checkEmail(value: string): FieldProblem | null {
  const result = validateEmail(value);
  if (result.valid) return null;
  return result.reason === 'empty' ? { code: 'required' } : { code: 'email' };
}

/** Bank code of an EFT row: required in BR, JP, HK and LK, in the national format there. */
export function checkBankCode(value: string, country: string): FieldProblem | null {
  if (value.trim() === '') return needsBankAndBranchCode(country, 'eft') ? { code: 'required' } : null;
  const result = validateBankCode(value, country);
  return result.valid ? null : { code: 'bankCode', params: { digits: String(result.expectedLength ?? '') } };
}

export function checkBranchCode(value: string, country: string): FieldProblem | null {
  if (value.trim() === '') return needsBankAndBranchCode(country, 'eft') ? { code: 'required' } : null;
  const result = validateBranchCode(value, country);
  return result.valid ? null : { code: 'branchCode', params: { digits: String(result.expectedLength ?? '') } };
}

/** A local account number: 4 to 34 letters, digits and dashes. */
export function checkAccountNumber(value: string): FieldProblem | null {
  const compacted = value.replace(/\s+/g, '');
  if (compacted === '') return { code: 'required' };
  return /^[A-Za-z0-9-]{4,34}$/.test(compacted) ? null : { code: 'accountNumber' };
}

/**
 * A crypto wallet address: an Ethereum-style address (0x and 40 hex digits), a Bitcoin bech32 address (bc1 and 11
 * to 71 characters of its alphabet) or a legacy Base58 address (1 or 3 and 25 to 34 characters).
 */
export function checkCryptoAddress(value: string): FieldProblem | null {
  const address = value.trim();
  if (address === '') return { code: 'required' };
  const ok =
    /^0x[0-9a-fA-F]{40}$/.test(address) ||
    /^bc1[02-9ac-hj-np-z]{11,71}$/.test(address) ||
    /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address);
  return ok ? null : { code: 'cryptoAddress' };
}
