/**
 * The scheduler clock's control endpoint (domain/clock.ts):
 * - `GET /sandbox/clock`: `{ now, realNow, offsetMs, jobs }`;
 * - `POST /sandbox/clock` with `{ advanceMs }` (or `{ advanceDays }`): moves it forward and runs the due work,
 *   answering `{ now, offsetMs, ran: { job: items handled } }`;
 * - `POST /sandbox/clock/run`: runs the due work without moving the clock.
 */
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { advanceClock, clockOffsetMs, runDueWork, scheduledJobNames, scheduledNow } from '../domain/clock';
import { jsonResponse } from './contract';
import type { SandboxEnv } from './env';

const DAY_MS = 86_400_000;

export function registerClockRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.get('/sandbox/clock', () =>
    jsonResponse({
      now: new Date(scheduledNow(context)).toISOString(),
      realNow: new Date(context.now()).toISOString(),
      offsetMs: clockOffsetMs(context),
      jobs: scheduledJobNames(),
    }),
  );

  app.post('/sandbox/clock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { advanceMs?: unknown; advanceDays?: unknown } | null;
    const advanceMs =
      typeof body?.advanceMs === 'number'
        ? body.advanceMs
        : typeof body?.advanceDays === 'number'
          ? Math.round(body.advanceDays * DAY_MS)
          : NaN;
    if (!Number.isSafeInteger(advanceMs) || advanceMs < 0)
      return jsonResponse(
        { message: 'Send { "advanceMs": <whole milliseconds, 0 or more> } or { "advanceDays": <days> }' },
        400,
      );
    return jsonResponse(advanceClock(context, advanceMs));
  });

  app.post('/sandbox/clock/run', () =>
    jsonResponse({ now: new Date(scheduledNow(context)).toISOString(), ran: runDueWork(context) }),
  );
}
