/**
 * News and the notification centre (spec 1 section 4 "After login" and "Real-time notifications"; spec 3 sections
 * 2.6, 3.11, 4.6 and 9). News items carry a per-user read flag; some must be accepted or declined (confirmation
 * news), and the decision is stored per user. The notification centre keeps every notice the realtime channel
 * delivered, pages of 25; the notification settings say which channels and which notice groups are on.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { emptyRequest } from './common';
import { positiveId } from './ids';
import { pageFields } from './paging';
import { TRANSACTION_NOTIFICATION_TYPES } from './p2p';
import { APPROVAL_REQUEST_NOTIFICATION_TYPES } from './approvals';
import { NOTIFICATION_SEVERITIES } from './realtime';

/** Notice types of spec 3 section 3.11. */
export const NOTIFICATION_TYPES = [
  'info',
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  'cardClosed',
] as const;

/** Revenue-split contract notice types (spec 3 section 3.11, `scContract...`). */
export const CONTRACT_NOTIFICATION_TYPES = [
  'scContractSigned',
  'scContractRejected',
  'scContractCancelled',
  'scContractCreated',
  'scContractTerminated',
  'scContractTerminationRequest',
  'scContractTerminationCancelled',
  'scContractSignerIdentified',
  'scContractSignerIdentificationLoaded',
  'scContractSignerIdentificationFailed',
] as const;

/**
 * A news item was published for the user: the client reloads its news (the unread badge). The spec names no news
 * notice; docs/decisions.md ("News unread badge") records this one.
 */
export const NEWS_NOTIFICATION_TYPES = ['newsPublished'] as const;

/**
 * An external transfer the payout network returned after it was booked (money and fee back in the account). The
 * spec names no such notice; docs/decisions.md ("Texts a customer still read in English") records it. Its data:
 * `transferId`, `amount` and `currency` (what was sent), `beneficiaryName`, `reason` (English or typed by the bank)
 * and, when the sandbox gave its own reason, `reasonCode`.
 */
export const TRANSFER_NOTIFICATION_TYPES = ['externalTransferRejected'] as const;

/** Session events the realtime channel also carries (spec 1 section 4 "Real-time notifications"). */
export const SESSION_NOTIFICATION_TYPES = ['TwoStepVerificationModeSet', 'PasswordChange'] as const;

/**
 * A payment's push approval decided on the user's device (they carry the transaction id: spec 1 section 4, "A
 * notification carrying a transaction id resolves a pending transaction confirmation").
 */
export const TRANSACTION_EVENT_TYPES = [
  TRANSACTION_NOTIFICATION_TYPES.approved,
  TRANSACTION_NOTIFICATION_TYPES.declined,
] as const;

export const ALL_NOTIFICATION_TYPES = [
  ...NOTIFICATION_TYPES,
  ...NEWS_NOTIFICATION_TYPES,
  ...TRANSFER_NOTIFICATION_TYPES,
  ...CONTRACT_NOTIFICATION_TYPES,
  ...SESSION_NOTIFICATION_TYPES,
  ...TRANSACTION_EVENT_TYPES,
  ...APPROVAL_REQUEST_NOTIFICATION_TYPES,
] as const;
export type NotificationType = (typeof ALL_NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (ALL_NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Page size of the notification centre (spec 3 section 9). */
export const NOTIFICATION_PAGE_SIZE = 25;

/** A page of the notification centre or of the news: at most 100 entries. */
const pageRequest = z.object(pageFields(100));

/** A notice kept in the centre. `type` stays open: a type this client does not know shows its server text. */
export const storedNotificationSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  title: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

export const notificationList = method({
  name: 'notificationList',
  summary:
    "The signed-in user's notification centre, newest first: one page (pageNumber from 1, pageSize 25), total and unread count.",
  auth: 'bearer',
  request: pageRequest,
  response: z.looseObject({ notifications: z.array(storedNotificationSchema), total: z.number(), unread: z.number() }),
});

export const notificationMarkRead = method({
  name: 'notificationMarkRead',
  summary: 'Marks the given notices (or, with all: true, every notice) read; answers the unread count left.',
  auth: 'bearer',
  request: z.object({ ids: z.optional(z.array(z.union([z.string(), z.number()]))), all: z.optional(z.boolean()) }),
  response: z.looseObject({ unread: z.number() }),
});

/** Channels a notice can reach the user on. In-app (the centre and toasts) is always on. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Groups of notice types the user can switch off (security notices are always sent). */
export const NOTIFICATION_GROUPS = ['documents', 'transfers', 'contracts', 'support', 'cards', 'news'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const notificationSettingsSchema = z.object({
  channels: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
  groups: z.object({
    documents: z.boolean(),
    transfers: z.boolean(),
    contracts: z.boolean(),
    support: z.boolean(),
    cards: z.boolean(),
    news: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const settingsAnswer = z.looseObject({ settings: notificationSettingsSchema });

export const notificationSettingsGet = method({
  name: 'notificationSettingsGet',
  summary: 'Which channels (email, sms, push) and which notice groups are on for the signed-in user.',
  auth: 'bearer',
  request: emptyRequest,
  response: settingsAnswer,
});

export const notificationSettingsUpdate = method({
  name: 'notificationSettingsUpdate',
  summary:
    'Stores the notification settings. SMS needs a phone number on file (VF with validationErrors on settings.channels.sms otherwise).',
  auth: 'bearer',
  request: z.object({ settings: notificationSettingsSchema }),
  response: settingsAnswer,
});

/** The user's answer to a confirmation news item; null while not given (or for plain news). */
export const NEWS_DECISIONS = ['accepted', 'declined'] as const;
export type NewsDecision = (typeof NEWS_DECISIONS)[number];

export const newsItemSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
  /** The item must be accepted or declined before the user goes on (shown after login). */
  requiresConfirmation: z.boolean(),
  decision: z.nullable(z.enum(NEWS_DECISIONS)),
  decidedAt: z.nullable(z.string()),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** One news item. */
const byNewsId = z.object({ newsId: positiveId });
const newsAnswer = z.looseObject({ news: newsItemSchema });

export const newsList = method({
  name: 'newsList',
  summary: 'Recent news for the signed-in user, newest first (pageNumber from 1), with total and unread count.',
  auth: 'bearer',
  request: pageRequest,
  response: z.looseObject({ news: z.array(newsItemSchema), total: z.number(), unread: z.number() }),
});

export const newsGet = method({
  name: 'newsGet',
  summary: 'One news item. An unknown id answers TA1.',
  auth: 'bearer',
  request: byNewsId,
  response: newsAnswer,
});

export const newsMarkRead = method({
  name: 'newsMarkRead',
  summary: 'Marks a news item read for the signed-in user; answers the item and the unread count left.',
  auth: 'bearer',
  request: byNewsId,
  response: z.looseObject({ news: newsItemSchema, unread: z.number() }),
});

export const newsConfirmationList = method({
  name: 'newsConfirmationList',
  summary: 'Confirmation news the signed-in user has not accepted or declined yet, oldest first.',
  auth: 'bearer',
  request: emptyRequest,
  response: z.looseObject({ news: z.array(newsItemSchema) }),
});

export const newsConfirmationDecide = method({
  name: 'newsConfirmationDecide',
  summary: "Stores the user's decision on a confirmation news item (once; a second, different decision answers TA1).",
  auth: 'bearer',
  request: z.object({ newsId: positiveId, decision: z.enum(NEWS_DECISIONS) }),
  response: newsAnswer,
});
