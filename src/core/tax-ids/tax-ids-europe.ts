/** Tax identifier rules of Europe (see tax-id-validation.ts for the sources). */
import { luhnIsValid } from '../validation/luhn';
import {
  balticCheckDigit,
  digitAt,
  isCalendarDate,
  isDigits,
  iso7064Mod11Radix10IsValid,
  luhnSum,
  mod,
  weightedSum,
} from './tax-id-checksums';
import { type TaxIdRule, stripPrefix, pattern, allSameDigit } from './tax-id-rule-kit';

// ---------------------------------------------------------------------------------------------------------------
// Europe

/** PL PESEL: 11 digits, birth date with the century in the month, weights 1,3,7,9 (MSWiA). */
export const plPesel: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const monthField = Number(text.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(monthField / 20)];
  if (century === undefined) return false;
  if (!isCalendarDate(century + Number(text.slice(0, 2)), monthField % 20, Number(text.slice(4, 6)))) return false;
  return (10 - (weightedSum(text, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === digitAt(text, 10);
};

/** PL NIP: 10 digits, weights 6,5,7,2,3,4,5,6,7 mod 11 (10 is never issued); an EU "PL" prefix is accepted. */
export const plNip: TaxIdRule = (text) => {
  const nip = stripPrefix(text, 'PL');
  return isDigits(nip, 10) && weightedSum(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(nip, 9);
};

/** RO CNP: 13 digits, sex/century digit 1-9, birth date, weights 2,7,9,1,4,6,3,5,8,2,7,9 mod 11 (10 gives 1). */
export const RO_CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000 };
export const roCnp: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || text[0] === '0') return false;
  const century = RO_CENTURY[text[0] ?? ''] ?? 1900;
  if (!isCalendarDate(century + Number(text.slice(1, 3)), Number(text.slice(3, 5)), Number(text.slice(5, 7))))
    return false;
  const remainder = weightedSum(text, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (remainder === 10 ? 1 : remainder) === digitAt(text, 12);
};

/** RO CUI/CIF: 2 to 10 digits, no leading 0, check digit with the key 753217532 (ANAF); "RO" prefix accepted. */
export const roCui: TaxIdRule = (text) => {
  const cui = stripPrefix(text, 'RO');
  if (!/^[1-9]\d{1,9}$/.test(cui)) return false;
  const body = cui.slice(0, -1).padStart(9, '0');
  return ((weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === digitAt(cui, cui.length - 1);
};

/** ES DNI (8 digits), NIE (X/Y/Z + 7 digits) and K/L/M NIF (letter + 7 digits), each with the mod 23 letter. */
export const ES_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export const esPersonal: TaxIdRule = (text) => {
  let number: string;
  if (/^\d{8}[A-Z]$/.test(text)) number = text.slice(0, 8);
  else if (/^[XYZ]\d{7}[A-Z]$/.test(text)) number = String('XYZ'.indexOf(text[0] ?? '')) + text.slice(1, 8);
  else if (/^[KLM]\d{7}[A-Z]$/.test(text)) number = text.slice(1, 8);
  else return false;
  return ES_LETTERS[Number(number) % 23] === text[8];
};

/** ES NIF of legal entities (formerly CIF): entity letter, 7 digits, check digit or letter (Orden EHA/451/2008). */
export const esEntity: TaxIdRule = (text) => {
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[\dA-J]$/.test(text)) return false;
  const check = (10 - (luhnSum(text.slice(1, 8), false) % 10)) % 10;
  return text[8] === String(check) || text[8] === 'JABCDEFGHI'[check];
};

/** IT codice fiscale of a person: 16 characters (omocodia letters allowed), birth month letter, check letter. */
export const IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
export const itValue = (character: string): number => {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
};
export const itCodiceFiscale: TaxIdRule = (text) => {
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
export const itPartitaIva: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'IT');
  return isDigits(number, 11) && !allSameDigit(number) && luhnIsValid(number);
};

/** NL BSN and RSIN: 9 digits (8 with the leading 0 dropped) passing the 11-proof with weights 9..2,-1. */
export const nlElevenProof: TaxIdRule = (text) => {
  const number = text.padStart(9, '0');
  return isDigits(number, 9) && Number(number) > 0 && mod(weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
};
export const nlBsnOrRsin: TaxIdRule = (text) => isDigits(text, 8, 9) && nlElevenProof(text);

/** BE national number: 11 digits, 97 - (first 9, or "2" + first 9 for births from 2000) mod 97. */
export const beNationalNumber: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const check = Number(text.slice(9));
  const body = Number(text.slice(0, 9));
  return 97 - (body % 97) === check || 97 - ((2_000_000_000 + body) % 97) === check;
};

/** BE enterprise number: 10 digits starting 0 or 1 (9 when the leading 0 is dropped), mod 97 (KBO/BCE). */
export const beEnterpriseNumber: TaxIdRule = (text) => {
  let number = stripPrefix(text, 'BE');
  if (isDigits(number, 9)) number = `0${number}`;
  return /^[01]\d{9}$/.test(number) && (Number(number.slice(0, 8)) + Number(number.slice(8))) % 97 === 0;
};

/** CH AHV/AVS number: 13 digits starting with 756 and an EAN-13 check digit (ZAS). */
export const chAhv: TaxIdRule = (text) => {
  if (!isDigits(text, 13) || !text.startsWith('756')) return false;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += digitAt(text, index) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digitAt(text, 12);
};

/** CH UID: CHE and 9 digits, weights 5,4,3,2,7,6,5,4 mod 11 (BFS); a trailing MWST/TVA/IVA is accepted. */
export const chUid: TaxIdRule = (text) => {
  const number = stripPrefix(text.replace(/(MWST|TVA|IVA)$/, ''), 'CHE');
  if (!isDigits(number, 9)) return false;
  const check = (11 - (weightedSum(number, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11;
  return check !== 10 && check === digitAt(number, 8);
};

/** AT Steuernummer: 9 digits (tax office and subject), the last a Luhn check digit (BMF). */
export const atStNr: TaxIdRule = (text) => isDigits(text, 9) && luhnIsValid(text);

/** AT UID: ATU and 8 digits, the last (6 - Luhn sum of the 7 before) mod 10 (BMF). */
export const atUid: TaxIdRule = (text) => {
  const number = stripPrefix(stripPrefix(text, 'AT'), 'U');
  if (!isDigits(number, 8) || !/^(AT)?U/.test(text)) return false;
  return mod(6 - luhnSum(number.slice(0, 7), true), 10) === digitAt(number, 7);
};

/** CZ/SK rodné číslo: 9 digits (born before 1954) or 10 divisible by 11 (mod 11 = 10 ends in 0), birth date. */
export const rodneCislo: TaxIdRule = (text) => {
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
export const czIco: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'CZ');
  if (!isDigits(number, 8)) return false;
  const check = (11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return (check === 0 ? 1 : check % 10) === digitAt(number, 7);
};

/** SK DIČ: 10 digits (Finančná správa; format). */
export const skDic: TaxIdRule = (text) => isDigits(stripPrefix(text, 'SK'), 10);

/** DK CPR: 10 digits starting with the birth date DDMMYY (the mod 11 rule was dropped in 2007). */
export const dkCpr: TaxIdRule = (text) =>
  isDigits(text, 10) && isCalendarDate(2000, Number(text.slice(2, 4)), Number(text.slice(0, 2)));

/** DK CVR: 8 digits, no leading 0, weights 2,7,6,5,4,3,2,1 sum a multiple of 11; "DK" prefix accepted. */
export const dkCvr: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'DK');
  return /^[1-9]\d{7}$/.test(number) && weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
};

/** SE personnummer/samordningsnummer: 10 or 12 digits, birth date (day + 60 for coordination numbers), Luhn. */
export const sePersonnummer: TaxIdRule = (text) => {
  // "+" replaces the dash for people aged 100 or more.
  const number = text.replace('+', '');
  if (!isDigits(number, 10, 12)) return false;
  const short = number.slice(-10);
  const day = Number(short.slice(4, 6));
  return isCalendarDate(2000, Number(short.slice(2, 4)), day > 60 ? day - 60 : day) && luhnIsValid(short);
};

/** SE organisationsnummer: 10 digits (12 with the 16 prefix), Luhn; sole traders use their personnummer. */
export const seBusiness: TaxIdRule = (text) => {
  const number = text.length === 12 && text.startsWith('16') ? text.slice(2) : text;
  return (isDigits(number, 10) && luhnIsValid(number)) || sePersonnummer(text);
};

/** NO fødselsnummer/D-nummer: 11 digits with two mod 11 check digits (Skatteetaten). */
export const noFodselsnummer: TaxIdRule = (text) => {
  if (!isDigits(text, 11)) return false;
  const check1 = (11 - (weightedSum(text, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11)) % 11;
  const check2 = (11 - (weightedSum(text, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check1 === digitAt(text, 9) && check2 === digitAt(text, 10);
};

/** NO organisasjonsnummer: 9 digits, weights 3,2,7,6,5,4,3,2,1 sum a multiple of 11 (Brønnøysundregistrene). */
export const noOrgnr: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'NO').replace(/MVA$/, '');
  return isDigits(number, 9) && weightedSum(number, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
};

/** FI henkilötunnus: DDMMYY, century sign, individual number 002-899, mod 31 check character (DVV). */
export const FI_CENTURY: Record<string, number> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900 };
export const fiHetu: TaxIdRule = (text) => {
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
export const fiPersonal: TaxIdRule = (text) =>
  fiHetu(text.length === 10 ? `${text.slice(0, 6)}-${text.slice(6)}` : text);

/** FI Y-tunnus: 7 digits and a check digit, weights 7,9,10,5,8,4,2 mod 11 (remainder 1 is never issued). */
export const fiYtunnus: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'FI');
  if (!isDigits(number, 8)) return false;
  const remainder = weightedSum(number, [7, 9, 10, 5, 8, 4, 2]) % 11;
  return remainder !== 1 && (remainder === 0 ? 0 : 11 - remainder) === digitAt(number, 7);
};

/** EE isikukood: 11 digits, sex/century digit 1-8, birth date, Baltic mod 11 check digit. */
export const eeIsikukood: TaxIdRule = (text) => {
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
export const eeRegistrikood: TaxIdRule = (text) =>
  /^[1789]\d{7}$/.test(text) && balticCheckDigit(text) === digitAt(text, 7);

/** LT asmens kodas: 11 digits, Baltic mod 11 check digit, birth date unless the first digit is 9 (exception codes). */
export const ltAsmensKodas: TaxIdRule = (text) => {
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
export const huAdoazonosito: TaxIdRule = (text) =>
  /^8\d{9}$/.test(text) && weightedSum(text, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === digitAt(text, 9);

/** HU adószám: 8-digit taxpayer number (weights 9,7,3,1 sum a multiple of 10), VAT code 1-5, 2-digit county code. */
export const huAdoszam: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'HU');
  if (!/^\d{8}([1-5]\d{2})?$/.test(number)) return false;
  return weightedSum(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
};

/** HR OIB: 11 digits with an ISO 7064 MOD 11,10 check digit; "HR" prefix accepted. */
export const hrOib: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'HR');
  return isDigits(number, 11) && iso7064Mod11Radix10IsValid(number);
};

/** SI davčna številka: 8 digits, no leading 0, weights 8..2 mod 11 (10 gives 0, 11 never issued); "SI" accepted. */
export const siDavcna: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'SI');
  if (!/^[1-9]\d{7}$/.test(number)) return false;
  const check = 11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && (check === 10 ? 0 : check) === digitAt(number, 7);
};

/** GR ΑΦΜ: 9 digits (old 8-digit numbers get a leading 0), check digit Σ d·2^k mod 11 mod 10; EL/GR accepted. */
export const grAfm: TaxIdRule = (text) => {
  let number = stripPrefix(stripPrefix(text, 'EL'), 'GR');
  if (isDigits(number, 8)) number = `0${number}`;
  if (!isDigits(number, 9) || allSameDigit(number)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) sum = sum * 2 + digitAt(number, index);
  return ((sum * 2) % 11) % 10 === digitAt(number, 8);
};

/** PT NIF/NIPC: 9 digits, no leading 0, weights 9..2 mod 11 (10 gives 0); "PT" prefix accepted. */
export const ptNif: TaxIdRule = (text) => {
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
export const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
export const ieCheckLetter = (digits: string, extra: string): string =>
  IE_LETTERS[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * Math.max(0, IE_LETTERS.indexOf(extra))) % 23] ?? '';
export const iePps: TaxIdRule = (text) => {
  const match = /^(\d{7})([A-W])([ABHWTX]?)$/.exec(stripPrefix(text, 'IE'));
  if (!match) return false;
  const [, digits = '', check = '', second = ''] = match;
  return ieCheckLetter(digits, 'ABH'.includes(second) ? second : '') === check;
};
export const ieBusiness: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'IE');
  const old = /^(\d)[A-Z+*](\d{5})([A-W])$/.exec(number);
  if (old) return ieCheckLetter(`0${old[2] ?? ''}${old[1] ?? ''}`, '') === old[3];
  return iePps(number);
};

