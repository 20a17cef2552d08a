/**
 * Lookups of the claim form: bank details by SWIFT or IBAN, card BIN information, and how their answers fill the
 * form. Spec 2: "Array values in these lookups are treated as empty"; "Card bin lookup: spaces removed, first 6
 * digits sent".
 */

/** BIN length (spec 2 section 9). */
export const BIN_LENGTH = 6;

/** A lookup value as text: arrays (the server's way of saying "unknown"), null and undefined become ''. */
export function lookupText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** The BIN of a card number as typed: spaces removed, the first 6 digits; null until there are 6 digits. */
export function binOf(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\s+/g, '');
  return /^\d{6}/.test(digits) ? digits.slice(0, BIN_LENGTH) : null;
}

export function isBinBlocked(bin: string, blacklist: readonly string[]): boolean {
  return blacklist.some((blocked) => blocked.replace(/\s+/g, '').slice(0, BIN_LENGTH) === bin);
}

/** Bank details a lookup found, cleaned: every value a string, '' when unknown. */
export interface BankDetails {
  bankName: string;
  address: string;
  city: string;
  zipCode: string;
  countryCode: string;
  /** Branch name (IBAN lookup). */
  branch: string;
  /** The bank's BIC (IBAN lookup). */
  swift: string;
}

export function bankDetailsFromSwift(result: Record<string, unknown>): BankDetails {
  return {
    bankName: lookupText(result.bankName),
    address: lookupText(result.address),
    city: lookupText(result.city),
    zipCode: lookupText(result.zipCode),
    countryCode: lookupText(result.countryIsoCode),
    branch: '',
    swift: lookupText(result.code),
  };
}

export function bankDetailsFromIban(result: Record<string, unknown>): BankDetails {
  return {
    bankName: lookupText(result.bankName),
    address: lookupText(result.address),
    city: lookupText(result.city),
    zipCode: lookupText(result.zipCode),
    countryCode: lookupText(result.countryIsoCode),
    branch: lookupText(result.branch),
    swift: lookupText(result.swift),
  };
}

/**
 * Form keys each looked-up value may fill, first match wins. Methods name their bank fields in one of these ways;
 * a form without any of them simply shows the bank found beside the field.
 */
export const BANK_DETAIL_KEYS: Readonly<Record<keyof BankDetails, readonly string[]>> = {
  bankName: ['bankName'],
  address: ['bankAddress'],
  city: ['bankCity'],
  zipCode: ['bankZipCode', 'bankZip', 'bankPostalCode'],
  countryCode: ['bankCountryCode', 'bankCountry'],
  branch: ['bankBranch', 'branchName'],
  swift: ['swift', 'swiftCode', 'bic'],
};

const FILLED_BY_LOOKUP: ReadonlySet<string> = new Set(Object.values(BANK_DETAIL_KEYS).flat());

/** Whether a bank lookup of another field may fill this one in (and say so under it). */
export function mayBeFilledByLookup(key: string): boolean {
  return FILLED_BY_LOOKUP.has(key);
}

/**
 * The values a lookup puts into the form. Only empty fields and fields an earlier lookup filled are written, so
 * nothing the recipient typed is lost; an unknown ('') value never clears a field.
 */
export function fillFromBankDetails(
  details: BankDetails,
  formKeys: readonly string[],
  values: Readonly<Record<string, string>>,
  autoFilled: ReadonlySet<string>,
): Record<string, string> {
  const updates: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(BANK_DETAIL_KEYS) as Array<[keyof BankDetails, readonly string[]]>) {
    const value = details[name];
    const key = candidates.find((candidate) => formKeys.includes(candidate));
    if (!value || !key) continue;
    const current = values[key] ?? '';
    if (current === '' || autoFilled.has(key)) updates[key] = value;
  }
  return updates;
}
