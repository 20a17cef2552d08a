/**
 * Transfer limits and maximum amounts (spec 2 section 7: "customer limits (type, countryCode, fromAccountId,
 * currencyCode)", "max amount (operation betweenAccounts; response amount, type)"; section 5: "Max amount lookups need
 * the needed ids. The external one needs country, currency, source account and operation. Limits need country and
 * source account."). One vocabulary of transfer types for every money-moving flow: own accounts, p2p, the external
 * kinds and their mass variants. The sandbox keeps a limit table per customer and type and refuses a transfer over a
 * limit with `VF` on `amount` carrying the `limitExceeded` facts below, so the client can say it in the user's language.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, countryCode, currencyCode } from './common';

/**
 * The external kinds, by the recent-transfer names of spec 2 section 9 (`oct` is the card payout, `cryptoEft` the
 * crypto transfer, `instant` the instant payment), and their mass variants.
 */
const EXTERNAL_KINDS = ['wire', 'eft', 'oct', 'cryptoEft', 'instant', 'interac'] as const;
const MASS_EXTERNAL_KINDS = ['massWire', 'massEft', 'massOct', 'massCryptoEft', 'massInstant', 'massInterac'] as const;

/** Every transfer type a limit or a maximum amount is asked for. */
export const LIMIT_TRANSFER_TYPES = [
  'betweenAccounts',
  'p2p',
  ...EXTERNAL_KINDS,
  'globalPay',
  'massP2p',
  ...MASS_EXTERNAL_KINDS,
] as const;
export type LimitTransferType = (typeof LIMIT_TRANSFER_TYPES)[number];

/** External kinds: their limit and maximum-amount lookups need the destination country (and the currency). */
export const EXTERNAL_LIMIT_TYPES: readonly LimitTransferType[] = [...EXTERNAL_KINDS, ...MASS_EXTERNAL_KINDS];

export function isExternalLimitType(type: string): boolean {
  return (EXTERNAL_LIMIT_TYPES as readonly string[]).includes(type);
}

/** A limit holds for one transfer (`single`), a UTC calendar day (`daily`) or a UTC calendar month (`monthly`). */
export const LIMIT_PERIODS = ['single', 'daily', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const transferLimitSchema = z.looseObject({
  period: z.enum(LIMIT_PERIODS),
  /** The currency the limit is kept in (the request's currencyCode when given, else the limit's own). */
  currencyCode,
  /** The most one transfer (single) or all transfers of the period may add up to. */
  amount,
  /** Already used in the period (0 for `single`). */
  used: amount,
  /** What is left: amount - used, never below 0. */
  remaining: amount,
});
export type TransferLimit = z.infer<typeof transferLimitSchema>;

export const customerLimitsGet = method({
  name: 'customerLimitsGet',
  summary:
    "The limits of a transfer type for the acting customer, converted into currencyCode when given (else the source account's currency). fromAccountId is required; countryCode too for external kinds.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    type: z.enum(LIMIT_TRANSFER_TYPES),
    countryCode: z.optional(countryCode),
    fromAccountId: accountId,
    currencyCode: z.optional(currencyCode),
  }),
  response: z.looseObject({ type: z.enum(LIMIT_TRANSFER_TYPES), limits: z.array(transferLimitSchema) }),
});

/** What bounds the maximum amount: the account's balance (less the fee) or one of the limits. */
export const MAX_AMOUNT_BOUNDS = ['balance', ...LIMIT_PERIODS] as const;

export const maxAmountGet = method({
  name: 'maxAmountGet',
  summary:
    "The largest amount a transfer of this operation may send now from the source account, in currencyCode (default: the account's), fee included in the account's balance. External operations need countryCode and currencyCode too.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    operation: z.enum(LIMIT_TRANSFER_TYPES),
    fromAccountId: accountId,
    countryCode: z.optional(countryCode),
    currencyCode: z.optional(currencyCode),
  }),
  response: z.looseObject({
    amount,
    currencyCode,
    /** Which bound gives the maximum (`balance`, `single`, `daily` or `monthly`). */
    type: z.enum(MAX_AMOUNT_BOUNDS),
  }),
});

/**
 * A transfer over a limit fails with `VF` and a validation error `{ field: 'amount', description, limitExceeded }`
 * carrying these facts (validation errors are loose objects, so they survive the client's envelope parsing): the
 * client words it in the user's language with which limit it is, how large it is and what is left.
 */
export const limitExceededSchema = z.looseObject({
  type: z.enum(LIMIT_TRANSFER_TYPES),
  period: z.enum(LIMIT_PERIODS),
  currencyCode,
  amount,
  remaining: amount,
});
export type LimitExceeded = z.infer<typeof limitExceededSchema>;

/** The limit facts of a validation error, when it is a limit refusal. */
export function limitExceededOf(validationError: unknown): LimitExceeded | null {
  if (validationError === null || typeof validationError !== 'object') return null;
  const parsed = limitExceededSchema.safeParse((validationError as { limitExceeded?: unknown }).limitExceeded);
  return parsed.success ? parsed.data : null;
}
