/**
 * Merchant payment buttons (spec 3 sections 2.5, 3.9 and 7.4): saved buttons (buy now, subscription, donation) with
 * their item, price, return/cancel/notify URLs, logo and style; the payment-button notification (PBN) settings with
 * their signing secret; the business's logos; and the URL check of `POST /service/check-urls` (spec 3 section 7.1).
 *
 * The rules that span several fields (an amount for buy now and subscriptions, a period for subscriptions) are here
 * as plain functions, so the client checks a button before sending it with exactly the rules the sandbox applies.
 */
import * as z from 'zod/mini';
import { amount, currencyCode, emptyRequest, visibleText } from './common';
import { BUTTON_TYPES, buttonStyleSchema, SUBSCRIPTION_PERIODS } from './button-style';
import { method, rest } from './define';
import type { ValidationError } from './envelope';
import { optionalPositivePageFields } from './paging';

export {
  BUTTON_COLORS,
  BUTTON_LABELS,
  BUTTON_SHAPES,
  BUTTON_SIZES,
  BUTTON_TYPES,
  buttonStyleSchema,
  SUBSCRIPTION_PERIODS,
  type ButtonColor,
  type ButtonLabel,
  type ButtonShape,
  type ButtonSize,
  type ButtonStyle,
  type ButtonType,
  type SubscriptionPeriod,
} from './button-style';

export const BUTTON_LIMITS = {
  itemNameMax: 127,
  itemNumberMax: 64,
  urlMax: 2048,
  /** Payments of a subscription; none means until the subscriber cancels. */
  subscriptionCountMax: 999,
  /** Largest price of a button, in the button's currency. */
  amountMax: '100000.00',
  /** Decimals of the currencies a merchant account can hold (USD, EUR, RON). */
  amountDecimals: 2,
} as const;

/** Spec 3 section 9: logo (and identity) lists are fetched 1000 at a time. */
export const LOGO_LIST_PAGE_SIZE = 1000;

/** What an uploaded logo may be: checked in the browser before the upload and again by the server. */
export const LOGO_LIMITS = {
  /** 1 MB in decimal units, as file sizes are shown (spec 2 section 9). */
  maxBytes: 1_000_000,
  /** PNG, JPEG and WebP only: SVG can carry script and is refused. */
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  nameMax: 64,
} as const;

export type LogoContentType = (typeof LOGO_LIMITS.contentTypes)[number];

/** PBN status (`statusId`): notifications on (the default, spec 3 section 9) or off. */
export const PBN_STATUS = { enabled: 1, disabled: 2 } as const;
/** Which payment events are notified (`notifyStatusId`): completed payments only (default), or every status change. */
export const PBN_NOTIFY_STATUS = { completed: 1, all: 2 } as const;

/** Why `POST /service/check-urls` refuses a URL. */
export const URL_PROBLEMS = [
  'malformed',
  'tooLong',
  'notHttp',
  'credentials',
  'privateHost',
  'singleLabelHost',
] as const;
export type UrlProblem = (typeof URL_PROBLEMS)[number];

/** Ids are whole numbers; the server refuses others as unknown ids. */
const positiveId = z.number().check(z.positive());

/** A price: a positive decimal with at most two decimals. */
const priceString = z
  .string()
  .check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'Must be an amount such as 25 or 25.50' }));

const optionalUrl = z.optional(z.nullable(z.string().check(z.maxLength(BUTTON_LIMITS.urlMax))));

/** What the merchant sends to create or change a button. */
export const buttonInputSchema = z.object({
  type: z.enum(BUTTON_TYPES),
  itemName: visibleText(BUTTON_LIMITS.itemNameMax, { min: 1 }),
  /** The merchant's own item id (SKU); text, so leading zeros stay. */
  itemNumber: z.optional(z.nullable(visibleText(BUTTON_LIMITS.itemNumberMax))),
  /** Required for buy now and subscription; optional for a donation (none: the payer chooses). */
  amount: z.optional(z.nullable(priceString)),
  currencyCode,
  subscriptionPeriod: z.optional(z.nullable(z.enum(SUBSCRIPTION_PERIODS))),
  /** Number of payments of a subscription; none: until cancelled. */
  subscriptionCount: z.optional(
    z.nullable(z.number().check(z.minimum(1), z.maximum(BUTTON_LIMITS.subscriptionCountMax))),
  ),
  returnUrl: optionalUrl,
  cancelUrl: optionalUrl,
  notifyUrl: optionalUrl,
  /** A logo of the business; none: the business's default logo (if it has one). */
  logoId: z.optional(z.nullable(positiveId)),
  style: buttonStyleSchema,
});
export type ButtonInput = z.input<typeof buttonInputSchema>;

