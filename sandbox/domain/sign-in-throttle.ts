/**
 * Sign-in throttling: failed passwords per account and per client IP, and wrong one-time codes per user across
 * logins, each counted in a rolling window. Past a few failures every further one locks the key for a growing
 * time (30 s, 1 min, 2 min ... up to 15 min); while locked, the auth service answers 429 with Retry-After before
 * looking at the password, so guessing costs time whatever the answer. Unknown e-mail addresses are counted and
 * locked exactly like known ones, so the lock says nothing about which accounts exist.
 *
 * Before the locks, a bot check: once an account has 3 failures in the window (or a client address 10, a whole
 * office may share one), each further password attempt must carry a solved bot check, spent on that attempt. A
 * person answers a small question; a script guessing passwords needs a solver per guess.
 *
 * Hashing a password takes time, so a burst of parallel attempts would all pass the checks before the first one
 * failed. An attempt therefore reserves its failure (counts it, and starts the lock it would start) in the same
 * synchronous step as the checks, before the password is hashed; a right password gives the reservation back. A
 * burst of any width then gets exactly the password checks a sequence of the same requests gets.
 */
import type { SandboxContext } from '../context';

export interface ThrottlePolicy {
  /** Failures allowed in the window before locks start. */
  freeFailures: number;
  /** First lock; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};
/** One address may be a whole office behind NAT: more room before its locks start. */
export const IP_POLICY: ThrottlePolicy = {
  freeFailures: 30,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};
/** Failures (in the policy's window) after which every further attempt must carry a solved bot check. */
export const BOT_CHECK_AFTER = { account: 3, ip: 10 } as const;

/** Wrong one-time codes across every login of the user (a fresh login does not buy fresh guesses). */
export const OTP_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 60_000,
  maxLockMs: 30 * 60_000,
  windowMs: 60 * 60_000,
};

interface ThrottleRow {
  key: string;
  failures: number;
  first_failure_at: number;
  last_failure_at: number;
  locked_until: number | null;
}

export const throttleKeys = {
  account: (email: string) => `account:${email.trim().toLowerCase()}`,
  ip: (address: string) => `ip:${address}`,
  otp: (userId: number) => `otp:${userId}`,
};

function read(context: SandboxContext, key: string): ThrottleRow | undefined {
  return context.db.prepare('SELECT * FROM sign_in_throttle WHERE key = ?').get(key) as ThrottleRow | undefined;
}

/** Milliseconds the key stays locked; 0 when it is not. */
export function lockedFor(context: SandboxContext, key: string): number {
  const row = read(context, key);
  if (!row?.locked_until) return 0;
  return Math.max(0, row.locked_until - context.now());
}

/** Failures counted in the current window. */
export function failureCount(context: SandboxContext, key: string, policy: ThrottlePolicy): number {
  const row = read(context, key);
  if (!row || context.now() - row.first_failure_at > policy.windowMs) return 0;
  return row.failures;
}

/** Counts a failure; returns how long the key is now locked (0 while failures are still free). */
export function recordFailure(context: SandboxContext, key: string, policy: ThrottlePolicy): number {
  const now = context.now();
  const row = read(context, key);
  const failures = row && now - row.first_failure_at <= policy.windowMs ? row.failures + 1 : 1;
  const firstFailureAt = row && failures > 1 ? row.first_failure_at : now;
  const over = failures - policy.freeFailures;
  const lockMs = over > 0 ? Math.min(policy.baseLockMs * 2 ** (over - 1), policy.maxLockMs) : 0;
  context.db
    .prepare(
      `INSERT INTO sign_in_throttle (key, failures, first_failure_at, last_failure_at, locked_until) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, first_failure_at = excluded.first_failure_at,
         last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
    )
    .run(key, failures, firstFailureAt, now, lockMs > 0 ? now + lockMs : null);
  return lockMs;
}

/**
 * Gives back a failure reserved by {@link recordFailure} for an attempt that turned out right (the client address's
 * count; the account's is cleared). Lifts the lock when the count is back within the free failures.
 */
export function releaseReservedFailure(context: SandboxContext, key: string, policy: ThrottlePolicy): void {
  const row = read(context, key);
  if (!row) return;
  const failures = row.failures - 1;
  if (failures <= 0) {
    clearFailures(context, key);
    return;
  }
  context.db
    .prepare('UPDATE sign_in_throttle SET failures = ?, locked_until = ? WHERE key = ?')
    .run(failures, failures > policy.freeFailures ? row.locked_until : null, key);
}

/** A success clears the key's failures. */
export function clearFailures(context: SandboxContext, key: string): void {
  context.db.prepare('DELETE FROM sign_in_throttle WHERE key = ?').run(key);
}

/**
 * Counts a request against a fixed window and tells whether it is allowed; when not, how long until the window
 * ends (for Retry-After). Used for anonymous look-ups such as checkEmail.
 */
export function takeRateLimit(
  context: SandboxContext,
  key: string,
  limit: number,
  windowMs: number,
): { allowed: true } | { allowed: false; retryAfterMs: number } {
  const now = context.now();
  const row = context.db.prepare('SELECT * FROM rate_limits WHERE key = ?').get(key) as
    { window_started_at: number; count: number } | undefined;
  if (!row || now - row.window_started_at >= windowMs) {
    context.db
      .prepare(
        'INSERT INTO rate_limits (key, window_started_at, count) VALUES (?, ?, 1) ON CONFLICT (key) DO UPDATE SET window_started_at = excluded.window_started_at, count = 1',
      )
      .run(key, now);
    return { allowed: true };
  }
  if (row.count >= limit) return { allowed: false, retryAfterMs: row.window_started_at + windowMs - now };
  context.db.prepare('UPDATE rate_limits SET count = count + 1 WHERE key = ?').run(key);
  return { allowed: true };
}

/**
 * Anonymous questions about who is registered (checkEmail, checkPhone): answers that tell whether an address
 * exists, so each client address gets a small budget of them.
 */
export const REGISTRATION_QUESTIONS = { limit: 20, windowMs: 15 * 60_000 };
