/**
 * Personal registration, account activation, activation resend, password reset and e-mail confirmation
 * (spec 1 sections 2, 4 "Account activation" and 7; spec 3 sections 2.3, 4.5 and 7.2). None of these needs a login
 * (spec 1 section 6). The e-mail existence check (`checkEmail`) lives in customer.ts.
 */
import * as z from 'zod/mini';
import { PERSONAL_REGISTRATION_TYPES } from '../../brand/brand-schema';
import { tokenPairSchema } from './auth';
import { emptyResponse, personNameSchema } from './common';
import { method } from './define';

/**
 * Password rules (the spec does not give them; docs/decisions.md "Registration and activation"): 8 to 64
 * characters, at least one lower-case letter, one upper-case letter and one digit, no spaces at either end.
 * The client shows each rule as the user types; the sandbox enforces the same list.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= 8 && value.length <= 64 },
  { id: 'lower', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'upper', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
  { id: 'noOuterSpaces', test: (value: string) => value === value.trim() },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The rules a password breaks, in the order of {@link PASSWORD_RULES}; empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export const passwordSchema = z
  .string()
  .check(z.refine((value) => brokenPasswordRules(value).length === 0, 'Password does not meet the rules'));

/** Youngest age at which a person may open an account. */
export const MINIMUM_AGE_YEARS = 18;

/** One-time codes of the platform (activation, password reset, e-mail confirmation) are six digits. */
export const oneTimeCode = z.string().check(z.regex(/^\d{6}$/));

const personName = personNameSchema;
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
/** Country calling code without the plus sign (spec 1 "Phone payload"). */
export const phoneCountryCodeSchema = z.string().check(z.regex(/^[1-9]\d{0,3}$/));
/** National number, digits only; with the country code at most 15 digits (E.164). */
export const phoneNumberSchema = z.string().check(z.regex(/^\d{4,14}$/));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The code of an activation link. */
const activationCode = z.string().check(z.minLength(1), z.maxLength(200));
/** An address the platform e-mails, in `language`. */
const emailInLanguage = z.object({ email: z.email(), language: z.optional(z.string()) });

export const personalAccountCreateRequest = z.object({
  registrationType: z.enum(PERSONAL_REGISTRATION_TYPES),
  firstName: personName,
  lastName: personName,
  email: z.email(),
  phoneCountryCode: phoneCountryCodeSchema,
  phone: phoneNumberSchema,
  birthDay: isoDate,
  countryCode,
  password: passwordSchema,
  /** The customer accepted the brand's terms and privacy policy. */
  termsAccepted: z.literal(true),
  /** The bot-check token of the brand's provider. */
  captcha: z.string().check(z.minLength(1), z.maxLength(4096)),
  /** Language for the activation e-mail. */
  language: z.optional(z.string()),
});
export type PersonalAccountCreateRequest = z.infer<typeof personalAccountCreateRequest>;

export const personalAccountCreate = method({
  name: 'personalAccountCreate',
  summary:
    'Register a personal customer. The account stays inactive until the activation link e-mailed to the address is opened. ' +
    'A taken e-mail or phone, a bad bot-check token or a broken rule answers VF with validationErrors per field.',
  auth: 'none',
  request: personalAccountCreateRequest,
  response: z.looseObject({ email: z.string() }),
});

export const checkPhone = method({
  name: 'checkPhone',
  summary: 'Whether a phone number already belongs to a customer (registration).',
  auth: 'none',
  request: z.object({ phoneCountryCode: phoneCountryCodeSchema, phone: phoneNumberSchema }),
  response: z.looseObject({ exists: z.boolean() }),
});

/** Actions of an activation link (spec 3 section 2.3). */
export const ACTIVATION_ACTIONS = ['activation', 'activationBusiness', 'activationEmployee'] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

export const accountActivate = method({
  name: 'accountActivate',
  summary:
    'Activate a personal account (action activation) or an employee (action activationEmployee, who sets a password here) ' +
    'with the code of the activation link; answers tokens, so the customer is signed in.',
  auth: 'none',
  request: z.object({
    username: z.email(),
    activationCode,
    /** Required for employees, who get an account without a password from their company. */
    password: z.optional(passwordSchema),
  }),
  response: tokenPairSchema,
});

export const businessAccountActivate = method({
  name: 'businessAccountActivate',
  summary:
    "Activate a business account with the code of its activation link; the company's authorised users then receive their " +
    'own activation links. Answers tokens.',
  auth: 'none',
  request: z.object({ email: z.email(), activationCode }),
  response: tokenPairSchema,
});

export const activationCodeResend = method({
  name: 'activationCodeResend',
  summary: 'Send a new activation link to an account that is not active yet; the previous link stops working.',
  auth: 'none',
  request: emailInLanguage,
  response: emptyResponse,
});

export const passwordResetRequest = method({
  name: 'passwordResetRequest',
  summary:
    'Send a password reset code (and a link carrying it) to the e-mail address. Answers success for unknown addresses too, ' +
    'so the call cannot be used to find customers.',
  auth: 'none',
  request: emailInLanguage,
  response: emptyResponse,
});

export const passwordResetCodeCheck = method({
  name: 'passwordResetCodeCheck',
  summary: 'Check a password reset code before asking for the new password. Five wrong codes cancel the request.',
  auth: 'none',
  request: z.object({ email: z.email(), code: oneTimeCode }),
  response: emptyResponse,
});

export const passwordResetChange = method({
  name: 'passwordResetChange',
  summary: 'Set a new password with a valid reset code; every open session of the customer is signed out.',
  auth: 'none',
  request: z.object({ email: z.email(), code: oneTimeCode, password: passwordSchema }),
  response: emptyResponse,
});

export const emailConfirm = method({
  name: 'emailConfirm',
  summary: 'Confirm an e-mail address with the id and code of the confirmation link it received.',
  auth: 'none',
  request: z.object({
    emailId: z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
    confirmationCode: oneTimeCode,
  }),
  response: emptyResponse,
});
