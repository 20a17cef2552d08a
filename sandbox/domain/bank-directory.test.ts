import { describe, expect, it } from 'vitest';
import {
  BIN_BLACKLIST,
  DIRECTORY_BANKS,
  lookupBin,
  lookupIban,
  lookupSwift,
  normaliseInstantKey,
  resolvePixKey,
} from './bank-directory';
import { checkAba, checkBic, checkIban, luhnIsValid } from './payout-validation';

describe('bank directory', () => {
  it('holds real-format banks: valid BICs, and test IBANs that lead back to their bank', () => {
    expect(DIRECTORY_BANKS.length).toBeGreaterThanOrEqual(10);
    for (const bank of DIRECTORY_BANKS) {
      expect(checkBic(bank.bic), bank.bic).toMatchObject({ ok: true });
      expect(bank.bic.slice(4, 6)).toBe(bank.countryIsoCode);
      expect(lookupSwift(bank.bic.slice(0, 8))).toMatchObject({ bankName: bank.bankName, code: bank.bic });
      if (checkIban(bank.testAccount).ok)
        expect(lookupIban(bank.testAccount), bank.testAccount).toMatchObject({
          bankName: bank.bankName,
          swift: bank.bic,
        });
      if (bank.countryIsoCode === 'US') expect(checkAba(bank.nationalCode)).toMatchObject({ ok: true });
    }
  });

  it('answers unknown values as empty arrays', () => {
    expect(lookupSwift('ZZZZGB2L')).toEqual({
      bankName: [],
      address: [],
      city: [],
      zipCode: [],
      countryIsoCode: 'GB',
      code: [],
    });
    expect(lookupIban('NO9386011117947')).toMatchObject({ bankName: [], countryIsoCode: 'NO', country: 'Norway' });
    expect(lookupIban('NO9386011117948')).toBeNull();
  });
});

describe('BINs', () => {
  it('knows the test card BINs and blocks the blacklisted ones', () => {
    for (const card of [
      '4111111111111111',
      '4000000000000002',
      '4242424242424242',
      '4012888888881881',
      '4000056655665556',
      '5200828282828210',
      '5105105105105100',
      '2223003122003222',
    ]) {
      expect(luhnIsValid(card)).toBe(true);
      expect(lookupBin(card.slice(0, 6)), card).toMatchObject({ valid: true });
    }
    for (const bin of BIN_BLACKLIST) expect(lookupBin(bin).valid).toBe(false);
    expect(lookupBin('510510')).toMatchObject({ isPrepaid: true, issuer: [] });
    expect(lookupBin('999999')).toMatchObject({ cardBrand: [], valid: true });
  });
});

describe('Pix keys', () => {
  it('normalises keys by type', () => {
    expect(normaliseInstantKey('phone', '(11) 99876-5432')).toEqual({ ok: true, value: '+5511998765432' });
    expect(normaliseInstantKey('cpf', '529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(normaliseInstantKey('random', 'not-a-uuid')).toMatchObject({ ok: false });
  });

  it("resolves registered keys when the tax id is the holder's", () => {
    expect(resolvePixKey('email', 'Maria.Santos@recipient.test', '529.982.247-25')).toMatchObject({
      ok: true,
      account: { holderName: 'Maria Santos' },
    });
    expect(resolvePixKey('random', '1F0E4F0C-8B1A-4C37-9D5E-2A9B7C3D4E5F', '11144477735')).toMatchObject({
      ok: true,
      account: { holderName: 'Pedro Alves' },
    });
    expect(resolvePixKey('email', 'x@y.test', '52998224725')).toMatchObject({ ok: false, notFound: true });
    expect(resolvePixKey('iban', 'x', '52998224725')).toMatchObject({ ok: false, field: 'instantKeyType' });
  });
});
