import { describe, expect, it } from 'vitest';
import type { CompanyAddress, CompanyDocument } from '../api/contract/company';
import {
  addressNeedsAction,
  companyActionReasons,
  companyNeedsAction,
  groupNeedsAction,
  missingCompanyFields,
  representativeNeedsAction,
  type CompanyNeedsActionInput,
} from './needs-action';

const doc = (statusId: number): CompanyDocument => ({
  id: statusId + 1,
  group: 'corporate',
  documentTypeId: 60,
  documentType: 'Certificate of incorporation',
  statusId,
  uploaded: '2025-01-02T09:00:00.000Z',
  createdUsername: 'Bianca Business',
  rejectReason: null,
  addressId: null,
  representativeId: null,
  files: [],
});

const address = (...statuses: number[]): CompanyAddress => ({
  addressId: 1,
  addressKind: 2,
  address1: '1 Harbour Exchange Square',
  address2: null,
  city: 'London',
  postalCode: 'E14 9GE',
  countryCode: 'GB',
  stateCode: null,
  addressStatus: 1,
  uploadedDocuments: statuses.map(doc),
});

const fine: CompanyNeedsActionInput = {
  name: 'Northwind Trading Ltd',
  registrationCountryCode: 'GB',
  registrationNumber: 'SC481516',
  registrationDate: '2016-03-14',
  email: 'accounts@northwind.demo.test',
  phone: { countryCode: '44', number: '2079460199' },
  description: 'Wholesale of specialty foods.',
  addresses: [address(2)],
  corporateDocumentStatus: 2,
  additionalDocumentStatus: 1,
};

describe('groupNeedsAction (corporate and additional statuses)', () => {
  it.each([
    [null, true],
    [0, true],
    [1, false],
    [2, false],
    [26, true],
    [41, true],
    [64, true],
  ])('status %s needs action: %s', (status, expected) => {
    expect(groupNeedsAction(status)).toBe(expected);
  });
});

describe('addressNeedsAction', () => {
  it.each([
    ['no documents', [], true],
    ['submitted (0)', [0], false],
    ['confirmed (2)', [2], false],
    ['confirmed and submitted', [2, 0], false],
    ['rejected (26)', [26], true],
    ['pending review (41)', [41], true],
    ['confirmed and name mismatch', [2, 64], true],
  ])('%s: %s', (_label, statuses, expected) => {
    expect(addressNeedsAction(address(...statuses))).toBe(expected);
  });
});

describe('representativeNeedsAction', () => {
  it.each([
    ['no documents', [], true],
    ['status 1', [1], false],
    ['confirmed (2)', [2], false],
    ['submitted (0)', [0], true],
    ['rejected (26)', [26], true],
    ['confirmed and rejected', [2, 26], true],
  ])('%s: %s', (_label, statuses, expected) => {
    expect(representativeNeedsAction({ documents: statuses.map(doc) })).toBe(expected);
  });
});

describe('missingCompanyFields', () => {
  it.each([
    ['nothing missing', {}, []],
    ['blank name', { name: '  ' }, ['name']],
    ['no registration date', { registrationDate: null }, ['registrationDate']],
    ['no phone', { phone: null }, ['phone']],
    ['phone without number', { phone: { countryCode: '44', number: '' } }, ['phone']],
    ['no e-mail and description', { email: null, description: '' }, ['email', 'description']],
  ] as const)('%s', (_label, change, expected) => {
    expect(missingCompanyFields({ ...fine, ...change })).toEqual(expected);
  });
});

describe('companyNeedsAction (spec 3 section 4.3)', () => {
  const representativesFine = [{ documents: [doc(2)] }];
  it.each([
    ['everything in order', {}, representativesFine, []],
    ['corporate documents rejected', { corporateDocumentStatus: 26 }, representativesFine, ['corporateDocuments']],
    [
      'corporate documents waiting for review',
      { corporateDocumentStatus: 0 },
      representativesFine,
      ['corporateDocuments'],
    ],
    ['corporate documents missing', { corporateDocumentStatus: null }, representativesFine, ['corporateDocuments']],
    [
      'additional documents asked for and missing',
      { additionalDocumentStatus: null },
      representativesFine,
      ['additionalDocuments'],
    ],
    ['an address without documents', { addresses: [address(2), address()] }, representativesFine, ['addresses']],
    ['an address with a rejected document', { addresses: [address(26)] }, representativesFine, ['addresses']],
    ['a representative without documents', {}, [{ documents: [] }], ['representatives']],
    ['a required field missing', { registrationNumber: null }, representativesFine, ['companyFields']],
    [
      'several at once, in the spec order',
      { corporateDocumentStatus: 26, additionalDocumentStatus: 0, addresses: [address()], email: '' },
      [{ documents: [doc(0)] }],
      ['corporateDocuments', 'additionalDocuments', 'addresses', 'representatives', 'companyFields'],
    ],
  ] as const)('%s', (_label, change, representatives, reasons) => {
    const company = { ...fine, ...change } as CompanyNeedsActionInput;
    expect(companyActionReasons(company, representatives)).toEqual(reasons);
    expect(companyNeedsAction(company, representatives)).toBe(reasons.length > 0);
  });
});
