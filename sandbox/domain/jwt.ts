/** HS256 JSON Web Tokens with node:crypto HMAC (RFC 7519 subset: the claims the sandbox issues). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Issued at and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
  jti: string;
  /** Token family (session) the access token belongs to; logging out or reuse detection revokes it. */
  sid: string;
  email: string;
  /** Sandbox token generation (see SandboxContext.accessTokenGeneration). */
  gen: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signJwt(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, secret)}`;
}

export type JwtCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    typeof claims.jti === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.email === 'string' &&
    typeof claims.gen === 'number'
  );
}

/** Verifies signature, algorithm and expiry. `nowSeconds` comes from the sandbox clock. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'signature' };
  let decodedHeader: unknown;
  let claims: unknown;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if ((decodedHeader as { alg?: unknown } | null)?.alg !== 'HS256' || !isClaims(claims))
    return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
