import { describe, expect, it } from 'vitest';
import {
  bankDetailsFromIban,
  bankDetailsFromSwift,
  binOf,
  fillFromBankDetails,
  isBinBlocked,
  lookupText,
} from './lookups';

describe('lookupText', () => {
  it('treats arrays, null and undefined as empty', () => {
    expect(lookupText([])).toBe('');
    expect(lookupText(['x'])).toBe('');
    expect(lookupText(null)).toBe('');
    expect(lookupText(undefined)).toBe('');
    expect(lookupText(' Berlin ')).toBe('Berlin');
    expect(lookupText(10117)).toBe('10117');
  });
});

describe('binOf', () => {
  it('removes spaces and takes the first six digits', () => {
    expect(binOf('4111 1111 1111 1111')).toBe('411111');
    expect(binOf('5555 55')).toBe('555555');
    expect(binOf('4111 1')).toBeNull();
    expect(binOf('41x1111111')).toBeNull();
  });

  it('compares against the blacklist by BIN', () => {
    expect(isBinBlocked('411111', ['400000', '411111'])).toBe(true);
    expect(isBinBlocked('411111', ['4111 11 99'])).toBe(true);
    expect(isBinBlocked('555555', ['411111'])).toBe(false);
  });
});

describe('bank lookups', () => {
  it('cleans SWIFT and IBAN answers (arrays are empty)', () => {
    expect(
      bankDetailsFromSwift({
        bankName: 'Deutsche Bank',
        address: [],
        city: 'Frankfurt',
        zipCode: '60325',
        countryIsoCode: 'DE',
        code: 'DEUTDEFF',
      }),
    ).toEqual({
      bankName: 'Deutsche Bank',
      address: '',
      city: 'Frankfurt',
      zipCode: '60325',
      countryCode: 'DE',
      branch: '',
      swift: 'DEUTDEFF',
    });
    expect(
      bankDetailsFromIban({ bankName: 'Commerzbank', branch: ['x'], swift: 'COBADEFFXXX', country: 'Germany' }),
    ).toMatchObject({
      bankName: 'Commerzbank',
      branch: '',
      swift: 'COBADEFFXXX',
      city: '',
    });
  });

  it('fills empty and earlier auto-filled fields only, never what the recipient typed, never with unknowns', () => {
    const bank = {
      bankName: 'Commerzbank',
      address: 'Kaiserplatz',
      city: 'Frankfurt',
      zipCode: '',
      countryCode: 'DE',
      branch: '',
      swift: 'COBADEFFXXX',
    };
    const formKeys = ['bankName', 'bankAddress', 'bankCity', 'bankZip', 'bankCountry', 'swiftCode'];
    const values = { bankName: 'My own words', bankAddress: 'Old lookup', bankZip: '60311' };
    expect(fillFromBankDetails(bank, formKeys, values, new Set(['bankAddress']))).toEqual({
      bankAddress: 'Kaiserplatz',
      bankCity: 'Frankfurt',
      bankCountry: 'DE',
      swiftCode: 'COBADEFFXXX',
    });
  });
});
