/**
 * Helpers for showing amounts: the sign of a decimal string without converting it to a number. Formatting itself
 * is `formatMoney` in src/core/money, shared with non-React code.
 */

/** A decimal amount as the API sends it: "-1234.5", "0.00000001", "100". */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/** Whether the value is a decimal amount this module can format exactly. */
export function isDecimalAmount(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/** -1, 0 or 1 for the sign of a decimal string, without converting it to a number. */
export function signOfAmount(value: string): -1 | 0 | 1 {
  const trimmed = value.trim();
  if (!isDecimalAmount(trimmed) || /^[-+]?[0.]*$/.test(trimmed)) return 0;
  return trimmed.startsWith('-') ? -1 : 1;
}
