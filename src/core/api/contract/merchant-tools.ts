/**
 * Merchant tools (spec 3 sections 2.5, 3.9, 7.4, 8 and 9): API keys, the allowed IP addresses of API-key calls, the
 * API request log, webhooks with their request log and ping, payment notifications (IPN) to read and confirm,
 * subscribers and their installments, identity verification requests and the reputation search.
 *
 * Managing keys, IPs and webhooks is the bank's public API (`public-api/...`, bearer token, the acting business in
 * `X-Customer-Id`). The merchant's own server calls the small API-key API (`public-api/v1/...`) with the key in the
 * `X-Api-Key` header; those calls are logged, checked against the allowed IPs and need no bearer token.
 */
import * as z from 'zod/mini';
import { amount, currencyCode, emptyRequest, visibleText } from './common';
import { method, rest } from './define';
import { optionalPositivePageFields } from './paging';
import { ipnAttemptSchema } from './pay-button';

/** Spec 3 section 9. */
export const MERCHANT_TOOLS_PAGES = {
  webhookRequests: 20,
  subscribers: 50,
  reputation: 100,
  notifications: 25,
  identities: 1000,
} as const;

export const MERCHANT_TOOLS_LIMITS = { nameMax: 64, urlMax: 2048, queryMax: 100 } as const;

/** The header the merchant's server sends its API key in. */
export const API_KEY_HEADER = 'X-Api-Key';
/** Webhook calls carry `sha256=<hex>`: HMAC-SHA256 of the exact body, keyed with the webhook's secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Wallet-Signature';
/** Failed webhook calls are tried again after these delays (seconds), then given up. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 120, 600, 3600] as const;

const name = visibleText(MERCHANT_TOOLS_LIMITS.nameMax, { trim: true, min: 1 });
/** Path ids arrive as text; whole positive numbers only. */
const pathId = z.string().check(z.regex(/^[1-9]\d{0,15}$/));
/** A date (YYYY-MM-DD) of a filter, inclusive. */
const filterDate = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A webhook's address (a public http(s) URL, checked as check-urls does). */
const webhookUrl = z.string().check(z.trim(), z.minLength(1), z.maxLength(MERCHANT_TOOLS_LIMITS.urlMax));
/** One entry (an API key, an allowed address, a webhook) by its path id, and what deleting it answers. */
const byPathId = z.object({ id: pathId });
const deletedAnswer = z.looseObject({ id: z.number() });
/** A business account (fees are paid from it), and an e-mail address as typed (trimmed). */
const businessAccountId = z.number().check(z.positive());
const typedEmail = z.string().check(z.trim(), z.email());

export const apiKeySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  /** The key's first characters, so the merchant can tell keys apart (the whole key is shown once). */
  keyHint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const publicApi = { service: 'publicApi', auth: 'bearer', actingCustomerHeader: true } as const;

export const merchantApiKeyList = rest({
  ...publicApi,
  httpMethod: 'GET',
  path: '/public-api/apikey',
  summary: "The acting business's API keys, newest first (full access to the merchant area needed).",
  request: emptyRequest,
  response: z.looseObject({ apiKeys: z.array(apiKeySchema) }),
});

export const merchantApiKeyCreate = rest({
  ...publicApi,
  httpMethod: 'POST',
  path: '/public-api/apikey',
  summary: 'Makes an API key and answers its secret once (the server keeps only a hash).',
  request: z.object({ name }),
  response: z.looseObject({ apiKey: apiKeySchema, secret: z.string() }),
});

export const merchantApiKeyUpdate = rest({
  ...publicApi,
  httpMethod: 'PUT',
  path: '/public-api/apikey/:id',
  summary: 'Renames an API key or turns it on or off (a key that is off is refused with 401).',
  request: z.object({ id: pathId, name: z.optional(name), enabled: z.optional(z.boolean()) }),
  response: z.looseObject({ apiKey: apiKeySchema }),
});

export const merchantApiKeyDelete = rest({
  ...publicApi,
  httpMethod: 'DELETE',
  path: '/public-api/apikey/:id',
  summary: 'Deletes an API key; its log stays.',
  request: byPathId,
  response: deletedAnswer,
});

