/**
 * Check-digit building blocks shared by the tax identifier rules in `tax-id-validation.ts`. Every function takes
 * the compacted identifier (see `compactTaxId`) and never throws: anything that is not the expected shape is simply
 * not valid.
 */

/** True when `text` is made of ASCII digits only and its length is one of `lengths`. */
export function isDigits(text: string, ...lengths: number[]): boolean {
  return /^\d+$/.test(text) && (lengths.length === 0 || lengths.includes(text.length));
}

/** The value of the ASCII digit at `index` (NaN for anything else, which makes every check fail). */
export function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57 ? code - 48 : Number.NaN;
}

/** Σ digit(start + i) · weights[i]. */
export function weightedSum(text: string, weights: readonly number[], start = 0): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) sum += digitAt(text, start + index) * (weights[index] ?? 0);
  return sum;
}

/** The mathematical modulo (never negative), for checksums built on negative weights or differences. */
export function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/** Sum of the digits of 2·d for the Luhn doubling step. */
function luhnDouble(digit: number): number {
  const doubled = digit * 2;
  return doubled > 9 ? doubled - 9 : doubled;
}

/**
 * The Luhn sum of a digit string. With `checkIncluded` the rightmost digit is the check digit and is not doubled
 * (the sum of a valid number is a multiple of 10); without it the rightmost digit is doubled, so
 * `(10 - luhnSum(x, false) % 10) % 10` is the check digit to append to `x`.
 */
export function luhnSum(digits: string, checkIncluded: boolean): number {
  let sum = 0;
  let double = !checkIncluded;
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit = digitAt(digits, index);
    sum += double ? luhnDouble(digit) : digit;
    double = !double;
  }
  return sum;
}

/** ISO 7064 MOD 11,10 (German IdNr, Croatian OIB, Serbian PIB): true when the last digit is the check digit. */
export function iso7064Mod11Radix10IsValid(digits: string): boolean {
  if (!isDigits(digits) || digits.length < 2) return false;
  let product = 10;
  for (let index = 0; index < digits.length - 1; index++) {
    const sum = (digitAt(digits, index) + product) % 10;
    product = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  return (11 - product) % 10 === digitAt(digits, digits.length - 1);
}

/** ISO 7064 MOD 11-2 (Chinese resident identity card): 17 digits and a check character 0-9 or X. */
export function iso7064Mod11Mod2IsValid(text: string): boolean {
  if (!/^\d+[\dX]$/.test(text)) return false;
  let sum = 0;
  for (let index = 0; index < text.length - 1; index++) sum = ((sum + digitAt(text, index)) * 2) % 11;
  const check = (12 - sum) % 11;
  return (check === 10 ? 'X' : String(check)) === text.slice(-1);
}

/**
 * The weighted mod 11 scheme used across the Baltics (Estonian isikukood and registrikood, Lithuanian asmens
 * kodas): weights 1..9,1 and, when that leaves 10, a second pass with weights 3..9,1,2,3; a remaining 10 gives 0.
 */
export function balticCheckDigit(text: string): number {
  const body = text.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) sum += ((index % 9) + 1) * digitAt(body, index);
  let check = sum % 11;
  if (check === 10) {
    sum = 0;
    for (let index = 0; index < body.length; index++) sum += (((index + 2) % 9) + 1) * digitAt(body, index);
    check = sum % 11;
  }
  return check % 10;
}

/**
 * The Yugoslav JMBG scheme (Serbia, Bosnia and Herzegovina, Montenegro, North Macedonia): 13 digits whose last is
 * 11 - (Σ weights 7..2 on both halves) mod 11, where 10 and 11 become 0.
 */
export function jmbgIsValid(text: string): boolean {
  if (!isDigits(text, 13)) return false;
  const day = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  let sum = 0;
  for (let index = 0; index < 6; index++) sum += (7 - index) * (digitAt(text, index) + digitAt(text, index + 6));
  const check = 11 - (sum % 11);
  return (check > 9 ? 0 : check) === digitAt(text, 12);
}

/** True when year-month-day is a real calendar date (the Gregorian calendar, leap years included). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
