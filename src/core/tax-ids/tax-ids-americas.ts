/** Tax identifier rules of North and Latin America (see tax-id-validation.ts for the sources). */
import { luhnIsValid } from '../validation/luhn';
import { digitAt, isCalendarDate, isDigits, iso7064Mod11Radix10IsValid, mod, weightedSum } from './tax-id-checksums';
import { type TaxIdRule, stripPrefix, pattern, allSameDigit } from './tax-id-rule-kit';

// ---------------------------------------------------------------------------------------------------------------
// North America and the spec's other examples

/** Numbers the SSA voided after they were printed in advertising (078-05-1120 on wallet inserts, ...). */
export const VOIDED_SSNS = new Set(['078051120', '219099999', '457555462']);

/** US SSN: 9 digits, area not 000, 666 or 9xx, group not 00, serial not 0000, not a voided number (SSA). */
export const usSsn: TaxIdRule = (text) =>
  isDigits(text, 9) &&
  !VOIDED_SSNS.has(text) &&
  !['000', '666'].includes(text.slice(0, 3)) &&
  text[0] !== '9' &&
  text.slice(3, 5) !== '00' &&
  text.slice(5) !== '0000';

/** US ITIN: 9 digits starting with 9, digits 4-5 in 50-65, 70-88, 90-92 or 94-99 (IRS). */
export const usItin: TaxIdRule = (text) => {
  if (!isDigits(text, 9) || text[0] !== '9') return false;
  const group = Number(text.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
};

/** US EIN: 9 digits whose 2-digit prefix is one the IRS assigns (campus prefixes plus the internet range). */
export const EIN_PREFIXES = new Set(
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
export const usEin: TaxIdRule = (text) => isDigits(text, 9) && EIN_PREFIXES.has(Number(text.slice(0, 2)));

/**
 * GB National Insurance number: two prefix letters (first not D, F, I, Q, U, V; second not D, F, I, O, Q, U, V;
 * never BG, GB, KN, NK, NT, TN, ZZ), six digits and a suffix A-D (HMRC NIM39110).
 */
export const gbNino: TaxIdRule = (text) =>
  /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(text) &&
  !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(text.slice(0, 2));

/** GB Unique Taxpayer Reference: 10 digits, the first a check digit over the other nine (weights 6..10,5..2). */
export const gbUtr: TaxIdRule = (text) =>
  isDigits(text, 10) && '21987654321'[weightedSum(text, [6, 7, 8, 9, 10, 5, 4, 3, 2], 1) % 11] === text[0];

/** GB Companies House number: 8 digits, or a 2-letter register prefix (SC, NI, OC, ...) and 6 digits. */
export const gbCrn = pattern(/^(\d{2}|[A-Z]{2}|R0)\d{6}$/);

/**
 * DE Steuerliche Identifikationsnummer: 11 digits, no leading 0, in the first ten exactly one digit occurs twice
 * or three times (never three in a row) and the others once, ISO 7064 MOD 11,10 check digit (BZSt).
 */
export const deIdNr: TaxIdRule = (text) => {
  if (!isDigits(text, 11) || text[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const digit of text.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] !== 2 && repeated[0] !== 3)) return false;
  if (/(\d)\1\1/.test(text.slice(0, 10))) return false;
  return iso7064Mod11Radix10IsValid(text);
};

/** DE Steuernummer: 10 or 11 digits in a state's own layout, 13 in the nationwide ELSTER layout (format). */
export const deStNr: TaxIdRule = (text) => isDigits(text, 10, 11, 13);

/** FR numéro fiscal (SPI): 13 digits starting with 0-3 (DGFiP; no published check, format). */
export const frSpi = pattern(/^[0-3]\d{12}$/);

/** FR SIREN: 9 digits with a Luhn check digit (INSEE). */
export const frSiren: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** FR SIRET: the SIREN plus a 5-digit establishment number, Luhn over all 14 (La Poste: digit sum multiple of 5). */
export const frSiret: TaxIdRule = (text) => {
  if (!isDigits(text, 14) || !frSiren(text.slice(0, 9))) return false;
  if (text.startsWith('356000000') && text !== '35600000000048') {
    return [...text].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return luhnIsValid(text);
};

/** CA Social Insurance Number: 9 digits with a Luhn check digit (ESDC). */
export const caSin: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** CA Business Number: 9 digits with a Luhn check digit, optionally a program account (RT0001, RC0001, ...). */
export const caBn: TaxIdRule = (text) => /^\d{9}([A-Z]{2}\d{4})?$/.test(text) && luhnIsValid(text.slice(0, 9));

/** AU Tax File Number: 8 or 9 digits whose weighted sum (1,4,3,7,5,8,6,9,10 / 10,7,8,4,6,3,5,1) is a multiple of 11. */
export const auTfn: TaxIdRule = (text) => {
  if (isDigits(text, 9)) return weightedSum(text, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
  if (isDigits(text, 8)) return weightedSum(text, [10, 7, 8, 4, 6, 3, 5, 1]) % 11 === 0;
  return false;
};

/** AU Business Number: 11 digits; subtract 1 from the first, weights 10,1,3,...,19, sum a multiple of 89 (ABR). */
export const auAbn: TaxIdRule = (text) =>
  isDigits(text, 11) && text[0] !== '0' && (weightedSum(text, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) - 10) % 89 === 0;

// ---------------------------------------------------------------------------------------------------------------
// Latin America

/** BR CPF: 11 digits, two mod 11 check digits (Receita Federal); repeated digits are never issued. */
export const brCpf: TaxIdRule = (text) => {
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
export const brCnpj: TaxIdRule = (text) => {
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
export const arCuitCheck = (text: string): boolean => {
  if (!isDigits(text, 11)) return false;
  const remainder = weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return '012345678990'[11 - remainder] === text[10];
};
export const AR_PERSON_PREFIXES = ['20', '23', '24', '27'];
export const AR_ALL_PREFIXES = [...AR_PERSON_PREFIXES, '30', '33', '34', '50', '51', '55'];
export const arPersonal: TaxIdRule = (text) => arCuitCheck(text) && AR_PERSON_PREFIXES.includes(text.slice(0, 2));
export const arBusiness: TaxIdRule = (text) => arCuitCheck(text) && AR_ALL_PREFIXES.includes(text.slice(0, 2));

/** CL RUT/RUN: 7-8 digits and a mod 11 check character 0-9 or K (weights 2..7 from the right, SII). */
export const clRut: TaxIdRule = (text) => {
  const rut = stripPrefix(text, 'CL');
  if (!/^\d{7,8}[\dK]$/.test(rut)) return false;
  let sum = 0;
  const body = rut.slice(0, -1);
  for (let index = 0; index < body.length; index++) sum += digitAt(body, body.length - 1 - index) * ((index % 6) + 2);
  const check = 11 - (sum % 11);
  return (check === 11 ? '0' : check === 10 ? 'K' : String(check)) === rut.slice(-1);
};

/** CO NIT: the number and its DIAN check digit (prime weights 3,7,13,... from the right). */
export const CO_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
export const coNit: TaxIdRule = (text) => {
  if (!/^\d{6,16}$/.test(text)) return false;
  const body = text.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++)
    sum += digitAt(body, body.length - 1 - index) * (CO_WEIGHTS[index] ?? 0);
  return '01987654321'[sum % 11] === text.slice(-1);
};

/** PE RUC: 11 digits, type 10/15/17 (persons) or 20 (companies), mod 11 check digit (SUNAT). */
export const peRucCheck = (text: string): boolean =>
  isDigits(text, 11) && (11 - (weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(text, 10);
export const peDni = (text: string): boolean => isDigits(text, 8);
export const pePersonal: TaxIdRule = (text) =>
  peDni(text) || (peRucCheck(text) && ['10', '15', '17'].includes(text.slice(0, 2)));
export const peBusiness: TaxIdRule = (text) => peRucCheck(text) && ['10', '15', '17', '20'].includes(text.slice(0, 2));

/** EC cédula: 10 digits, province 01-24 or 30, third digit below 6, Luhn-like check with weights 2,1 (Registro Civil). */
export const ecCedula: TaxIdRule = (text) => {
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
export const ecRuc: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || text.endsWith('000')) return false;
  const province = Number(text.slice(0, 2));
  return (province >= 1 && province <= 24) || province === 30;
};

/**
 * MX RFC: 4 letters (persons) or 3 (companies) from the name, the birth or incorporation date YYMMDD and a
 * 3-character homoclave (SAT; format and date only, see the module comment).
 */
export const mxRfc =
  (letters: number): TaxIdRule =>
  (text) => {
    const match = new RegExp(`^[A-ZÑ&]{${letters}}(\\d{2})(\\d{2})(\\d{2})[A-Z\\d]{3}$`).exec(text);
    return match !== null && isCalendarDate(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
  };

/** VE RIF: type letter (V, E, J, P, G), 8 digits and a mod 11 check digit in which the type letter counts (SENIAT). */
export const VE_TYPE_VALUES: Record<string, number> = { V: 4, E: 8, J: 12, P: 16, G: 20 };
export const veRif: TaxIdRule = (text) => {
  if (!/^[VEJPG]\d{9}$/.test(text)) return false;
  const sum = (VE_TYPE_VALUES[text[0] ?? ''] ?? 0) + weightedSum(text, [3, 2, 7, 6, 5, 4, 3, 2], 1);
  return '00987654321'[sum % 11] === text[9];
};

/** GT NIT: 1 to 11 digits and a mod 11 check character 0-9 or K (weights 2, 3, ... from the right; SAT). */
export const gtNit: TaxIdRule = (text) => {
  const nit = text.replace(/^0+/, '');
  if (!/^\d{1,11}[\dK]$/.test(nit)) return false;
  const body = nit.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) sum += digitAt(body, body.length - 1 - index) * (index + 2);
  const check = mod(-sum, 11);
  return (check === 10 ? 'K' : String(check)) === nit.slice(-1);
};

/** UY RUT: 12 digits, registry 01-22, a 6-digit number, 001 and a mod 11 check digit (DGI). */
export const uyRut: TaxIdRule = (text) => {
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
export const DO_RNC_EXCEPTIONS = new Set(
  (
    '101581601 101582245 101595422 101595785 10233317 131188691 401007374 501341601 501378067 501620371 501651319 ' +
    '501651823 501651845 501651926 501656006 501658167 501670785 501676936 501680158 504654542 504680029 504681442 ' +
    '505038691'
  ).split(' '),
);
export const doRnc: TaxIdRule = (text) => {
  if (DO_RNC_EXCEPTIONS.has(text)) return true;
  if (!isDigits(text, 9)) return false;
  return ((10 - (weightedSum(text, [7, 9, 8, 6, 5, 4, 3, 2]) % 11)) % 9) + 1 === digitAt(text, 8);
};
export const doCedula: TaxIdRule = (text) => isDigits(text, 11);