/** IS kennitala: DDMMYY (day + 40 for organisations), 2 digits, mod 11 check digit, century digit 9 or 0. */
export const isKennitala =
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
export const bgEgn: TaxIdRule = (text) => {
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
export const bgEik: TaxIdRule = (text) => {
  const number = stripPrefix(text, 'BG');
  if (!isDigits(number, 9, 13)) return false;
  let remainder = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (remainder === 10) remainder = weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return remainder % 10 === digitAt(number, 8);
};

/** CY ΑΦΤ (TIC): 8 digits and a letter (Tax Department; format). */
export const cyTic = pattern(/^\d{8}[A-Z]$/);

/** LU matricule of a person: 13 digits starting with the birth date YYYYMMDD (format and date). */
export const luMatricule: TaxIdRule = (text) =>
  isDigits(text, 13) && isCalendarDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));

/** LU matricule of an entity: 11 digits (format). */
export const luEntity: TaxIdRule = (text) => isDigits(text, 11);

/** LV personas kods (11 digits; new codes start with 32 and carry no date) and reģistrācijas numurs (11, format). */
export const lvElevenDigits: TaxIdRule = (text) => isDigits(text, 11);

/** RS PIB: 9 digits with an ISO 7064 MOD 11,10 check digit (Poreska uprava). */
export const rsPib: TaxIdRule = (text) => isDigits(text, 9) && iso7064Mod11Radix10IsValid(text);

