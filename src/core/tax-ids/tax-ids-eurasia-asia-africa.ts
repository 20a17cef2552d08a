/** Tax identifier rules of the former Soviet Union, Asia, Oceania and Africa (see tax-id-validation.ts for the sources). */
import { luhnIsValid } from '../validation/luhn';
import { digitAt, isCalendarDate, isDigits, iso7064Mod11Mod2IsValid, mod, weightedSum } from './tax-id-checksums';
import { type TaxIdRule, stripPrefix, pattern, allSameDigit } from './tax-id-rule-kit';

// ---------------------------------------------------------------------------------------------------------------
// Former Soviet Union

/** RU ИНН of a person: 12 digits, two check digits. */
export const ruInnPerson: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const check1 = (weightedSum(text, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const check2 = (weightedSum(text, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return check1 === digitAt(text, 10) && check2 === digitAt(text, 11);
};

/** RU ИНН of an organisation: 10 digits, one check digit. */
export const ruInnOrganisation: TaxIdRule = (text) =>
  isDigits(text, 10) && (weightedSum(text, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === digitAt(text, 9);

/** UA РНОКПП: 10 digits, weights -1,5,7,9,4,6,10,5,7 mod 11 mod 10 (ДПС). */
export const uaRnokpp: TaxIdRule = (text) =>
  isDigits(text, 10) && mod(weightedSum(text, [-1, 5, 7, 9, 4, 6, 10, 5, 7]), 11) % 10 === digitAt(text, 9);

/** UA код ЄДРПОУ: 8 digits, weights 1..7 (7,1..6 for codes 30-60 million), second pass +2 when 10. */
export const uaEdrpou: TaxIdRule = (text) => {
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
export const BY_LETTERS = 'ABCEHKMOPT';
export const CYRILLIC_LOOKALIKES: Record<string, string> = {
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
export const byUnp: TaxIdRule = (text) => {
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
export const kzCheck = (text: string): boolean => {
  let check = weightedSum(text, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11;
  if (check === 10) check = weightedSum(text, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11;
  return check !== 10 && check === digitAt(text, 11);
};
export const kzIin: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const centuryDigit = digitAt(text, 6);
  if (centuryDigit < 1 || centuryDigit > 6) return false;
  const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(text.slice(0, 2));
  return isCalendarDate(year, Number(text.slice(2, 4)), Number(text.slice(4, 6))) && kzCheck(text);
};
export const kzBin: TaxIdRule = (text) => {
  if (!isDigits(text, 12)) return false;
  const month = Number(text.slice(2, 4));
  return month >= 1 && month <= 12 && '456'.includes(text[4] ?? '') && '0123'.includes(text[5] ?? '') && kzCheck(text);
};

// ---------------------------------------------------------------------------------------------------------------
// Asia and Oceania

/** IN PAN: 5 letters (the 4th the holder type), 4 digits (not 0000) and a letter (Income Tax Department). */
export const inPan =
  (types: string): TaxIdRule =>
  (text) =>
    new RegExp(`^[A-Z]{3}[${types}][A-Z]\\d{4}[A-Z]$`).test(text) && text.slice(5, 9) !== '0000';

/** CN 居民身份证号码: 17 digits (area, birth date YYYYMMDD, sequence) and an ISO 7064 MOD 11-2 check character. */
export const cnResidentId: TaxIdRule = (text) =>
  /^\d{17}[\dX]$/.test(text) &&
  isCalendarDate(Number(text.slice(6, 10)), Number(text.slice(10, 12)), Number(text.slice(12, 14))) &&
  iso7064Mod11Mod2IsValid(text);

/** CN 统一社会信用代码: 18 characters (no I, O, S, V, Z), weights 3^k mod 31, check character (GB 32100-2015). */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const cnUscc: TaxIdRule = (text) => {
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
export const jpMyNumber: TaxIdRule = (text) =>
  isDigits(text, 12) && mod(-weightedSum(text, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(text, 11);

/** JP 法人番号: 13 digits, the first a check digit 9 - (Σ weights 1,2 from the right) mod 9 (国税庁). */
export const jpCorporateNumber: TaxIdRule = (text) => {
  if (!isDigits(text, 13)) return false;
  let sum = 0;
  for (let position = 0; position < 12; position++) sum += digitAt(text, 12 - position) * (position % 2 === 0 ? 1 : 2);
  return 9 - (sum % 9) === digitAt(text, 0);
};

/** KR 주민등록번호: 13 digits, birth date YYMMDD and a sex/century digit (format; random serial since 2020). */
export const krRrn: TaxIdRule = (text) => {
  if (!isDigits(text, 13)) return false;
  const centuryDigit = digitAt(text, 6);
  const century = [1800, 1900, 1900, 2000, 2000, 1900, 1900, 2000, 2000, 1800][centuryDigit] ?? 1900;
  return isCalendarDate(century + Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4, 6)));
};

/** KR 사업자등록번호: 10 digits, tax office ≥ 101, business type not 00, serial not 0000 (국세청; format). */
export const krBrn: TaxIdRule = (text) =>
  isDigits(text, 10) && Number(text.slice(0, 3)) >= 101 && text.slice(3, 5) !== '00' && text.slice(5, 9) !== '0000';

/** TW 國民身分證統一編號 and new-style resident certificate numbers: letter, 1/2/8/9, 8 digits, check digit. */
export const TW_LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
export const twNationalId: TaxIdRule = (text) => {
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
export const twUbn: TaxIdRule = (text) => {
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
export const hkHkid: TaxIdRule = (text) => {
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
export const hkBrn = pattern(/^\d{8}(\d{3})?$/);

/**
 * SG NRIC/FIN: S, T, F or G, 7 digits and a check letter (weights 2,7,6,5,4,3,2, +4 for T and G; ICA). The M series
 * of FINs (2022) uses a check scheme ICA has not published, so it is checked for its format only.
 */
export const sgNric: TaxIdRule = (text) => {
  if (/^M\d{7}[A-Z]$/.test(text)) return true;
  const match = /^([STFG])(\d{7})([A-Z])$/.exec(text);
  if (!match) return false;
  const [, prefix = '', digits = '', check = ''] = match;
  const sum = weightedSum(digits, [2, 7, 6, 5, 4, 3, 2]) + ('TG'.includes(prefix) ? 4 : 0);
  return ('ST'.includes(prefix) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11] === check;
};

/** SG UEN: 8 digits + letter (businesses), 9 digits + letter (companies), or T/S/R yy, 2-letter type, 4 digits, letter. */
export const sgUen = pattern(/^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/);

/** TH 13-digit ID/tax number: weights 13..2, check (11 - sum mod 11) mod 10 (กรมสรรพากร). */
export const thCheck = (text: string): boolean =>
  isDigits(text, 13) &&
  (11 - (weightedSum(text, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(text, 12);
export const thPersonal: TaxIdRule = (text) => thCheck(text) && text[0] !== '0' && text[0] !== '9';

/**
 * ID NPWP: 15 digits whose first 9 carry a Luhn check digit, or since 2024 16 digits: the same number with a
 * leading 0 (Luhn over the first 10) or a person's NIK (format) (DJP).
 */
export const idNpwp: TaxIdRule = (text) => {
  if (isDigits(text, 15)) return luhnIsValid(text.slice(0, 9));
  if (isDigits(text, 16)) return text[0] === '0' ? luhnIsValid(text.slice(0, 10)) : true;
  return false;
};

/** VN mã số thuế: 10 digits (the 10th a check digit, weights 31,29,23,19,17,13,7,5,3), 13 for branches (TCT). */
export const vnMst: TaxIdRule = (text) => {
  if (!isDigits(text, 10, 13) || text.slice(2, 9) === '0000000' || (text.length === 13 && text.endsWith('000')))
    return false;
  return 10 - (weightedSum(text, [31, 29, 23, 19, 17, 13, 7, 5, 3]) % 11) === digitAt(text, 9);
};

/** IL מספר זהות / company number: up to 9 digits (padded), Luhn-style weights 1,2 (Israel Tax Authority). */
export const ilNumber: TaxIdRule = (text) =>
  /^\d{5,9}$/.test(text) && Number(text) > 0 && luhnIsValid(text.padStart(9, '0'));

/** IR کد ملی: 10 digits, weights 10..2, r = Σ mod 11, check r < 2 ? r : 11 - r. */
export const irCodeMelli: TaxIdRule = (text) => {
  if (!isDigits(text, 10) || allSameDigit(text)) return false;
  const remainder = weightedSum(text, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (remainder < 2 ? remainder : 11 - remainder) === digitAt(text, 9);
};

/** PK CNIC (13 digits) and NTN (7 digits and an optional check digit) (FBR; format). */
export const pkCnic: TaxIdRule = (text) => isDigits(text, 13);
export const pkNtn: TaxIdRule = (text) => isDigits(text, 7, 8);

/** NP, MZ 9-digit PAN/NUIT, EG 9-digit tax registration number, JM 9-digit TRN; BD 12-digit e-TIN; AE 15-digit TRN (format). */
export const nineDigits: TaxIdRule = (text) => isDigits(text, 9);
export const bdEtin: TaxIdRule = (text) => isDigits(text, 12);
export const aeTrn: TaxIdRule = (text) => isDigits(text, 15);

/** NZ IRD number: 8 or 9 digits in 10,000,000-150,000,000, mod 11 check with a fallback weight set (Inland Revenue). */
export const nzIrd: TaxIdRule = (text) => {
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
export const zaTaxReference: TaxIdRule = (text) => /^[01239]\d{9}$/.test(text) && luhnIsValid(text);

/** KE KRA PIN: A (individuals) or P (non-individuals), 9 digits and a letter. */
export const kePin =
  (types: string): TaxIdRule =>
  (text) =>
    new RegExp(`^[${types}]\\d{9}[A-Z]$`).test(text);

/** MA Identifiant Commun de l'Entreprise: 15 digits (format). */
export const maIce: TaxIdRule = (text) => isDigits(text, 15);

/** GH Ghana Card PIN (GHA, 9 digits and a check digit) or, for people without one, the GRA TIN P00... (format). */
export const ghPersonal = pattern(/^(GHA\d{10}|P00[A-Z\d]{8})$/);