export const allowedIpSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  ipFrom: z.string(),
  /** The end of a range; null for a single address. */
  ipTo: z.nullable(z.string()),
});
export type AllowedIp = z.infer<typeof allowedIpSchema>;

const allowedIpAnswer = z.looseObject({ allowedIp: allowedIpSchema });

const allowedIpInput = {
  name,
  ipFrom: z.string().check(z.trim(), z.minLength(1)),
  ipTo: z.optional(z.nullable(z.string())),
  enabled: z.boolean(),
};

export const merchantAllowedIpList = rest({
  ...publicApi,
  httpMethod: 'GET',
  path: '/public-api/allowedip',
  summary: 'Addresses API keys may be used from. With at least one entry on, calls from other addresses answer 403.',
  request: emptyRequest,
  response: z.looseObject({ allowedIps: z.array(allowedIpSchema), currentIp: z.string() }),
});

export const merchantAllowedIpCreate = rest({
  ...publicApi,
  httpMethod: 'POST',
  path: '/public-api/allowedip',
  summary: 'Adds an address or a range (IPv4 or IPv6). A bad address answers 400 with validationErrors.',
  request: z.object(allowedIpInput),
  response: allowedIpAnswer,
});

export const merchantAllowedIpUpdate = rest({
  ...publicApi,
  httpMethod: 'PUT',
  path: '/public-api/allowedip/:id',
  summary: 'Changes an allowed address or range.',
  request: z.object({ id: pathId, ...allowedIpInput }),
  response: allowedIpAnswer,
});

export const merchantAllowedIpDelete = rest({
  ...publicApi,
  httpMethod: 'DELETE',
  path: '/public-api/allowedip/:id',
  summary: 'Deletes an allowed address or range.',
  request: byPathId,
  response: deletedAnswer,
});