/**
 * AD NRT: a type letter (A, C, D, E, F, G, L, O, P, U), 6 digits and a check letter; residents (F) are numbered up to
 * 699999, companies (A, L) from 700000 to 799999 (Govern d'Andorra; the check letter is not published).
 */
export const adNrt: TaxIdRule = (text) => {
  const nrt = text.length === 10 ? stripPrefix(text, 'AD') : text;
  const match = /^([ACDEFGLOPU])(\d{6})[A-Z]$/.exec(nrt);
  if (!match) return false;
  const [, type = '', number = ''] = match;
  if (type === 'F') return Number(number) <= 699_999;
  if (type === 'A' || type === 'L') return Number(number) >= 700_000 && Number(number) <= 799_999;
  return true;
};

/** AL NIPT: a letter for the decade of registration, 8 digits and a check letter (Drejtoria e Tatimeve; format). */
export const alNipt: TaxIdRule = (text) =>
  /^[A-Z]\d{8}[A-Z]$/.test(text.length === 12 ? stripPrefix(text, 'AL') : text);

/** AZ VÖEN: 10 digits, the last 1 (legal entity) or 2 (natural person) (format). */
export const azVoen = pattern(/^\d{9}[12]$/);

/** MD IDNP: 13 digits (format). */
export const mdIdnp: TaxIdRule = (text) => isDigits(text, 13);

