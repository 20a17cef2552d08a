import { describe, expect, it } from 'vitest';
import { extraParamSchema, payoutMethodSchema } from '../../src/core/api/contract/global-claim';
import {
  branchOptionsOf,
  CATALOGUE_COUNTRIES,
  checkDetails,
  convertMinor,
  exchangeRate6,
  extraParamsOf,
  feeMinor,
  flattenParams,
  formatAmount,
  formatRate,
  FX_CURRENCIES,
  ibanCountryOf,
  methodsOf,
  payoutBanksOf,
  payoutMethodsOf,
  quote,
  SEPA_AREA,
  SEPA_COUNTRIES,
  SEPA_TERRITORIES,
} from './payout-catalogue';
import {
  checkAba,
  checkBic,
  checkCardNumber,
  checkIban,
  checkSortCode,
  cpfIsValid,
  IBAN_LENGTHS,
  ibanChecksumIsValid,
  ibanOf,
  luhnIsValid,
  runValidator,
} from './payout-validation';

describe('SEPA area', () => {
  it('has the 41 scheme countries and 13 territories, each with an IBAN format', () => {
    expect(SEPA_COUNTRIES).toHaveLength(41);
    expect(new Set(SEPA_AREA).size).toBe(54);
    for (const code of SEPA_AREA) expect(ibanCountryOf(code), code).not.toBeNull();
    expect(ibanCountryOf('RE')).toBe('FR');
    expect(ibanCountryOf('JE')).toBe('GB');
    expect(ibanCountryOf('AX')).toBe('FI');
    expect(ibanCountryOf('US')).toBeNull();
    expect(Object.keys(SEPA_TERRITORIES)).toHaveLength(13);
  });

  it('uses the registry IBAN lengths', () => {
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, FR: 27, GB: 22, NO: 15, MT: 31, RS: 22, MD: 24, GI: 23 });
  });
});

describe('methods', () => {
  it('gives every catalogue country methods that match the contract, with FX rates for every currency', () => {
    for (const country of CATALOGUE_COUNTRIES) {
      const methods = payoutMethodsOf(country);
      expect(methods.length, country).toBeGreaterThan(0);
      for (const method of methods) {
        expect(payoutMethodSchema.safeParse(method).success).toBe(true);
        for (const currency of method.currencies) expect(FX_CURRENCIES).toContain(currency);
        for (const param of extraParamsOf(
          methodsOf(country).find((entry) => entry.id === method.paymentMethod)!.id,
          country,
        )) {
          expect(extraParamSchema.safeParse(param).success, `${country} ${method.paymentMethod} ${param.key}`).toBe(
            true,
          );
        }
      }
    }
    expect(methodsOf('ZZ')).toEqual([]);
  });

  it('needs bank and branch codes for EFT in BR, JP, HK and LK (spec 2 section 5)', () => {
    for (const country of ['BR', 'JP', 'HK', 'LK']) {
      const keys = flattenParams(extraParamsOf('bank_transfer', country))
        .filter((param) => param.required)
        .map((param) => param.key);
      expect(keys, country).toEqual(expect.arrayContaining(['bankCode', 'branchCode', 'accountNumber']) as unknown);
    }
  });
});

describe('FX and fees', () => {
  it('derives cross rates from one table, rounded to 6 decimals', () => {
    expect(formatRate(exchangeRate6('USD', 'EUR'))).toBe('0.92');
    expect(formatRate(exchangeRate6('EUR', 'USD'))).toBe('1.086957');
    expect(formatRate(exchangeRate6('EUR', 'GBP'))).toBe('0.858696');
    expect(formatRate(exchangeRate6('USD', 'USD'))).toBe('1');
    expect(() => exchangeRate6('USD', 'XXX')).toThrow(/No FX rate/);
  });

  it('converts minor units with the target currency digits, half up', () => {
    expect(convertMinor(120_000, 'USD', 'EUR')).toBe(110_400);
    expect(convertMinor(49_450, 'USD', 'JPY')).toBe(74_768);
    expect(convertMinor(1, 'USD', 'LKR')).toBe(300);
    expect(formatAmount(74_768, 'JPY')).toBe('74768');
    expect(formatAmount(5, 'EUR')).toBe('0.05');
  });

  it('charges a fixed part in the transfer currency plus a percentage', () => {
    expect(feeMinor('sepa', 25_000, 'EUR')).toBe(100);
    expect(feeMinor('sepa', 25_000, 'USD')).toBe(150);
    expect(feeMinor('card', 50_000, 'USD')).toBe(850);
    expect(feeMinor('swift', 10_000, 'GBP')).toBe(1185);
  });

  it('takes the fee out of the amount only when the beneficiary pays it', () => {
    expect(quote({ amountMinor: 50_000, currency: 'USD', feeIsBen: true }, 'card', 'USD')).toMatchObject({
      feeMinor: 850,
      netMinor: 49_150,
      toAmountMinor: 49_150,
    });
    expect(quote({ amountMinor: 50_000, currency: 'USD', feeIsBen: false }, 'card', 'USD')).toMatchObject({
      feeMinor: 850,
      netMinor: 50_000,
      toAmountMinor: 50_000,
    });
  });
});

