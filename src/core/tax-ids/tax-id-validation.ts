/**
 * Offline format and check-digit rules for tax identifiers, per ISO 3166-1 alpha-2 country and customer type.
 *
 * A rule receives the identifier compacted by `compactTaxId` (spaces, dots, dashes and slashes removed, upper case)
 * and answers whether it can be a real identifier of that kind. Rules only encode what is published and well
 * defined: the issuing authority's documentation where it exists, otherwise the algorithms documented on the
 * national Wikipedia pages and implemented by python-stdnum, whose examples are the test vectors in
 * `tax-id-validation.test.ts`. Where a country or customer type has no rule, validation answers 'unknown', which the
 * UI must treat as "cannot check offline", never as an error.
 *
 * Deliberately format-only (no check digit): FR SPI (no published check), DE Steuernummer (per-state schemes),
 * KR resident registration number (random since October 2020), MX RFC (SAT issues numbers whose check
 * character does not verify), LV personas kods (new codes carry no check digit), and every rule marked "format".
 */
import { luhnIsValid } from '../validation/luhn';
import {
  balticCheckDigit,
  digitAt,
  isCalendarDate,
  isDigits,
  iso7064Mod11Mod2IsValid,
  iso7064Mod11Radix10IsValid,
  jmbgIsValid,
  luhnSum,
  mod,
  weightedSum,
} from './tax-id-checksums';

export type TaxIdRule = (compacted: string) => boolean;

export interface TaxIdRules {
  personal?: TaxIdRule;
  business?: TaxIdRule;
}

/** Arabic-Indic, extended (Persian) Arabic-Indic and full-width digits, as phone keyboards type them. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;
const NATIVE_DIGIT_ZERO = [0x0660, 0x06f0, 0xff10];

function toAsciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  const zero = NATIVE_DIGIT_ZERO.find((start) => code >= start && code <= start + 9) ?? code;
  return String(code - zero);
}

/**
 * Spaces (of any kind), dots, dashes and slashes are typing aids, never part of an identifier; digits typed on an
 * Arabic, Persian or full-width keyboard are read as 0-9; letters are upper-cased.
 */
export function compactTaxId(value: string): string {
  return value
    .replace(/[\s.\-/\u2010-\u2015]+/g, '')
    .replace(NATIVE_DIGITS, toAsciiDigit)
    .toUpperCase();
}

const stripPrefix = (text: string, prefix: string): string =>
  text.startsWith(prefix) ? text.slice(prefix.length) : text;

const either =
  (...rules: TaxIdRule[]): TaxIdRule =>
  (text) =>
    rules.some((rule) => rule(text));

const pattern =
  (regex: RegExp): TaxIdRule =>
  (text) =>
    regex.test(text);

const allSameDigit = (text: string): boolean => /^(\d)\1*$/.test(text);

// ---------------------------------------------------------------------------------------------------------------
// North America and the spec's other examples

/** Numbers the SSA voided after they were printed in advertising (078-05-1120 on wallet inserts, ...). */
const VOIDED_SSNS = new Set(['078051120', '219099999', '457555462']);

/** US SSN: 9 digits, area not 000, 666 or 9xx, group not 00, serial not 0000, not a voided number (SSA). */
const usSsn: TaxIdRule = (text) =>
  isDigits(text, 9) &&
  !VOIDED_SSNS.has(text) &&
  !['000', '666'].includes(text.slice(0, 3)) &&
  text[0] !== '9' &&
  text.slice(3, 5) !== '00' &&
  text.slice(5) !== '0000';

/** US ITIN: 9 digits starting with 9, digits 4-5 in 50-65, 70-88, 90-92 or 94-99 (IRS). */
const usItin: TaxIdRule = (text) => {
  if (!isDigits(text, 9) || text[0] !== '9') return false;
  const group = Number(text.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
};

/** US EIN: 9 digits whose 2-digit prefix is one the IRS assigns (campus prefixes plus the internet range). */
const EIN_PREFIXES = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, index) => from + index)),
);
const usEin: TaxIdRule = (text) => isDigits(text, 9) && EIN_PREFIXES.has(Number(text.slice(0, 2)));

/**
 * GB National Insurance number: two prefix letters (first not D, F, I, Q, U, V; second not D, F, I, O, Q, U, V;
 * never BG, GB, KN, NK, NT, TN, ZZ), six digits and a suffix A-D (HMRC NIM39110).
 */
const gbNino: TaxIdRule = (text) =>
  /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(text) &&
  !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(text.slice(0, 2));

/** GB Unique Taxpayer Reference: 10 digits, the first a check digit over the other nine (weights 6..10,5..2). */
const gbUtr: TaxIdRule = (text) =>
  isDigits(text, 10) && '21987654321'[weightedSum(text, [6, 7, 8, 9, 10, 5, 4, 3, 2], 1) % 11] === text[0];

/** GB Companies House number: 8 digits, or a 2-letter register prefix (SC, NI, OC, ...) and 6 digits. */
const gbCrn = pattern(/^(\d{2}|[A-Z]{2}|R0)\d{6}$/);

/**
 * DE Steuerliche Identifikationsnummer: 11 digits, no leading 0, in the first ten exactly one digit occurs twice
 * or three times (never three in a row) and the others once, ISO 7064 MOD 11,10 check digit (BZSt).
 */
const deIdNr: TaxIdRule = (text) => {
  if (!isDigits(text, 11) || text[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const digit of text.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] !== 2 && repeated[0] !== 3)) return false;
  if (/(\d)\1\1/.test(text.slice(0, 10))) return false;
  return iso7064Mod11Radix10IsValid(text);
};

/** DE Steuernummer: 10 or 11 digits in a state's own layout, 13 in the nationwide ELSTER layout (format). */
const deStNr: TaxIdRule = (text) => isDigits(text, 10, 11, 13);

/** FR numéro fiscal (SPI): 13 digits starting with 0-3 (DGFiP; no published check, format). */
const frSpi = pattern(/^[0-3]\d{12}$/);

