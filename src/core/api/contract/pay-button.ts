/**
 * The storefront's pay button (issue 7 part B): the public read of a saved button, and the payment notifications
 * (IPN) the bank sends the merchant for each button payment.
 *
 * A button is paid with `p2pTransfer` (contract/p2p.ts) carrying `buttonId`: the server takes the payee, the price and
 * a subscription's period and count from the button, so the payer's page never learns the merchant's e-mail or URLs.
 *
 * The operations are written out rather than made with the shared `method()`/`amount` helpers on purpose: the
 * storefront's first download (the button, before anyone clicks) parses the public read, and those helpers live in the
 * API layer's chunk (docs/decisions.md "Storefront pay button").
 */
import * as z from 'zod/mini';
import type { MethodOperation } from './define';
import { BUTTON_TYPES, buttonStyleSchema, SUBSCRIPTION_PERIODS } from './button-style';

/** Name of the public read; the pay button's light reader sends it without loading the API client. */
export const PAY_BUTTON_GET = 'payButtonGet';

/** A decimal as the wire carries it (the client's normaliser may have made a number of it); same rule as common.ts. */
const wireAmount = z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]);

/** Button ids are whole positive numbers (the attribute is text; the element checks it before asking). */
export const payButtonIdSchema = z.number().check(
  z.positive(),
  z.refine((value) => Number.isInteger(value), { error: 'A whole number' }),
);

/**
 * What anyone may see of a saved button: no notify, return or cancel URL, no item number, no e-mail. `logoUrl` is the
 * button's logo, else the business's default logo, else null.
 */
export const publicPayButtonSchema = z.looseObject({
  id: z.number(),
  type: z.enum(BUTTON_TYPES),
  itemName: z.string(),
  /** The price; null for a donation whose payer chooses the amount. */
  amount: z.nullable(wireAmount),
  currencyCode: z.string(),
  subscriptionPeriod: z.nullable(z.enum(SUBSCRIPTION_PERIODS)),
  /** Payments of a subscription; null: until the subscriber cancels. */
  subscriptionCount: z.nullable(z.number()),
  style: buttonStyleSchema,
  logoUrl: z.nullable(z.string()),
  /** The business's display name ("Pixel Goods LLC"). */
  merchantName: z.string(),
});
export type PublicPayButton = z.infer<typeof publicPayButtonSchema>;

export const payButtonGetResponse = z.looseObject({ button: publicPayButtonSchema });

export const payButtonGet: MethodOperation<
  z.ZodMiniObject<{ buttonId: typeof payButtonIdSchema }>,
  typeof payButtonGetResponse
> = {
  kind: 'method',
  name: PAY_BUTTON_GET,
  summary:
    'Public, no sign-in: what a payer may see of a saved button (type, item name, price or open donation, subscription ' +
    'period and count, style, logo URL, merchant name). An unknown or deleted button answers TA1 "Button not found".',
  auth: 'none',
  actingCustomer: false,
  request: z.object({ buttonId: payButtonIdSchema }),
  response: payButtonGetResponse,
};

/** Where an IPN delivery stands. `skipped`: notifications are off or no notify URL is set (the reason says which). */
export const IPN_ATTEMPT_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type IpnAttemptStatus = (typeof IPN_ATTEMPT_STATUSES)[number];

/** The payment event a notification reports. */
export const IPN_EVENTS = ['payment.completed', 'payment.pending', 'payment.declined'] as const;

export const ipnAttemptSchema = z.looseObject({
  id: z.number(),
  buttonId: z.number(),
  transactionId: z.union([z.number(), z.string()]),
  event: z.enum(IPN_EVENTS),
  /** The notify URL (the button's own, else the PBN settings'); null when none is set. */
  notifyUrl: z.nullable(z.string()),
  status: z.enum(IPN_ATTEMPT_STATUSES),
  /** The JSON body sent (or that would have been sent), exactly as signed. */
  payload: z.string(),
  /** `sha256=<hex>`: HMAC-SHA256 of the body keyed with the hex SHA-256 of the PBN secret; null without a secret. */
  signature: z.nullable(z.string()),
  /** The merchant server's HTTP status, when it answered. */
  httpStatus: z.nullable(z.number()),
  /** Why delivery failed or was skipped (timeout, refused address, notifications off ...). */
  error: z.nullable(z.string()),
  createdAt: z.string(),
  attemptedAt: z.nullable(z.string()),
  /** Deliveries tried (merchant tools; schema version 130). */
  attempts: z.optional(z.number()),
  /** The start of the merchant server's answer (at most 2000 characters). */
  responseBody: z.optional(z.nullable(z.string())),
  /** When the merchant marked it handled (merchantIpnMessageConfirm). */
  confirmedAt: z.optional(z.nullable(z.string())),
});
export type IpnAttempt = z.infer<typeof ipnAttemptSchema>;

export const merchantIpnAttemptList = {
  kind: 'method',
  name: 'merchantIpnAttemptList',
  summary:
    'Payment notifications (IPN) of the acting business, newest first (pages of at most 50): one per button payment ' +
    'event, with the signed payload, the notify URL and the delivery result.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    buttonId: z.optional(payButtonIdSchema),
    pageNumber: z.optional(z.number().check(z.positive())),
    pageSize: z.optional(z.number().check(z.positive(), z.maximum(50))),
  }),
  response: z.looseObject({ attempts: z.array(ipnAttemptSchema), total: z.number() }),
} as const satisfies MethodOperation;
