/**
 * The reads of profile contacts (e-mails, addresses, states, username), each defined once as a key plus its loader, and
 * the refusal codes the sandbox names in validationErrors (the screens translate them).
 */
import type { ApiClient } from '../../core/api/client';
import { addressReplaceCompatibilityCheck } from '../../core/api/contract/kyc';
import { addressList, emailList, statesGet, usernameChangeGet } from '../../core/api/contract/profile-contacts';

/** Whose contacts a list shows: the signed-in customer's profile, or the selected company's page. */
export type ContactsScope = 'profile' | 'company';

export const CONTACTS_CACHE_KEYS = {
  emails: (scope: ContactsScope) => `contacts/emails/${scope}`,
  addresses: 'contacts/addresses',
  states: (countryCode: string) => `contacts/states/${countryCode}`,
  username: 'contacts/username',
  replaceCompatibility: (oldAddressId: number, countryCode: string) =>
    `contacts/addresses/replace-check/${String(oldAddressId)}/${countryCode}`,
} as const;

export const contactsReads = {
  emails: (api: ApiClient, scope: ContactsScope) => ({
    key: CONTACTS_CACHE_KEYS.emails(scope),
    load: (signal: AbortSignal) => api.call(emailList, {}, { signal }),
  }),
  addresses: (api: ApiClient) => ({
    key: CONTACTS_CACHE_KEYS.addresses,
    load: (signal: AbortSignal) => api.call(addressList, {}, { signal }),
  }),
  states: (api: ApiClient, countryCode: string) => ({
    key: CONTACTS_CACHE_KEYS.states(countryCode),
    load: (signal: AbortSignal) => api.call(statesGet, { countryCode }, { signal }),
  }),
  /** The bank's answer whether an address may be replaced by one in a country (asked when the country changes). */
  replaceCompatibility: (api: ApiClient, oldAddressId: number, countryCode: string) => ({
    key: CONTACTS_CACHE_KEYS.replaceCompatibility(oldAddressId, countryCode),
    load: (signal: AbortSignal) =>
      api.call(addressReplaceCompatibilityCheck, { oldAddressId, countryCode }, { signal }),
  }),
  username: (api: ApiClient) => ({
    key: CONTACTS_CACHE_KEYS.username,
    load: (signal: AbortSignal) => api.call(usernameChangeGet, {}, { signal }),
  }),
} as const;

/** Refusal codes of the contacts calls that have a translated text (`contacts.refusals.<code>`). */
export const CONTACT_REFUSALS = [
  'emailInvalid',
  'emailDuplicate',
  'emailTooMany',
  'emailPrimary',
  'emailUnconfirmed',
  'emailConfirmInvalid',
  'contactsReadOnly',
  'stateUnknown',
  'stateRequired',
  'addressUnchanged',
  'addressCountryChange',
  'addressLocked',
  'addressLastHome',
  'usernameInvalid',
  'usernameUnchanged',
  'usernameTaken',
  'usernameCodeWrong',
  'usernameRequestClosed',
] as const;
export type ContactRefusal = (typeof CONTACT_REFUSALS)[number];

/** The translated refusal a server error names, with the field it is about; undefined for other failures. */
export function contactRefusal(error: unknown): { code: ContactRefusal; field: string } | undefined {
  if (typeof error !== 'object' || error === null || !('validationErrors' in error)) return undefined;
  const errors = (
    error as { validationErrors?: readonly { field?: string | undefined; code?: string | undefined }[] | undefined }
  ).validationErrors;
  for (const item of errors ?? []) {
    const code = CONTACT_REFUSALS.find((known) => known === item.code);
    if (code) return { code, field: item.field ?? '' };
  }
  return undefined;
}
