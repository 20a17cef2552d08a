/**
 * Earlier sign-ins of the personal demo user, so the login history has something to show before the first sign-in
 * in the sandbox: two from the usual laptop and phone, and a failed attempt from elsewhere (README "Login history").
 */
import type Database from 'better-sqlite3';
import { recordLogin } from '../domain/login-history';

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ELSEWHERE = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

export const SEEDED_LOGIN_HISTORY = [
  {
    at: '2026-10-02T08:14:00.000Z',
    result: 'success',
    authFlow: 'simple',
    client: 'spa',
    ip: '81.2.69.160',
    countryCode: 'GB',
    userAgent: LAPTOP,
  },
  {
    at: '2026-10-19T18:40:00.000Z',
    result: 'success',
    authFlow: 'simple',
    client: 'spa',
    ip: '81.2.69.142',
    countryCode: 'GB',
    userAgent: PHONE,
  },
  {
    at: '2026-11-03T02:05:00.000Z',
    result: 'failed',
    failureReason: 'password',
    ip: '203.0.113.77',
    countryCode: 'BR',
    userAgent: ELSEWHERE,
  },
] as const;

export function seedLoginHistory(db: Database.Database, email: string): void {
  const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
  if (!user) throw new Error(`seedLoginHistory: no user ${email}`);
  for (const entry of SEEDED_LOGIN_HISTORY) {
    recordLogin(db, { ...entry, userId: user.id, at: Date.parse(entry.at) });
  }
}
