/**
 * The support desk's own tokens (spec 3 section 7.5 "support auth token"): given for a live bank session, for its user
 * and the customer they act for, valid 15 minutes and never beyond the bank session (signing out, idle or lifetime
 * ends both). The desk's operations (`auth: 'supportToken'`) accept only these; a bank token is not one.
 */
import { SUPPORT_TOKEN_TTL_SECONDS, type SupportToken } from '../../src/core/api/contract/support';
import type { SandboxContext } from '../context';
import { randomToken, sha256Hex } from './crypto-ids';
import type { Authenticated } from './sessions';
import { authenticateSessionFamily } from './sessions';

/** Desk tokens start with this, so a bank token sent to the desk is told apart at once. */
const DESK_TOKEN_PREFIX = 'sdt_';

interface DeskTokenRow {
  user_id: number;
  customer_id: number;
  family_id: string;
  expires_at: number;
}

export function issueSupportToken(context: SandboxContext, auth: Authenticated, customerId: number): SupportToken {
  const token = `${DESK_TOKEN_PREFIX}${randomToken(32)}`;
  const now = context.now();
  context.db.prepare('DELETE FROM support_desk_tokens WHERE expires_at <= ?').run(now);
  context.db
    .prepare(
      'INSERT INTO support_desk_tokens (token_hash, user_id, customer_id, family_id, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(sha256Hex(token), auth.user.id, customerId, auth.familyId, now + SUPPORT_TOKEN_TTL_SECONDS * 1000);
  return { accessToken: token, tokenType: 'Bearer', expiresIn: SUPPORT_TOKEN_TTL_SECONDS };
}

export type SupportTokenResult = { ok: true; auth: Authenticated; customerId: number } | { ok: false; message: string };

/** Reads `Authorization: Bearer <desk token>`: known, not expired, and its bank session still live. */
export function authenticateSupportToken(context: SandboxContext, header: string | undefined): SupportTokenResult {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return { ok: false, message: 'Missing bearer token' };
  if (!match[1].startsWith(DESK_TOKEN_PREFIX))
    return { ok: false, message: 'The support desk takes its own token: get one from POST /auth/token' };
  const row = context.db
    .prepare('SELECT user_id, customer_id, family_id, expires_at FROM support_desk_tokens WHERE token_hash = ?')
    .get(sha256Hex(match[1])) as DeskTokenRow | undefined;
  if (!row) return { ok: false, message: 'Invalid support token' };
  if (row.expires_at <= context.now()) return { ok: false, message: 'Support token expired' };
  const session = authenticateSessionFamily(context, row.family_id, row.user_id);
  if (!session.ok) return session;
  return { ok: true, auth: session.auth, customerId: row.customer_id };
}
