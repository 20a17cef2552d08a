/**
 * Cards (spec 2 sections 3, 4, 7 and 9; spec 1 section 2 "Cards routes"): the customer's prepaid, virtual and debit
 * cards, which are accounts of types 2006 to 2135 in the balance inquiry. The spec names the calls (pause, unpause,
 * block, set alias, reissue, upgrade shipping, activation data, activation, change PIN, show PIN, apply for card
 * info, cross-platform requirement get) and some of their fields; the rest of each shape is this product's decision
 * (docs/decisions.md, "Cards"). Card numbers, security codes and PINs travel as strings in fields whose names keep
 * them strings through the response normaliser (`cardNumber`, `securityCode`, `pinCode`).
 */
import * as z from 'zod/mini';
import { method } from './define';
import { accountId, amount, currencyCode, looseId } from './common';
import { paymentAmount } from './p2p';
import { pageFields } from './paging';
import { approvalCode } from './transaction-approval';
import { documentUpload } from './uploads';

const cardId = looseId;

/** Card account status ids (spec 2 section 4); closed accounts have status 11. */
export const CARD_STATUS = {
  submitted: 0,
  active: 2,
  canceled: 4,
  fraud: 18,
  printing: 19,
  printed: 20,
  shipped: 21,
  pending: 23,
  limited: 27,
  expired: 38,
  processing: 41,
  pendingDocuments: 65,
  paused: 71,
  closed: 11,
} as const;
export type CardStatusName = keyof typeof CARD_STATUS;

/** Page size of the card transaction (debit) history and the authorization history (spec 2 section 9). */
export const CARD_HISTORY_PAGE_SIZE = 10;

/** A card's four-digit PIN, as sent to change it. */
const pin = z.string().check(z.regex(/^\d{4}$/, { error: 'Four digits' }));

const byAccount = z.object({ accountId });
const byCard = z.object({ cardId });

/** The card status after a state change. */
const statusReply = z.looseObject({ accountId, accountStatusId: z.number() });

export const cardPause = method({
  name: 'cardPause',
  summary: 'Pauses a card (active or expired, supported products only): status 71; unpause brings it back.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: statusReply,
});

export const cardUnpause = method({
  name: 'cardUnpause',
  summary: 'Unpauses a paused card: back to active (or expired when its expiry has passed).',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: statusReply,
});

export const cardBlock = method({
  name: 'cardBlock',
  summary:
    'Blocks a card for good (status 4, canceled). Cannot be undone; the balance stays on the card account until moved by support.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: statusReply,
});

export const cardSetAlias = method({
  name: 'cardSetAlias',
  summary: 'Renames a virtual card (its alias, up to 30 characters; empty clears it).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId, cardAliasName: z.string().check(z.maxLength(30)) }),
  response: z.looseObject({ accountId, cardAliasName: z.nullable(z.string()) }),
});

export const cardReissue = method({
  name: 'cardReissue',
  summary:
    'Orders a replacement of an expired physical card, optionally by express shipping; the reissue status is then 0 (submitted).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId, isExpressShipping: z.boolean() }),
  response: z.looseObject({ accountId, cardReissuedStatusId: z.number(), shippingType: z.string() }),
});

export const cardUpgradeShipping = method({
  name: 'cardUpgradeShipping',
  summary:
    'Upgrades the shipping of a physical card that has not left yet (submitted, printing or printed) to express.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({ accountId, shippingType: z.string() }),
});

export const activationParamSchema = z.looseObject({
  key: z.string(),
  /** A hint of what to enter, in English (the client has its own texts per key). */
  label: z.string(),
  /** A regular expression the value must match. */
  pattern: z.string(),
});

export const cardActivationData = method({
  name: 'cardActivationData',
  summary:
    'What activating a shipped card asks: extra params (such as the last four digits printed on it), the activation fee and its currency.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({ extraParams: z.array(activationParamSchema), fee: amount, feeCurrencyCode: currencyCode }),
});

export const cardActivation = method({
  name: 'cardActivation',
  summary:
    'Activates a shipped card: checks the extra params, charges the activation fee to feeAccountId (same currency) and returns the new PIN.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId, extraParams: z.record(z.string(), z.string()), feeAccountId: accountId }),
  response: z.looseObject({ accountId, accountStatusId: z.number(), pinCode: z.string() }),
});

export const cardChangePin = method({
  name: 'cardChangePin',
  summary:
    'Sets a new PIN: pin and pinRepeat must match, four digits, not all equal, not a sequence; confirm must be true.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId, confirm: z.boolean(), pin, pinRepeat: pin }),
  response: z.looseObject({ accountId }),
});

export const cardShowPin = method({
  name: 'cardShowPin',
  summary: "The card's PIN, for showing on demand (never on fraud cards).",
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({ pinCode: z.string() }),
});

/**
 * "Get PIN" beside "show PIN" (spec 2 section 7): the PIN is sent to the phone on file by SMS (to the e-mail when the
 * customer has no phone) instead of being shown on the screen (docs/decisions.md, "Get PIN").
 */