/** FR SIREN: 9 digits with a Luhn check digit (INSEE). */
const frSiren: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** FR SIRET: the SIREN plus a 5-digit establishment number, Luhn over all 14 (La Poste: digit sum multiple of 5). */
const frSiret: TaxIdRule = (text) => {
  if (!isDigits(text, 14) || !frSiren(text.slice(0, 9))) return false;
  if (text.startsWith('356000000') && text !== '35600000000048') {
    return [...text].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return luhnIsValid(text);
};

/** CA Social Insurance Number: 9 digits with a Luhn check digit (ESDC). */
const caSin: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** CA Business Number: 9 digits with a Luhn check digit, optionally a program account (RT0001, RC0001, ...). */
const caBn: TaxIdRule = (text) => /^\d{9}([A-Z]{2}\d{4})?$/.test(text) && luhnIsValid(text.slice(0, 9));

/** AU Tax File Number: 8 or 9 digits whose weighted sum (1,4,3,7,5,8,6,9,10 / 10,7,8,4,6,3,5,1) is a multiple of 11. */
const auTfn: TaxIdRule = (text) => {
  if (isDigits(text, 9)) return weightedSum(text, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
  if (isDigits(text, 8)) return weightedSum(text, [10, 7, 8, 4, 6, 3, 5, 1]) % 11 === 0;
  return false;
};

/** AU Business Number: 11 digits; subtract 1 from the first, weights 10,1,3,...,19, sum a multiple of 89 (ABR). */
const auAbn: TaxIdRule = (text) =>
  isDigits(text, 11) && text[0] !== '0' && (weightedSum(text, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) - 10) % 89 === 0;

// ---------------------------------------------------------------------------------------------------------------
// Latin America

/** BR CPF: 11 digits, two mod 11 check digits (Receita Federal); repeated digits are never issued. */
const brCpf: TaxIdRule = (text) => {
  if (!isDigits(text, 11) || allSameDigit(text)) return false;
  let first = 0;
  let second = 0;
  for (let index = 0; index < 9; index++) {
    first += (10 - index) * digitAt(text, index);
    second += (11 - index) * digitAt(text, index);
  }
  const check1 = ((first * 10) % 11) % 10;
  const check2 = (((second + 2 * check1) * 10) % 11) % 10;
  return check1 === digitAt(text, 9) && check2 === digitAt(text, 10);
};

/**
 * BR CNPJ: 14 characters, two mod 11 check digits with weights 5..2,9..2 / 6..2,9..2. Since July 2026 the first 12
 * may be letters (IN RFB 2.229/2024): a character counts as its ASCII code minus 48, so digits keep their value.
 */
const brCnpj: TaxIdRule = (text) => {
  if (!/^[\dA-Z]{12}\d{2}$/.test(text) || allSameDigit(text)) return false;
  const value = (index: number): number => text.charCodeAt(index) - 48;
  const check = (length: number): number => {
    let sum = 0;
    for (let index = 0; index < length; index++) sum += value(index) * (((length - 1 - index) % 8) + 2);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  return check(12) === digitAt(text, 12) && check(13) === digitAt(text, 13);
};

/** AR CUIT/CUIL: 11 digits, type prefix, mod 11 check digit with weights 5,4,3,2,7,6,5,4,3,2 (AFIP). */
const arCuitCheck = (text: string): boolean => {
  if (!isDigits(text, 11)) return false;
  const remainder = weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return '012345678990'[11 - remainder] === text[10];
};
const AR_PERSON_PREFIXES = ['20', '23', '24', '27'];
const AR_ALL_PREFIXES = [...AR_PERSON_PREFIXES, '30', '33', '34', '50', '51', '55'];
const arPersonal: TaxIdRule = (text) => arCuitCheck(text) && AR_PERSON_PREFIXES.includes(text.slice(0, 2));
const arBusiness: TaxIdRule = (text) => arCuitCheck(text) && AR_ALL_PREFIXES.includes(text.slice(0, 2));

/** CL RUT/RUN: 7-8 digits and a mod 11 check character 0-9 or K (weights 2..7 from the right, SII). */
const clRut: TaxIdRule = (text) => {
  const rut = stripPrefix(text, 'CL');
  if (!/^\d{7,8}[\dK]$/.test(rut)) return false;
  let sum = 0;
  const body = rut.slice(0, -1);
  for (let index = 0; index < body.length; index++) sum += digitAt(body, body.length - 1 - index) * ((index % 6) + 2);
  const check = 11 - (sum % 11);
  return (check === 11 ? '0' : check === 10 ? 'K' : String(check)) === rut.slice(-1);
};

/** CO NIT: the number and its DIAN check digit (prime weights 3,7,13,... from the right). */
const CO_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
const coNit: TaxIdRule = (text) => {
  if (!/^\d{6,16}$/.test(text)) return false;
  const body = text.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++)
    sum += digitAt(body, body.length - 1 - index) * (CO_WEIGHTS[index] ?? 0);
  return '01987654321'[sum % 11] === text.slice(-1);
};

/** PE RUC: 11 digits, type 10/15/17 (persons) or 20 (companies), mod 11 check digit (SUNAT). */
const peRucCheck = (text: string): boolean =>
  isDigits(text, 11) && (11 - (weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(text, 10);
const peDni = (text: string): boolean => isDigits(text, 8);
const pePersonal: TaxIdRule = (text) =>
  peDni(text) || (peRucCheck(text) && ['10', '15', '17'].includes(text.slice(0, 2)));
const peBusiness: TaxIdRule = (text) => peRucCheck(text) && ['10', '15', '17', '20'].includes(text.slice(0, 2));

/** EC cédula: 10 digits, province 01-24 or 30, third digit below 6, Luhn-like check with weights 2,1 (Registro Civil). */
const ecCedula: TaxIdRule = (text) => {
  if (!isDigits(text, 10)) return false;
  const province = Number(text.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30) || digitAt(text, 2) >= 6) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const product = digitAt(text, index) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
};

/** EC RUC: 13 digits, province 01-24 or 30, establishment number not 000 (SRI; format). */
const ecRuc: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || text.endsWith('000')) return false;
  const province = Number(text.slice(0, 2));
  return (province >= 1 && province <= 24) || province === 30;
};

/**
 * MX RFC: 4 letters (persons) or 3 (companies) from the name, the birth or incorporation date YYMMDD and a
 * 3-character homoclave (SAT; format and date only, see the module comment).
 */
const mxRfc =
  (letters: number): TaxIdRule =>
  (text) => {
    const match = new RegExp(`^[A-ZÑ&]{${letters}}(\\d{2})(\\d{2})(\\d{2})[A-Z\\d]{3}$`).exec(text);
    return match !== null && isCalendarDate(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
  };

/** VE RIF: type letter (V, E, J, P, G), 8 digits and a mod 11 check digit in which the type letter counts (SENIAT). */
const VE_TYPE_VALUES: Record<string, number> = { V: 4, E: 8, J: 12, P: 16, G: 20 };
const veRif: TaxIdRule = (text) => {
  if (!/^[VEJPG]\d{9}$/.test(text)) return false;
  const sum = (VE_TYPE_VALUES[text[0] ?? ''] ?? 0) + weightedSum(text, [3, 2, 7, 6, 5, 4, 3, 2], 1);
  return '00987654321'[sum % 11] === text[9];
};

/** GT NIT: 1 to 11 digits and a mod 11 check character 0-9 or K (weights 2, 3, ... from the right; SAT). */
const gtNit: TaxIdRule = (text) => {
  const nit = text.replace(/^0+/, '');
  if (!/^\d{1,11}[\dK]$/.test(nit)) return false;
  const body = nit.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) sum += digitAt(body, body.length - 1 - index) * (index + 2);
  const check = mod(-sum, 11);
  return (check === 10 ? 'K' : String(check)) === nit.slice(-1);
};

/** UY RUT: 12 digits, registry 01-22, a 6-digit number, 001 and a mod 11 check digit (DGI). */
const uyRut: TaxIdRule = (text) => {
  const rut = stripPrefix(text, 'UY');
  if (!isDigits(rut, 12)) return false;
  const registry = Number(rut.slice(0, 2));
  if (registry < 1 || registry > 22 || rut.slice(2, 8) === '000000' || rut.slice(8, 11) !== '001') return false;
  return mod(-weightedSum(rut, [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]), 11) === digitAt(rut, 11);
};

/**
 * DO RNC: 9 digits with a mod 11 check digit (weights 7,9,8,6,5,4,3,2; DGII); the numbers below were issued with
 * a check digit that does not verify. Persons and sole traders use their 11-digit cédula (format only: the DGII
 * lists hundreds of issued cédulas that fail its Luhn check).
 */
const DO_RNC_EXCEPTIONS = new Set(
  (
    '101581601 101582245 101595422 101595785 10233317 131188691 401007374 501341601 501378067 501620371 501651319 ' +
    '501651823 501651845 501651926 501656006 501658167 501670785 501676936 501680158 504654542 504680029 504681442 ' +
    '505038691'
  ).split(' '),
);
const doRnc: TaxIdRule = (text) => {
  if (DO_RNC_EXCEPTIONS.has(text)) return true;
  if (!isDigits(text, 9)) return false;
  return ((10 - (weightedSum(text, [7, 9, 8, 6, 5, 4, 3, 2]) % 11)) % 9) + 1 === digitAt(text, 8);
};
const doCedula: TaxIdRule = (text) => isDigits(text, 11);

// ---------------------------------------------------------------------------------------------------------------
// Europe

/** PL PESEL: 11 digits, birth date with the century in the month, weights 1,3,7,9 (MSWiA). */
const plPesel: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const monthField = Number(text.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(monthField / 20)];
  if (century === undefined) return false;
  if (!isCalendarDate(century + Number(text.slice(0, 2)), monthField % 20, Number(text.slice(4, 6)))) return false;
  return (10 - (weightedSum(text, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === digitAt(text, 10);
};

/** PL NIP: 10 digits, weights 6,5,7,2,3,4,5,6,7 mod 11 (10 is never issued); an EU "PL" prefix is accepted. */
const plNip: TaxIdRule = (text) => {
  const nip = stripPrefix(text, 'PL');
  return isDigits(nip, 10) && weightedSum(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(nip, 9);
};

/** RO CNP: 13 digits, sex/century digit 1-9, birth date, weights 2,7,9,1,4,6,3,5,8,2,7,9 mod 11 (10 gives 1). */
const RO_CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };
const roCnp: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || text[0] === '0') return false;
  const century = RO_CENTURY[text[0] ?? ''] ?? 1900;
  if (!isCalendarDate(century + Number(text.slice(1, 3)), Number(text.slice(3, 5)), Number(text.slice(5, 7))))
    return false;
  const remainder = weightedSum(text, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (remainder === 10 ? 1 : remainder) === digitAt(text, 12);
};

/** RO CUI/CIF: 2 to 10 digits, no leading 0, check digit with the key 753217532 (ANAF); "RO" prefix accepted. */
const roCui: TaxIdRule = (text) => {
  const cui = stripPrefix(text, 'RO');
  if (!/^[1-9]\d{1,9}$/.test(cui)) return false;
  const body = cui.slice(0, -1).padStart(9, '0');
  return ((weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === digitAt(cui, cui.length - 1);
};

/** ES DNI (8 digits), NIE (X/Y/Z + 7 digits) and K/L/M NIF (letter + 7 digits), each with the mod 23 letter. */
const ES_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const esPersonal: TaxIdRule = (text) => {
  let number: string;
  if (/^\d{8}[A-Z]$/.test(text)) number = text.slice(0, 8);
  else if (/^[XYZ]\d{7}[A-Z]$/.test(text)) number = String('XYZ'.indexOf(text[0] ?? '')) + text.slice(1, 8);
  else if (/^[KLM]\d{7}[A-Z]$/.test(text)) number = text.slice(1, 8);
  else return false;
  return ES_LETTERS[Number(number) % 23] === text[8];
};

/** ES NIF of legal entities (formerly CIF): entity letter, 7 digits, check digit or letter (Orden EHA/451/2008). */
const esEntity: TaxIdRule = (text) => {
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[\dA-J]$/.test(text)) return false;
  const check = (10 - (luhnSum(text.slice(1, 8), false) % 10)) % 10;
  return text[8] === String(check) || text[8] === 'JABCDEFGHI'[check];
};

/** IT codice fiscale of a person: 16 characters (omocodia letters allowed), birth month letter, check letter. */
const IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const itValue = (character: string): number => {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
};
const itCodiceFiscale: TaxIdRule = (text) => {
  if (!/^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/.test(text)) return false;
  const dayDigits = text.slice(9, 11).replace(/[LMNPQRSTUV]/g, (letter) => String('LMNPQRSTUV'.indexOf(letter)));
  const day = Number(dayDigits) % 40;
  if (day < 1 || day > 31) return false;
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    const value = itValue(text[index] ?? '');
    sum += index % 2 === 0 ? (IT_ODD[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === text[15];
};

/** IT partita IVA (also the codice fiscale of companies): 11 digits with a Luhn check digit; "IT" prefix accepted. */
const itPartitaIva: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'IT');
  return isDigits(number, 11) && !allSameDigit(number) && luhnIsValid(number);
};

/** NL BSN and RSIN: 9 digits (8 with the leading 0 dropped) passing the 11-proof with weights 9..2,-1. */
const nlElevenProof: TaxIdRule = (text) => {
  const number = text.padStart(9, '0');
  return isDigits(number, 9) && Number(number) > 0 && mod(weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
};
const nlBsnOrRsin: TaxIdRule = (text) => isDigits(text, 8, 9) && nlElevenProof(text);

/** BE national number: 11 digits, 97 - (first 9, or "2" + first 9 for births from 2000) mod 97. */
const beNationalNumber: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const check = Number(text.slice(9));
  const body = Number(text.slice(0, 9));
  return 97 - (body % 97) === check || 97 - ((2_000_000_000 + body) % 97) === check;
};

/** BE enterprise number: 10 digits starting 0 or 1 (9 when the leading 0 is dropped), mod 97 (KBO/BCE). */
const beEnterpriseNumber: TaxIdRule = (text) => {
  let number = stripPrefix(text, 'BE');
  if (isDigits(number, 9)) number = `0${number}`;
  return /^[01]\d{9}$/.test(number) && (Number(number.slice(0, 8)) + Number(number.slice(8))) % 97 === 0;
};

/** CH AHV/AVS number: 13 digits starting with 756 and an EAN-13 check digit (ZAS). */
const chAhv: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || !text.startsWith('756')) return false;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += digitAt(text, index) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digitAt(text, 12);
};

/** CH UID: CHE and 9 digits, weights 5,4,3,2,7,6,5,4 mod 11 (BFS); a trailing MWST/TVA/IVA is accepted. */
const chUid: TaxIdRule = (text) => {
  const number = stripPrefix(text.replace(/(MWST|TVA|IVA)$/, ''), 'CHE');
  if (!isDigits(number, 9)) return false;
  const check = (11 - (weightedSum(number, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11;
  return check !== 10 && check === digitAt(number, 8);
};

/** AT Steuernummer: 9 digits (tax office and subject), the last a Luhn check digit (BMF). */
const atStNr: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** AT UID: ATU and 8 digits, the last (6 - Luhn sum of the 7 before) mod 10 (BMF). */
const atUid: TaxIdRule = (text) => {
  const number = stripPrefix(stripPrefix(text, 'AT'), 'U');
  if (!isDigits(number, 8) || !/^(AT)?U/.test(text)) return false;
  return mod(6 - luhnSum(number.slice(0, 7), true), 10) === digitAt(number, 7);
};

/** CZ/SK rodné číslo: 9 digits (born before 1954) or 10 divisible by 11 (mod 11 = 10 ends in 0), birth date. */
const rodneCislo: TaxIdRule = (text) => {
  if (!isDigits(text, 9, 10)) return false;
  let year = 1900 + Number(text.slice(0, 2));
  const month = (Number(text.slice(2, 4)) % 50) % 20;
  const day = Number(text.slice(4, 6));
  if (text.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) {
    year += 100;
  }
  if (!isCalendarDate(year, month, day)) return false;
  return text.length === 9 || (Number(text.slice(0, 9)) % 11) % 10 === digitAt(text, 9);
};

/** CZ IČO: 8 digits, weights 8..2 mod 11 (remainder 0 gives 1, 1 gives 0); "CZ" prefix accepted. */
const czIco: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'CZ');
  if (!isDigits(number, 8)) return false;
  const check = (11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return (check === 0 ? 1 : check % 10) === digitAt(number, 7);
};

/** SK DIČ: 10 digits (Finančná správa; format). */
const skDic: TaxIdRule = (text) => isDigits(stripPrefix(text, 'SK'), 10);

/** DK CPR: 10 digits starting with the birth date DDMMYY (the mod 11 rule was dropped in 2007). */
const dkCpr: TaxIdRule = (text) =>
  isDigits(text, 10) && isCalendarDate(2000, Number(text.slice(2, 4)), Number(text.slice(0, 2)));

/** DK CVR: 8 digits, no leading 0, weights 2,7,6,5,4,3,2,1 sum a multiple of 11; "DK" prefix accepted. */
const dkCvr: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'DK');
  return /^[1-9]\d{7}$/.test(number) && weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
};

/** SE personnummer/samordningsnummer: 10 or 12 digits, birth date (day + 60 for coordination numbers), Luhn. */
const sePersonnummer: TaxIdRule = (text) => {
  // "+" replaces the dash for people aged 100 or more.
  const number = text.replace('+', '');
  if (!isDigits(number, 10, 12)) return false;
  const short = number.slice(-10);
  const day = Number(short.slice(4, 6));
  return isCalendarDate(2000, Number(short.slice(2, 4)), day > 60 ? day - 60 : day) && luhnIsValid(short);
};

/** SE organisationsnummer: 10 digits (12 with the 16 prefix), Luhn; sole traders use their personnummer. */
const seBusiness: TaxIdRule = (text) => {
  const number = text.length === 12 && text.startsWith('16') ? text.slice(2) : text;
  return (isDigits(number, 10) && luhnIsValid(number)) || sePersonnummer(text);
};

/** NO fødselsnummer/D-nummer: 11 digits with two mod 11 check digits (Skatteetaten). */
const noFodselsnummer: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const check1 = (11 - (weightedSum(text, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11)) % 11;
  const check2 = (11 - (weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check1 === digitAt(text, 9) && check2 === digitAt(text, 10);
};

/** NO organisasjonsnummer: 9 digits, weights 3,2,7,6,5,4,3,2,1 sum a multiple of 11 (Brønnøysundregistrene). */
const noOrgnr: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'NO').replace(/MVA$/, '');
  return isDigits(number, 9) && weightedSum(number, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
};

/** FI henkilötunnus: DDMMYY, century sign, individual number 002-899, mod 31 check character (DVV). */
const FI_CENTURY: Record<string, number> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900 };
const fiHetu: TaxIdRule = (text) => {
  const match = /^(\d{2})(\d{2})(\d{2})([+\-A-FU-Y])(\d{3})([\dA-FHJ-NPR-Y])$/.exec(text);
  if (!match) return false;
  const [, day = '', month = '', year = '', sign = '', individual = '', check = ''] = match;
  const century = FI_CENTURY[sign] ?? 2000;
  if (!isCalendarDate(century + Number(year), Number(month), Number(day))) return false;
  if (Number(individual) < 2 || Number(individual) >= 900) return false;
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(day + month + year + individual) % 31] === check;
};

