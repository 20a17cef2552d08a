/**
 * Money formatting for display, without arithmetic. Intl.NumberFormat formats a numeric string exactly (no
 * conversion to a binary float), so "0.10000001" is shown as it is; numbers (the API boundary turns numeric
 * strings into numbers) are handed to Intl as they are.
 */

/** A decimal amount as the API sends it: "-1234.5", "0.00000001", "100". */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

export interface FormatAmountOptions {
  /** Always show the sign (`+12.00 EUR`) or never (`12.00`); default shows minus only. */
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Whether the value is a decimal amount this module can format exactly. */
export function isDecimalAmount(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/**
 * Formats an amount with its currency in a locale, with 2 to 8 decimals (spec: min 2, max 8).
 * Currency codes Intl does not know as ISO 4217 (USDT, crypto) are written after the number.
 * A value that is not a decimal number is returned unchanged rather than shown as "NaN".
 */
export function formatAmount(amount: string | number, currency: string, locale: string, options: FormatAmountOptions = {}): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return String(amount);
  const value = typeof amount === 'number' ? amount : amount.trim();
  if (typeof value === 'string' && !isDecimalAmount(value)) return value;
  const numberOptions: Intl.NumberFormatOptions = {
    minimumFractionDigits: options.minimumFractionDigits ?? 2,
    maximumFractionDigits: options.maximumFractionDigits ?? 8,
    signDisplay: options.signDisplay ?? 'auto',
  };
  const exact = typeof value === 'number' ? value : (value as Intl.StringNumericLiteral);
  if (/^[A-Z]{3}$/.test(currency)) {
    return new Intl.NumberFormat(locale, { ...numberOptions, style: 'currency', currency }).format(exact);
  }
  const number = new Intl.NumberFormat(locale, numberOptions).format(exact);
  return currency ? `${number}\u00a0${currency}` : number;
}

/** -1, 0 or 1 for the sign of a decimal string, without converting it to a number. */
export function signOfAmount(value: string): -1 | 0 | 1 {
  const trimmed = value.trim();
  if (!isDecimalAmount(trimmed) || /^[-+]?[0.]*$/.test(trimmed)) return 0;
  return trimmed.startsWith('-') ? -1 : 1;
}
