/**
 * Pending sign-ins. `/auth/login` creates a login key (the one-time `code` of the response) bound to the PKCE
 * challenge; `/auth/token` consumes it once the flow's condition holds (one-time password, device approval or
 * confirmation). Keys expire after five minutes and lock after five wrong codes.
 */
import type Database from 'better-sqlite3';
import type { AuthFlow } from '../../src/core/api/contract/auth';
import { randomToken } from './crypto-ids';

export const LOGIN_KEY_TTL_MS = 5 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

export type LoginKeyStatus = 'pending' | 'approved' | 'declined' | 'confirmed' | 'used' | 'blocked';

export interface LoginKeyRow {
  key: string;
  user_id: number;
  client: 'spa' | 'sei';
  flow: AuthFlow;
  code_challenge: string;
  otp: string | null;
  sms_identifier: string | null;
  confirmation_code: string | null;
  status: LoginKeyStatus;
  failed_attempts: number;
  resend_count: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The partner origin of an external-authorize code; null for every other code. */
  origin: string | null;
  /** The idle limit of the session the code starts; null for the sandbox's setting. */
  idle_seconds: number | null;
  /** The brand of the session the code starts; null for none. */
  brand: string | null;
}

export interface NewLoginKey {
  userId: number;
  client: 'spa' | 'sei';
  flow: AuthFlow;
  codeChallenge: string;
  otp?: string;
  smsIdentifier?: string;
  confirmationCode?: string;
  /** The partner origin of an external-authorize code. */
  origin?: string;
  /** The idle limit of the session the code will start (its brand's); null for the sandbox's setting. */
  idleSeconds?: number | null;
  /** The brand of the session the code will start; null for none. */
  brand?: string | null;
}

export function createLoginKey(db: Database.Database, nowMs: number, input: NewLoginKey): LoginKeyRow {
  const key = randomToken(32);
  db.prepare(
    `INSERT INTO login_keys (key, user_id, client, flow, code_challenge, otp, sms_identifier, confirmation_code, created_at, expires_at, origin, idle_seconds, brand)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    key,
    input.userId,
    input.client,
    input.flow,
    input.codeChallenge,
    input.otp ?? null,
    input.smsIdentifier ?? null,
    input.confirmationCode ?? null,
    nowMs,
    nowMs + LOGIN_KEY_TTL_MS,
    input.origin ?? null,
    input.idleSeconds ?? null,
    input.brand ?? null,
  );
  return findLoginKey(db, key) as LoginKeyRow;
}

export function findLoginKey(db: Database.Database, key: string): LoginKeyRow | undefined {
  return db.prepare('SELECT * FROM login_keys WHERE key = ?').get(key) as LoginKeyRow | undefined;
}

/** A key that can still be acted on: not used, not locked, not expired. */
export function isOpen(row: LoginKeyRow, nowMs: number): boolean {
  return row.status !== 'used' && row.status !== 'blocked' && row.expires_at > nowMs;
}

export function setStatus(db: Database.Database, key: string, status: LoginKeyStatus, nowMs?: number): void {
  db.prepare('UPDATE login_keys SET status = ?, used_at = COALESCE(?, used_at) WHERE key = ?').run(
    status,
    nowMs ?? null,
    key,
  );
}

/** Counts a wrong code; the fifth locks the key. */
export function recordFailedAttempt(db: Database.Database, key: string): void {
  db.prepare(
    `UPDATE login_keys SET failed_attempts = failed_attempts + 1,
       status = CASE WHEN failed_attempts + 1 >= ? THEN 'blocked' ELSE status END
     WHERE key = ?`,
  ).run(MAX_FAILED_ATTEMPTS, key);
}

export interface PendingPushLogin {
  loginKey: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  resendCount: number;
  devices: string[];
}

/** Push logins waiting for a decision on the device page, newest first. */
export function pendingPushLogins(db: Database.Database, nowMs: number): PendingPushLogin[] {
  const rows = db
    .prepare(
      `SELECT k.key, k.created_at, k.expires_at, k.resend_count, u.email, u.id AS user_id
       FROM login_keys k JOIN users u ON u.id = k.user_id
       WHERE k.flow = 'push' AND k.status = 'pending' AND k.expires_at > ?
       ORDER BY k.created_at DESC`,
    )
    .all(nowMs) as {
    key: string;
    created_at: number;
    expires_at: number;
    resend_count: number;
    email: string;
    user_id: number;
  }[];
  const deviceNames = db.prepare("SELECT name FROM devices WHERE user_id = ? AND status = 'approved' ORDER BY id");
  return rows.map((row) => ({
    loginKey: row.key,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    resendCount: row.resend_count,
    devices: (deviceNames.all(row.user_id) as { name: string }[]).map((device) => device.name),
  }));
}
