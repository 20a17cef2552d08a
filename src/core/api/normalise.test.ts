import { describe, expect, it } from 'vitest';
import { cleanRequest, isTextKey, normaliseResponse } from './normalise';

describe('cleanRequest', () => {
  it('drops null, undefined and NaN deeply and keeps falsy values that mean something', () => {
    expect(
      cleanRequest({
        a: null,
        b: undefined,
        c: Number.NaN,
        d: 0,
        e: '',
        f: false,
        nested: { g: null, h: 'kept', deeper: { i: undefined, j: 1 } },
      }),
    ).toEqual({ d: 0, e: '', f: false, nested: { h: 'kept', deeper: { j: 1 } } });
  });

  it('keeps the order of arrays and removes their empty items', () => {
    expect(cleanRequest({ list: [3, null, 1, undefined, Number.NaN, 2, { a: null, b: 1 }] })).toEqual({
      list: [3, 1, 2, { b: 1 }],
    });
  });

  it('leaves Blob, File and Date untouched', () => {
    const blob = new Blob(['x']);
    const file = new File(['y'], 'y.txt');
    const date = new Date('2024-01-02T03:04:05Z');
    const cleaned = cleanRequest({ blob, file, date, nested: [file] });
    expect(cleaned.blob).toBe(blob);
    expect(cleaned.file).toBe(file);
    expect(cleaned.date).toBe(date);
    expect(cleaned.nested[0]).toBe(file);
  });

  it('does not mutate its input', () => {
    const input = { a: null, b: { c: undefined } };
    cleanRequest(input);
    expect(input).toEqual({ a: null, b: { c: undefined } });
  });
});

describe('normaliseResponse', () => {
  it('turns numeric strings into numbers', () => {
    expect(normaliseResponse({ balance: '100.50', count: '3', negative: '-2.5', zero: '0', half: '0.5' })).toEqual({
      balance: 100.5,
      count: 3,
      negative: -2.5,
      zero: 0,
      half: 0.5,
    });
  });

  it('leaves non-numeric strings, numbers, booleans and null alone', () => {
    const value = { a: 'abc', b: '1e5', c: ' 12', d: '12 ', e: '+1', f: '1.', g: '.5', h: 7, i: true, j: null };
    expect(normaliseResponse(value)).toEqual(value);
  });

  it.each([
    ['address', '12'],
    ['bankAddress', '221'],
    ['addressLine2', '5'],
    ['firstName', '123'],
    ['businessName', '2024'],
    ['description', '42'],
    ['reference', '700001'],
    ['customerReference', '0042'],
    ['responseDescription', '500'],
    ['zip', '10001'],
    ['zipCode', '90210'],
    ['postalCode', '12345'],
    ['phone', '37060000000'],
    ['phoneNumber', '44700900123'],
    ['iban', '1234'],
    ['accountNumber', '40817810'],
    ['cardNumber', '4111111111'],
    ['code', '123456'],
    ['currencyCode', '840'],
    ['accessToken', '99'],
    ['loginKey', '777'],
    ['smsIdentifier', '42'],
    ['reqId', '5'],
    ['taxId', '123456789'],
  ])('keeps %s as text', (key, value) => {
    expect(normaliseResponse({ [key]: value })).toEqual({ [key]: value });
  });

  it('keeps leading-zero strings as text (identifiers such as response codes)', () => {
    expect(normaliseResponse({ responseCode: '00', amount: '007', other: '-01' })).toEqual({
      responseCode: '00',
      amount: '007',
      other: '-01',
    });
  });

  it('keeps digit strings that a number could not hold exactly', () => {
    expect(normaliseResponse({ amount: '1234567890123456', small: '123456789012345' })).toEqual({
      amount: '1234567890123456',
      small: 123456789012345,
    });
  });

  it('recurses through objects and arrays; an array item is judged by the array property', () => {
    expect(
      normaliseResponse({
        accounts: [{ balance: '1.25', accountNumber: '0012' }],
        amounts: ['1', '2'],
        names: ['1', '2'],
        address: { line1: 'Main st', building: '12', zip: '00501' },
      }),
    ).toEqual({
      accounts: [{ balance: 1.25, accountNumber: '0012' }],
      amounts: [1, 2],
      names: ['1', '2'],
      address: { line1: 'Main st', building: 12, zip: '00501' },
    });
  });

  it('matches text keys without regard to case', () => {
    expect(isTextKey('BANK_ADDRESS')).toBe(true);
    expect(isTextKey('Zip')).toBe(true);
    expect(isTextKey('balance')).toBe(false);
    expect(isTextKey('numberOfItems')).toBe(false);
  });
});
