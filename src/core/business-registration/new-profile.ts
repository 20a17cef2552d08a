/**
 * Route `new-profile` (spec 1 section 2 names it; docs/decisions.md "Opening a new business profile"): a signed-in
 * person opens a business profile of their own with the business registration wizard. The wizard starts with the
 * person already in the application as its first director, and, when they are a business user (an employee, whose
 * e-mail may be a user of several companies), also as its first user with full access, so the new company joins
 * their company selection once it is active. A personal customer's e-mail has an account of its own and cannot be
 * a company user (spec 3 section 5.2), so they are the director only and name the company's users themselves.
 */
import { ACCESS_RIGHTS } from '../api/contract/customer';
import { emptyDraft, EMPTY_ADDRESS, type BusinessDraft, type PersonValues } from './business-draft';

/** The signed-in person as customer info describes them. */
export interface SignedInPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or absent when the profile has none. */
  birthDay?: string | null | undefined;
  /** The sign-in name; an e-mail address for every customer of the sandbox, but not necessarily elsewhere. */
  login: string;
  /** A business user (customer type business): may be a user of the new company too. */
  isBusinessUser: boolean;
}

export const SELF_PERSON_ID = 'person-self';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The wizard's first draft for a new business profile of the signed-in person. */
export function newProfileDraft(person: SignedInPerson): BusinessDraft {
  const draft = emptyDraft();
  const email = EMAIL.test(person.login.trim()) ? person.login.trim() : '';
  const asUser = person.isBusinessUser && email !== '';
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
  };
  return {
    ...draft,
    persons: [self],
    directors: [SELF_PERSON_ID],
    users: asUser ? [SELF_PERSON_ID] : [],
  };
}
