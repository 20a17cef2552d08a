/** The building blocks of the tax identifier rules: the rule type, the compaction, and small rule combinators. */
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

export const stripPrefix = (text: string, prefix: string): string =>
  text.startsWith(prefix) ? text.slice(prefix.length) : text;

export const either =
  (...rules: TaxIdRule[]): TaxIdRule =>
  (text) =>
    rules.some((rule) => rule(text));

export const pattern =
  (regex: RegExp): TaxIdRule =>
  (text) =>
    regex.test(text);

export const allSameDigit = (text: string): boolean => /^(\d)\1*$/.test(text);