/**
 * `compactTaxId` removes dashes, but the dash is the 1900s century sign of a henkilötunnus: a 10-character value
 * is the hetu with its sign removed, so it is checked with the dash put back.
 */
const fiPersonal: TaxIdRule = (text) => fiHetu(text.length === 10 ? `${text.slice(0, 6)}-${text.slice(6)}` : text);

/** FI Y-tunnus: 7 digits and a check digit, weights 7,9,10,5,8,4,2 mod 11 (remainder 1 is never issued). */
const fiYtunnus: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'FI');
  if (!isDigits(number, 8)) return false;
  const remainder = weightedSum(number, [7, 9, 10, 5, 8, 4, 2]) % 11;
  return remainder !== 1 && (remainder === 0 ? 0 : 11 - remainder) === digitAt(number, 7);
};

/** EE isikukood: 11 digits, sex/century digit 1-8, birth date, Baltic mod 11 check digit. */
const eeIsikukood: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const centuryDigit = digitAt(text, 0);
  if (centuryDigit < 1 || centuryDigit > 8) return false;
  const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(text.slice(1, 3));
  return (
    isCalendarDate(year, Number(text.slice(3, 5)), Number(text.slice(5, 7))) &&
    balticCheckDigit(text) === digitAt(text, 10)
  );
};

