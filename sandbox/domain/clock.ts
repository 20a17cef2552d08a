/**
 * The sandbox clock for scheduled work, and the scheduler that runs work when it falls due.
 *
 * Scheduled work (pre-approved payments, contracts that start on a date...) reads "now" from {@link scheduledNow}: the
 * server's clock plus an offset kept in the `settings` table (so a reset clears it). `POST /sandbox/clock` moves the
 * offset forward and then runs every registered job once with the new now; jobs also run when a screen reads the
 * data they change (the owner calls {@link runDueWork}). Tokens, codes and sessions keep the real clock, so moving
 * the scheduler clock a month ahead does not sign anyone out.
 *
 * A job registers once, at import time of its module: `registerScheduledWork('subscriptions', (context, nowMs) =>
 * count)`. It must be idempotent: take everything due at `nowMs` and nothing twice (it may run often).
 */
import type { SandboxContext } from '../context';

const OFFSET_KEY = 'clockOffsetMs';

export type ScheduledWork = (context: SandboxContext, nowMs: number) => number;

const jobs = new Map<string, ScheduledWork>();

/** Adds (or replaces) a named job. */
export function registerScheduledWork(name: string, work: ScheduledWork): void {
  jobs.set(name, work);
}

export function scheduledJobNames(): string[] {
  return [...jobs.keys()];
}

export function clockOffsetMs(context: SandboxContext): number {
  const row = context.db.prepare('SELECT value FROM settings WHERE key = ?').get(OFFSET_KEY) as
    { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

/** "Now" for scheduled work: the server's clock plus the offset the clock control added. */
export function scheduledNow(context: SandboxContext): number {
  return context.now() + clockOffsetMs(context);
}

/** Runs every job with the scheduled now; answers how many items each one handled. */
export function runDueWork(context: SandboxContext): Record<string, number> {
  const nowMs = scheduledNow(context);
  const handled: Record<string, number> = {};
  for (const [name, work] of jobs) handled[name] = work(context, nowMs);
  return handled;
}

/** Moves the scheduler clock forward (never back: what ran stays run) and runs the due work. */
export function advanceClock(
  context: SandboxContext,
  advanceMs: number,
): { offsetMs: number; now: string; ran: Record<string, number> } {
  if (!Number.isSafeInteger(advanceMs) || advanceMs < 0)
    throw new RangeError('advanceMs is a whole number of milliseconds, 0 or more');
  const offsetMs = clockOffsetMs(context) + advanceMs;
  context.db
    .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(OFFSET_KEY, String(offsetMs));
  const ran = runDueWork(context);
  return { offsetMs, now: new Date(scheduledNow(context)).toISOString(), ran };
}