export const apiRequestSchema = z.looseObject({
  id: z.number(),
  apiKeyId: z.nullable(z.number()),
  apiKeyName: z.nullable(z.string()),
  httpMethod: z.string(),
  path: z.string(),
  /** The HTTP status answered. */
  status: z.number(),
  /** The caller's address. */
  ip: z.string(),
  /** Why the call was refused; null when it was served. */
  errorText: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ApiRequest = z.infer<typeof apiRequestSchema>;

export const merchantApiRequestList = rest({
  ...publicApi,
  httpMethod: 'GET',
  path: '/public-api/apirequest',
  summary:
    "Calls made with the business's API keys, newest first (at most 500): by key and date range (UTC days, inclusive).",
  request: z.object({ apiKeyId: z.optional(pathId), fromDate: filterDate, toDate: filterDate }),
  response: z.looseObject({ requests: z.array(apiRequestSchema) }),
});

export const webhookSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  url: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

const webhookInput = {
  name,
  url: webhookUrl,
  enabled: z.boolean(),
};

export const merchantWebhookList = rest({
  ...publicApi,
  httpMethod: 'GET',
  path: '/public-api/webhook',
  summary: "The business's webhooks: each enabled one receives every button payment event, signed with its secret.",
  request: emptyRequest,
  response: z.looseObject({ webhooks: z.array(webhookSchema) }),
});

export const merchantWebhookCreate = rest({
  ...publicApi,
  httpMethod: 'POST',
  path: '/public-api/webhook',
  summary: 'Adds a webhook (a public http(s) URL, checked as check-urls does) and answers its signing secret once.',
  request: z.object(webhookInput),
  response: z.looseObject({ webhook: webhookSchema, secret: z.string() }),
});

export const merchantWebhookUpdate = rest({
  ...publicApi,
  httpMethod: 'PUT',
  path: '/public-api/webhook/:id',
  summary: 'Changes a webhook (the secret stays).',
  request: z.object({ id: pathId, ...webhookInput }),
  response: z.looseObject({ webhook: webhookSchema }),
});

export const merchantWebhookDelete = rest({
  ...publicApi,
  httpMethod: 'DELETE',
  path: '/public-api/webhook/:id',
  summary: 'Deletes a webhook; calls not yet delivered are given up, its log stays.',
  request: byPathId,
  response: deletedAnswer,
});

export const merchantWebhookPing = rest({
  ...publicApi,
  httpMethod: 'POST',
  path: '/public-api/webhook/ping',
  summary:
    'Sends a `ping` event to a URL (public http(s) only) and answers how it went; logged like every webhook call.',
  request: z.object({ url: webhookUrl }),
  response: z.looseObject({
    delivered: z.boolean(),
    httpStatus: z.nullable(z.number()),
    errorText: z.nullable(z.string()),
  }),
});

export const WEBHOOK_REQUEST_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookRequestStatus = (typeof WEBHOOK_REQUEST_STATUSES)[number];

export const webhookRequestSchema = z.looseObject({
  id: z.number(),
  webhookId: z.nullable(z.number()),
  webhookName: z.nullable(z.string()),
  url: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_REQUEST_STATUSES),
  attempts: z.number(),
  httpStatus: z.nullable(z.number()),
  errorText: z.nullable(z.string()),
  /** The JSON body sent, exactly as signed. */
  payload: z.string(),
  /** `sha256=<hex>`; null for a ping, which has no secret. */
  signature: z.nullable(z.string()),
  createdAt: z.string(),
  nextAttemptAt: z.nullable(z.string()),
});
export type WebhookRequest = z.infer<typeof webhookRequestSchema>;

export const merchantWebhookRequestList = rest({
  ...publicApi,
  httpMethod: 'GET',
  path: '/public-api/webhookRequest',
  summary:
    'Webhook calls, newest first, 20 a page: a query (URL, event or webhook name), dates (UTC days, inclusive) and a ' +
    'cursor (`nextCursor` / `prevCursor` of the previous answer).',
  request: z.object({
    query: z.optional(z.string().check(z.maxLength(MERCHANT_TOOLS_LIMITS.queryMax))),
    fromDate: filterDate,
    toDate: filterDate,
    cursor: z.optional(z.string().check(z.regex(/^[ab]\d{1,16}$/))),
    limit: z.optional(z.string().check(z.regex(/^([1-9]|1\d|20)$/))),
  }),
  response: z.looseObject({
    requests: z.array(webhookRequestSchema),
    nextCursor: z.nullable(z.string()),
    prevCursor: z.nullable(z.string()),
  }),
});

/** What the merchant's server calls with an API key. */
export const apiPaymentSchema = z.looseObject({
  transactionId: z.number(),
  buttonId: z.number(),
  itemName: z.string(),
  amount,
  currencyCode: z.string(),
  status: z.string(),
  payerEmail: z.nullable(z.string()),
  createdAt: z.string(),
});

const apiKeyAuth = { service: 'publicApi', auth: 'none' } as const;

export const publicApiPaymentList = rest({
  ...apiKeyAuth,
  httpMethod: 'GET',
  path: '/public-api/v1/payments',
  summary: `API key (${API_KEY_HEADER} header): the business's button payments, newest first (at most 100). 401 for a missing, unknown or disabled key, 403 from an address not allowed.`,
  request: emptyRequest,
  response: z.looseObject({ payments: z.array(apiPaymentSchema) }),
});

export const publicApiButtonCreate = rest({
  ...apiKeyAuth,
  httpMethod: 'POST',
  path: '/public-api/v1/buttons',
  summary: `API key (${API_KEY_HEADER} header): makes a buy-now button (item name, price, currency) and answers its id.`,
  request: z.object({
    itemName: visibleText(127, { min: 1 }),
    amount: z.string().check(z.regex(/^\d{1,6}(\.\d{1,2})?$/)),
    currencyCode,
  }),
  response: z.looseObject({ buttonId: z.number(), itemName: z.string(), amount, currencyCode: z.string() }),
});

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'completed', 'declined', 'cancelled'] as const;