/** EE registrikood: 8 digits starting 1, 7, 8 or 9, same check digit scheme as the isikukood. */
const eeRegistrikood: TaxIdRule = (text) => /^[1789]\d{7}$/.test(text) && balticCheckDigit(text) === digitAt(text, 7);

/** LT asmens kodas: 11 digits, Baltic mod 11 check digit, birth date unless the first digit is 9 (exception codes). */
const ltAsmensKodas: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  if (text[0] !== '9') {
    const centuryDigit = digitAt(text, 0);
    if (centuryDigit < 1 || centuryDigit > 6) return false;
    const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(text.slice(1, 3));
    if (!isCalendarDate(year, Number(text.slice(3, 5)), Number(text.slice(5, 7)))) return false;
  }
  return balticCheckDigit(text) === digitAt(text, 10);
};

/** HU adóazonosító jel: 10 digits starting with 8, check digit Σ digit·position mod 11 (NAV). */
const huAdoazonosito: TaxIdRule = (text) =>
  /^8\d{9}$/.test(text) && weightedSum(text, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === digitAt(text, 9);

/** HU adószám: 8-digit taxpayer number (weights 9,7,3,1 sum a multiple of 10), VAT code 1-5, 2-digit county code. */
const huAdoszam: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'HU');
  if (!/^\d{8}([1-5]\d{2})?$/.test(number)) return false;
  return weightedSum(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
};

