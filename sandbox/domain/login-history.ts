/**
 * The login history: every sign-in attempt of a known user, successful or not, with where it came from and how
 * (spec 2 "Login history"). Attempts for unknown e-mail addresses are not recorded: there is nobody to show them to.
 */
import type Database from 'better-sqlite3';
import type { LoginHistoryItem } from '../../src/core/api/contract/login-history';
import type { SandboxContext } from '../context';

export interface LoginEvent {
  userId: number;
  at: number;
  result: 'success' | 'failed';
  failureReason?: 'password' | 'code' | 'declined' | null;
  authFlow?: string | null;
  client?: string | null;
  ip: string;
  countryCode?: string | null;
  userAgent?: string | null;
}

interface LoginEventRow {
  id: number;
  at: number;
  result: 'success' | 'failed';
  failure_reason: 'password' | 'code' | 'declined' | null;
  auth_flow: string | null;
  client: string | null;
  ip: string;
  country_code: string | null;
  user_agent: string | null;
}

/** Longest user agent kept; real ones are far shorter, and the column must not grow without bound. */
const MAX_USER_AGENT_LENGTH = 512;

export function recordLogin(db: Database.Database, event: LoginEvent): void {
  db.prepare(
    `INSERT INTO login_events (user_id, at, result, failure_reason, auth_flow, client, ip, country_code, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    event.userId,
    event.at,
    event.result,
    event.failureReason ?? null,
    event.authFlow ?? null,
    event.client ?? null,
    event.ip,
    event.countryCode ?? null,
    event.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
  );
}

/** Where a request came from, as the routes see it. */
export interface RequestOrigin {
  clientIp: string;
  request: Request;
}

/** Records an attempt made now by the request's sender (address, the sandbox's IP country, user agent). */
export function recordLoginAttempt(
  context: SandboxContext,
  origin: RequestOrigin,
  event: Omit<LoginEvent, 'at' | 'ip' | 'countryCode' | 'userAgent'>,
): void {
  recordLogin(context.db, {
    ...event,
    at: context.now(),
    ip: origin.clientIp,
    countryCode: context.config.ipCountryCode,
    userAgent: origin.request.headers.get('user-agent'),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of the start of a UTC day given as YYYY-MM-DD. */
function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

export function listLoginHistory(
  db: Database.Database,
  userId: number,
  filter: { fromDate?: string | undefined; toDate?: string | undefined; pageNumber: number; pageSize: number },
): { history: LoginHistoryItem[]; total: number } {
  const from = filter.fromDate ? dayStart(filter.fromDate) : Number.MIN_SAFE_INTEGER;
  // The to-date is inclusive: everything before the start of the next day.
  const to = filter.toDate ? dayStart(filter.toDate) + DAY_MS : Number.MAX_SAFE_INTEGER;
  const where = 'user_id = ? AND at >= ? AND at < ?';
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM login_events WHERE ${where}`).get(userId, from, to) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM login_events WHERE ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(userId, from, to, filter.pageSize, (filter.pageNumber - 1) * filter.pageSize) as LoginEventRow[];
  return {
    total,
    history: rows.map((row) => ({
      id: row.id,
      date: new Date(row.at).toISOString(),
      result: row.result,
      failureReason: row.failure_reason,
      authFlow: row.auth_flow,
      client: row.client,
      ip: row.ip,
      countryCode: row.country_code,
      userAgent: row.user_agent,
    })),
  };
}