describe('payout details', () => {
  it('returns the details in canonical form, known keys only', () => {
    expect(
      checkDetails('sepa', 'DE', {
        accountHolderName: ' Anna Schmidt ',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeff',
        extra: 'x',
      }),
    ).toEqual({
      ok: true,
      details: { accountHolderName: 'Anna Schmidt', iban: 'DE89370400440532013000', bic: 'COBADEFF' },
    });
    expect(
      checkDetails('faster_payments', 'GB', {
        accountHolderName: 'Tom',
        sortCode: '60 16 13',
        accountNumber: '31926819',
      }),
    ).toMatchObject({ details: { sortCode: '601613' } });
  });

  it('checks IBAN countries per method', () => {
    expect(
      checkDetails('sepa', 'DE', { accountHolderName: 'Anna', iban: 'BR1800360305000010009795493C1' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'iban' }] });
    expect(
      checkDetails('sepa', 'RE', { accountHolderName: 'Anna', iban: 'FR7630004000031234567890143' }),
    ).toMatchObject({ ok: true });
    expect(
      checkDetails('bank_transfer', 'RO', { accountHolderName: 'Ana', iban: 'DE89370400440532013000' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'iban', description: 'The IBAN must be from RO' }] });
  });
});

describe('validators', () => {
  it('check IBANs, BICs, routing numbers, sort codes, cards and CPFs', () => {
    expect(checkIban('GB29 NWBK 6016 1331 9268 19')).toMatchObject({
      ok: true,
      value: 'GB29NWBK60161331926819',
      country: 'GB',
    });
    expect(checkIban('GB29NWBK6016133192681')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/22 characters/) as unknown,
    });
    expect(checkIban('US12345678901234567')).toMatchObject({ ok: false });
    expect(ibanChecksumIsValid(ibanOf('DE', '500700100123456789'))).toBe(true);
    expect(checkBic('DEUTDEFF500')).toMatchObject({ ok: true });
    expect(checkBic('DEUT1EFF')).toMatchObject({ ok: false });
    expect(checkAba('021000021')).toMatchObject({ ok: true });
    expect(checkAba('021000022')).toMatchObject({ ok: false });
    expect(checkAba('991000021')).toMatchObject({ ok: false });
    expect(checkSortCode('60-16-13')).toEqual({ ok: true, value: '601613' });
    expect(checkSortCode('60-1613')).toMatchObject({ ok: false });
    expect(luhnIsValid('4111111111111111')).toBe(true);
    expect(checkCardNumber('4111 1111 1111 1112')).toMatchObject({ ok: false });
    expect(cpfIsValid('529.982.247-25')).toBe(true);
    expect(cpfIsValid('111.111.111-11')).toBe(false);
  });
});

describe('banks list and branch options', () => {
  it('offers, in the EFT countries with bank and branch codes, banks and branches whose codes the local transfer form accepts', () => {
    for (const country of ['BR', 'JP', 'HK', 'LK', 'CA']) {
      const params = flattenParams(extraParamsOf('bank_transfer', country));
      const bankParam = params.find((param) => param.key === 'bankCode');
      const branchParam = params.find((param) => param.key === 'branchCode');
      const banks = payoutBanksOf(country);
      expect(banks.length, country).toBeGreaterThanOrEqual(country === 'CA' ? 1 : 2);
      for (const bank of banks) {
        expect(new RegExp(bankParam?.pattern ?? '^$').test(bank.code), `${country} ${bank.code}`).toBe(true);
        expect(runValidator('bic', bank.swift, country)).toMatchObject({ ok: true });
        const branches = branchOptionsOf(country, bank.code);
        expect(branches.length, `${country} ${bank.name}`).toBeGreaterThanOrEqual(2);
        for (const branch of branches)
          expect(
            new RegExp(branchParam?.pattern ?? '^$').test(branch.code),
            `${country} ${bank.code} ${branch.code}`,
          ).toBe(true);
      }
    }
  });

  it('lists US banks by routing number, nothing outside the catalogue, and no branches for an unknown bank', () => {
    for (const bank of payoutBanksOf('US')) expect(checkAba(bank.code)).toMatchObject({ ok: true });
    expect(payoutBanksOf('DE').map((bank) => bank.name)).toEqual(['Commerzbank AG', 'Deutsche Bank AG']);
    expect(payoutBanksOf('ZZ')).toEqual([]);
    expect(branchOptionsOf('JP', '9999')).toEqual([]);
    expect(branchOptionsOf('ZZ', '0005')).toEqual([]);
  });
});