/** HR OIB: 11 digits with an ISO 7064 MOD 11,10 check digit; "HR" prefix accepted. */
const hrOib: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'HR');
  return isDigits(number, 11) && iso7064Mod11Radix10IsValid(number);
};

/** SI davčna številka: 8 digits, no leading 0, weights 8..2 mod 11 (10 gives 0, 11 never issued); "SI" accepted. */
const siDavcna: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'SI');
  if (!/^[1-9]\d{7}$/.test(number)) return false;
  const check = 11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && (check === 10 ? 0 : check) === digitAt(number, 7);
};

/** GR ΑΦΜ: 9 digits (old 8-digit numbers get a leading 0), check digit Σ d·2^k mod 11 mod 10; EL/GR accepted. */
const grAfm: TaxIdRule = (text) => {
  let number = stripPrefix(stripPrefix(text, 'EL'), 'GR');
  if (isDigits(number, 8)) number = `0${number}`;
  if (!isDigits(number, 9) || allSameDigit(number)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) sum = sum * 2 + digitAt(number, index);
  return ((sum * 2) % 11) % 10 === digitAt(number, 8);
};

/** PT NIF/NIPC: 9 digits, no leading 0, weights 9..2 mod 11 (10 gives 0); "PT" prefix accepted. */
const ptNif: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'PT');
  return (
    /^[1-9]\d{8}$/.test(number) &&
    ((11 - (weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === digitAt(number, 8)
  );
};

/**
 * IE PPS number and company tax reference: 7 digits, a mod 23 check letter and an optional second letter (A, B or H
 * count in the check since 2013; W, T, X do not); companies may still have the pre-2013 "1X23456A" layout.
 */
const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
const ieCheckLetter = (digits: string, extra: string): string =>
  IE_LETTERS[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * Math.max(0, IE_LETTERS.indexOf(extra))) % 23] ?? '';
const iePps: TaxIdRule = (text) => {
  const match = /^(\d{7})([A-W])([ABHWTX]?)$/.exec(stripPrefix(text, 'IE'));
  if (!match) return false;
  const [, digits = '', check = '', second = ''] = match;
  return ieCheckLetter(digits, 'ABH'.includes(second) ? second : '') === check;
};
const ieBusiness: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'IE');
  const old = /^(\d)[A-Z+*](\d{5})([A-W])$/.exec(number);
  if (old) return ieCheckLetter(`0${old[2] ?? ''}${old[1] ?? ''}`, '') === old[3];
  return iePps(number);
};

/** IS kennitala: DDMMYY (day + 40 for organisations), 2 digits, mod 11 check digit, century digit 9 or 0. */
const isKennitala =
  (organisation: boolean | null): TaxIdRule =>
  (text) => {
    if (!/^\d{9}[09]$/.test(text)) return false;
    const day = Number(text.slice(0, 2));
    if (organisation === true && day <= 40) return false;
    if (organisation === false && day > 40) return false;
    const year = (text[9] === '9' ? 1900 : 2000) + Number(text.slice(4, 6));
    if (!isCalendarDate(year, Number(text.slice(2, 4)), day > 40 ? day - 40 : day)) return false;
    return weightedSum(text, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
  };

/** BG ЕГН: 10 digits, birth date (month + 20 for the 1800s, + 40 for 2000s), weights 2,4,8,5,10,9,7,3,6. */
const bgEgn: TaxIdRule = (text) => {
  if (!isDigits(text, 10)) return false;
  let year = 1900 + Number(text.slice(0, 2));
  let month = Number(text.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isCalendarDate(year, month, Number(text.slice(4, 6)))) return false;
  return (weightedSum(text, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === digitAt(text, 9);
};

/** BG ЕИК/БУЛСТАТ: 9 digits (weights 1..8, then 3..10 when that leaves 10), or 13 for branches; "BG" accepted. */
const bgEik: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'BG');
  if (!isDigits(number, 9, 13)) return false;
  let remainder = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (remainder === 10) remainder = weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return remainder % 10 === digitAt(number, 8);
};

/** CY ΑΦΤ (TIC): 8 digits and a letter (Tax Department; format). */
const cyTic = pattern(/^\d{8}[A-Z]$/);

/** LU matricule of a person: 13 digits starting with the birth date YYYYMMDD (format and date). */
const luMatricule: TaxIdRule = (text) =>
  isDigits(text, 13) && isCalendarDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));

/** LU matricule of an entity: 11 digits (format). */
const luEntity: TaxIdRule = (text) => isDigits(text, 11);

/** LV personas kods (11 digits; new codes start with 32 and carry no date) and reģistrācijas numurs (11, format). */
const lvElevenDigits: TaxIdRule = (text) => isDigits(text, 11);

/** RS PIB: 9 digits with an ISO 7064 MOD 11,10 check digit (Poreska uprava). */
const rsPib: TaxIdRule = (text) => isDigits(text, 9) && iso7064Mod11Radix10IsValid(text);

/**
 * AD NRT: a type letter (A, C, D, E, F, G, L, O, P, U), 6 digits and a check letter; residents (F) are numbered up to
 * 699999, companies (A, L) from 700000 to 799999 (Govern d'Andorra; the check letter is not published).
 */
const adNrt: TaxIdRule = (text) => {
  const nrt = text.length === 10 ? stripPrefix(text, 'AD') : text;
  const match = /^([ACDEFGLOPU])(\d{6})[A-Z]$/.exec(nrt);
  if (!match) return false;
  const [, type = '', number = ''] = match;
  if (type === 'F') return Number(number) <= 699_999;
  if (type === 'A' || type === 'L') return Number(number) >= 700_000 && Number(number) <= 799_999;
  return true;
};

/** AL NIPT: a letter for the decade of registration, 8 digits and a check letter (Drejtoria e Tatimeve; format). */
const alNipt: TaxIdRule = (text) => /^[A-Z]\d{8}[A-Z]$/.test(text.length === 12 ? stripPrefix(text, 'AL') : text);

/** AZ VÖEN: 10 digits, the last 1 (legal entity) or 2 (natural person) (format). */
const azVoen = pattern(/^\d{9}[12]$/);

/** MD IDNP: 13 digits (format). */
const mdIdnp: TaxIdRule = (text) => isDigits(text, 13);

/** MD IDNO: 13 digits, the last Σ weights 7,3,1 mod 10 (ASP). */
const mdIdno: TaxIdRule = (text) =>
  isDigits(text, 13) && weightedSum(text, [7, 3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1]) % 10 === digitAt(text, 12);

