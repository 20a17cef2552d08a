/**
 * Sessions: an access token (HS256 JWT) plus a refresh token per sign-in. Refresh tokens rotate on every use and
 * belong to a family; presenting a token that was already rotated means it leaked, so the whole family (and its
 * access tokens) is revoked, except within a few seconds of the rotation while the new pair is still unused: then
 * the client lost the answer and gets the same pair again (RFC 9700 section 4.14).
 *
 * A session (family) also ends on the server when it has been idle longer than its brand's limit (no
 * authenticated call, no refresh) and when it is `sessionLifetimeSeconds` old, however busy. The brand is the one
 * the sign-in named (`brand` on `/auth/login`: its brand.json `idleTimeoutMinutes`, 15 by default, 5 for EU PSD2
 * brands); a session started from another one (a partner's widget, a new session after a security change) keeps
 * that one's limit; a session of no brand (API clients) uses the sandbox's `sessionIdleSeconds`.
 */
import type { SandboxContext } from '../context';
import { nowSeconds } from '../context';
import { randomToken, sha256Hex } from './crypto-ids';
import { signJwt, verifyJwt } from './jwt';
import type { UserRow } from './users';
import { findUserById } from './users';
import { isSandboxBrand, type BrandId } from './brand-limits';

export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** How long after a rotation the previous refresh token still answers with the pair it was rotated into. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type TokenPair = {
  accessToken: string;
  refreshToken: string;
};

interface FamilyRow {
  id: string;
  user_id: number;
  created_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  last_activity_at: number | null;
  ends_at: number | null;
  /** The brand's idle limit; null for the sandbox's setting. */
  idle_seconds: number | null;
  /** The brand the session was started in; null for a session of no brand (API clients, tests). */
  brand: string | null;
}

interface RefreshTokenRow {
  token_hash: string;
  family_id: string;
  expires_at: number;
  rotated_at: number | null;
  successor_access_token: string | null;
  successor_refresh_token: string | null;
}

/** Why a live-looking family is over: idle too long or past its lifetime; null while it may go on. */
function familyLimitReached(context: SandboxContext, family: FamilyRow): 'idle' | 'lifetime' | null {
  const now = context.now();
  const endsAt = family.ends_at ?? family.created_at + context.config.sessionLifetimeSeconds * 1000;
  if (now >= endsAt) return 'lifetime';
  const lastActivity = family.last_activity_at ?? family.created_at;
  if (now - lastActivity > (family.idle_seconds ?? context.config.sessionIdleSeconds) * 1000) return 'idle';
  return null;
}

const LIMIT_MESSAGES = {
  idle: 'Session ended after inactivity',
  lifetime: 'Session reached its maximum duration',
} as const;

/** Ends a family that reached a limit; the message to answer with, or null when the session goes on (activity noted). */
function checkAndTouchFamily(context: SandboxContext, family: FamilyRow): string | null {
  const reached = familyLimitReached(context, family);
  if (reached) {
    revokeFamily(context, family.id, reached);
    return LIMIT_MESSAGES[reached];
  }
  context.db.prepare('UPDATE token_families SET last_activity_at = ? WHERE id = ?').run(context.now(), family.id);
  return null;
}

function issuePair(context: SandboxContext, user: UserRow, familyId: string): TokenPair {
  const iat = nowSeconds(context);
  const accessToken = signJwt(
    {
      sub: String(user.id),
      email: user.email,
      iat,
      exp: iat + context.config.accessTokenTtlSeconds,
      jti: randomToken(12),
      sid: familyId,
      gen: context.accessTokenGeneration,
    },
    context.jwtSecret(),
  );
  const refreshToken = randomToken(32);
  const family = context.db.prepare('SELECT ends_at FROM token_families WHERE id = ?').get(familyId) as
    { ends_at: number | null } | undefined;
  const expiresAt = Math.min(context.now() + REFRESH_TOKEN_TTL_MS, family?.ends_at ?? Number.MAX_SAFE_INTEGER);
  context.db
    .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256Hex(refreshToken), familyId, context.now(), expiresAt);
  return { accessToken, refreshToken };
}

/** What a session keeps of the brand it was started in, and hands on to the sessions started from it. */
export interface SessionBrand {
  /** The brand's idle limit in seconds; null for the sandbox's setting. */
  idleSeconds?: number | null;
  /** The brand; null for a session of no brand. */
  brand?: BrandId | null;
}

/** The brand settings a session was started with, for sessions started from it (a two-step change, a partner's). */
export function familyBrand(context: SandboxContext, familyId: string): Required<SessionBrand> {
  const row = context.db.prepare('SELECT idle_seconds, brand FROM token_families WHERE id = ?').get(familyId) as
    { idle_seconds: number | null; brand: string | null } | undefined;
  return { idleSeconds: row?.idle_seconds ?? null, brand: isSandboxBrand(row?.brand) ? row.brand : null };
}

/** Starts a new session (token family) for the user, in its brand (idle limit and rules; null: none). */
export function startSession(context: SandboxContext, user: UserRow, options: SessionBrand = {}): TokenPair {
  const familyId = randomToken(12);
  const now = context.now();
  context.db
    .prepare(
      'INSERT INTO token_families (id, user_id, created_at, last_activity_at, ends_at, idle_seconds, brand) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      familyId,
      user.id,
      now,
      now,
      now + context.config.sessionLifetimeSeconds * 1000,
      options.idleSeconds ?? null,
      options.brand ?? null,
    );
  return issuePair(context, user, familyId);
}

