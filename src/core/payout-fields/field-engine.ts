/**
 * The payout details form of a claim or an external transfer, built from the method's extra parameters: flattened (spec 2: "Extra
 * parameter entries with an 'options' sub-list are flattened"), completed with the bank and branch codes EFT
 * needs in BR, JP, HK and LK, shaped by the host's field policy, and validated offline before any call.
 */
import type { ExtraParam, FIELD_LOOKUPS, FIELD_VALIDATORS } from '../api/contract/global-claim';
import { validateAbaRouting, type AbaFailure } from '../validation/aba';
import { needsBankAndBranchCode, validateBankCode, validateBranchCode } from '../validation/bank-codes';
import { validateBic, type BicFailure } from '../validation/bic';
import { validateEmail, validatePhone, validateTaxId } from '../validation/contact';
import { validateIban, type IbanFailure } from '../validation/iban';
import { validateCardNumber, type CardNumberFailure } from '../validation/luhn';
import { validateSortCode } from '../validation/sort-code';
import type { FieldPolicy } from './field-policy';

export type FieldValidator = (typeof FIELD_VALIDATORS)[number];
export type FieldLookup = (typeof FIELD_LOOKUPS)[number];

/** One control of the payout details form. */
export interface PayoutField {
  key: string;
  /** As the server words it, in the request language; null for the fields the client adds (labelled by key). */
  label: string | null;
  type: ExtraParam['type'];
  required: boolean;
  validator: FieldValidator | null;
  lookup: FieldLookup | null;
  minLength: number | null;
  maxLength: number | null;
  pattern: string | null;
  hint: string | null;
  /** Choices of a select (instant-payment bank lists are filled in later from the bank list call). */
  choices: Array<{ value: string; label: string }> | null;
  /** Label of the group the entry was flattened out of, if any. */
  group: string | null;
  hidden: boolean;
  readonly: boolean;
}

/** Keys the client adds when EFT to BR, JP, HK or LK needs them and the method's parameters lack them. */
export const BANK_CODE_KEY = 'bankCode';
export const BRANCH_CODE_KEY = 'branchCode';

function fieldOf(param: ExtraParam, group: string | null): PayoutField {
  return {
    key: param.key,
    label: param.label,
    type: param.type,
    required: param.required,
    validator: param.validator ?? null,
    lookup: param.lookup ?? null,
    minLength: param.minLength ?? null,
    maxLength: param.maxLength ?? null,
    pattern: param.pattern ?? null,
    hint: param.hint ?? null,
    choices: param.values ? param.values.map(({ value, label }) => ({ value, label })) : null,
    group,
    hidden: false,
    readonly: false,
  };
}

/**
 * Entries with an `options` sub-list are groups: their entries (recursively) take their place, in order, and the
 * group's label travels with them. A key seen twice keeps its first entry.
 */
export function flattenExtraParams(params: readonly ExtraParam[]): PayoutField[] {
  const fields: PayoutField[] = [];
  const seen = new Set<string>();
  const visit = (entries: readonly ExtraParam[], group: string | null) => {
    for (const param of entries) {
      if (param.options && param.options.length > 0) {
        visit(param.options, param.label || group);
      } else if (!seen.has(param.key)) {
        seen.add(param.key);
        fields.push(fieldOf(param, group));
      }
    }
  };
  visit(params, null);
  return fields;
}

export interface FormContext {
  countryCode: string;
  transferType: string;
  policy?: FieldPolicy | undefined;
}

/**
 * The form for a method: flattened parameters, the EFT bank and branch codes made present and required where
 * spec 2 asks for them, and the host's hidden/readonly rules applied.
 */
export function buildPayoutFields(params: readonly ExtraParam[], context: FormContext): PayoutField[] {
  const fields = flattenExtraParams(params);
  if (needsBankAndBranchCode(context.countryCode, context.transferType)) {
    const ensure = (key: string, validator: FieldValidator) => {
      const existing = fields.find((field) => field.key === key);
      if (existing) {
        existing.required = true;
        existing.validator = existing.validator ?? validator;
      } else {
        fields.push({ ...fieldOf({ key, label: '', type: 'text', required: true, validator }, null), label: null });
      }
    };
    ensure(BANK_CODE_KEY, 'bankCode');
    ensure(BRANCH_CODE_KEY, 'branchCode');
  }
  for (const field of fields) {
    const rule = context.policy?.[field.key];
    field.hidden = rule?.hidden ?? false;
    field.readonly = rule?.readonly ?? false;
  }
  return fields;
}

