/**
 * Sessions: an access token (HS256 JWT) plus a refresh token per sign-in. Refresh tokens rotate on every use and
 * belong to a family; presenting a token that was already rotated means it leaked, so the whole family (and its
 * access tokens) is revoked.
 */
import type { SandboxContext } from '../context';
import { nowSeconds } from '../context';
import { randomToken, sha256Hex } from './crypto-ids';
import { signJwt, verifyJwt } from './jwt';
import type { UserRow } from './users';
import { findUserById } from './users';

export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export type TokenPair = {
  accessToken: string;
  refreshToken: string;
};

interface FamilyRow {
  id: string;
  user_id: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

interface RefreshTokenRow {
  token_hash: string;
  family_id: string;
  expires_at: number;
  rotated_at: number | null;
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
  context.db
    .prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256Hex(refreshToken), familyId, context.now(), context.now() + REFRESH_TOKEN_TTL_MS);
  return { accessToken, refreshToken };
}

/** Starts a new session (token family) for the user. */
export function startSession(context: SandboxContext, user: UserRow): TokenPair {
  const familyId = randomToken(12);
  context.db.prepare('INSERT INTO token_families (id, user_id, created_at) VALUES (?, ?, ?)').run(familyId, user.id, context.now());
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
    const row = db.prepare('SELECT * FROM refresh_tokens WHERE token_hash = ?').get(sha256Hex(refreshToken)) as RefreshTokenRow | undefined;
    if (!row) return { ok: false, message: 'Invalid refresh token' };
    const family = db.prepare('SELECT * FROM token_families WHERE id = ?').get(row.family_id) as FamilyRow | undefined;
    if (!family || family.revoked_at !== null) return { ok: false, message: 'Refresh token revoked' };
    if (row.rotated_at !== null) {
      revokeFamily(context, family.id, 'reuse');
      return { ok: false, message: 'Refresh token reused' };
    }
    if (row.expires_at <= context.now()) return { ok: false, message: 'Refresh token expired' };
    const user = findUserById(db, family.user_id);
    if (!user) return { ok: false, message: 'Invalid refresh token' };
    db.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?').run(context.now(), row.token_hash);
    return { ok: true, tokens: issuePair(context, user, family.id) };
  })();
}

/** The family a refresh token belongs to, if the token is known and the family is the user's. */
export function familyOfRefreshToken(context: SandboxContext, refreshToken: string, userId: number): string | null {
  const row = context.db
    .prepare('SELECT f.id FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id WHERE t.token_hash = ? AND f.user_id = ?')
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
  if (!check.ok) return { ok: false, message: check.reason === 'expired' ? 'Access token expired' : 'Invalid access token' };
  if (check.claims.gen < context.accessTokenGeneration) return { ok: false, message: 'Access token expired' };
  const family = context.db.prepare('SELECT * FROM token_families WHERE id = ?').get(check.claims.sid) as FamilyRow | undefined;
  if (!family || family.revoked_at !== null) return { ok: false, message: 'Session ended' };
  const user = findUserById(context.db, Number(check.claims.sub));
  if (!user || family.user_id !== user.id) return { ok: false, message: 'Invalid access token' };
  return { ok: true, auth: { user, familyId: family.id } };
}

/** Reads `Authorization: Bearer <token>` and authenticates it. */
export function authenticateHeader(context: SandboxContext, header: string | undefined): AuthenticateResult {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return { ok: false, message: 'Missing bearer token' };
  return authenticateAccessToken(context, match[1]);
}
