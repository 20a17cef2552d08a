import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS } from '../api/contract/customer';
import { newProfileDraft, SELF_PERSON_ID } from './new-profile';

const person = { firstName: ' Ada ', lastName: 'Lovelace', birthDay: '1985-12-10', login: 'ada@example.com' };

describe('newProfileDraft', () => {
  it('makes a business user the first director and the first user with full access', () => {
    const draft = newProfileDraft({ ...person, isBusinessUser: true });
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
    expect(draft.general.name).toBe('');
  });

  it('keeps a personal customer a director only: their e-mail has an account of its own', () => {
    const draft = newProfileDraft({ ...person, isBusinessUser: false });
    expect(draft.directors).toEqual([SELF_PERSON_ID]);
    expect(draft.users).toEqual([]);
    expect(draft.persons[0]).toMatchObject({ isUser: false, accessRights: ACCESS_RIGHTS.noAccess });
  });

  it('leaves out a sign-in name that is no e-mail and a birthday in another shape', () => {
    const draft = newProfileDraft({ ...person, login: 'ada_l', birthDay: '10.12.1985', isBusinessUser: true });
    expect(draft.persons[0]).toMatchObject({ email: '', birthday: '' });
    // No e-mail, no user: a company user signs in with their e-mail.
    expect(draft.users).toEqual([]);
  });
});