export const subscriberSchema = z.looseObject({
  subscriptionId: z.number(),
  buttonId: z.number(),
  itemName: z.string(),
  subscriberName: z.string(),
  subscriberEmail: z.string(),
  amount,
  currencyCode: z.string(),
  period: z.string(),
  paymentsTotal: z.nullable(z.number()),
  paymentsMade: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  nextPaymentDate: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const merchantSubscriberList = method({
  name: 'merchantSubscriberList',
  summary: "Subscriptions started with the business's subscription buttons, newest first (pages of 50).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(optionalPositivePageFields(MERCHANT_TOOLS_PAGES.subscribers)),
  response: z.looseObject({ subscribers: z.array(subscriberSchema), total: z.number() }),
});

export const merchantSubscriptionCancel = method({
  name: 'merchantSubscriptionCancel',
  summary:
    'Cancels a pending or active subscription: no further payments are taken (full access needed). Others answer TA1.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ subscriptionId: z.number().check(z.positive()) }),
  response: z.looseObject({ subscriber: subscriberSchema }),
});

export const installmentSchema = z.looseObject({
  transactionId: z.number(),
  subscriptionId: z.number(),
  itemName: z.string(),
  subscriberEmail: z.string(),
  amount,
  currencyCode: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const merchantInstallmentList = method({
  name: 'merchantInstallmentList',
  summary: "Payments taken for subscriptions (all, or one subscription's), newest first.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ subscriptionId: z.optional(z.number().check(z.positive())) }),
  response: z.looseObject({ installments: z.array(installmentSchema) }),
});

export const merchantIdentityFeeGet = method({
  name: 'merchantIdentityFeeGet',
  summary: 'The fee of one identity verification request when paid from this account of the business.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId: businessAccountId }),
  response: z.looseObject({ fee: z.looseObject({ amount, currencyCode: z.string() }) }),
});

export const IDENTITY_REQUEST_STATUSES = ['sent', 'completed', 'expired'] as const;

export const identityRequestSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  personName: z.string(),
  status: z.enum(IDENTITY_REQUEST_STATUSES),
  feeAmount: amount,
  currencyCode: z.string(),
  /** The ledger reference of the fee. */
  reference: z.string(),
  createdAt: z.string(),
});
export type IdentityRequest = z.infer<typeof identityRequestSchema>;

export const merchantIdentityCreate = method({
  name: 'merchantIdentityCreate',
  summary:
    'Asks a person (by e-mail) to verify their identity; the fee is taken from the account (full access needed). ' +
    'Honours Idempotency-Key: the same key books the fee once.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    accountId: businessAccountId,
    email: typedEmail,
    personName: name,
  }),
  response: z.looseObject({ request: identityRequestSchema }),
});

export const merchantIdentityList = method({
  name: 'merchantIdentityList',
  summary: 'Identity verification requests of the business, newest first (pages of 1000).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object(optionalPositivePageFields(MERCHANT_TOOLS_PAGES.identities)),
  response: z.looseObject({ requests: z.array(identityRequestSchema), total: z.number() }),
});

export const reputationEntrySchema = z.looseObject({
  transactionId: z.number(),
  itemName: z.string(),
  amount,
  currencyCode: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const merchantReputationList = method({
  name: 'merchantReputationList',
  summary:
    'What the business knows of a payer, by e-mail (trimmed, any case): their button payments to it, newest first ' +
    '(pages of 100), and a summary.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    type: z.literal('reputation'),
    email: typedEmail,
    ...optionalPositivePageFields(MERCHANT_TOOLS_PAGES.reputation),
  }),
  response: z.looseObject({
    entries: z.array(reputationEntrySchema),
    total: z.number(),
    summary: z.looseObject({
      completed: z.number(),
      declined: z.number(),
      cancelledSubscriptions: z.number(),
      knownCustomer: z.boolean(),
    }),
  }),
});

/** One payment notification, by id. */
const byIpnMessage = z.object({ id: z.number().check(z.positive()) });
const ipnMessageAnswer = z.looseObject({ message: ipnAttemptSchema });

export const merchantIpnMessageGet = method({
  name: 'merchantIpnMessageGet',
  summary: "One payment notification with its payload, delivery attempts and the merchant server's answer.",
  auth: 'bearer',
  actingCustomer: true,
  request: byIpnMessage,
  response: ipnMessageAnswer,
});

export const merchantIpnMessageConfirm = method({
  name: 'merchantIpnMessageConfirm',
  summary:
    'Marks a payment notification as handled by the merchant (full access needed). Confirming again keeps the first time.',
  auth: 'bearer',
  actingCustomer: true,
  request: byIpnMessage,
  response: ipnMessageAnswer,
});
