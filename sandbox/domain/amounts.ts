/** Amounts as people type them, read into minor units of their currency. */
import { currencyDigits } from './payout-catalogue';
import { fieldError } from './transfer-error';

/** "45.5" in USD -> 4550; refuses more fraction digits than the currency has. */
export function parseAmountMinor(text: string, currency: string, field = 'amount'): number {
  const digits = currencyDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw fieldError(field, 'A positive amount');
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) throw fieldError(field, `At most ${digits} decimals in ${currency}`);
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor <= 0) throw fieldError(field, 'A positive amount');
  return minor;
}
