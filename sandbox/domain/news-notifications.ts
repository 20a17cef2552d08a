/**
 * News (read flags and confirmation decisions per user) and the notification centre with its settings.
 * Transport-free: the named methods and the control endpoint both call these functions.
 */
import type Database from 'better-sqlite3';
import type {
  NewsDecision,
  NewsItem,
  NotificationSettings,
  StoredNotification,
} from '../../src/core/api/contract/news-notifications';
import type { RealtimeNotification } from '../../src/core/api/contract/realtime';
import { randomToken } from './crypto-ids';
import { deliveryPlan, sendNoticeCopies } from './notification-delivery';
import type { RealtimeHub } from './realtime-hub';
import type { SandboxContext } from '../context';
import { DomainError } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { rowFields } from './row-fields';

export class NewsError extends DomainError {
  override name = 'NewsError';
  constructor(message: string) {
    super(RESPONSE_CODES.invalidParams, message);
  }
}

interface NewsRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  published_at: string;
  requires_confirmation: number;
  read_at: number | null;
  decision: NewsDecision | null;
  decided_at: number | null;
}

/** News in the request's language (news_translations), the English text where a translation is missing. */
const NEWS_SELECT = `
  SELECT n.id, coalesce(t.title, n.title) AS title, coalesce(t.summary, n.summary) AS summary, coalesce(t.body, n.body) AS body,
    n.published_at, n.requires_confirmation, r.read_at, d.decision, d.decided_at
  FROM news n
  LEFT JOIN news_translations t ON t.news_id = n.id AND t.language = @language
  LEFT JOIN news_reads r ON r.news_id = n.id AND r.user_id = @userId
  LEFT JOIN news_decisions d ON d.news_id = n.id AND d.user_id = @userId
  WHERE (n.user_id IS NULL OR n.user_id = @userId)`;

function toNewsItem(row: NewsRow): NewsItem {
  return {
    ...rowFields(row, ['id', 'title', 'summary', 'body', 'published_at']),
    read: row.read_at !== null,
    requiresConfirmation: row.requires_confirmation === 1,
    decision: row.decision,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
  };
}

export function listNews(db: Database.Database, userId: number, pageNumber: number, pageSize: number, language = 'en') {
  const rows = db
    .prepare(`${NEWS_SELECT} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`)
    .all({ userId, language, limit: pageSize, offset: (pageNumber - 1) * pageSize }) as NewsRow[];
  const counts = db
    .prepare(
      `SELECT count(*) AS total, sum(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) AS unread FROM (${NEWS_SELECT})`,
    )
    .get({ userId, language }) as { total: number; unread: number | null };
  return { news: rows.map(toNewsItem), total: counts.total, unread: counts.unread ?? 0 };
}

export function unreadNewsCount(db: Database.Database, userId: number): number {
  return listNews(db, userId, 1, 1).unread;
}

export function findNews(db: Database.Database, userId: number, newsId: number, language = 'en'): NewsItem {
  const row = db.prepare(`${NEWS_SELECT} AND n.id = @newsId`).get({ userId, newsId, language }) as NewsRow | undefined;
  if (!row) throw new NewsError(`No news item ${newsId}`);
  return toNewsItem(row);
}

export function markNewsRead(
  db: Database.Database,
  userId: number,
  newsId: number,
  nowMs: number,
  language = 'en',
): NewsItem {
  findNews(db, userId, newsId);
  db.prepare('INSERT OR IGNORE INTO news_reads (user_id, news_id, read_at) VALUES (?, ?, ?)').run(
    userId,
    newsId,
    nowMs,
  );
  return findNews(db, userId, newsId, language);
}

export function pendingConfirmationNews(db: Database.Database, userId: number, language = 'en'): NewsItem[] {
  const rows = db
    .prepare(
      `${NEWS_SELECT} AND n.requires_confirmation = 1 AND d.decision IS NULL ORDER BY n.published_at ASC, n.id ASC`,
    )
    .all({ userId, language }) as NewsRow[];
  return rows.map(toNewsItem);
}

/** Stores the decision once. Repeating the same decision is harmless (a retried request); changing it is refused. */
export function decideConfirmationNews(
  db: Database.Database,
  userId: number,
  newsId: number,
  decision: NewsDecision,
  nowMs: number,
  language = 'en',
): NewsItem {
  const item = findNews(db, userId, newsId);
  if (!item.requiresConfirmation) throw new NewsError(`News item ${newsId} does not ask for a decision`);
  if (item.decision !== null && item.decision !== decision)
    throw new NewsError(`News item ${newsId} was already ${item.decision}`);
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO news_decisions (user_id, news_id, decision, decided_at) VALUES (?, ?, ?, ?)').run(
      userId,
      newsId,
      decision,
      nowMs,
    );
    db.prepare('INSERT OR IGNORE INTO news_reads (user_id, news_id, read_at) VALUES (?, ?, ?)').run(
      userId,
      newsId,
      nowMs,
    );
  })();
  return findNews(db, userId, newsId, language);
}

