/**
 * Checks of the fields of one external payment (wire, EFT, card payout, crypto, global), for the rows of a mass
 * payment file. They run through the payout field engine of single external transfers and claims
 * (`core/payout-fields/field-engine.ts`): each column is a payout field with the engine's validator (IBAN: length per
 * country and check digits; BIC; card number: Luhn; bank and branch codes, required for EFT to BR, JP, HK and LK as
 * spec 2 section 5 says; e-mail), and the engine's error becomes the row problem the table shows.
 */
import { checkField, type FieldError, type FieldValidator, type PayoutField } from '../payout-fields/field-engine';
import { COUNTRIES } from '../registration/countries';
import { needsBankAndBranchCode } from '../validation/bank-codes';

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

/** A column as a payout field of the engine. */
function payoutField(
  key: string,
  validator: FieldValidator | null,
  required: boolean,
  maxLength: number | null = null,
): PayoutField {
  return {
    key,
    label: null,
    type: 'text',
    required,
    validator,
    lookup: null,
    minLength: null,
    maxLength,
    pattern: null,
    hint: null,
    choices: null,
    group: null,
    hidden: false,
    readonly: false,
  };
}

const FIELDS = {
  iban: payoutField('iban', 'iban', true),
  swift: payoutField('swift', 'bic', true),
  cardNumber: payoutField('cardNumber', 'luhn', true),
  email: payoutField('email', 'email', true),
} as const;

/** The engine's error as a row problem. */
function problemOf(error: FieldError): FieldProblem {
  switch (error.kind) {
    case 'required':
      return { code: 'required' };
    case 'iban':
      if (error.reason === 'empty') return { code: 'required' };
      if (error.reason === 'characters') return { code: 'ibanCharacters' };
      if (error.reason === 'country') return { code: 'ibanCountry' };
      if (error.reason === 'length')
        return { code: 'ibanLength', params: { length: String(error.expectedLength ?? '') } };
      return { code: 'ibanChecksum' };
    case 'bic':
      return error.reason === 'empty' ? { code: 'required' } : { code: 'bic' };
    case 'card':
      return error.reason === 'empty' ? { code: 'required' } : { code: 'cardNumber' };
    case 'bankCode':
    case 'branchCode':
      return { code: error.kind, params: { digits: String(error.expectedLength ?? '') } };
    case 'maxLength':
      return { code: 'tooLong', params: { max: String(error.max) } };
    default:
      return { code: 'email' };
  }
}

function run(field: PayoutField, value: string, country: string): FieldProblem | null {
  const checked = checkField(field, value, country);
  return checked.ok ? null : problemOf(checked.error);
}

export function checkCountry(value: string): FieldProblem | null {
  return COUNTRY_CODES.has(value.trim().toUpperCase()) ? null : { code: 'country', params: { value: value.trim() } };
}

/** An IBAN, which must also be from the row's country when that country is known. */
export function checkIban(value: string, country: string): FieldProblem | null {
  const checked = checkField(FIELDS.iban, value, country);
  if (!checked.ok) return problemOf(checked.error);
  return country && COUNTRY_CODES.has(country) && checked.value.slice(0, 2) !== country
    ? { code: 'ibanNotCountry', params: { country } }
    : null;
}

export function checkBic(value: string): FieldProblem | null {
  return run(FIELDS.swift, value, '');
}

export function checkCard(value: string): FieldProblem | null {
  return run(FIELDS.cardNumber, value, '');
}

export function checkEmail(value: string): FieldProblem | null {
  return run(FIELDS.email, value, '');
}

/** Bank code of an EFT row: required in BR, JP, HK and LK, in the national format there. */
export function checkBankCode(value: string, country: string): FieldProblem | null {
  return run(payoutField('bankCode', 'bankCode', needsBankAndBranchCode(country, 'eft')), value, country);
}

export function checkBranchCode(value: string, country: string): FieldProblem | null {
  return run(payoutField('branchCode', 'branchCode', needsBankAndBranchCode(country, 'eft')), value, country);
}

/** Free text (name, reference, note): required or not, at most `max` characters. */
export function checkText(value: string, required: boolean, max: number): FieldProblem | null {
  return run(payoutField('text', null, required, max), value, '');
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
