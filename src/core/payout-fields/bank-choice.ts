/**
 * Choosing the beneficiary's bank from the banks list, and its branch from the branch options (spec 2 section 7,
 * Lookups), in a wire or bank transfer (EFT) form: the choice fills the bank fields the method asks for (national
 * bank code or routing number, BIC, bank name and address) and the branch code. Pure functions; the owning model
 * makes the calls and writes the values into its field form.
 */
import type { PayoutBank, PayoutBranch } from '../api/contract/external-transfers';
import { BRANCH_CODE_KEY } from './field-engine';
import { BANK_DETAIL_KEYS, lookupText, type BankDetails } from './lookups';

/** Form keys that hold a bank's national code: the EFT bank code (COMPE, Zengin, institution number) or the ABA routing number. */
export const NATIONAL_BANK_CODE_KEYS: readonly string[] = ['bankCode', 'routingNumber'];

function firstPresent(candidates: readonly string[], formKeys: readonly string[]): string | undefined {
  return candidates.find((candidate) => formKeys.includes(candidate));
}

/** Whether choosing a bank fills anything in a form with these keys (a national code, a BIC or the bank's name). */
export function canChooseBank(formKeys: readonly string[]): boolean {
  return [NATIONAL_BANK_CODE_KEYS, BANK_DETAIL_KEYS.swift, BANK_DETAIL_KEYS.bankName].some(
    (keys) => firstPresent(keys, formKeys) !== undefined,
  );
}

/**
 * The values a chosen bank puts into the form. The customer chose it, so the bank fields it knows are replaced,
 * whatever they held; a value the list does not know ('' or the API's empty array) leaves its field alone.
 */
export function fillFromChosenBank(bank: PayoutBank, formKeys: readonly string[]): Record<string, string> {
  const details: BankDetails = {
    bankName: bank.name,
    address: lookupText(bank.address),
    city: lookupText(bank.city),
    zipCode: lookupText(bank.zipCode),
    countryCode: bank.countryIsoCode,
    branch: '',
    swift: lookupText(bank.swift),
  };
  const updates: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(BANK_DETAIL_KEYS) as Array<[keyof BankDetails, readonly string[]]>) {
    const key = firstPresent(candidates, formKeys);
    if (key && details[name]) updates[key] = details[name];
  }
  const codeKey = firstPresent(NATIONAL_BANK_CODE_KEYS, formKeys);
  if (codeKey && bank.code) updates[codeKey] = bank.code;
  return updates;
}

/** The bank of the list the form names now: by its national code where the form has one, else by its BIC (8 characters). */
export function bankOfForm(
  banks: readonly PayoutBank[],
  values: Readonly<Record<string, string>>,
  formKeys: readonly string[],
): PayoutBank | undefined {
  const codeKey = firstPresent(NATIONAL_BANK_CODE_KEYS, formKeys);
  if (codeKey) {
    const code = (values[codeKey] ?? '').replace(/\s+/g, '').toUpperCase();
    return code ? banks.find((bank) => bank.code.toUpperCase() === code) : undefined;
  }
  const swiftKey = firstPresent(BANK_DETAIL_KEYS.swift, formKeys);
  const bic = swiftKey ? (values[swiftKey] ?? '').replace(/\s+/g, '').toUpperCase().slice(0, 8) : '';
  return bic.length === 8 ? banks.find((bank) => lookupText(bank.swift).toUpperCase().slice(0, 8) === bic) : undefined;
}

/** The branch code a chosen branch puts into the form, if the form has a branch code. */
export function fillFromChosenBranch(branch: PayoutBranch, formKeys: readonly string[]): Record<string, string> {
  return formKeys.includes(BRANCH_CODE_KEY) ? { [BRANCH_CODE_KEY]: branch.code } : {};
}
