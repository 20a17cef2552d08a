/**
 * Bank and branch codes of local (EFT) transfers. Spec 2 section 5: countries BR, JP, HK and LK require both for
 * EFT. Their national formats are known and checked exactly; elsewhere a code is 1 to 11 letters or digits.
 */
import type { ValidationResult } from './validation-result';

/** Countries whose EFT transfers need a bank code and a branch code (spec 2 section 5). */
export const EFT_BANK_AND_BRANCH_COUNTRIES = ['BR', 'JP', 'HK', 'LK'] as const;

export function needsBankAndBranchCode(countryCode: string, transferType: string): boolean {
  return transferType === 'eft' && (EFT_BANK_AND_BRANCH_COUNTRIES as readonly string[]).includes(countryCode);
}

interface CodeFormat {
  /** What the code looks like, for the error message ("3 digits"). */
  digits: number;
  pattern: RegExp;
}

/**
 * National formats: Brazil COMPE bank code (3 digits) and agência (4 digits, optionally "-" and a check digit);
 * Japan Zengin bank (4) and branch (3) codes; Hong Kong bank (3) and branch (3) codes; Sri Lanka bank (4) and
 * branch (3) codes of the SLIPS clearing system.
 */
const FORMATS: Readonly<Record<string, { bank: CodeFormat; branch: CodeFormat }>> = {
  BR: { bank: { digits: 3, pattern: /^\d{3}$/ }, branch: { digits: 4, pattern: /^\d{4}(-?[\dX])?$/ } },
  JP: { bank: { digits: 4, pattern: /^\d{4}$/ }, branch: { digits: 3, pattern: /^\d{3}$/ } },
  HK: { bank: { digits: 3, pattern: /^\d{3}$/ }, branch: { digits: 3, pattern: /^\d{3}$/ } },
  LK: { bank: { digits: 4, pattern: /^\d{4}$/ }, branch: { digits: 3, pattern: /^\d{3}$/ } },
};

const GENERIC_CODE = /^[A-Z0-9]{1,11}$/;

export type BankCodeFailure = 'empty' | 'format';

export type BankCodeResult = ValidationResult<BankCodeFailure>;

function validateCode(text: string, format: CodeFormat | undefined): BankCodeResult {
  const code = text.replace(/\s+/g, '').toUpperCase();
  if (code === '') return { valid: false, reason: 'empty' };
  if (format) {
    return format.pattern.test(code)
      ? { valid: true, value: code }
      : { valid: false, reason: 'format', expectedLength: format.digits };
  }
  return GENERIC_CODE.test(code) ? { valid: true, value: code } : { valid: false, reason: 'format' };
}

export function validateBankCode(text: string, countryCode: string): BankCodeResult {
  return validateCode(text, FORMATS[countryCode]?.bank);
}

export function validateBranchCode(text: string, countryCode: string): BankCodeResult {
  return validateCode(text, FORMATS[countryCode]?.branch);
}
