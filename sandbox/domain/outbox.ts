/**
 * The outbox: every e-mail, SMS and authenticator code the sandbox "sends" lands here, so a person (HTML page) or a
 * test (JSON) can read codes and links.
 */
import type Database from 'better-sqlite3';

export type OutboxChannel = 'email' | 'sms' | 'otp';

export interface OutboxMessageInput {
  /** Recipient: an e-mail address or a phone number. */
  to: string;
  /** E-mail of the user the message was sent for, so `?to=` finds SMS by the user's login too. */
  userEmail?: string | null;
  channel: OutboxChannel;
  subject: string;
  body: string;
  code?: string | null;
  link?: string | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  user_email: string | null;
  channel: OutboxChannel;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: number;
}

export function sendMessage(db: Database.Database, nowMs: number, message: OutboxMessageInput): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO outbox (to_address, user_email, channel, subject, body, code, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      message.to,
      message.userEmail ?? null,
      message.channel,
      message.subject,
      message.body,
      message.code ?? null,
      message.link ?? null,
      nowMs,
    );
  return Number(lastInsertRowid);
}

/** Newest first. `to` matches the recipient or the user's e-mail, case-insensitively. */
export function listMessages(db: Database.Database, filter: { to?: string | null } = {}): OutboxMessage[] {
  const rows = (
    filter.to
      ? db
          .prepare(
            `SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE OR user_email = ? COLLATE NOCASE
             ORDER BY created_at DESC, id DESC`,
          )
          .all(filter.to, filter.to)
      : db.prepare('SELECT * FROM outbox ORDER BY created_at DESC, id DESC').all()
  ) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    ...(row.code === null ? {} : { code: row.code }),
    ...(row.link === null ? {} : { link: row.link }),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