/** MD IDNO: 13 digits, the last Σ weights 7,3,1 mod 10 (ASP). */
export const mdIdno: TaxIdRule = (text) =>
  isDigits(text, 13) && weightedSum(text, [7, 3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1]) % 10 === digitAt(text, 12);

/** MK ЕДБ: 13 digits, weights 7..2,7..2, check (-Σ) mod 11 mod 10 (УЈП); the "MK" prefix is accepted. */
export const mkEdb: TaxIdRule = (text) => {
  const number = stripPrefix(stripPrefix(text, 'MK'), 'МК');
  return (
    isDigits(number, 13) &&
    mod(-weightedSum(number, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(number, 12)
  );
};

/** ME PIB: 8 digits, weights 8..2, check (-Σ) mod 11 mod 10 (Poreska uprava). */
export const mePib: TaxIdRule = (text) =>
  isDigits(text, 8) && mod(-weightedSum(text, [8, 7, 6, 5, 4, 3, 2]), 11) % 10 === digitAt(text, 7);

/** BA JIB: 13 digits (UIO; format). */
export const baJib: TaxIdRule = (text) => isDigits(text, 13);

/** TR T.C. Kimlik No: 11 digits, no leading 0, two check digits (NVI). */
export const trTckn: TaxIdRule = (text) => {
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
export const trVkn: TaxIdRule = (text) => {
  if (!isDigits(text, 10)) return false;
  let sum = 0;
  for (let position = 1; position <= 9; position++) {
    const shifted = (digitAt(text, 9 - position) + position) % 10;
    if (shifted !== 0) sum += (shifted * 2 ** position) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10 === digitAt(text, 9);
};
