import { describe, expect, it } from 'vitest';
import { EMAIL_STATUS } from '../registration/email-status';
import { initialAccessRights, mapUserErrors, SELECTABLE_ACCESS_RIGHTS, userEmailProblem, userProblems } from './users';

describe('user rules', () => {
  it.each([
    ['one full-access user', [2], []],
    ['full access and read', [2, 1], []],
    ['no rights chosen', [2, 0], ['rightsMissing@1']],
    ['right 5 is never given', [2, 5], ['rightsNotAllowed@1']],
    ['nobody with full access', [1, 3, 4], ['noFullAccess@']],
    ['nothing chosen and nobody with full access', [0], ['rightsMissing@0', 'noFullAccess@']],
    ['no users at all', [], []],
  ] as [string, number[], string[]][])('%s', (_name, rights, expected) => {
    expect(
      userProblems(rights.map((accessRights) => ({ accessRights }))).map(
        (problem) => `${problem.kind}@${problem.index ?? ''}`,
      ),
    ).toEqual(expected);
  });

  it('offers rights 1 to 4, not 5', () => {
    expect([...SELECTABLE_ACCESS_RIGHTS]).toEqual([1, 2, 3, 4]);
  });

  it('gives the first user full access and lets the others choose', () => {
    expect(initialAccessRights(0)).toBe(2);
    expect(initialAccessRights(1)).toBe(0);
  });

  it.each([
    [undefined, 'emailUnchecked'],
    [EMAIL_STATUS.checking, 'emailChecking'],
    [EMAIL_STATUS.notExisting, null],
    [EMAIL_STATUS.existing, 'emailExists'],
    [EMAIL_STATUS.existingEmployee, null],
    [EMAIL_STATUS.failed, 'emailCheckFailed'],
  ] as const)('an e-mail in state %s is %s', (status, expected) => {
    expect(userEmailProblem(status)).toBe(expected);
  });

  it('maps access-list and person-list errors back to persons by index', () => {
    const { byPerson, other } = mapUserErrors(
      [
        { field: 'users.1.accessRights', description: 'Choose access rights' },
        { field: 'users.0.email', description: 'Taken' },
        { field: 'personList.2.firstName', description: 'Bad name' },
        { field: 'users', description: 'At least one user needs full access' },
        { field: 'users.9.email', description: 'Out of range' },
      ],
      ['p2', 'p3'],
      ['p1', 'p2', 'p3'],
    );
    expect(byPerson.get('p3')?.map((error) => error.description)).toEqual(['Choose access rights', 'Bad name']);
    expect(byPerson.get('p2')?.map((error) => error.description)).toEqual(['Taken']);
    expect(other.map((error) => error.description)).toEqual(['At least one user needs full access', 'Out of range']);
  });
});
