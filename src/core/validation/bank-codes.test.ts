import { describe, expect, it } from 'vitest';
import { needsBankAndBranchCode, validateBankCode, validateBranchCode } from './bank-codes';

describe('needsBankAndBranchCode', () => {
  it('is true for EFT to Brazil, Japan, Hong Kong and Sri Lanka only', () => {
    for (const country of ['BR', 'JP', 'HK', 'LK']) expect(needsBankAndBranchCode(country, 'eft')).toBe(true);
    expect(needsBankAndBranchCode('DE', 'eft')).toBe(false);
    expect(needsBankAndBranchCode('JP', 'wire')).toBe(false);
  });
});

describe('bank and branch codes', () => {
  it('checks the national formats', () => {
    expect(validateBankCode('0005', 'JP')).toEqual({ valid: true, value: '0005' }); // MUFG Bank
    expect(validateBranchCode('001', 'JP')).toEqual({ valid: true, value: '001' });
    expect(validateBankCode('004', 'HK')).toEqual({ valid: true, value: '004' }); // HSBC
    expect(validateBankCode('001', 'BR')).toEqual({ valid: true, value: '001' }); // Banco do Brasil
    expect(validateBranchCode('1234-5', 'BR')).toEqual({ valid: true, value: '1234-5' });
    expect(validateBankCode('7010', 'LK')).toEqual({ valid: true, value: '7010' }); // Bank of Ceylon
  });

  it('says how many digits a national code has', () => {
    expect(validateBankCode('05', 'JP')).toEqual({ valid: false, reason: 'format', expectedLength: 4 });
    expect(validateBranchCode('12345', 'HK')).toEqual({ valid: false, reason: 'format', expectedLength: 3 });
    expect(validateBankCode('', 'LK')).toEqual({ valid: false, reason: 'empty' });
  });

  it('accepts 1 to 11 letters or digits elsewhere', () => {
    expect(validateBankCode('cobade', 'DE')).toEqual({ valid: true, value: 'COBADE' });
    expect(validateBankCode('ABCDEFGHIJKL', 'DE')).toEqual({ valid: false, reason: 'format' });
  });
});
