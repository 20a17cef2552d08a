import { describe, expect, it } from 'vitest';
import {
  addressReplaceProblem,
  addressStateProblem,
  emailAddProblem,
  emailPrimaryProblem,
  emailRemoveProblem,
  MAX_CONTACT_EMAILS,
  usernameProblem,
} from './profile-contacts';

const list = (...emails: string[]) => emails.map((email) => ({ email }));

describe('e-mail rules', () => {
  it.each([
    ['not an address', list(), 'invalid'],
    ['a@b', list(), 'invalid'],
    [' New@Example.test ', list('new@example.TEST'), 'duplicate'],
    [
      'six@example.test',
      list(...Array.from({ length: MAX_CONTACT_EMAILS }, (_, i) => `e${String(i)}@example.test`)),
      'tooMany',
    ],
    ['fine@example.test', list('other@example.test'), null],
  ] as const)('adding %j answers %s', (email, existing, expected) => {
    expect(emailAddProblem(email, existing)).toBe(expected);
  });

  it('keeps the primary and promotes only confirmed addresses', () => {
    expect(emailRemoveProblem({ primary: true })).toBe('primary');
    expect(emailRemoveProblem({ primary: false })).toBeNull();
    expect(emailPrimaryProblem({ primary: false, confirmed: false })).toBe('unconfirmed');
    expect(emailPrimaryProblem({ primary: true, confirmed: true })).toBe('alreadyPrimary');
    expect(emailPrimaryProblem({ primary: false, confirmed: true })).toBeNull();
  });
});

describe('address rules', () => {
  const home = {
    addressKind: 1,
    address1: '350 Fifth Avenue',
    city: 'New York',
    postalCode: '10118',
    countryCode: 'US',
    stateCode: 'NY',
  };
  it.each([
    ['the same address, other spacing and case', { ...home, address1: ' 350 fifth avenue ' }, 'unchanged'],
    ['a home abroad', { ...home, countryCode: 'GB', stateCode: null }, 'countryChange'],
    ['an office abroad', { ...home, addressKind: 5, countryCode: 'GB', stateCode: null }, null],
    ['a new home in the country', { ...home, city: 'Albany', postalCode: '12207' }, null],
  ] as const)('replacing with %s answers %s', (_label, next, expected) => {
    expect(addressReplaceProblem(home, next, 'US')).toBe(expected);
  });

  it('asks for a state where the country has states', () => {
    const states = [{ code: 'NY', name: 'New York' }];
    expect(addressStateProblem('', states)).toBe('required');
    expect(addressStateProblem('ZZ', states)).toBe('unknown');
    expect(addressStateProblem('NY', states)).toBeNull();
    expect(addressStateProblem(undefined, [])).toBeNull();
    expect(addressStateProblem('NY', [])).toBe('unknown');
  });
});

describe('username rules', () => {
  it.each([
    ['cora', 'invalid'],
    ['Contacts@Demo.test', 'unchanged'],
    ['cora@new.test', null],
  ] as const)('%s answers %s', (desired, expected) => {
    expect(usernameProblem(desired, 'contacts@demo.test')).toBe(expected);
  });
});
