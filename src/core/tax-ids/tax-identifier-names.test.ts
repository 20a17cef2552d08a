import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registration/countries';
import { TAX_ID_RULES } from './tax-id-validation';
import { countryTaxIdentifierName, TAX_IDENTIFIER_NAMES, taxIdentifierName } from './tax-identifier-names';

/** The generic countries named in the module comment of tax-identifier-names.ts. */
const GENERIC_COUNTRIES = (
  'AF AG AI AM AQ AW BB BH BM BN BS BT BV BW BZ CK DJ DM EH ER ET FJ FK FM GD GE GG GI GM GQ GS GY HM IM IO IQ ' +
  'JE JO KH KI KM KN KP KW KY LA LB LC LI LK LR LS LY MC MH MM MN MO MS MT MV MW NA NG NR NU OM PG PH PS PW QA RW SA ' +
  'SB SC SD SH SL SO SR SS SY SZ TC TF TJ TK TL TM TO TT TV TZ UG UM VA VC VG VU WF WS YE ZM ZW'
).split(' ');
const PERSONAL_ONLY_GENERIC = ['AL', 'BL', 'MF', 'NC', 'PF', 'PM', 'SM', 'SN'];
const BUSINESS_ONLY_GENERIC = ['GH'];

/** ISO 3166-1 alpha-2 codes that the registration country list leaves out (no residents or no calling code). */
const UNINHABITED = ['AQ', 'BV', 'GS', 'HM', 'TF', 'UM'];

const isGeneric = (name: { name: string; shortName: string }): boolean =>
  name.name === 'Taxpayer Identification Number' && name.shortName === 'TIN';