interface NotificationRow {
  id: string;
  type: string;
  severity: StoredNotification['severity'];
  title: string | null;
  message: string | null;
  data: string | null;
  created_at: number;
  read_at: number | null;
}

function toStored(row: NotificationRow): StoredNotification {
  return {
    ...rowFields(row, ['id', 'type', 'severity', 'title', 'message']),
    data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export interface NotificationInput {
  type: string;
  severity: RealtimeNotification['severity'];
  title?: string | undefined;
  message?: string | undefined;
  transactionId?: string | number | null | undefined;
  data?: Record<string, unknown> | undefined;
}

/** {@link deliverNotification} through the sandbox's own database and realtime hub. */
export function notifyUser(context: SandboxContext, userId: number, input: NotificationInput, nowMs: number) {
  return deliverNotification(context.db, context.realtime, userId, input, nowMs);
}

/** Stores a notice in the user's centre and pushes it to the user's open sockets. */
export function deliverNotification(
  db: Database.Database,
  hub: RealtimeHub,
  userId: number,
  input: NotificationInput,
  nowMs: number,
): { notification: RealtimeNotification; delivered: number } {
  const notification: RealtimeNotification = {
    id: randomToken(9),
    type: input.type,
    severity: input.severity,
    createdAt: new Date(nowMs).toISOString(),
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.message === undefined ? {} : { message: input.message }),
    ...(input.transactionId === undefined ? {} : { transactionId: input.transactionId }),
    ...(input.data === undefined ? {} : { data: input.data }),
  };
  // The user's notification settings decide what is delivered and where (notification-delivery.ts).
  const plan = deliveryPlan(notificationSettingsOf(db, userId), notification.type);
  if (!plan.inApp) return { notification, delivered: plan.socket ? hub.notifyUser(userId, notification) : 0 };
  db.prepare(
    `INSERT INTO notifications (id, user_id, type, severity, title, message, data, created_at)
     VALUES (@id, @userId, @type, @severity, @title, @message, @data, @createdAt)`,
  ).run({
    id: notification.id,
    userId,
    type: notification.type,
    severity: notification.severity,
    title: notification.title ?? null,
    message: notification.message ?? null,
    data: notification.data === undefined ? null : JSON.stringify(notification.data),
    createdAt: nowMs,
  });
  sendNoticeCopies(db, userId, notification, plan, nowMs);
  return { notification, delivered: hub.notifyUser(userId, notification) };
}

function unreadNotifications(db: Database.Database, userId: number): number {
  return (
    db.prepare('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL').get(userId) as {
      n: number;
    }
  ).n;
}

export function listNotifications(db: Database.Database, userId: number, pageNumber: number, pageSize: number) {
  const rows = db
    .prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?')
    .all(userId, pageSize, (pageNumber - 1) * pageSize) as NotificationRow[];
  const total = (db.prepare('SELECT count(*) AS n FROM notifications WHERE user_id = ?').get(userId) as { n: number })
    .n;
  return { notifications: rows.map(toStored), total, unread: unreadNotifications(db, userId) };
}

export function markNotificationsRead(
  db: Database.Database,
  userId: number,
  ids: readonly (string | number)[],
  all: boolean,
  nowMs: number,
): number {
  if (all) {
    db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(nowMs, userId);
  } else {
    const update = db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL');
    db.transaction(() => {
      for (const id of ids) update.run(nowMs, userId, String(id));
    })();
  }
  return unreadNotifications(db, userId);
}

/** What a user who never changed them gets: e-mail and push on, SMS off, every group on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  channels: { email: true, sms: false, push: true },
  groups: { documents: true, transfers: true, contracts: true, support: true, cards: true, news: true },
};

export function notificationSettingsOf(db: Database.Database, userId: number): NotificationSettings {
  const row = db.prepare('SELECT settings FROM notification_settings WHERE user_id = ?').get(userId) as
    { settings: string } | undefined;
  return row ? (JSON.parse(row.settings) as NotificationSettings) : DEFAULT_NOTIFICATION_SETTINGS;
}

export function saveNotificationSettings(
  db: Database.Database,
  userId: number,
  settings: NotificationSettings,
  nowMs: number,
): NotificationSettings {
  db.prepare(
    `INSERT INTO notification_settings (user_id, settings, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(settings), nowMs);
  return settings;
}
