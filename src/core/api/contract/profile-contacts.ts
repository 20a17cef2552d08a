/**
 * Profile completeness (spec 3 sections 3.3-3.4 and 7.1; issue 18 "Profile completeness", issue 19 "Company e-mails"):
 * the customer's e-mail addresses (add, delete, primary, confirmation), addresses beyond the KYC form (update,
 * delete, confirm, states by country, the replacement compatibility check) and the username change. E-mails and
 * addresses act for the acting customer, so the same calls serve a personal profile and a company's page.
 * The rules below are shared by the screens (checked before any call) and the sandbox (checked again).
 */
import * as z from 'zod/mini';
import { method } from './define';
import { addressStateCode, emptyRequest, emptyResponse, isoDateTime } from './common';
import { ADDRESS_KIND, addressLineFields, addressSchema } from './kyc';
import { emailAddress } from './p2p';
import { oneTimeCode } from './registration';

/** How many e-mail addresses a customer may keep (the primary included). */
export const MAX_CONTACT_EMAILS = 5;

export const contactEmailSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  /** Where the bank's e-mails and notices go. Exactly one address is primary. */
  primary: z.boolean(),
  confirmed: z.boolean(),
  /** The open confirmation (its id is the `emailId` of emailConfirm); null when confirmed or never requested. */
  confirmationId: z.nullable(z.number()),
  confirmationSentAt: z.nullable(isoDateTime),
  created: isoDateTime,
});
export type ContactEmail = z.infer<typeof contactEmailSchema>;

/** One of the customer's e-mail addresses, by id. */
const byEmailId = z.object({ id: z.number() });
const emailAnswer = z.looseObject({ email: contactEmailSchema });

export type EmailAddProblem = 'invalid' | 'duplicate' | 'tooMany';
export type EmailRemoveProblem = 'primary';
export type EmailPrimaryProblem = 'unconfirmed' | 'alreadyPrimary';

/** Why an e-mail address cannot be added to the list, or null. Compares case-insensitively. */
export function emailAddProblem(
  email: string,
  existing: readonly Pick<ContactEmail, 'email'>[],
): EmailAddProblem | null {
  const candidate = email.trim();
  if (!emailAddress.safeParse(candidate).success) return 'invalid';
  if (existing.some((entry) => entry.email.toLowerCase() === candidate.toLowerCase())) return 'duplicate';
  if (existing.length >= MAX_CONTACT_EMAILS) return 'tooMany';
  return null;
}

/** The primary address cannot be deleted: make another one primary first. */
export function emailRemoveProblem(entry: Pick<ContactEmail, 'primary'>): EmailRemoveProblem | null {
  return entry.primary ? 'primary' : null;
}

/** Only a confirmed address can become primary (the bank must know the customer reads it). */
export function emailPrimaryProblem(entry: Pick<ContactEmail, 'primary' | 'confirmed'>): EmailPrimaryProblem | null {
  if (entry.primary) return 'alreadyPrimary';
  return entry.confirmed ? null : 'unconfirmed';
}

export const emailList = method({
  name: 'emailList',
  summary:
    "The acting customer's e-mail addresses: primary first, with confirmation state and the open confirmation's id.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ emails: z.array(contactEmailSchema), maxEmails: z.number() }),
});

export const emailAdd = method({
  name: 'emailAdd',
  summary:
    'Adds an e-mail address (at most 5, no duplicates) and e-mails it a confirmation link and code (confirmed with emailConfirm).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ email: emailAddress }),
  response: emailAnswer,
});

export const emailDelete = method({
  name: 'emailDelete',
  summary: 'Deletes an e-mail address. The primary one cannot be deleted.',
  auth: 'bearer',
  actingCustomer: true,
  request: byEmailId,
  response: emptyResponse,
});

export const emailSetPrimary = method({
  name: 'emailSetPrimary',
  summary: "Makes a confirmed e-mail address primary: the bank's e-mails and notices go there from now on.",
  auth: 'bearer',
  actingCustomer: true,
  request: byEmailId,
  response: z.looseObject({ emails: z.array(contactEmailSchema) }),
});

export const emailConfirmationSend = method({
  name: 'emailConfirmationSend',
  summary: 'E-mails a new confirmation link and code for one address; the earlier code stops counting for it.',
  auth: 'bearer',
  actingCustomer: true,
  request: byEmailId,
  response: emailAnswer,
});

// --- Addresses ------------------------------------------------------------------------------------------------------

export const stateSchema = z.looseObject({ code: z.string(), name: z.string() });
export type StateEntry = z.infer<typeof stateSchema>;

/** The states dictionary is the registration's (one operation): re-exported for the address forms. */
export { statesGet } from './business-registration';

export const contactAddressSchema = z.extend(addressSchema, {
  /** When the customer last confirmed that the address is correct and current; null until then. */
  customerConfirmedAt: z.nullable(isoDateTime),
});
export type ContactAddress = z.infer<typeof contactAddressSchema>;

const byAddressId = z.object({ addressId: z.number() });
const addressAnswer = z.looseObject({ address: contactAddressSchema });

export const addressList = method({
  name: 'addressList',
  summary: "The acting customer's current addresses with their state names and when the customer last confirmed each.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ addresses: z.array(contactAddressSchema), residenceCountry: z.string() }),
});

