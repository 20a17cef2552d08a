/**
 * Route `new-profile` (spec 1 section 2 names it; docs/decisions.md, issue 34's fifth pass): a signed-in person opens
 * a business profile of their own with the business registration wizard. The wizard starts with the person already
 * in the application as its first director, and, when the e-mail check calls their address an employee's (one that
 * may be a user of several companies, spec 3 section 5.2), also as its first user with full access, so the new
 * company joins their company selection once it is active. An address with an account of its own (a personal
 * customer, a company's own representative) cannot be a company user, so such a person is the director only and
 * names the company's users themselves.
 */
import type { ApiClient } from '../api/client';
import { ACCESS_RIGHTS, checkEmail } from '../api/contract/customer';
import type { ResponseOf } from '../api/contract/define';
import { queryOptions, type QueryOptions } from '../resource/query-options';
import { EMAIL_STATUS, type EmailStatus } from '../registration/email-status';
import { normaliseEmail } from '../registration/personal-registration';
import { emptyDraft, EMPTY_ADDRESS, type BusinessDraft, type PersonValues } from './business-draft';

/** The signed-in person as customer info describes them. */
export interface SignedInPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or absent when the profile has none. */
  birthDay?: string | null | undefined;
  /** The sign-in name; an e-mail address for every customer of the sandbox, but not necessarily elsewhere. */
  login: string;
  /** What `checkEmail` answered for the sign-in name (emailStatusOf), or null when it was not asked or failed. */
  emailStatus: EmailStatus | null;
}

export const SELF_PERSON_ID = 'person-self';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The wizard's first draft for a new business profile of the signed-in person. */
export function newProfileDraft(person: SignedInPerson): BusinessDraft {
  const draft = emptyDraft();
  const email = EMAIL.test(person.login.trim()) ? person.login.trim() : '';
  const asUser = email !== '' && person.emailStatus === EMAIL_STATUS.existingEmployee;
  const self: PersonValues = {
    id: SELF_PERSON_ID,
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    birthday: /^\d{4}-\d{2}-\d{2}$/.test(person.birthDay ?? '') ? (person.birthDay ?? '') : '',
    email,
    phoneCountryCode: '',
    phone: '',
    address: { ...EMPTY_ADDRESS },
    taxId: '',
    sources: [],
    isUser: asUser,
    accessRights: asUser ? ACCESS_RIGHTS.fullAccess : ACCESS_RIGHTS.noAccess,
    // The answer already given is the user's e-mail check: the wizard does not ask again.
    ...(asUser ? { emailStatus: EMAIL_STATUS.existingEmployee, checkedEmail: normaliseEmail(email) } : {}),
  };
  return {
    ...draft,
    persons: [self],
    directors: [SELF_PERSON_ID],
    users: asUser ? [SELF_PERSON_ID] : [],
  };
}

/** The e-mail check of the signed-in person's address, asked once per address (newProfileDraft's `emailStatus`). */
export const personEmailCheckQuery = (api: ApiClient, login: string): QueryOptions<ResponseOf<typeof checkEmail>> =>
  queryOptions({
    key: `new-profile/email-check/${login}`,
    load: (signal) => api.call(checkEmail, { email: login }, { signal }),
  });
