import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  DRAFT_VERSION,
  emptyDraft,
  parseDraft,
  pruneUnreferenced,
  serialiseDraft,
  type BusinessDraft,
  type PersonValues,
  type ValidationContext,
} from './business-draft';

const person = (id: string, extra: Partial<PersonValues> = {}): PersonValues => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthday: '1980-02-03',
  email: `${id}@example.test`,
  phoneCountryCode: '44',
  phone: '7700900123',
  address: {
    address1: '1 Road',
    address2: '',
    city: 'Bristol',
    stateCode: '',
    countryCode: 'GB',
    postalCode: 'BS1 4DJ',
  },
  taxId: '',
  sources: [],
  isUser: false,
  accessRights: 0,
  ...extra,
});

const context: ValidationContext = {
  businessTypes: ['hosting-provider'],
  sourceOfWealth: true,
  sources: [{ id: 1, name: 'Sales', specify: false }],
  purposes: [{ id: 1, name: 'Payments', specify: false }],
  industries: [{ id: 3, name: 'Hosting', specify: false, adult: false }],
  questions: [],
  deposits: [{ id: 1, amount: 5000 }],
  countriesWithStates: new Set(['US']),
  agreements: [{ id: 'terms', statement: 'I accept the terms.', url: 'https://bank.example/terms', linkText: 'Read' }],
  brandId: 'wallet',
  today: new Date('2030-01-01T00:00:00Z'),
};

describe('the local draft', () => {
  it('is restored only when it has version 3.54', () => {
    const draft = { ...emptyDraft(), step: 3 };
    expect(parseDraft(serialiseDraft(draft))?.step).toBe(3);
    expect(DRAFT_VERSION).toBe('3.54');
    expect(parseDraft(JSON.stringify({ ...draft, version: '3.53' }))).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('does not keep e-mail check results', () => {
    const draft = { ...emptyDraft(), persons: [person('a', { emailStatus: 0, checkedEmail: 'a@example.test' })] };
    expect(parseDraft(serialiseDraft(draft))?.persons[0]).not.toHaveProperty('emailStatus');
  });
});

describe('pruneUnreferenced', () => {
  it.each([
    ['a director stays', { directors: ['a'] }, ['a']],
    [
      'a shareholder stays',
      { shareholders: [{ type: 1 as const, share: 100, personId: 'a', shareholders: [] }] },
      ['a'],
    ],
    ['a person nobody names goes', {}, []],
    ['a person flagged as user stays', { persons: [person('a', { isUser: true, accessRights: 2 })] }, ['a']],
    [
      'a company director stays while the company is a shareholder',
      {
        companies: [
          {
            id: 'c',
            name: 'C',
            registrationCountryCode: 'PT',
            tradingName: '',
            registrationNumber: '1',
            registrationDate: '2010-01-01',
            address: person('x').address,
            directors: ['a'],
          },
        ],
        shareholders: [{ type: 2 as const, share: 100, companyId: 'c', shareholders: [] }],
      },
      ['a'],
    ],
    [
      'a company director goes with the company',
      {
        companies: [
          {
            id: 'c',
            name: 'C',
            registrationCountryCode: 'PT',
            tradingName: '',
            registrationNumber: '1',
            registrationDate: '2010-01-01',
            address: person('x').address,
            directors: ['a'],
          },
        ],
      },
      [],
    ],
  ] as [string, Partial<BusinessDraft>, string[]][])('%s', (_name, change, expected) => {
    const draft = { ...emptyDraft(), persons: [person('a')], ...change };
    expect(pruneUnreferenced(draft).persons.map((entry) => entry.id)).toEqual(expected);
  });
});

describe('checkSubmission', () => {
  it('reports the root company, persons, shareholders and users, and is ok only when none is bad', () => {
    const empty = checkSubmission(emptyDraft(), context);
    expect(empty.ok).toBe(false);
    expect(empty.rootCompany).toEqual({
      general: false,
      financial: false,
      dueDiligence: false,
      legal: false,
      directors: false,
    });
    expect(empty.shareholders.map((problem) => problem.kind)).toEqual(['noShareholders']);
    expect(empty.users.map((problem) => problem.kind)).toEqual(['noFullAccess']);
  });

  it('asks a 25 % owner for source-of-wealth details where the brand enables it', () => {
    const draft: BusinessDraft = {
      ...emptyDraft(),
      persons: [person('a'), person('b')],
      shareholders: [
        { type: 1, share: 25, personId: 'a', shareholders: [] },
        { type: 1, share: 24.99, personId: 'b', shareholders: [] },
      ],
    };
    expect(checkSubmission(draft, context).badPersons).toEqual(['a']);
    expect(checkSubmission(draft, { ...context, sourceOfWealth: false }).badPersons).toEqual([]);
    const described = {
      ...draft,
      persons: [person('a', { sources: [{ id: 1, details: 'Sale of a previous company' }] }), person('b')],
    };
    expect(checkSubmission(described, context).badPersons).toEqual([]);
    const undescribed = { ...draft, persons: [person('a', { sources: [{ id: 1, details: ' ' }] }), person('b')] };
    expect(checkSubmission(undescribed, context).badPersons).toEqual(['a']);
  });

  it('holds a user whose e-mail exists or is not checked', () => {
    const draft: BusinessDraft = {
      ...emptyDraft(),
      persons: [person('a', { isUser: true, accessRights: 2, emailStatus: 1, checkedEmail: 'a@example.test' })],
      users: ['a'],
    };
    expect(checkSubmission(draft, context).badPersons).toEqual(['a']);
    const fine = {
      ...draft,
      persons: [person('a', { isUser: true, accessRights: 2, emailStatus: 0, checkedEmail: 'a@example.test' })],
    };
    expect(checkSubmission(fine, context).badPersons).toEqual([]);
    const employee = {
      ...draft,
      persons: [person('a', { isUser: true, accessRights: 2, emailStatus: 3, checkedEmail: 'a@example.test' })],
    };
    expect(checkSubmission(employee, context).users).toEqual([]);
  });
});
