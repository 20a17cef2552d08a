import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from '../api/contract/registration';
import { EMAIL_STATUS, emailStatusOf } from './email-status';
import {
  ageInYears,
  EMPTY_PERSONAL_FORM,
  PERSONAL_FIELDS,
  PERSONAL_SERVER_FIELDS,
  serverFieldErrors,
  toPersonalRequest,
  validatePersonalForm,
  type PersonalFormValues,
} from './personal-registration';
import { callingCodes, countryByCode, countryOptions } from './countries';

const TODAY = new Date(Date.UTC(2030, 0, 15));
const VALID: PersonalFormValues = {
  registrationType: 'freelancer',
  firstName: 'Zoë',
  lastName: "O'Neil-Smith",
  email: ' nora@example.test ',
  phoneCountryCode: '44',
  phone: '7700 900-123',
  birthDay: '2000-01-15',
  countryCode: 'GB',
  password: 'Fresh-start-42',
  passwordRepeat: 'Fresh-start-42',
  termsAccepted: true,
};

describe('validatePersonalForm', () => {
  it('accepts a complete form and builds the request with trimmed, normalised values', () => {
    expect(validatePersonalForm(VALID, ['freelancer'], TODAY)).toEqual({});
    expect(toPersonalRequest(VALID, 'token', 'ro')).toMatchObject({
      email: 'nora@example.test',
      phone: '7700900123',
      captcha: 'token',
      language: 'ro',
    });
  });

  it('marks every empty field', () => {
    const errors = validatePersonalForm(EMPTY_PERSONAL_FORM, ['freelancer'], TODAY);
    expect(Object.keys(errors).sort()).toEqual(PERSONAL_FIELDS.filter((field) => field !== 'captcha').sort());
  });

  it.each<[string, Partial<PersonalFormValues>, string, string]>([
    ['a type the brand does not offer', { registrationType: 'webcam-model' }, 'registrationType', 'typeRequired'],
    ['a name with digits', { firstName: 'N0ra' }, 'firstName', 'nameInvalid'],
    ['a name over 50 characters', { lastName: 'a'.repeat(51) }, 'lastName', 'nameTooLong'],
    ['an e-mail without a domain', { email: 'nora@' }, 'email', 'emailInvalid'],
    ['a phone without a country code', { phoneCountryCode: '' }, 'phone', 'phoneCodeRequired'],
    ['a phone with letters', { phone: '7700abc' }, 'phone', 'phoneInvalid'],
    ['a phone longer than E.164 allows', { phoneCountryCode: '380', phone: '1234567890123' }, 'phone', 'phoneInvalid'],
    ['a date that does not exist', { birthDay: '2000-02-30' }, 'birthDay', 'birthDayInvalid'],
    ['a future birth date', { birthDay: '2031-01-01' }, 'birthDay', 'birthDayInvalid'],
    ['someone a day short of 18', { birthDay: '2012-01-16' }, 'birthDay', 'tooYoung'],
    ['an unknown country', { countryCode: 'ZZ' }, 'countryCode', 'countryRequired'],
    [
      'a password without a digit',
      { password: 'Fresh-start', passwordRepeat: 'Fresh-start' },
      'password',
      'passwordRules',
    ],
    ['a repeat that differs', { passwordRepeat: 'Fresh-start-43' }, 'passwordRepeat', 'passwordMismatch'],
    ['terms not accepted', { termsAccepted: false }, 'termsAccepted', 'termsRequired'],
  ])('refuses %s', (_name, change, field, key) => {
    const errors = validatePersonalForm({ ...VALID, ...change }, ['freelancer'], TODAY);
    expect(errors).toEqual({ [field]: { key } });
  });

  it('counts age in whole years, the birthday itself included', () => {
    expect(ageInYears('2012-01-15', TODAY)).toBe(18);
    expect(ageInYears('2012-01-16', TODAY)).toBe(17);
    expect(ageInYears('2012-13-01', TODAY)).toBeNull();
  });
});

describe('password rules', () => {
  it.each([
    ['Fresh-start-42', []],
    ['short1A', ['length']],
    ['ALLUPPER123', ['lower']],
    ['alllower123', ['upper']],
    ['NoDigitsHere', ['digit']],
    [' Spaced-out-1 ', ['noOuterSpaces']],
    ['Пароль-надёжный-7', []],
  ])('%s breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });
});

describe('server validation errors', () => {
  it('map to fields by code, with the description as fallback, and keep unknown fields apart', () => {
    const mapped = serverFieldErrors(
      [
        { field: 'email', code: 'emailTaken', description: 'This e-mail address is already registered.' },
        { field: 'phoneCountryCode', description: 'Bad code' },
        { field: 'device', description: 'Unknown device' },
      ],
      PERSONAL_FIELDS,
      PERSONAL_SERVER_FIELDS,
    );
    expect(mapped.fields).toEqual({
      email: { key: 'server.emailTaken', fallback: 'This e-mail address is already registered.' },
      phone: { key: '', fallback: 'Bad code' },
    });
    expect(mapped.other).toEqual(['Unknown device']);
  });
});

describe('e-mail status (spec 3 section 3.12)', () => {
  it('has the spec values and maps the checkEmail answer', () => {
    expect(EMAIL_STATUS).toEqual({ checking: 2, notExisting: 0, existing: 1, existingEmployee: 3, failed: -1 });
    expect(emailStatusOf({ exists: false, isEmployee: false })).toBe(0);
    expect(emailStatusOf({ exists: true, isEmployee: false })).toBe(1);
    expect(emailStatusOf({ exists: true, isEmployee: true })).toBe(3);
  });
});

describe('countries', () => {
  it('know calling codes and names in the language asked for', () => {
    expect(countryByCode('RO')).toEqual({ code: 'RO', callingCode: '40' });
    expect(countryOptions('de').find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    expect(callingCodes()).toContain('380');
    expect(new Set(callingCodes()).size).toBe(callingCodes().length);
  });
});
