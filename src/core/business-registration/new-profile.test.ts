import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS } from '../api/contract/customer';
import { EMAIL_STATUS } from '../registration/email-status';
import { userEmailProblem } from './users';
import { newProfileDraft, SELF_PERSON_ID } from './new-profile';

const person = { firstName: ' Ada ', lastName: 'Lovelace', birthDay: '1985-12-10', login: 'ada@example.com' };

describe('newProfileDraft', () => {
  it('makes an employee the first director and the first user with full access, their e-mail already checked', () => {
    const draft = newProfileDraft({ ...person, emailStatus: EMAIL_STATUS.existingEmployee });
    expect(draft.step).toBe(0);
    expect(draft.directors).toEqual([SELF_PERSON_ID]);
    expect(draft.users).toEqual([SELF_PERSON_ID]);
    expect(draft.persons).toHaveLength(1);
    expect(draft.persons[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthday: '1985-12-10',
      email: 'ada@example.com',
      isUser: true,
      accessRights: ACCESS_RIGHTS.fullAccess,
    });
    // The wizard's own rule then accepts the user: no second check is needed.
    expect(userEmailProblem(draft.persons[0]?.emailStatus)).toBeNull();
    expect(draft.general.name).toBe('');
  });

  it.each([
    ['has an account of its own', EMAIL_STATUS.existing],
    ['could not be checked', null],
  ] as const)('keeps a person whose e-mail %s a director only', (_case, emailStatus) => {
    const draft = newProfileDraft({ ...person, emailStatus });
    expect(draft.directors).toEqual([SELF_PERSON_ID]);
    expect(draft.users).toEqual([]);
    expect(draft.persons[0]).toMatchObject({ isUser: false, accessRights: ACCESS_RIGHTS.noAccess });
  });

  it('leaves out a sign-in name that is no e-mail and a birthday in another shape', () => {
    const draft = newProfileDraft({
      ...person,
      login: 'ada_l',
      birthDay: '10.12.1985',
      emailStatus: EMAIL_STATUS.existingEmployee,
    });
    expect(draft.persons[0]).toMatchObject({ email: '', birthday: '' });
    // No e-mail, no user: a company user signs in with their e-mail.
    expect(draft.users).toEqual([]);
  });
});
