/**
 * Whether and where a notice goes, by the user's notification settings: a group switched off delivers nothing
 * (no centre entry, no copy), a channel switched off gets no copy. Security and service notices (password, two-step
 * mode, username, terms, plain info) belong to no group: they always reach the centre, and the flows that raise them
 * send their own e-mails. Transaction events still reach
 * the open sessions: they answer a confirmation the user is waiting for on screen.
 */
import type Database from 'better-sqlite3';
import { APPROVAL_REQUEST_NOTIFICATION_TYPES } from '../../src/core/api/contract/approvals';
import {
  CONTRACT_NOTIFICATION_TYPES,
  TRANSACTION_EVENT_TYPES,
  type NotificationGroup,
  type NotificationSettings,
} from '../../src/core/api/contract/news-notifications';
import type { RealtimeNotification } from '../../src/core/api/contract/realtime';
import { sendMessage } from './outbox';
import { fullPhone, findUserById, type UserRow } from './users';

const GROUP_OF_TYPE: Readonly<Record<string, NotificationGroup>> = {
  documentFailed: 'documents',
  documentRejected: 'documents',
  documentExpired: 'documents',
  documentExpSoon: 'documents',
  batchPartially: 'transfers',
  externalTransferRejected: 'transfers',
  ...Object.fromEntries(TRANSACTION_EVENT_TYPES.map((type) => [type, 'transfers'])),
  ...Object.fromEntries(APPROVAL_REQUEST_NOTIFICATION_TYPES.map((type) => [type, 'transfers'])),
  ...Object.fromEntries(CONTRACT_NOTIFICATION_TYPES.map((type) => [type, 'contracts'])),
  zohoNewMessage: 'support',
  zohoClosedNoReply: 'support',
  cardClosed: 'cards',
  newsPublished: 'news',
};

/** The group a notice type belongs to; null for notices that are always delivered. */
export function noticeGroupOf(type: string): NotificationGroup | null {
  return GROUP_OF_TYPE[type] ?? null;
}

export interface DeliveryPlan {
  /** Stored in the centre and pushed to the open sessions. */
  inApp: boolean;
  /** Pushed to the open sessions even when not stored (transaction events). */
  socket: boolean;
  email: boolean;
  sms: boolean;
  push: boolean;
}

export function deliveryPlan(settings: NotificationSettings, type: string): DeliveryPlan {
  const group = noticeGroupOf(type);
  const wanted = group === null || settings.groups[group];
  // Security and service notices send their own e-mails where they need one (password changed, new username).
  const copies = group !== null && wanted;
  const transactionEvent = (TRANSACTION_EVENT_TYPES as readonly string[]).includes(type);
  return {
    inApp: wanted,
    socket: wanted || transactionEvent,
    email: copies && settings.channels.email,
    sms: copies && settings.channels.sms,
    push: copies && settings.channels.push,
  };
}

/**
 * Where the bank e-mails a user's notices: the confirmed primary address of the user's own customer (profile
 * contacts), else the login. Read here rather than from profile-contacts.ts, which would pull the verification and
 * registration domains into every module that delivers a notice.
 */
export function noticeEmailOf(db: Database.Database, user: UserRow): string {
  const row = db
    .prepare(
      'SELECT email FROM customer_emails WHERE customer_id = ? AND is_primary = 1 AND deleted_at IS NULL AND confirmed_at IS NOT NULL',
    )
    .get(user.customer_id) as { email: string } | undefined;
  return row?.email ?? user.email;
}

/** Sends the e-mail, SMS and phone-push copies of a notice the plan asks for. */
export function sendNoticeCopies(
  db: Database.Database,
  userId: number,
  notice: RealtimeNotification,
  plan: DeliveryPlan,
  nowMs: number,
): void {
  const user = findUserById(db, userId);
  if (!user) return;
  const title = notice.title ?? notice.type;
  const body = notice.message ?? title;
  if (plan.email)
    sendMessage(db, nowMs, {
      to: noticeEmailOf(db, user),
      userEmail: user.email,
      channel: 'email',
      subject: title,
      body,
    });
  const phone = fullPhone(user);
  if (plan.sms && phone)
    sendMessage(db, nowMs, {
      to: phone,
      userEmail: user.email,
      channel: 'sms',
      subject: title,
      body: `${title}: ${body}`,
    });
  if (plan.push) {
    const devices = db.prepare("SELECT id FROM devices WHERE user_id = ? AND status = 'approved'").all(userId) as {
      id: number;
    }[];
    const insert = db.prepare(
      'INSERT INTO push_notices (user_id, device_id, type, title, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const device of devices) insert.run(userId, device.id, notice.type, title, nowMs);
  }
}

/** Phone pushes sent to a user's linked devices, newest first (GET /sandbox/push-notices). */
export function pushNoticesOf(
  db: Database.Database,
  userId: number,
): { deviceId: number; type: string; title: string; createdAt: string }[] {
  const rows = db
    .prepare('SELECT device_id, type, title, created_at FROM push_notices WHERE user_id = ? ORDER BY id DESC')
    .all(userId) as {
    device_id: number;
    type: string;
    title: string;
    created_at: number;
  }[];
  return rows.map((row) => ({
    deviceId: row.device_id,
    type: row.type,
    title: row.title,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
