/**
 * Money formatting and exact decimal arithmetic. Amounts are never added or compared as floats: they are read
 * as decimal strings and computed on scaled BigInts.
 */

/** Display precision of amounts (spec 2): at least 2, at most 8 fraction digits. */
export const MIN_FRACTION_DIGITS = 2;
export const MAX_FRACTION_DIGITS = 8;

/** A decimal as an integer and a count of fraction digits: value = units / 10^scale. */
interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** An amount as the API gives it: a number, or a decimal string such as "-12.50". */
export type Amount = number | string;

/** Whether `value` is a finite number or a decimal string (optional sign, optional exponent). */
export function isDecimal(value: unknown): value is Amount {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && DECIMAL_PATTERN.test(value.trim());
}

function parseDecimal(value: Amount): ScaledDecimal {
  // A number's shortest round-trip text ("0.1", "1e-7") is the decimal the author meant.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = typeof value === 'number' && !Number.isFinite(value) ? null : DECIMAL_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign = '', integer = '0', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let digits = `${integer}${fraction}`;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

function rescale(decimal: ScaledDecimal, scale: number): bigint {
  return decimal.units * 10n ** BigInt(scale - decimal.scale);
}

function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The canonical decimal string of an amount: no exponent, no trailing fraction zeros ("1e-7" -> "0.0000001"). */
export function toDecimalString(value: Amount): string {
  const decimal = parseDecimal(value);
  return formatScaled(decimal.units, decimal.scale);
}

function combine(a: Amount, b: Amount, operation: (x: bigint, y: bigint) => bigint): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return formatScaled(operation(rescale(left, scale), rescale(right, scale)), scale);
}

/** a + b, exactly, as a canonical decimal string. */
export function addDecimal(a: Amount, b: Amount): string {
  return combine(a, b, (x, y) => x + y);
}

/** a - b, exactly, as a canonical decimal string. */
export function subtractDecimal(a: Amount, b: Amount): string {
  return combine(a, b, (x, y) => x - y);
}

/** Sum of amounts, exactly; "0" for none. */
export function sumDecimals(amounts: Iterable<Amount>): string {
  let total: string = '0';
  for (const amount of amounts) total = addDecimal(total, amount);
  return total;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: Amount, b: Amount): -1 | 0 | 1 {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const x = rescale(left, scale);
  const y = rescale(right, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface FormatMoneyOptions {
  /** Always show the sign (`+12.00 EUR`) or never (`12.00`); default shows the minus only. */
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * The currency symbols of spec 3 section 3.12, written in every interface language in place of the one Intl picks
 * ("A$", "CA$", "US$", a bare "RON" or "EUR" in some locales).
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
  GBP: '£',
  RON: 'lei',
};

/**
 * Formats an amount in a currency for a locale, with 2 to 8 fraction digits by default. Decimal strings are
 * formatted exactly (Intl formats numeric strings without going through a float). The currencies of the spec's symbol
 * table are written with its symbols, where Intl's locale data puts the currency. A code Intl does not know as a
 * currency (USDT, crypto) is written after the number; a value that is not a decimal is returned unchanged rather
 * than shown as "NaN".
 */
export function formatMoney(
  amount: Amount,
  currency: string,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  if (!isDecimal(amount)) return String(amount);
  const value = toDecimalString(amount) as Intl.StringNumericLiteral;
  const numberOptions: Intl.NumberFormatOptions = {
    minimumFractionDigits: options.minimumFractionDigits ?? MIN_FRACTION_DIGITS,
    maximumFractionDigits: options.maximumFractionDigits ?? MAX_FRACTION_DIGITS,
    signDisplay: options.signDisplay ?? 'auto',
  };
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      const format = new Intl.NumberFormat(locale, { ...numberOptions, style: 'currency', currency });
      const symbol = CURRENCY_SYMBOLS[currency];
      if (symbol === undefined) return format.format(value);
      return format
        .formatToParts(value)
        .map((part) => (part.type === 'currency' ? symbol : part.value))
        .join('');
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  const number = new Intl.NumberFormat(locale, numberOptions).format(value);
  return currency ? `${number}\u00a0${currency}` : number;
}