export const cardGetPin = method({
  name: 'cardGetPin',
  summary:
    "Sends the card's PIN by SMS to the phone on file (e-mail without one), for a customer who would rather not show it " +
    'on the screen (never on fraud cards).',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({
    channel: z.enum(['sms', 'email']),
    /** Where the PIN went, masked. */
    sentTo: z.string(),
  }),
});

export const cardDetailsApprovalStart = method({
  name: 'cardDetailsApprovalStart',
  summary:
    "Sends a code by the user's approval mode (SMS, authenticator app, else e-mail) that cardDetailsGet takes: the full " +
    'card details are shown only after it. A code works for 5 minutes and once.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({
    approvalId: z.number(),
    channel: z.enum(['sms', 'otp', 'email']),
    /** Where the code went, masked (null for the authenticator app). */
    approvalSentTo: z.nullable(z.string()),
  }),
});

export const cardDetailsGet = method({
  name: 'cardDetailsGet',
  summary:
    'The full card details for online use: number, security code, expiry and the name on the card, for the code of a ' +
    'cardDetailsApprovalStart (spent by this call; a wrong code answers VF on approvalCode).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    accountId,
    approvalId: z.number().check(z.int(), z.positive()),
    approvalCode,
  }),
  response: z.looseObject({
    cardNumber: z.string(),
    securityCode: z.string(),
    cardExpiryMonth: z.number(),
    cardExpiryYear: z.number(),
    holderName: z.string(),
  }),
});

export const cardBalanceGet = method({
  name: 'cardBalanceGet',
  summary:
    "A card's balance as the card network sees it now: available, pending (authorized, not settled) and the currency.",
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({ balance: amount, pendingAmount: amount, availableBalance: amount, currencyCode }),
});

export const cardEnrol = method({
  name: 'cardEnrol',
  summary:
    'Enrols an active card in 3-D Secure: online payments are then confirmed with a code sent to the phone on file.',
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({ accountId, enrolled: z.boolean(), phoneMasked: z.string() }),
});

export const cardExtrasGet = method({
  name: 'cardExtrasGet',
  summary:
    "A card's facts beyond the balance inquiry: shipping type, 3-D Secure enrolment, whether the product can be paused.",
  auth: 'bearer',
  actingCustomer: true,
  request: byAccount,
  response: z.looseObject({
    accountId,
    shippingType: z.nullable(z.string()),
    enrolled: z.boolean(),
    pauseSupported: z.boolean(),
    productName: z.string(),
  }),
});

const loadRequest = z.object({ fromAccountId: accountId, toAccountId: accountId, amount: paymentAmount });

export const cardLoadQuote = method({
  name: 'cardLoadQuote',
  summary:
    'What loading a prepaid card costs: the fee and total charged to the source account (same currency as the card).',
  auth: 'bearer',
  actingCustomer: true,
  request: loadRequest,
  response: z.looseObject({
    amount,
    fee: amount,
    totalDebit: amount,
    currencyCode,
    exchangeRate: amount,
    toAmount: amount,
  }),
});

export const cardLoad = method({
  name: 'cardLoad',
  summary:
    "Loads a prepaid card from one of the customer's accounts (transferMoney permission). Honours Idempotency-Key: a retry books once.",
  auth: 'bearer',
  actingCustomer: true,
  request: loadRequest,
  response: z.looseObject({
    transactionId: looseId,
    reference: z.string(),
    createdAt: z.string(),
    amount,
    fee: amount,
    totalDebit: amount,
    currencyCode,
    toAmount: amount,
  }),
});

export const cardTransactionSchema = z.looseObject({
  id: looseId,
  date: z.string(),
  description: z.string(),
  /** Signed: negative leaves the card. */
  amount,
  currencyCode,
  kind: z.string(),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

/** The card histories' pages: at most 50 entries. */
const historyPaging = pageFields(50);
const historyRequest = z.object({ accountId, ...historyPaging });

export const cardDebitHistory = method({
  name: 'cardDebitHistory',
  summary: "A card's booked transactions (loads, purchases, fees), newest first, in pages (10 in the portal).",
  auth: 'bearer',
  actingCustomer: true,
  request: historyRequest,
  response: z.looseObject({ transactions: z.array(cardTransactionSchema), total: z.number() }),
});

export const AUTHORIZATION_STATUSES = ['pending', 'settled', 'declined', 'reversed'] as const;

export const cardAuthorizationSchema = z.looseObject({
  id: looseId,
  date: z.string(),
  merchantName: z.string(),
  amount,
  currencyCode,
  status: z.enum(AUTHORIZATION_STATUSES),
  /** Why a declined authorization was declined, in English. */
  declineReason: z.optional(z.nullable(z.string())),
});
export type CardAuthorization = z.infer<typeof cardAuthorizationSchema>;

export const cardAuthorizationHistory = method({
  name: 'cardAuthorizationHistory',
  summary:
    "A card's authorizations (holds from merchants, settled, declined or reversed), newest first, in pages (10 in the portal).",
  auth: 'bearer',
  actingCustomer: true,
  request: historyRequest,
  response: z.looseObject({ authorizations: z.array(cardAuthorizationSchema), total: z.number() }),
});

export const currentAccountAuthorizationHistory = method({
  name: 'currentAccountAuthorizationHistory',
  summary:
    'The current account authorization list (spec 3 section 7.6): holds of the debit cards that draw on a current ' +
    'account, newest first, filtered by status, in pages (10 in the portal); each names its card (masked).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    accountId,
    status: z.optional(z.enum(AUTHORIZATION_STATUSES)),
    ...historyPaging,
  }),
  response: z.looseObject({
    authorizations: z.array(z.extend(cardAuthorizationSchema, { cardNumber: z.string() })),
    total: z.number(),
  }),
});

