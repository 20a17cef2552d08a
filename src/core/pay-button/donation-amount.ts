/**
 * The amount a payer types for a donation button without a fixed amount: a decimal with at most two fraction digits
 * (the currencies a merchant account holds have two), above 0 and at most the buttons' maximum. Compared as decimals,
 * never as floats.
 */
import { BUTTON_LIMITS } from '../api/contract/merchant-buttons';
import { compareDecimal, toDecimalString, type Amount } from '../money/money';

export type DonationAmountProblem = 'required' | 'invalid' | 'zero' | 'tooLarge';

export type DonationAmountCheck = { ok: true; amount: string } | { ok: false; problem: DonationAmountProblem };

/** Digits with an optional dot or comma and one or two decimals ("10", "10.5", "10,50"). */
const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

export const DONATION_MAX = BUTTON_LIMITS.amountMax;

/** Checks what the payer typed (spaces around are ignored; a decimal comma is read as a dot). */
export function checkDonationAmount(text: string): DonationAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!AMOUNT_PATTERN.test(trimmed)) return { ok: false, problem: 'invalid' };
  const amount = toDecimalString(trimmed.replace(',', '.'));
  if (compareDecimal(amount, 0) <= 0) return { ok: false, problem: 'zero' };
  if (compareDecimal(amount, DONATION_MAX) > 0) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount };
}

/** An amount as text with at least `digits` fraction digits ("24.9" -> "24.90"), exactly (no float rounding). */
export function decimalText(amount: Amount, digits: number): string {
  const [whole = '0', fraction = ''] = toDecimalString(amount).split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}