/** What is wrong with a value; the feature turns it into a translated sentence. */
export type FieldError =
  | { kind: 'required' }
  | { kind: 'iban'; reason: IbanFailure; expectedLength?: number | undefined }
  | { kind: 'bic'; reason: BicFailure }
  | { kind: 'aba'; reason: AbaFailure }
  | { kind: 'sortCode' }
  | { kind: 'card'; reason: CardNumberFailure }
  | { kind: 'bankCode' | 'branchCode'; expectedLength?: number | undefined }
  | { kind: 'email' | 'phone' | 'taxId' }
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'pattern' }
  | { kind: 'choice' }
  /** The card's BIN is on the payout blacklist. */
  | { kind: 'binBlocked' }
  /** The BIN lookup says the card cannot be used. */
  | { kind: 'binInvalid' }
  /** The server's own words (a validation error of the submit, a failed lookup). */
  | { kind: 'server'; message: string };

export type FieldCheck = { ok: true; value: string } | { ok: false; error: FieldError };

function byValidator(validator: FieldValidator, value: string, countryCode: string): FieldCheck {
  switch (validator) {
    case 'iban': {
      const result = validateIban(value);
      return result.valid
        ? { ok: true, value: result.value }
        : { ok: false, error: { kind: 'iban', reason: result.reason, expectedLength: result.expectedLength } };
    }
    case 'bic': {
      const result = validateBic(value);
      return result.valid
        ? { ok: true, value: result.value }
        : { ok: false, error: { kind: 'bic', reason: result.reason } };
    }
    case 'aba': {
      const result = validateAbaRouting(value);
      return result.valid
        ? { ok: true, value: result.value }
        : { ok: false, error: { kind: 'aba', reason: result.reason } };
    }
    case 'sortCode': {
      const result = validateSortCode(value);
      return result.valid ? { ok: true, value: result.value } : { ok: false, error: { kind: 'sortCode' } };
    }
    case 'luhn': {
      const result = validateCardNumber(value);
      return result.valid
        ? { ok: true, value: result.value }
        : { ok: false, error: { kind: 'card', reason: result.reason } };
    }
    case 'bankCode':
    case 'branchCode': {
      const result = (validator === 'bankCode' ? validateBankCode : validateBranchCode)(value, countryCode);
      return result.valid
        ? { ok: true, value: result.value }
        : { ok: false, error: { kind: validator, expectedLength: result.expectedLength } };
    }
    case 'email':
    case 'phone':
    case 'taxId': {
      const check = validator === 'email' ? validateEmail : validator === 'phone' ? validatePhone : validateTaxId;
      const result = check(value);
      return result.valid ? { ok: true, value: result.value } : { ok: false, error: { kind: validator } };
    }
  }
}

/** A pattern from the server that does not compile is ignored rather than blocking the recipient. */
function patternMatches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/**
 * Checks one value offline and returns what to send (IBANs and card numbers compact, codes upper-case).
 * An empty optional field is valid and sends nothing.
 */
export function checkField(field: PayoutField, rawValue: string, countryCode: string): FieldCheck {
  const value = rawValue.trim();
  if (value === '') return field.required ? { ok: false, error: { kind: 'required' } } : { ok: true, value: '' };
  if (field.choices && field.choices.length > 0 && !field.choices.some((choice) => choice.value === value)) {
    return { ok: false, error: { kind: 'choice' } };
  }
  const validator = field.validator ?? (field.type === 'email' ? 'email' : null);
  const checked = validator ? byValidator(validator, value, countryCode) : { ok: true as const, value };
  if (!checked.ok) return checked;
  if (field.minLength !== null && checked.value.length < field.minLength)
    return { ok: false, error: { kind: 'minLength', min: field.minLength } };
  if (field.maxLength !== null && checked.value.length > field.maxLength)
    return { ok: false, error: { kind: 'maxLength', max: field.maxLength } };
  if (field.pattern && !patternMatches(field.pattern, checked.value)) return { ok: false, error: { kind: 'pattern' } };
  return checked;
}

export interface FormCheck {
  /** The payout details to send: every field with a value, in canonical form. */
  paymentDetails: Record<string, string>;
  errors: Record<string, FieldError>;
}

export function checkForm(
  fields: readonly PayoutField[],
  values: Readonly<Record<string, string>>,
  countryCode: string,
): FormCheck {
  const paymentDetails: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const result = checkField(field, values[field.key] ?? '', countryCode);
    if (!result.ok) errors[field.key] = result.error;
    else if (result.value !== '') paymentDetails[field.key] = result.value;
  }
  return { paymentDetails, errors };
}

export interface FieldValidation extends FormCheck {
  valid: boolean;
}

/**
 * Every value of a form checked offline against its field definitions: pure and framework-free, so a Web Worker
 * validating the rows of a payment file uses the same rules as the forms. `countryCode` is the destination country
 * (bank and branch code lengths depend on it).
 */
export function validateFields(
  definitions: readonly PayoutField[],
  values: Readonly<Record<string, string>>,
  context: { countryCode: string },
): FieldValidation {
  const checked = checkForm(definitions, values, context.countryCode);
  return { ...checked, valid: Object.keys(checked.errors).length === 0 };
}