export function revokeFamily(context: SandboxContext, familyId: string, reason: string): void {
  context.db
    .prepare('UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL')
    .run(context.now(), reason, familyId);
}

export type RefreshResult = { ok: true; tokens: TokenPair } | { ok: false; message: string };

/** Rotates a refresh token. Reuse of a rotated token revokes the family. */
export function rotateRefreshToken(context: SandboxContext, refreshToken: string): RefreshResult {
  const { db } = context;
  return db.transaction((): RefreshResult => {
    const row = db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(sha256Hex(refreshToken)) as
      RefreshTokenRow | undefined;
    if (!row) return { ok: false, message: 'Invalid refresh token' };
    const family = db.prepare('SELECT * FROM token_families WHERE id = ?').get(row.family_id) as FamilyRow | undefined;
    if (!family || family.revoked_at !== null) return { ok: false, message: 'Refresh token revoked' };
    if (row.rotated_at !== null) {
      const graced = graceRetry(context, row);
      if (graced) return { ok: true, tokens: graced };
      revokeFamily(context, family.id, 'reuse');
      return { ok: false, message: 'Refresh token reused' };
    }
    if (row.expires_at <= context.now()) return { ok: false, message: 'Refresh token expired' };
    const limit = checkAndTouchFamily(context, family);
    if (limit) return { ok: false, message: limit };
    const user = findUserById(db, family.user_id);
    if (!user) return { ok: false, message: 'Invalid refresh token' };
    const tokens = issuePair(context, user, family.id);
    db.prepare(
      'UPDATE refresh_tokens SET rotated_at = ?, successor_access_token = ?, successor_refresh_token = ? WHERE token_hash = ?',
    ).run(context.now(), tokens.accessToken, tokens.refreshToken, row.token_hash);
    return { ok: true, tokens };
  })();
}

/**
 * The pair a rotated token was exchanged for, when it is presented again within the grace window and that pair
 * has not been used yet (its refresh token not rotated): the client's answer was lost. Outside it, null (reuse).
 */
function graceRetry(context: SandboxContext, row: RefreshTokenRow): TokenPair | null {
  const { db } = context;
  if (row.rotated_at === null || context.now() - row.rotated_at > REFRESH_REUSE_GRACE_MS) {
    // The kept pair is only for the window: past it, nothing of the successor stays readable.
    db.prepare(
      'UPDATE refresh_tokens SET successor_access_token = NULL, successor_refresh_token = NULL WHERE token_hash = ?',
    ).run(row.token_hash);
    return null;
  }
  if (!row.successor_access_token || !row.successor_refresh_token) return null;
  const successor = db
    .prepare('SELECT rotated_at FROM refresh_tokens WHERE token_hash = ?')
    .get(sha256Hex(row.successor_refresh_token)) as { rotated_at: number | null } | undefined;
  if (!successor || successor.rotated_at !== null) return null;
  return { accessToken: row.successor_access_token, refreshToken: row.successor_refresh_token };
}

/** The family a refresh token belongs to, if the token is known and the family is the user's. */
export function familyOfRefreshToken(context: SandboxContext, refreshToken: string, userId: number): string | null {
  const row = context.db
    .prepare(
      'SELECT f.id FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id WHERE t.token_hash = ? AND f.user_id = ?',
    )
    .get(sha256Hex(refreshToken), userId) as { id: string } | undefined;
  return row?.id ?? null;
}

export interface Authenticated {
  user: UserRow;
  familyId: string;
}

export type AuthenticateResult = { ok: true; auth: Authenticated } | { ok: false; message: string };

/** Checks an access token: signature, expiry, a live session and an existing user. */
export function authenticateAccessToken(context: SandboxContext, token: string): AuthenticateResult {
  const check = verifyJwt(token, context.jwtSecret(), nowSeconds(context));
  if (!check.ok)
    return { ok: false, message: check.reason === 'expired' ? 'Access token expired' : 'Invalid access token' };
  if (check.claims.gen < context.accessTokenGeneration) return { ok: false, message: 'Access token expired' };
  const family = context.db.prepare('SELECT * FROM token_families WHERE id = ?').get(check.claims.sid) as
    FamilyRow | undefined;
  if (!family || family.revoked_at !== null) return { ok: false, message: 'Session ended' };
  const user = findUserById(context.db, Number(check.claims.sub));
  if (!user || family.user_id !== user.id) return { ok: false, message: 'Invalid access token' };
  const limit = checkAndTouchFamily(context, family);
  if (limit) return { ok: false, message: limit };
  return { ok: true, auth: { user, familyId: family.id } };
}

/**
 * The bank session of a token given out for it (the support desk's): still live (not revoked, within its limits,
 * activity noted) and the user's; what the support desk checks for every desk token.
 */
export function authenticateSessionFamily(
  context: SandboxContext,
  familyId: string,
  userId: number,
): AuthenticateResult {
  const family = context.db.prepare('SELECT * FROM token_families WHERE id = ?').get(familyId) as FamilyRow | undefined;
  if (!family || family.revoked_at !== null || family.user_id !== userId)
    return { ok: false, message: 'Session ended' };
  const user = findUserById(context.db, userId);
  if (!user) return { ok: false, message: 'Invalid access token' };
  const limit = checkAndTouchFamily(context, family);
  if (limit) return { ok: false, message: limit };
  return { ok: true, auth: { user, familyId: family.id } };
}

/** Reads `Authorization: Bearer <token>` and authenticates it. */
export function authenticateHeader(context: SandboxContext, header: string | undefined): AuthenticateResult {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return { ok: false, message: 'Missing bearer token' };
  return authenticateAccessToken(context, match[1]);
}
