import { describe, expect, it } from 'vitest';
import { bankOfForm, canChooseBank, fillFromChosenBank, fillFromChosenBranch } from './bank-choice';

const mufg = {
  code: '0005',
  name: 'MUFG Bank, Ltd.',
  swift: 'BOTKJPJTXXX',
  address: '2-7-1 Marunouchi, Chiyoda-ku',
  city: 'Tokyo',
  zipCode: '100-8388',
  countryIsoCode: 'JP',
};
const hsbc = {
  code: '004',
  name: 'HSBC',
  swift: 'HSBCHKHHHKH',
  address: "1 Queen's Road Central",
  city: 'Hong Kong',
  zipCode: [],
  countryIsoCode: 'HK',
};
const chase = {
  code: '021000021',
  name: 'JPMorgan Chase Bank, N.A.',
  swift: 'CHASUS33XXX',
  address: '383 Madison Avenue',
  city: 'New York',
  zipCode: '10179',
  countryIsoCode: 'US',
};

describe('choosing a bank', () => {
  it('fills the national code, BIC and bank name a form asks for, replacing what was there', () => {
    expect(fillFromChosenBank(mufg, ['accountHolderName', 'bankCode', 'branchCode', 'accountNumber'])).toEqual({
      bankCode: '0005',
    });
    expect(
      fillFromChosenBank(mufg, ['accountHolderName', 'bic', 'bankName', 'accountNumber', 'address', 'city']),
    ).toEqual({ bic: 'BOTKJPJTXXX', bankName: 'MUFG Bank, Ltd.' });
    expect(fillFromChosenBank(chase, ['routingNumber', 'accountNumber', 'bankCity'])).toEqual({
      routingNumber: '021000021',
      bankCity: 'New York',
    });
  });

  it('leaves a field alone when the list does not know the value', () => {
    expect(fillFromChosenBank(hsbc, ['bankCode', 'bankZipCode'])).toEqual({ bankCode: '004' });
  });

  it('is offered only where the choice fills something', () => {
    expect(canChooseBank(['accountHolderName', 'iban', 'bic'])).toBe(true);
    expect(canChooseBank(['routingNumber'])).toBe(true);
    expect(canChooseBank(['cardNumber', 'accountHolderName'])).toBe(false);
  });

  it('finds the bank the form names, by national code or else by BIC', () => {
    expect(bankOfForm([mufg, hsbc], { bankCode: ' 004 ' }, ['bankCode', 'branchCode'])).toBe(hsbc);
    expect(bankOfForm([mufg, hsbc], { bankCode: '0009' }, ['bankCode'])).toBeUndefined();
    expect(bankOfForm([mufg, hsbc], { bic: 'botkjpjt' }, ['bic', 'bankName'])).toBe(mufg);
    expect(bankOfForm([mufg, hsbc], { bic: 'BOTK' }, ['bic'])).toBeUndefined();
  });

  it('puts a chosen branch into the branch code', () => {
    expect(
      fillFromChosenBranch({ code: '010', name: 'Marunouchi Branch', city: 'Tokyo' }, ['bankCode', 'branchCode']),
    ).toEqual({ branchCode: '010' });
    expect(fillFromChosenBranch({ code: '010', name: 'Marunouchi Branch', city: 'Tokyo' }, ['bic'])).toEqual({});
  });
});