export const savedButtonSchema = z.looseObject({
  id: z.number(),
  type: z.enum(BUTTON_TYPES),
  itemName: z.string(),
  itemNumber: z.nullable(z.string()),
  amount: z.nullable(amount),
  currencyCode: z.string(),
  subscriptionPeriod: z.nullable(z.enum(SUBSCRIPTION_PERIODS)),
  subscriptionCount: z.nullable(z.number()),
  returnUrl: z.nullable(z.string()),
  cancelUrl: z.nullable(z.string()),
  notifyUrl: z.nullable(z.string()),
  logoId: z.nullable(z.number()),
  style: buttonStyleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedButton = z.infer<typeof savedButtonSchema>;

const byButtonId = z.object({ buttonId: positiveId });
const buttonAnswer = z.looseObject({ button: savedButtonSchema });

/** The cross-field rules of a button; field names as in the request. Empty when the button is fine. */
export function buttonRuleErrors(
  input: Pick<ButtonInput, 'type' | 'amount' | 'subscriptionPeriod' | 'subscriptionCount'>,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const hasAmount = input.amount !== undefined && input.amount !== null && input.amount !== '';
  if (input.type !== 'donation' && !hasAmount)
    errors.push({ field: 'amount', description: 'Enter the price', code: 'amountRequired' });
  if (hasAmount && /^0+(\.0+)?$/.test(String(input.amount))) {
    errors.push({ field: 'amount', description: 'The amount must be more than 0', code: 'amountZero' });
  } else if (hasAmount && Number(input.amount) > Number(BUTTON_LIMITS.amountMax)) {
    errors.push({
      field: 'amount',
      description: `The amount can be at most ${BUTTON_LIMITS.amountMax}`,
      code: 'amountTooLarge',
    });
  }
  if (input.type === 'subscription' && !input.subscriptionPeriod) {
    errors.push({
      field: 'subscriptionPeriod',
      description: 'Choose how often the subscriber pays',
      code: 'periodRequired',
    });
  }
  if (
    input.subscriptionCount !== undefined &&
    input.subscriptionCount !== null &&
    !Number.isInteger(input.subscriptionCount)
  ) {
    errors.push({ field: 'subscriptionCount', description: 'Enter a whole number of payments', code: 'countRange' });
  }
  if (input.type !== 'subscription' && (input.subscriptionPeriod || input.subscriptionCount)) {
    errors.push({
      field: 'subscriptionPeriod',
      description: 'Only subscriptions have a period',
      code: 'periodNotAllowed',
    });
  }
  return errors;
}

export const merchantButtonList = method({
  name: 'merchantButtonList',
  summary: "The acting business's saved payment buttons, newest first.",
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ buttons: z.array(savedButtonSchema) }),
});

export const merchantButtonGet = method({
  name: 'merchantButtonGet',
  summary: 'One saved button. An unknown or deleted id answers TA1.',
  auth: 'bearer',
  actingCustomer: true,
  request: byButtonId,
  response: buttonAnswer,
});

export const merchantButtonCreate = method({
  name: 'merchantButtonCreate',
  summary:
    'Saves a new button (full access to the merchant area needed). Honours Idempotency-Key. Refusals answer VF with ' +
    'validationErrors carrying a code: amountRequired, amountZero, amountTooLarge, periodRequired, periodNotAllowed, ' +
    'currencyNotHeld, logoUnknown, or a URL problem of check-urls.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ button: buttonInputSchema }),
  response: buttonAnswer,
});

export const merchantButtonUpdate = method({
  name: 'merchantButtonUpdate',
  summary: 'Replaces a saved button with the given fields (same rules as create).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ buttonId: positiveId, button: buttonInputSchema }),
  response: buttonAnswer,
});

export const merchantButtonDelete = method({
  name: 'merchantButtonDelete',
  summary: 'Deletes a saved button; embedded copies of it stop rendering. Deleting it again answers TA1.',
  auth: 'bearer',
  actingCustomer: true,
  request: byButtonId,
  response: z.looseObject({ buttonId: z.number() }),
});

export const pbnSettingsSchema = z.looseObject({
  notifyUrl: z.nullable(z.string()),
  statusId: z.number(),
  notifyStatusId: z.number(),
  /** A secret exists; its value was shown once, when it was made. */
  hasSecret: z.boolean(),
  /** The last four characters of the secret, so the merchant can tell which one their server holds. */
  secretLast4: z.nullable(z.string()),
  secretCreatedAt: z.nullable(z.string()),
});
export type PbnSettings = z.infer<typeof pbnSettingsSchema>;

