/**
 * The sandbox's bot check, standing in for a captcha service (brands use provider 'sandbox' in the sandbox
 * environment). A visitor asks for a challenge (a small sum), answers it, and gets a signed token that the
 * registration call verifies server-side: signature, expiry, site key, and single use. A wrong answer burns the
 * challenge, so answers cannot be guessed one after another.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SandboxContext } from '../context';
import { randomToken } from './crypto-ids';

/** The site key brands use with the sandbox provider. */
export const SANDBOX_SITE_KEY = 'sandbox';
/** Time to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Time to use the token once the challenge is solved. */
export const TOKEN_TTL_MS = 10 * 60 * 1000;

interface ChallengeRow {
  id: string;
  site_key: string;
  answer: number;
  created_at: number;
  expires_at: number;
  status: 'open' | 'failed' | 'solved' | 'spent';
}

export interface Challenge {
  challengeId: string;
  a: number;
  b: number;
  expiresAt: string;
}

export type SolveResult = { ok: true; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'wrong' | 'used' };
export type TokenCheck =
  { ok: true } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'siteKey' | 'used' };

function signature(context: SandboxContext, payload: string): Buffer {
  return createHmac('sha256', `bot-check:${context.jwtSecret()}`).update(payload).digest();
}

export function createChallenge(context: SandboxContext, siteKey: string): Challenge {
  const a = randomInt(2, 10);
  const b = randomInt(2, 10);
  const id = randomToken(16);
  const now = context.now();
  context.db
    .prepare('INSERT INTO bot_check_challenges (id, site_key, answer, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(id, siteKey, a + b, now, now + CHALLENGE_TTL_MS);
  return { challengeId: id, a, b, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() };
}

export function solveChallenge(context: SandboxContext, challengeId: string, answer: string): SolveResult {
  const row = context.db.prepare('SELECT * FROM bot_check_challenges WHERE id = ?').get(challengeId) as
    ChallengeRow | undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.status !== 'open') return { ok: false, reason: 'used' };
  const now = context.now();
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  if (!/^\s*\d{1,3}\s*$/.test(answer) || Number(answer) !== row.answer) {
    context.db.prepare("UPDATE bot_check_challenges SET status = 'failed' WHERE id = ?").run(row.id);
    return { ok: false, reason: 'wrong' };
  }
  context.db.prepare("UPDATE bot_check_challenges SET status = 'solved' WHERE id = ?").run(row.id);
  const payload = Buffer.from(JSON.stringify({ cid: row.id, sk: row.site_key, exp: now + TOKEN_TTL_MS })).toString(
    'base64url',
  );
  return { ok: true, token: `${payload}.${signature(context, payload).toString('base64url')}` };
}

/** Verifies a token and spends it: a second use of the same token fails. */
export function spendToken(context: SandboxContext, token: string, siteKey = SANDBOX_SITE_KEY): TokenCheck {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = signature(context, payload);
  const actual = Buffer.from(mac, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'signature' };
  let claims: { cid?: unknown; sk?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.cid !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (claims.sk !== siteKey) return { ok: false, reason: 'siteKey' };
  if (claims.exp <= context.now()) return { ok: false, reason: 'expired' };
  const spent = context.db
    .prepare("UPDATE bot_check_challenges SET status = 'spent' WHERE id = ? AND status = 'solved'")
    .run(claims.cid);
  return spent.changes === 1 ? { ok: true } : { ok: false, reason: 'used' };
}