const addressUpdateFields = { ...addressLineFields, stateCode: addressStateCode };

export const addressUpdate = method({
  name: 'addressUpdate',
  summary:
    'Corrects an address (a typo, a missing flat number) in the same country. Only while no proof of residence for it is ' +
    'approved; a confirmed address is replaced (addressReplace) instead. The customer confirms it again afterwards.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ addressId: z.number(), ...addressUpdateFields }),
  response: addressAnswer,
});

export const addressDelete = method({
  name: 'addressDelete',
  summary: 'Deletes an address. The last home or residence address cannot go (verification needs one).',
  auth: 'bearer',
  actingCustomer: true,
  request: byAddressId,
  response: emptyResponse,
});

export const addressConfirm = method({
  name: 'addressConfirm',
  summary: 'The customer confirms that an address is correct and current (after adding, replacing or correcting it).',
  auth: 'bearer',
  actingCustomer: true,
  request: byAddressId,
  response: addressAnswer,
});

/** Home, home-and-business and residence addresses: the ones the customer lives at. */
export const LIVING_ADDRESS_KINDS: readonly number[] = [
  ADDRESS_KIND.home,
  ADDRESS_KIND.homeAndBusiness,
  ADDRESS_KIND.residence,
];

export type AddressReplaceProblem = 'unchanged' | 'countryChange';

interface AddressLine {
  addressKind: number;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string | null | undefined;
}

/**
 * The address-replacement compatibility check: a replacement must change something, and an address the customer lives
 * at cannot move to a country other than the residence country (that is a change of residence, which support handles
 * with new identity checks).
 */
export function addressReplaceProblem(
  current: AddressLine,
  next: AddressLine,
  residenceCountry: string,
): AddressReplaceProblem | null {
  const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  const fields = ['address1', 'address2', 'city', 'postalCode', 'countryCode', 'stateCode'] as const;
  if (current.addressKind === next.addressKind && fields.every((field) => norm(current[field]) === norm(next[field])))
    return 'unchanged';
  if (LIVING_ADDRESS_KINDS.includes(next.addressKind) && next.countryCode !== residenceCountry) return 'countryChange';
  return null;
}

/** A state is required where the country has states, and must be one of them. */
export function addressStateProblem(
  stateCode: string | null | undefined,
  states: readonly StateEntry[],
): 'required' | 'unknown' | null {
  const code = (stateCode ?? '').trim();
  if (states.length === 0) return code === '' ? null : 'unknown';
  if (code === '') return 'required';
  return states.some((state) => state.code === code) ? null : 'unknown';
}

// --- Username --------------------------------------------------------------------------------------------------------

/** Username change request states (spec 3 section 3.4). */
export const USERNAME_CHANGE_STATUSES = ['pending', 'failed', 'active'] as const;
export type UsernameChangeStatus = (typeof USERNAME_CHANGE_STATUSES)[number];

export const usernameChangeLogSchema = z.looseObject({ at: isoDateTime, event: z.string(), description: z.string() });

export const usernameChangeRequestSchema = z.looseObject({
  requestId: z.number(),
  desiredUsername: z.string(),
  status: z.enum(USERNAME_CHANGE_STATUSES),
  created: isoDateTime,
  logs: z.array(usernameChangeLogSchema),
});
export type UsernameChangeRequest = z.infer<typeof usernameChangeRequestSchema>;

/** Why a desired username cannot be requested, or null. A username is the e-mail address the user signs in with. */
export function usernameProblem(desired: string, current: string): 'invalid' | 'unchanged' | null {
  const candidate = desired.trim();
  if (!emailAddress.safeParse(candidate).success) return 'invalid';
  if (candidate.toLowerCase() === current.toLowerCase()) return 'unchanged';
  return null;
}

export const usernameChangeGet = method({
  name: 'usernameChangeGet',
  summary: "The signed-in user's username and the latest username change request (null when there is none).",
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ username: z.string(), request: z.nullable(usernameChangeRequestSchema) }),
});

export const usernameChangeRequestCreate = method({
  name: 'usernameChangeRequestCreate',
  summary:
    'Asks to sign in with another e-mail address (desiredUsername). A code goes to that address; the request stays pending ' +
    'until it is confirmed. A username another user has is refused.',
  auth: 'bearer',
  request: z.object({ desiredUsername: emailAddress }),
  response: z.looseObject({ request: usernameChangeRequestSchema }),
});

export const usernameChangeConfirm = method({
  name: 'usernameChangeConfirm',
  summary:
    'Confirms a pending request with the code sent to the new address. It becomes active (the user signs in with the new ' +
    'username; usernameChanged notice) or failed when the username was taken meanwhile (usernameChangeFailed notice).',
  auth: 'bearer',
  request: z.object({ requestId: z.number(), code: oneTimeCode }),
  response: z.looseObject({ request: usernameChangeRequestSchema, username: z.string() }),
});

export const usernameChangeRequestDelete = method({
  name: 'usernameChangeRequestDelete',
  summary: 'Cancels a pending username change request.',
  auth: 'bearer',
  request: z.object({ requestId: z.number() }),
  response: emptyResponse,
});
