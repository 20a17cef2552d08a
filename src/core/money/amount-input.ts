/**
 * The one rule for amounts typed by a customer: digits, at most one decimal separator (a dot, or a comma as many
 * of our languages write it), at most `decimals` fraction digits and `maxIntegerDigits` integer digits. Spaces
 * (thousands groups, a pasted "1 250,00") are ignored. Answers the amount as the API wants it ("1250.00" → "1250.00",
 * "12,5" → "12.5"), or null.
 */
export interface AmountRule {
  /** Fraction digits allowed; 2 unless the currency says otherwise. */
  decimals?: number | undefined;
  /** Integer digits allowed (12 for transfers, 6 for merchant prices, 9 for donations). */
  maxIntegerDigits?: number | undefined;
  /** Whether 0 is an amount (a filter's lower bound); a payment needs more than zero. */
  allowZero?: boolean | undefined;
}

export function parseAmountInput(text: string, rule: AmountRule = {}): string | null {
  const { decimals = 2, maxIntegerDigits = 12, allowZero = false } = rule;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!match) return null;
  const integer = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (integer.replace(/^0+(?=\d)/, '').length > maxIntegerDigits || fraction.length > decimals) return null;
  if (!allowZero && /^0*$/.test(integer + fraction)) return null;
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** Why a typed amount is not one: empty, not an amount (letters, two separators, too many decimals) or zero. */
export type AmountProblem = 'required' | 'invalid' | 'zero';

export function amountProblem(text: string, rule: AmountRule = {}): AmountProblem | null {
  if (text.trim() === '') return 'required';
  if (parseAmountInput(text, rule) !== null) return null;
  return parseAmountInput(text, { ...rule, allowZero: true }) !== null ? 'zero' : 'invalid';
}