/** MK ЕДБ: 13 digits, weights 7..2,7..2, check (-Σ) mod 11 mod 10 (УЈП); the "MK" prefix is accepted. */
const mkEdb: TaxIdRule = (text) => {
  const number = stripPrefix(stripPrefix(text, 'MK'), 'МК');
  return (
    isDigits(number, 13) &&
    mod(-weightedSum(number, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(number, 12)
  );
};

/** ME PIB: 8 digits, weights 8..2, check (-Σ) mod 11 mod 10 (Poreska uprava). */
const mePib: TaxIdRule = (text) =>
  isDigits(text, 8) && mod(-weightedSum(text, [8, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(text, 7);

/** BA JIB: 13 digits (UIO; format). */
const baJib: TaxIdRule = (text) => isDigits(text, 13);

/** TR T.C. Kimlik No: 11 digits, no leading 0, two check digits (NVI). */
const trTckn: TaxIdRule = (text) => {
  if (!/^[1-9]\d{10}$/.test(text)) return false;
  let odd = 0;
  let even = 0;
  let all = 0;
  for (let index = 0; index < 9; index++) {
    const digit = digitAt(text, index);
    if (index % 2 === 0) odd += digit;
    else even += digit;
    all += digit;
  }
  const check1 = mod(odd * 7 - even, 10);
  return check1 === digitAt(text, 9) && (all + check1) % 10 === digitAt(text, 10);
};

/** TR Vergi Kimlik Numarası: 10 digits, check digit from the GİB power-of-two scheme. */
const trVkn: TaxIdRule = (text) => {
  if (!isDigits(text, 10)) return false;
  let sum = 0;
  for (let position = 1; position <= 9; position++) {
    const shifted = (digitAt(text, 9 - position) + position) % 10;
    if (shifted !== 0) sum += (shifted * 2 ** position) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10 === digitAt(text, 9);
};

// ---------------------------------------------------------------------------------------------------------------
// Former Soviet Union

/** RU ИНН of a person: 12 digits, two check digits. */
const ruInnPerson: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const check1 = (weightedSum(text, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const check2 = (weightedSum(text, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return check1 === digitAt(text, 10) && check2 === digitAt(text, 11);
};

/** RU ИНН of an organisation: 10 digits, one check digit. */
const ruInnOrganisation: TaxIdRule = (text) =>
  isDigits(text, 10) && (weightedSum(text, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === digitAt(text, 9);

/** UA РНОКПП: 10 digits, weights -1,5,7,9,4,6,10,5,7 mod 11 mod 10 (ДПС). */
const uaRnokpp: TaxIdRule = (text) =>
  isDigits(text, 10) && mod(weightedSum(text, [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10 === digitAt(text, 9);

/** UA код ЄДРПОУ: 8 digits, weights 1..7 (7,1..6 for codes 30-60 million), second pass +2 when 10. */
const uaEdrpou: TaxIdRule = (text) => {
  if (!isDigits(text, 8)) return false;
  const base = '345'.includes(text[0] ?? '') ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  let remainder = weightedSum(text, base) % 11;
  if (remainder === 10)
    remainder =
      (weightedSum(
        text,
        base.map((weight) => weight + 2),
      ) %
        11) %
      10;
  return remainder === digitAt(text, 7);
};

/**
 * BY УНП: 9 characters, a region digit (or two letters for individuals; Cyrillic look-alikes are read as Latin),
 * check digit Σ weights 29,23,19,17,13,7,5,3 mod 11 (МНС).
 */
const BY_LETTERS = 'ABCEHKMOPT';
const CYRILLIC_LOOKALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
};
const byUnp: TaxIdRule = (text) => {
  const unp = [...stripPrefix(stripPrefix(text, 'УНП'), 'UNP')]
    .map((character) => CYRILLIC_LOOKALIKES[character] ?? character)
    .join('');
  if (!/^(\d{2}|[ABCEHKMOPT]{2})\d{7}$/.test(unp) || !'1234567ABCEHKM'.includes(unp[0] ?? '')) return false;
  const values = [...unp.slice(0, 8)].map((character, index) =>
    index === 1 && /[A-Z]/.test(character) ? BY_LETTERS.indexOf(character) : parseInt(character, 36),
  );
  const weights = [29, 23, 19, 17, 13, 7, 5, 3];
  const check = values.reduce((sum, value, index) => sum + value * (weights[index] ?? 0), 0) % 11;
  return check < 10 && check === digitAt(unp, 8);
};

/**
 * KZ ИИН and БИН: 12 digits with a mod 11 check digit (weights 1..11, then 3..11,1,2 when that leaves 10; a
 * remaining 10 is never issued). An ИИН starts with the birth date YYMMDD and a century/sex digit 1-6; a БИН with
 * the registration year and month, the entity type 4-6 and the unit type 0-3.
 */
const kzCheck = (text: string): boolean => {
  let check = weightedSum(text, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11;
  if (check === 10) check = weightedSum(text, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11;
  return check !== 10 && check === digitAt(text, 11);
};
const kzIin: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const centuryDigit = digitAt(text, 6);
  if (centuryDigit < 1 || centuryDigit > 6) return false;
  const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(text.slice(0, 2));
  return isCalendarDate(year, Number(text.slice(2, 4)), Number(text.slice(4, 6))) && kzCheck(text);
};
const kzBin: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const month = Number(text.slice(2, 4));
  return month >= 1 && month <= 12 && '456'.includes(text[4] ?? '') && '0123'.includes(text[5] ?? '') && kzCheck(text);
};

// ---------------------------------------------------------------------------------------------------------------
// Asia and Oceania

/** IN PAN: 5 letters (the 4th the holder type), 4 digits (not 0000) and a letter (Income Tax Department). */
const inPan =
  (types: string): TaxIdRule =>
  (text) =>
    new RegExp(`^[A-Z]{3}[${types}][A-Z]\\d{4}[A-Z]$`).test(text) && text.slice(5, 9) !== '0000';

/** CN 居民身份证号码: 17 digits (area, birth date YYYYMMDD, sequence) and an ISO 7064 MOD 11-2 check character. */
const cnResidentId: TaxIdRule = (text) =>
  /^\d{17}[\dX]$/.test(text) &&
  isCalendarDate(Number(text.slice(6, 10)), Number(text.slice(10, 12)), Number(text.slice(12, 14))) &&
  iso7064Mod11Mod2IsValid(text);

/** CN 统一社会信用代码: 18 characters (no I, O, S, V, Z), weights 3^k mod 31, check character (GB 32100-2015). */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const cnUscc: TaxIdRule = (text) => {
  if (!/^[\dA-HJ-NPQRTUWXY]{2}\d{6}[\dA-HJ-NPQRTUWXY]{10}$/.test(text)) return false;
  let sum = 0;
  let weight = 1;
  for (let index = 0; index < 17; index++) {
    sum += USCC_ALPHABET.indexOf(text[index] ?? '') * weight;
    weight = (weight * 3) % 31;
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] === text[17];
};

/** JP 個人番号 (My Number): 12 digits, check digit with weights 6,5,4,3,2,7,6,5,4,3,2 (総務省令). */
const jpMyNumber: TaxIdRule = (text) =>
  isDigits(text, 12) && mod(-weightedSum(text, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(text, 11);

/** JP 法人番号: 13 digits, the first a check digit 9 - (Σ weights 1,2 from the right) mod 9 (国税庁). */
const jpCorporateNumber: TaxIdRule = (text) => {
  if (!isDigits(text, 13)) return false;
  let sum = 0;
  for (let position = 0; position < 12; position++) sum += digitAt(text, 12 - position) * (position % 2 === 0 ? 1 : 2);
  return 9 - (sum % 9) === digitAt(text, 0);
};

/** KR 주민등록번호: 13 digits, birth date YYMMDD and a sex/century digit (format; random serial since 2020). */
const krRrn: TaxIdRule = (text) => {
  if (!isDigits(text, 13)) return false;
  const centuryDigit = digitAt(text, 6);
  const century = [1800, 1900, 1900, 2000, 2000, 1900, 1900, 2000, 2000, 1800][centuryDigit] ?? 1900;
  return isCalendarDate(century + Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4, 6)));
};

/** KR 사업자등록번호: 10 digits, tax office ≥ 101, business type not 00, serial not 0000 (국세청; format). */
const krBrn: TaxIdRule = (text) =>
  isDigits(text, 10) && Number(text.slice(0, 3)) >= 101 && text.slice(3, 5) !== '00' && text.slice(5, 9) !== '0000';

/** TW 國民身分證統一編號 and new-style resident certificate numbers: letter, 1/2/8/9, 8 digits, check digit. */
const TW_LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
const twNationalId: TaxIdRule = (text) => {
  if (!/^[A-Z][1289]\d{8}$/.test(text)) return false;
  const code = TW_LETTER_CODES.indexOf(text[0] ?? '') + 10;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let index = 1; index < 9; index++) sum += digitAt(text, index) * (9 - index);
  return (sum + digitAt(text, 9)) % 10 === 0;
};

/**
 * TW 統一編號: 8 digits, weights 1,2,1,2,1,2,4,1 with products' digits summed; since 2023 the sum must be a multiple
 * of 5 (was 10), with the 7th-digit-7 exception allowing sum + 1 (財政部).
 */
const twUbn: TaxIdRule = (text) => {
  if (!isDigits(text, 8)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  let sum = 0;
  for (let index = 0; index < 8; index++) {
    const product = digitAt(text, index) * (weights[index] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 5 === 0 || (text[6] === '7' && (sum + 1) % 5 === 0);
};

/** HK identity card: 1 or 2 letters, 6 digits, check character 0-9 or A (mod 11, a missing letter counts 36). */
const hkHkid: TaxIdRule = (text) => {
  // The check character is printed in brackets: A123456(3).
  const match = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/.exec(text);
  if (!match) return false;
  const [, letters = '', digits = '', check = ''] = match;
  const padded =
    letters.length === 1 ? [36, letters.charCodeAt(0) - 55] : [letters.charCodeAt(0) - 55, letters.charCodeAt(1) - 55];
  const sum = 9 * (padded[0] ?? 0) + 8 * (padded[1] ?? 0) + weightedSum(digits, [7, 6, 5, 4, 3, 2]);
  const value = (11 - (sum % 11)) % 11;
  return (value === 10 ? 'A' : String(value)) === check;
};

/** HK Business Registration number: 8 digits, optionally the 3-digit branch number (IRD; format). */
const hkBrn = pattern(/^\d{8}(\d{3})?$/);

/**
 * SG NRIC/FIN: S, T, F or G, 7 digits and a check letter (weights 2,7,6,5,4,3,2, +4 for T and G; ICA). The M series
 * of FINs (2022) uses a check scheme ICA has not published, so it is checked for its format only.
 */
const sgNric: TaxIdRule = (text) => {
  if (/^M\d{7}[A-Z]$/.test(text)) return true;
  const match = /^([STFG])(\d{7})([A-Z])$/.exec(text);
  if (!match) return false;
  const [, prefix = '', digits = '', check = ''] = match;
  const sum = weightedSum(digits, [2, 7, 6, 5, 4, 3, 2]) + ('TG'.includes(prefix) ? 4 : 0);
  return ('ST'.includes(prefix) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11] === check;
};

/** SG UEN: 8 digits + letter (businesses), 9 digits + letter (companies), or T/S/R yy, 2-letter type, 4 digits, letter. */
const sgUen = pattern(/^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/);

/** TH 13-digit ID/tax number: weights 13..2, check (11 - sum mod 11) mod 10 (กรมสรรพากร). */
const thCheck = (text: string): boolean =>
  isDigits(text, 13) &&
  (11 - (weightedSum(text, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(text, 12);
const thPersonal: TaxIdRule = (text) => thCheck(text) && text[0] !== '0' && text[0] !== '9';

/**
 * ID NPWP: 15 digits whose first 9 carry a Luhn check digit, or since 2024 16 digits: the same number with a
 * leading 0 (Luhn over the first 10) or a person's NIK (format) (DJP).
 */
const idNpwp: TaxIdRule = (text) => {
  if (isDigits(text, 15)) return luhnIsValid(text.slice(0, 9));
  if (isDigits(text, 16)) return text[0] === '0' ? luhnIsValid(text.slice(0, 10)) : true;
  return false;
};

/** VN mã số thuế: 10 digits (the 10th a check digit, weights 31,29,23,19,17,13,7,5,3), 13 for branches (TCT). */
const vnMst: TaxIdRule = (text) => {
  if (!isDigits(text, 10, 13) || text.slice(2, 9) === '0000000' || (text.length === 13 && text.endsWith('000')))
    return false;
  return 10 - (weightedSum(text, [31, 29, 23, 19, 17, 13, 7, 5, 3]) % 11) === digitAt(text, 9);
};

/** IL מספר זהות / company number: up to 9 digits (padded), Luhn-style weights 1,2 (Israel Tax Authority). */
const ilNumber: TaxIdRule = (text) => /^\d{5,9}$/.test(text) && Number(text) > 0 && luhnIsValid(text.padStart(9, '0'));

/** IR کد ملی: 10 digits, weights 10..2, r = Σ mod 11, check r < 2 ? r : 11 - r. */
const irCodeMelli: TaxIdRule = (text) => {
  if (!isDigits(text, 10) || allSameDigit(text)) return false;
  const remainder = weightedSum(text, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (remainder < 2 ? remainder : 11 - remainder) === digitAt(text, 9);
};

/** PK CNIC (13 digits) and NTN (7 digits and an optional check digit) (FBR; format). */
const pkCnic: TaxIdRule = (text) => isDigits(text, 13);
const pkNtn: TaxIdRule = (text) => isDigits(text, 7, 8);

/** NP, MZ 9-digit PAN/NUIT, EG 9-digit tax registration number, JM 9-digit TRN; BD 12-digit e-TIN; AE 15-digit TRN (format). */
const nineDigits: TaxIdRule = (text) => isDigits(text, 9);
const bdEtin: TaxIdRule = (text) => isDigits(text, 12);
const aeTrn: TaxIdRule = (text) => isDigits(text, 15);

/** NZ IRD number: 8 or 9 digits in 10,000,000-150,000,000, mod 11 check with a fallback weight set (Inland Revenue). */
const nzIrd: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'NZ');
  if (!isDigits(number, 8, 9) || Number(number) <= 10_000_000 || Number(number) >= 150_000_000) return false;
  const body = number.slice(0, -1).padStart(8, '0');
  let check = mod(-weightedSum(body, [3, 2, 7, 6, 5, 4, 3, 2]), 11);
  if (check === 10) check = mod(-weightedSum(body, [7, 4, 3, 2, 5, 2, 7, 6]), 11);
  return check === digitAt(number, number.length - 1);
};

// ---------------------------------------------------------------------------------------------------------------
// Africa

/** ZA income tax reference number: 10 digits starting 0, 1, 2, 3 or 9 with a Luhn check digit (SARS). */
const zaTaxReference: TaxIdRule = (text) => /^[01239]\d{9}$/.test(text) && luhnIsValid(text);

/** KE KRA PIN: A (individuals) or P (non-individuals), 9 digits and a letter. */
const kePin =
  (types: string): TaxIdRule =>
  (text) =>
    new RegExp(`^[${types}]\\d{9}[A-Z]$`).test(text);

/** MA Identifiant Commun de l'Entreprise: 15 digits (format). */
const maIce: TaxIdRule = (text) => isDigits(text, 15);

/** GH Ghana Card PIN (GHA, 9 digits and a check digit) or, for people without one, the GRA TIN P00... (format). */
const ghPersonal = pattern(/^(GHA\d{10}|P00[A-Z\d]{8})$/);

// ---------------------------------------------------------------------------------------------------------------

const US: TaxIdRules = { personal: either(usSsn, usItin), business: usEin };
const AU: TaxIdRules = { personal: auTfn, business: either(auAbn, auTfn) };
const frBusiness = either(frSiren, frSiret);
const FR: TaxIdRules = { personal: frSpi, business: frBusiness };
const FR_COLLECTIVITY: TaxIdRules = { business: frBusiness };
const FI: TaxIdRules = { personal: fiPersonal, business: fiYtunnus };
const NO: TaxIdRules = { personal: noFodselsnummer, business: noOrgnr };
const CZ_SK_PERSON = rodneCislo;

/**
 * Rules per ISO 3166-1 alpha-2 code. Territories that use another country's identifiers share its rules (US
 * territories, Australian external territories, French overseas departments, Åland, Svalbard); the collectivities
 * BL, MF and PM share only the SIREN/SIRET register.
 */
export const TAX_ID_RULES: Readonly<Record<string, TaxIdRules>> = {
  AD: { personal: adNrt, business: adNrt },
  AE: { personal: aeTrn, business: aeTrn },
  AL: { business: alNipt },
  AR: { personal: arPersonal, business: arBusiness },
  AS: US,
  AT: { personal: atStNr, business: either(atStNr, atUid) },
  AU,
  AX: FI,
  AZ: { personal: azVoen, business: azVoen },
  BY: { personal: byUnp, business: byUnp },
  BA: { personal: jmbgIsValid, business: baJib },
  BD: { personal: bdEtin, business: bdEtin },
  BE: { personal: beNationalNumber, business: beEnterpriseNumber },
  BG: { personal: bgEgn, business: bgEik },
  BL: FR_COLLECTIVITY,
  BR: { personal: brCpf, business: brCnpj },
  CA: { personal: caSin, business: caBn },
  CC: AU,
  CH: { personal: chAhv, business: chUid },
  CL: { personal: clRut, business: clRut },
  CN: { personal: cnResidentId, business: cnUscc },
  CO: { personal: coNit, business: coNit },
  CX: AU,
  CY: { personal: cyTic, business: cyTic },
  CZ: { personal: CZ_SK_PERSON, business: czIco },
  DE: { personal: deIdNr, business: deStNr },
  DK: { personal: dkCpr, business: dkCvr },
  DO: { personal: doCedula, business: either(doRnc, doCedula) },
  EC: { personal: ecCedula, business: ecRuc },
  EE: { personal: eeIsikukood, business: eeRegistrikood },
  EG: { personal: nineDigits, business: nineDigits },
  ES: { personal: esPersonal, business: either(esEntity, esPersonal) },
  FI,
  FR,
  GB: { personal: either(gbNino, gbUtr), business: either(gbUtr, gbCrn) },
  GH: { personal: ghPersonal },
  GF: FR,
  GL: { personal: dkCpr },
  GP: FR,
  GR: { personal: grAfm, business: grAfm },
  GT: { personal: gtNit, business: gtNit },
  GU: US,
  HK: { personal: hkHkid, business: hkBrn },
  HR: { personal: hrOib, business: hrOib },
  HU: { personal: huAdoazonosito, business: huAdoszam },
  ID: { personal: idNpwp, business: idNpwp },
  IE: { personal: iePps, business: ieBusiness },
  IL: { personal: ilNumber, business: ilNumber },
  IN: { personal: inPan('P'), business: inPan('ABCFGHJLPTK') },
  IR: { personal: irCodeMelli },
  IS: { personal: isKennitala(false), business: isKennitala(null) },
  IT: { personal: itCodiceFiscale, business: itPartitaIva },
  JM: { personal: nineDigits, business: nineDigits },
  JP: { personal: jpMyNumber, business: jpCorporateNumber },
  KE: { personal: kePin('A'), business: kePin('AP') },
  KR: { personal: krRrn, business: krBrn },
  KZ: { personal: kzIin, business: either(kzBin, kzIin) },
  LT: { personal: ltAsmensKodas, business: (text) => isDigits(text, 9) },
  LU: { personal: luMatricule, business: luEntity },
  LV: { personal: lvElevenDigits, business: lvElevenDigits },
  MA: { business: maIce },
  MD: { personal: mdIdnp, business: mdIdno },
  ME: { personal: jmbgIsValid, business: mePib },
  MF: FR_COLLECTIVITY,
  MK: { personal: jmbgIsValid, business: mkEdb },
  MP: US,
  MQ: FR,
  MX: { personal: mxRfc(4), business: either(mxRfc(3), mxRfc(4)) },
  MZ: { personal: nineDigits, business: nineDigits },
  NF: AU,
  NL: { personal: nlBsnOrRsin, business: nlBsnOrRsin },
  NO,
  NP: { personal: nineDigits, business: nineDigits },
  NZ: { personal: nzIrd, business: nzIrd },
  PE: { personal: pePersonal, business: peBusiness },
  PK: { personal: pkCnic, business: either(pkNtn, pkCnic) },
  PL: { personal: plPesel, business: plNip },
  PM: FR_COLLECTIVITY,
  PR: US,
  PT: { personal: ptNif, business: ptNif },
  RE: FR,
  RO: { personal: roCnp, business: roCui },
  RS: { personal: jmbgIsValid, business: rsPib },
  RU: { personal: ruInnPerson, business: either(ruInnOrganisation, ruInnPerson) },
  SE: { personal: sePersonnummer, business: seBusiness },
  SG: { personal: sgNric, business: sgUen },
  SI: { personal: siDavcna, business: siDavcna },
  SJ: NO,
  SK: { personal: CZ_SK_PERSON, business: skDic },
  TH: { personal: thPersonal, business: thCheck },
  TR: { personal: trTckn, business: either(trVkn, trTckn) },
  TW: { personal: twNationalId, business: twUbn },
  UA: { personal: uaRnokpp, business: uaEdrpou },
  US,
  UY: { business: uyRut },
  VE: { personal: veRif, business: veRif },
  VI: US,
  VN: { personal: vnMst, business: vnMst },
  YT: FR,
  ZA: { personal: zaTaxReference, business: zaTaxReference },
};