const settingsAnswer = z.looseObject({ settings: pbnSettingsSchema });

export const paymentButtonSettingsGet = method({
  name: 'paymentButtonSettingsGet',
  summary:
    'Payment-button notification (PBN) settings of the acting business: notify URL, status, which events, secret presence.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: settingsAnswer,
});

export const paymentButtonSettingsUpdate = method({
  name: 'paymentButtonSettingsUpdate',
  summary: 'Stores the PBN settings (full access needed). A notify URL is checked as check-urls does (VF with a code).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    notifyUrl: z.optional(z.nullable(z.string().check(z.maxLength(BUTTON_LIMITS.urlMax)))),
    /** 1 on, 2 off (PBN_STATUS). */
    statusId: z.number().check(z.minimum(PBN_STATUS.enabled), z.maximum(PBN_STATUS.disabled)),
    /** 1 completed payments only, 2 every status change (PBN_NOTIFY_STATUS). */
    notifyStatusId: z.number().check(z.minimum(PBN_NOTIFY_STATUS.completed), z.maximum(PBN_NOTIFY_STATUS.all)),
  }),
  response: settingsAnswer,
});

export const paymentButtonSettingsNewSecret = method({
  name: 'paymentButtonSettingsNewSecret',
  summary:
    'Makes a new PBN signing secret (the old one stops working) and answers it once; the server keeps only its hash.',
  auth: 'bearer',
  actingCustomer: true,
  request: emptyRequest,
  response: z.looseObject({ secret: z.string(), settings: pbnSettingsSchema }),
});

export const logoSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Address of the image (public: storefront buttons show it). */
  file: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;

const byLogoId = z.object({ logoId: positiveId });
const logoAnswer = z.looseObject({ logo: logoSchema });
const logoName = z.string().check(z.minLength(1), z.maxLength(LOGO_LIMITS.nameMax));

export const merchantLogoList = method({
  name: 'merchantLogoList',
  summary: "The acting business's logos (pages of 1000, spec 3 section 9), default first, then newest.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    ...optionalPositivePageFields(LOGO_LIST_PAGE_SIZE),
  }),
  response: z.looseObject({ logos: z.array(logoSchema), total: z.number() }),
});

export const merchantLogoCreate = method({
  name: 'merchantLogoCreate',
  summary:
    'Uploads a logo: multipart, a `data` part (JSON: name, isDefault) and a `file` part (PNG, JPEG or WebP, at most ' +
    '1 MB, checked by its bytes). The first logo becomes the default. VF codes: fileMissing, fileTooLarge, fileType.',
  auth: 'bearer',
  actingCustomer: true,
  fileParts: ['file'],
  request: z.object({
    name: logoName,
    isDefault: z.boolean(),
  }),
  response: logoAnswer,
});

export const merchantLogoGet = method({
  name: 'merchantLogoGet',
  summary: 'One logo. An unknown id answers TA1.',
  auth: 'bearer',
  actingCustomer: true,
  request: byLogoId,
  response: logoAnswer,
});

export const merchantLogoUpdate = method({
  name: 'merchantLogoUpdate',
  summary: 'Renames a logo or makes it the default (the previous default stops being it).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    logoId: positiveId,
    name: z.optional(logoName),
    /** true makes the logo the default (a default is replaced by making another one the default, not unset). */
    isDefault: z.optional(z.boolean()),
  }),
  response: logoAnswer,
});

export const merchantLogoDelete = method({
  name: 'merchantLogoDelete',
  summary: 'Deletes a logo and its file; buttons that showed it fall back to the default logo.',
  auth: 'bearer',
  actingCustomer: true,
  request: byLogoId,
  response: z.looseObject({ logoId: z.number() }),
});

export const urlCheckResultSchema = z.looseObject({
  url: z.string(),
  valid: z.boolean(),
  /** Why the URL is refused; null when it is fine. */
  problem: z.nullable(z.enum(URL_PROBLEMS)),
});
export type UrlCheckResult = z.infer<typeof urlCheckResultSchema>;

export const checkUrls = rest({
  service: 'publicApi',
  httpMethod: 'POST',
  path: '/service/check-urls',
  summary:
    'Checks URLs a merchant gives (return, cancel, notify): absolute http(s), no user or password, at most 2048 ' +
    'characters, a public host (no loopback, private, link-local or single-label names). One result per URL, in order.',
  auth: 'bearer',
  request: z.object({ urls: z.array(z.string()).check(z.minLength(1), z.maxLength(10)) }),
  response: z.looseObject({ results: z.array(urlCheckResultSchema) }),
});
