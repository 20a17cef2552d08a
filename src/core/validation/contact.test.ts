import { describe, expect, it } from 'vitest';
import { validateEmail, validatePhone, validateTaxId } from './contact';

describe('validateEmail', () => {
  it('accepts ordinary addresses and trims them', () => {
    expect(validateEmail(' ana@example.com ')).toEqual({ valid: true, value: 'ana@example.com' });
  });

  it('applies the spec rule (longer than 5 characters, an @ and a dot) and a sane shape', () => {
    expect(validateEmail('a@b.c')).toEqual({ valid: false, reason: 'format' });
    expect(validateEmail('ana.example.com')).toEqual({ valid: false, reason: 'format' });
    expect(validateEmail('ana@examplecom')).toEqual({ valid: false, reason: 'format' });
    expect(validateEmail('ana@@example.com')).toEqual({ valid: false, reason: 'format' });
    expect(validateEmail('')).toEqual({ valid: false, reason: 'empty' });
  });
});

describe('validatePhone', () => {
  it('accepts international numbers written with separators', () => {
    expect(validatePhone('+44 20 7946 0101')).toEqual({ valid: true, value: '+442079460101' });
    expect(validatePhone('(555) 010-9999')).toEqual({ valid: true, value: '5550109999' });
  });

  it('rejects letters and too few or too many digits', () => {
    expect(validatePhone('+44 ABC')).toEqual({ valid: false, reason: 'format' });
    expect(validatePhone('12345')).toEqual({ valid: false, reason: 'format' });
    expect(validatePhone('+1234567890123456')).toEqual({ valid: false, reason: 'format' });
  });
});

describe('validateTaxId', () => {
  it('accepts national formats with separators', () => {
    expect(validateTaxId('123.456.789-09')).toEqual({ valid: true, value: '123.456.789-09' }); // Brazilian CPF layout
    expect(validateTaxId('de123456789')).toEqual({ valid: true, value: 'DE123456789' });
  });

  it('rejects too short and odd characters', () => {
    expect(validateTaxId('12')).toEqual({ valid: false, reason: 'format' });
    expect(validateTaxId('12#456')).toEqual({ valid: false, reason: 'format' });
  });
});
