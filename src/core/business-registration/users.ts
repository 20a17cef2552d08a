/**
 * Users of a business being registered (spec 3 section 5.2): each has access rights other than 0, at least one
 * has full access (2), the first user added gets 2, and right 5 (uploading) is never offered. A user's e-mail is
 * checked with `checkEmail`; an address that already has an account of its own, or whose check is still running
 * or failed, keeps the user (and so the submission) invalid.
 */
import type { ValidationError } from '../api/contract/envelope';
import { ACCESS_RIGHTS } from '../api/contract/customer';
import { EMAIL_STATUS, type EmailStatus } from '../registration/email-status';

/** Rights a registration can give, in the order offered (spec 3 section 9: id 5 is excluded). */
export const SELECTABLE_ACCESS_RIGHTS = [
  ACCESS_RIGHTS.read,
  ACCESS_RIGHTS.fullAccess,
  ACCESS_RIGHTS.initiate,
  ACCESS_RIGHTS.confirmed,
] as const;
export const EXCLUDED_ACCESS_RIGHT = ACCESS_RIGHTS.uploading;

export type UserProblem =
  { kind: 'rightsMissing' | 'rightsNotAllowed'; index: number } | { kind: 'noFullAccess'; index: null };

/** The access-rights problems of the users, in order. */
export function userProblems(users: readonly { accessRights: number }[]): UserProblem[] {
  const problems: UserProblem[] = [];
  users.forEach((user, index) => {
    if (user.accessRights === ACCESS_RIGHTS.noAccess) problems.push({ kind: 'rightsMissing', index });
    else if (!(SELECTABLE_ACCESS_RIGHTS as readonly number[]).includes(user.accessRights))
      problems.push({ kind: 'rightsNotAllowed', index });
  });
  if (users.length > 0 && !users.some((user) => user.accessRights === ACCESS_RIGHTS.fullAccess))
    problems.push({ kind: 'noFullAccess', index: null });
  return problems;
}

/** The rights a newly added user starts with: full access for the first, none (to be chosen) for the others. */
export function initialAccessRights(usersSoFar: number): number {
  return usersSoFar === 0 ? ACCESS_RIGHTS.fullAccess : ACCESS_RIGHTS.noAccess;
}

export type EmailProblem = 'emailChecking' | 'emailUnchecked' | 'emailExists' | 'emailCheckFailed';

/**
 * Whether a user's e-mail may be used: a new address, or an employee of another company (who is then given access
 * to this one as well). `undefined` means it was never checked.
 */
export function userEmailProblem(status: EmailStatus | undefined): EmailProblem | null {
  if (status === undefined) return 'emailUnchecked';
  if (status === EMAIL_STATUS.checking) return 'emailChecking';
  if (status === EMAIL_STATUS.existing) return 'emailExists';
  if (status === EMAIL_STATUS.failed) return 'emailCheckFailed';
  return null;
}

/**
 * Server validation errors that point into the access list (`users.<index>...`) or the person list
 * (`personList.<index>...`), mapped back to the person ids they concern; the rest stays apart for a banner.
 */
export function mapUserErrors(
  errors: readonly ValidationError[] | undefined,
  userIds: readonly string[],
  personIds: readonly string[],
): { byPerson: Map<string, ValidationError[]>; other: ValidationError[] } {
  const byPerson = new Map<string, ValidationError[]>();
  const other: ValidationError[] = [];
  for (const error of errors ?? []) {
    const match = /^(users|personList)\.(\d+)(?:\.|$)/.exec(error.field ?? '');
    const list = match?.[1] === 'users' ? userIds : personIds;
    const personId = match ? list[Number(match[2])] : undefined;
    if (personId === undefined) other.push(error);
    else byPerson.set(personId, [...(byPerson.get(personId) ?? []), error]);
  }
  return { byPerson, other };
}