describe('taxIdentifierName', () => {
  it.each(COUNTRIES.map((country) => country.code))('resolves %s for both customer types', (code) => {
    for (const type of ['personal', 'business'] as const) {
      const name = taxIdentifierName(code, type);
      expect(name?.name.trim()).toBeTruthy();
      expect(name?.shortName.trim()).toBeTruthy();
    }
  });

  it('covers all 249 ISO 3166-1 alpha-2 codes: the registration list plus the uninhabited territories', () => {
    const keys = Object.keys(TAX_IDENTIFIER_NAMES).sort();
    expect(keys).toHaveLength(249);
    expect(keys).toEqual([...COUNTRIES.map((country) => country.code), ...UNINHABITED].sort());
  });

  it.each([
    ['US', 'SSN/ITIN', 'EIN'],
    ['GB', 'NINO/UTR', 'UTR/CRN'],
    ['DE', 'IdNr', 'St.-Nr.'],
    ['FR', 'NIF/SPI', 'SIREN/SIRET'],
    ['CA', 'SIN', 'BN'],
    ['AU', 'TFN', 'ABN/TFN'],
  ])('gives the spec example for %s: %s and %s', (code, personal, business) => {
    expect(taxIdentifierName(code, 'personal')?.shortName).toBe(personal);
    expect(taxIdentifierName(code, 'business')?.shortName).toBe(business);
  });

  it('names the spec examples in full', () => {
    expect(taxIdentifierName('US', 'personal')).toEqual({
      name: 'Social Security Number / Individual Taxpayer Identification Number',
      shortName: 'SSN/ITIN',
    });
    expect(taxIdentifierName('US', 'business')).toEqual({ name: 'Employer Identification Number', shortName: 'EIN' });
    expect(taxIdentifierName('GB', 'personal')?.name).toBe('National Insurance Number / Unique Taxpayer Reference');
    expect(taxIdentifierName('GB', 'business')?.name).toBe('Unique Taxpayer Reference / Company Registration Number');
    expect(taxIdentifierName('DE', 'personal')).toEqual({ name: 'Steueridentifikationsnummer', shortName: 'IdNr' });
    expect(taxIdentifierName('DE', 'business')).toEqual({ name: 'Steuernummer', shortName: 'St.-Nr.' });
    expect(taxIdentifierName('CA', 'personal')?.name).toBe('Social Insurance Number');
    expect(taxIdentifierName('CA', 'business')?.name).toBe('Business Number');
    expect(taxIdentifierName('AU', 'personal')?.name).toBe('Tax File Number');
    expect(taxIdentifierName('AU', 'business')?.name).toBe('Australian Business Number / Tax File Number');
  });

  it.each([
    ['IT', 'personal', 'Codice fiscale', 'CF'],
    ['ES', 'personal', 'Número de Identificación Fiscal', 'NIF'],
    ['ES', 'business', 'Número de Identificación Fiscal', 'NIF'],
    ['BR', 'personal', 'Cadastro de Pessoas Físicas', 'CPF'],
    ['BR', 'business', 'Cadastro Nacional da Pessoa Jurídica', 'CNPJ'],
    ['PL', 'personal', 'Powszechny Elektroniczny System Ewidencji Ludności', 'PESEL'],
    ['PL', 'business', 'Numer Identyfikacji Podatkowej', 'NIP'],
    ['RO', 'personal', 'Cod Numeric Personal', 'CNP'],
    ['RO', 'business', 'Cod Unic de Înregistrare', 'CUI'],
    ['RU', 'personal', 'Идентификационный номер налогоплательщика', 'INN'],
    ['RU', 'business', 'Идентификационный номер налогоплательщика', 'INN'],
    ['UA', 'personal', 'Реєстраційний номер облікової картки платника податків', 'RNOKPP'],
    ['UA', 'business', 'Код Єдиного державного реєстру підприємств та організацій України', 'EDRPOU'],
  ] as const)('uses the official local name in %s (%s): %s / %s', (code, type, name, shortName) => {
    expect(taxIdentifierName(code, type)).toEqual({ name, shortName });
  });

  it('shares the parent register with territories that use it', () => {
    for (const code of ['AS', 'GU', 'MP', 'PR', 'VI']) expect(TAX_IDENTIFIER_NAMES[code]).toBe(TAX_IDENTIFIER_NAMES.US);
    for (const code of ['CC', 'CX', 'NF']) expect(TAX_IDENTIFIER_NAMES[code]).toBe(TAX_IDENTIFIER_NAMES.AU);
    for (const code of ['GF', 'GP', 'MQ', 'RE', 'YT']) expect(TAX_IDENTIFIER_NAMES[code]).toBe(TAX_IDENTIFIER_NAMES.FR);
    for (const code of ['BL', 'MF', 'PM']) expect(taxIdentifierName(code, 'business')?.shortName).toBe('SIREN/SIRET');
    expect(TAX_IDENTIFIER_NAMES.SJ).toBe(TAX_IDENTIFIER_NAMES.NO);
    expect(TAX_IDENTIFIER_NAMES.AX).toBe(TAX_IDENTIFIER_NAMES.FI);
  });

  it('looks codes up case-insensitively and trims them', () => {
    expect(taxIdentifierName('us', 'business')?.shortName).toBe('EIN');
    expect(taxIdentifierName('De', 'personal')?.shortName).toBe('IdNr');
    expect(taxIdentifierName(' fr ', 'personal')?.shortName).toBe('NIF/SPI');
  });

  it('accepts UK as GB', () => {
    expect(taxIdentifierName('UK', 'personal')).toEqual(taxIdentifierName('GB', 'personal'));
    expect(taxIdentifierName('uk', 'business')?.shortName).toBe('UTR/CRN');
  });

  it.each(['', 'XX', 'USA', 'U', 'EU', 'toString', '__proto__'])('returns null for the unknown code %j', (code) => {
    expect(taxIdentifierName(code, 'personal')).toBeNull();
    expect(taxIdentifierName(code, 'business')).toBeNull();
  });

  it('hands out copies, so a caller cannot change the table', () => {
    const name = taxIdentifierName('DE', 'personal');
    if (name) name.shortName = 'changed';
    expect(taxIdentifierName('DE', 'personal')?.shortName).toBe('IdNr');
    expect(Object.isFrozen(TAX_IDENTIFIER_NAMES)).toBe(true);
    expect(Object.isFrozen(TAX_IDENTIFIER_NAMES.DE?.personal)).toBe(true);
  });

  it('uses the generic TIN exactly for the countries the module comment lists', () => {
    const entries = Object.entries(TAX_IDENTIFIER_NAMES);
    const generic = entries
      .filter(([, names]) => isGeneric(names.personal) && isGeneric(names.business))
      .map(([code]) => code);
    const personalOnly = entries
      .filter(([, names]) => isGeneric(names.personal) && !isGeneric(names.business))
      .map(([code]) => code);
    const businessOnly = entries
      .filter(([, names]) => !isGeneric(names.personal) && isGeneric(names.business))
      .map(([code]) => code);
    expect(generic).toEqual(GENERIC_COUNTRIES);
    expect(personalOnly).toEqual(PERSONAL_ONLY_GENERIC);
    expect(businessOnly).toEqual(BUSINESS_ONLY_GENERIC);
  });

  it('has no validation rule for a customer type whose identifier is generic', () => {
    for (const [code, names] of Object.entries(TAX_IDENTIFIER_NAMES)) {
      if (isGeneric(names.personal)) expect(TAX_ID_RULES[code]?.personal, `${code} personal`).toBeUndefined();
      if (isGeneric(names.business)) expect(TAX_ID_RULES[code]?.business, `${code} business`).toBeUndefined();
    }
  });

  it('has rules only for countries in the table', () => {
    for (const code of Object.keys(TAX_ID_RULES)) expect(TAX_IDENTIFIER_NAMES[code], code).toBeDefined();
  });
});

describe('countryTaxIdentifierName', () => {
  it('gives the country’s own name, and null for the generic TIN (labels then use their translated wording)', () => {
    expect(countryTaxIdentifierName('DE', 'personal')).toEqual({
      name: 'Steueridentifikationsnummer',
      shortName: 'IdNr',
    });
    const generic = Object.keys(TAX_IDENTIFIER_NAMES).find(
      (code) => taxIdentifierName(code, 'personal')?.name === 'Taxpayer Identification Number',
    );
    expect(generic).toBeDefined();
    expect(countryTaxIdentifierName(generic ?? '', 'personal')).toBeNull();
    expect(countryTaxIdentifierName('XX', 'personal')).toBeNull();
  });
});
