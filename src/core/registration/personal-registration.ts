/**
 * The personal registration form's rules (checked before anything is sent, with the contract's own schemas) and
 * the mapping from the server's validation errors back to fields. Error values are translation keys of the
 * registration feature (`errors.<key>`).
 */
import { PERSON_NAME_MAX, PERSON_NAME_PATTERN } from '../api/contract/common';
import type { PersonalRegistrationType } from '../brand/brand-schema';
import { loginRequestSchema } from '../api/contract/auth';
import type { ValidationError } from '../api/contract/envelope';
import {
  brokenPasswordRules,
  MINIMUM_AGE_YEARS,
  phoneCountryCodeSchema,
  phoneNumberSchema,
  type PersonalAccountCreateRequest,
} from '../api/contract/registration';
import { countryByCode } from './countries';

export interface PersonalFormValues {
  registrationType: PersonalRegistrationType | '';
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  birthDay: string;
  countryCode: string;
  password: string;
  passwordRepeat: string;
  termsAccepted: boolean;
}

export type PersonalField = keyof PersonalFormValues | 'captcha';

export const EMPTY_PERSONAL_FORM: PersonalFormValues = {
  registrationType: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneCountryCode: '',
  phone: '',
  birthDay: '',
  countryCode: '',
  password: '',
  passwordRepeat: '',
  termsAccepted: false,
};

/** The order fields appear in, so the first error gets focus. */
export const PERSONAL_FIELDS: readonly PersonalField[] = [
  'registrationType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDay',
  'countryCode',
  'password',
  'passwordRepeat',
  'termsAccepted',
  'captcha',
];

/** A field's error: a translation key under `errors.`, with the server's own words as the fallback text. */
export interface FormError {
  key: string;
  fallback?: string;
}

export type FormErrors<F extends string> = Partial<Record<F, FormError>>;
export type PersonalFormErrors = FormErrors<PersonalField>;

// The server's own rule (contract/common.ts): letters (any script), spaces, apostrophes, hyphens and dots.
const NAME_MAX = PERSON_NAME_MAX;
const NAME_PATTERN = PERSON_NAME_PATTERN;

/** Spaces, dashes, dots and brackets people type in phone numbers; a leading 0 trunk prefix stays. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s\-.()]/g, '');
}

export function normaliseEmail(email: string): string {
  return email.trim();
}

function checkName(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > NAME_MAX) return 'nameTooLong';
  if (!NAME_PATTERN.test(trimmed)) return 'nameInvalid';
  return undefined;
}

/** Whole years from a `YYYY-MM-DD` birth date to `today`; null when the date does not exist. */
export function ageInYears(birthDay: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age -= 1;
  return age;
}

export function checkEmailFormat(email: string): string | undefined {
  const trimmed = normaliseEmail(email);
  if (trimmed === '') return 'required';
  return loginRequestSchema.shape.username.safeParse(trimmed).success ? undefined : 'emailInvalid';
}

export function checkPhoneFormat(phoneCountryCode: string, phone: string): string | undefined {
  const digits = normalisePhone(phone);
  if (digits === '') return 'required';
  if (!phoneCountryCodeSchema.safeParse(phoneCountryCode).success) return 'phoneCodeRequired';
  if (
    !/^\d+$/.test(digits) ||
    !phoneNumberSchema.safeParse(digits).success ||
    phoneCountryCode.length + digits.length > 15
  )
    return 'phoneInvalid';
  return undefined;
}

/** Every rule of the form; `allowedTypes` are the brand's personal registration types. */
export function validatePersonalForm(
  values: PersonalFormValues,
  allowedTypes: readonly PersonalRegistrationType[],
  today: Date,
): PersonalFormErrors {
  const errors: PersonalFormErrors = {};
  if (values.registrationType === '' || !allowedTypes.includes(values.registrationType))
    errors.registrationType = { key: 'typeRequired' };
  const firstName = checkName(values.firstName);
  if (firstName) errors.firstName = { key: firstName };
  const lastName = checkName(values.lastName);
  if (lastName) errors.lastName = { key: lastName };
  const email = checkEmailFormat(values.email);
  if (email) errors.email = { key: email };
  const phone = checkPhoneFormat(values.phoneCountryCode, values.phone);
  if (phone) errors.phone = { key: phone };
  if (values.birthDay === '') errors.birthDay = { key: 'required' };
  else {
    const age = ageInYears(values.birthDay, today);
    if (age === null || age > 120 || age < 0) errors.birthDay = { key: 'birthDayInvalid' };
    else if (age < MINIMUM_AGE_YEARS) errors.birthDay = { key: 'tooYoung' };
  }
  if (!countryByCode(values.countryCode)) errors.countryCode = { key: 'countryRequired' };
  if (values.password === '') errors.password = { key: 'required' };
  else if (brokenPasswordRules(values.password).length > 0) errors.password = { key: 'passwordRules' };
  if (values.passwordRepeat === '') errors.passwordRepeat = { key: 'required' };
  else if (values.passwordRepeat !== values.password) errors.passwordRepeat = { key: 'passwordMismatch' };
  if (!values.termsAccepted) errors.termsAccepted = { key: 'termsRequired' };
  return errors;
}

export function toPersonalRequest(
  values: PersonalFormValues,
  captcha: string,
  language: string,
): PersonalAccountCreateRequest {
  if (values.registrationType === '' || !values.termsAccepted)
    throw new Error('toPersonalRequest needs a validated form');
  return {
    registrationType: values.registrationType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normaliseEmail(values.email),
    phoneCountryCode: values.phoneCountryCode,
    phone: normalisePhone(values.phone),
    birthDay: values.birthDay,
    countryCode: values.countryCode,
    password: values.password,
    termsAccepted: true,
    captcha,
    language,
  };
}

/**
 * The server's validation errors by field: the error's `code` when it sent one (the UI translates
 * `errors.server.<code>`), with its description as the fallback. `rename` maps server field names to form fields;
 * errors that name no field of `fields` are returned apart, for a banner.
 */
export function serverFieldErrors<F extends string>(
  errors: readonly ValidationError[] | undefined,
  fields: readonly F[],
  rename: Readonly<Record<string, F>> = {},
): { fields: FormErrors<F>; other: string[] } {
  const byField: FormErrors<F> = {};
  const other: string[] = [];
  for (const error of errors ?? []) {
    const name = error.field ? (rename[error.field] ?? error.field) : undefined;
    const code = typeof error.code === 'string' ? error.code : null;
    if (name && (fields as readonly string[]).includes(name))
      byField[name as F] ??= { key: code ? `server.${code}` : '', fallback: error.description };
    else other.push(error.description);
  }
  return { fields: byField, other };
}

/** Server field names of the registration call that are not form field names. */
export const PERSONAL_SERVER_FIELDS: Readonly<Record<string, PersonalField>> = { phoneCountryCode: 'phone' };
