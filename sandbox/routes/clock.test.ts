/** The scheduler clock: moving it runs registered work with the new now; a reset puts it back. */
import { describe, expect, it } from 'vitest';
import { registerScheduledWork, scheduledNow } from '../domain/clock';
import { send, useTestSandbox } from '../test-support';

const t = useTestSandbox();

describe('sandbox clock', () => {
  it('advances the scheduler clock, runs due work with it and keeps the real clock', async () => {
    const seen: number[] = [];
    registerScheduledWork('clock-test', (_context, nowMs) => {
      seen.push(nowMs);
      return 1;
    });
    const before = await send<{ offsetMs: number; jobs: string[] }>(t.sandbox, 'GET', '/sandbox/clock');
    expect(before.body.offsetMs).toBe(0);
    expect(before.body.jobs).toContain('clock-test');
    const moved = await send<{ offsetMs: number; now: string; ran: Record<string, number> }>(
      t.sandbox,
      'POST',
      '/sandbox/clock',
      { advanceDays: 31 },
    );
    expect(moved.body.offsetMs).toBe(31 * 86_400_000);
    expect(moved.body.ran['clock-test']).toBe(1);
    expect(seen.at(-1)).toBe(t.now() + 31 * 86_400_000);
    expect(scheduledNow(t.sandbox.context)).toBe(t.now() + 31 * 86_400_000);
    expect(t.sandbox.context.now()).toBe(t.now());
    expect((await send(t.sandbox, 'POST', '/sandbox/clock', { advanceMs: -5 })).status).toBe(400);
    await send(t.sandbox, 'POST', '/sandbox/reset');
    expect(scheduledNow(t.sandbox.context)).toBe(t.now());
  });
});
