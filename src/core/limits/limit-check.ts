/**
 * The offline limit check a transfer form runs when the amount field is left: the first of the customer's limits
 * (spec 2 section 5, `customerLimitsGet`) that the amount would go over, in the facts the server's own refusal
 * carries (`LimitExceeded`), so the field shows the same translated text before the submit as after it.
 */
import type { LimitExceeded, LimitTransferType, TransferLimit } from '../api/contract/limits';
import { compareDecimal } from '../money/money';

export function limitExceededBy(
  amount: string,
  currencyCode: string,
  type: LimitTransferType,
  limits: readonly TransferLimit[] | null | undefined,
): LimitExceeded | null {
  for (const limit of limits ?? []) {
    // A single-transfer limit is its amount; a period's is what is left of it.
    const room = limit.period === 'single' ? limit.amount : limit.remaining;
    if (limit.currencyCode === currencyCode && compareDecimal(amount, room) > 0) {
      return { type, period: limit.period, currencyCode: limit.currencyCode, amount: limit.amount, remaining: room };
    }
  }
  return null;
}