export const shippingOptionSchema = z.looseObject({
  id: z.number(),
  /** standard, express or courier. */
  type: z.string(),
  fee: amount,
  /** Working days: a range as text ("5-7") or one number (1). */
  deliveryTime: z.union([z.string(), z.number()]),
  /** Why the option cannot be chosen now (codes: notAvailableInCountry, addressNotConfirmed, ...); empty when it can. */
  disabledReasons: z.array(z.string()),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const cardProductSchema = z.looseObject({
  productId: z.number(),
  name: z.string(),
  /** The card account type it opens (2006 to 2135). */
  type: z.number(),
  /** Card product subtype: 1 prepaid, 2 debit. */
  subType: z.number(),
  isVirtual: z.boolean(),
  currencyCode,
  fees: z.looseObject({ annual: amount, issue: amount, monthly: amount, currency: currencyCode }),
  shippingOptions: z.array(shippingOptionSchema),
});
export type CardProduct = z.infer<typeof cardProductSchema>;

export const applyForCardInfo = method({
  name: 'applyForCardInfo',
  summary:
    "The card products on offer in a country (default: the customer's residence), with their fees and shipping options.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))) }),
  response: z.looseObject({
    countryCode: z.string(),
    countries: z.array(z.string()),
    products: z.array(cardProductSchema),
  }),
});

export const cardOrder = method({
  name: 'cardOrder',
  summary:
    'Starts an order for a card product (shipping option required for physical cards); nothing is charged until it is confirmed.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ productId: z.number(), countryCode: z.string(), shippingOptionId: z.optional(z.number()) }),
  response: z.looseObject({ cardId }),
});

export const CARD_ORDER_STATES = ['draft', 'confirmed'] as const;

export const cardConfirmInfo = method({
  name: 'cardConfirmInfo',
  summary:
    'An order to confirm: product, shipping, what is charged now (issue fee + shipping) and the accounts that can pay it.',
  auth: 'bearer',
  actingCustomer: true,
  request: byCard,
  response: z.looseObject({
    cardId,
    state: z.enum(CARD_ORDER_STATES),
    product: cardProductSchema,
    shippingOption: z.nullable(shippingOptionSchema),
    /** Issue fee plus shipping, in the product's fee currency. */
    totalDue: amount,
    currencyCode,
    /** The card account once confirmed. */
    accountId: z.nullable(accountId),
  }),
});

export const requirementSchema = z.looseObject({
  /** Document type (spec 3 document types): 1 passport, 2 identity card, 3 proof of address, ... */
  documentType: z.number(),
  /** Why the issuer needs it, in English. */
  description: z.string(),
  /** missing, uploaded (waiting for review) or accepted. */
  status: z.enum(['missing', 'uploaded', 'accepted']),
  fileName: z.optional(z.nullable(z.string())),
});
export type CardRequirement = z.infer<typeof requirementSchema>;

const requirementsAnswer = z.looseObject({ requirements: z.array(requirementSchema) });

export const crossPlatformRequirementGet = method({
  name: 'crossPlatformRequirementGet',
  summary: 'Documents the card issuer needs for an order before it can be confirmed (empty when none).',
  auth: 'bearer',
  actingCustomer: true,
  request: byCard,
  response: requirementsAnswer,
});

export const crossPlatformRequirementUpload = documentUpload({
  name: 'crossPlatformRequirementUpload',
  summary:
    'Uploads a document a card order needs (multipart: data part plus mainDocument; PDF, JPEG or PNG up to 10 MB).',
  request: z.object({ cardId, documentType: z.number() }),
  response: requirementsAnswer,
});

export const cardConfirm = method({
  name: 'cardConfirm',
  summary:
    'Confirms an order: charges the total due to feeAccountId and opens the card account. Honours Idempotency-Key.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ cardId, feeAccountId: accountId }),
  response: z.looseObject({
    accountId,
    accountStatusId: z.number(),
    reference: z.string(),
    charged: amount,
    currencyCode,
    createdAt: z.string(),
  }),
});
