/** The session manager against the sandbox's auth service (rotation with reuse detection, logout). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness } from '../../testing/sandbox-harness';
import { ApiError } from '../api/errors';
import { memoryTokenStore } from '../session/token-store';
import type { RefreshLocks, SessionManager, SessionState } from './session-manager';
import { createSessionManager, REFRESH_RETRY_WINDOW_MS } from './session-manager';

let harness: SandboxHarness;

beforeEach(() => {
  harness = createSandboxHarness();
});

afterEach(() => {
  harness.close();
});

function active(state: SessionState): Extract<SessionState, { status: 'active' }> {
  if (state.status !== 'active') throw new Error(`expected an active session, got ${state.status}`);
  return state;
}

/** Web Locks stand-in shared by several "tabs": callbacks run one after another. */
function sharedLocks(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, callback) {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

describe('refresh', () => {
  it('getAccessToken refreshes only when under 10 s remain', async () => {
    const session = await harness.signIn();
    const first = active(session.state.value);
    if (first.expiresAt === null) throw new Error('expected a JWT access token');
    await harness.clearStats();

    harness.advance(first.expiresAt - harness.now() - 11_000);
    await expect(session.getAccessToken()).resolves.toBe(first.accessToken);
    expect(await harness.stats()).toEqual({});

    harness.advance(2_000);
    const renewed = await session.getAccessToken();
    expect(renewed).not.toBe(first.accessToken);
    expect(active(session.state.value)).toMatchObject({ accessToken: renewed });
    expect(active(session.state.value).refreshToken).not.toBe(first.refreshToken);
    expect(await harness.stats()).toEqual({ refresh: 1 });
  });

  it('concurrent refreshes in one tab share one request', async () => {
    const session = await harness.signIn();
    await harness.clearStats();
    const tokens = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(new Set(tokens).size).toBe(1);
    expect(await harness.stats()).toEqual({ refresh: 1 });
  });

  it('a refresh failure ends the session with reason sessionExpired and rejects with the server message', async () => {
    const session = await harness.signIn();
    // Another copy of the same session rotates first; this tab's refresh token is now a reused one.
    const other = createSessionManager(
      harness.sessionOptions({ store: memoryTokenStore(active(session.state.value)) }),
    );
    await other.refresh();
    // Past the reuse grace window, where a repeated token is no longer a lost answer.
    harness.advance(11_000);

    const error: unknown = await session.refresh().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Refresh token reused');
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
    // Reuse revoked the whole family, the other copy included.
    await expect(other.refresh()).rejects.toThrow('Refresh token revoked');
  });
});

describe('refresh faults keep the user signed in', () => {
  /** A session whose pauses between attempts move the shared clock instead of waiting. */
  async function faultTolerantSession() {
    const pauses: number[] = [];
    const session = await harness.signIn(undefined, {
      sleep: (ms) => {
        pauses.push(ms);
        harness.advance(ms);
        return Promise.resolve();
      },
    });
    await harness.clearStats();
    return { session, pauses };
  }

  it.each([
    ['an HTTP 500', { status: 500 }],
    ['an HTTP 503', { status: 503 }],
    ['a malformed answer', { malformed: true }],
  ])('retries after %s and keeps the session', async (_name, effect) => {
    const { session, pauses } = await faultTolerantSession();
    const before = active(session.state.value);
    await harness.addFault({ match: { path: '/auth/refresh' }, times: 1, ...effect });
    const renewed = await session.refresh();
    expect(renewed).not.toBe(before.accessToken);
    expect(active(session.state.value).accessToken).toBe(renewed);
    expect(pauses).toEqual([500]);
    expect(await harness.stats()).toEqual({ refresh: 2 });
  });

  it('retries through three dropped connections with growing pauses', async () => {
    const { session, pauses } = await faultTolerantSession();
    await harness.addFault({ match: { path: '/auth/refresh' }, drop: true, times: 3 });
    await expect(session.refresh()).resolves.toEqual(expect.any(String));
    expect(pauses).toEqual([500, 1_000, 2_000]);
    expect(session.state.value.status).toBe('active');
  });

  it('a refresh the server processed but whose answer was lost: the retry gets the same new pair within the grace window', async () => {
    const { session } = await faultTolerantSession();
    await harness.addFault({ match: { path: '/auth/refresh' }, loseAnswer: true, times: 1 });
    const renewed = await session.refresh();
    const pair = active(session.state.value);
    expect(pair.accessToken).toBe(renewed);
    // The pair is the family's current one: the next rotation is not a reuse.
    await expect(session.refresh()).resolves.not.toBe(renewed);
    expect(session.state.value.status).toBe('active');
  });

  it('reuse of a rotated token after the grace window still revokes the family', async () => {
    const session = await harness.signIn();
    const old = active(session.state.value);
    await session.refresh();
    harness.advance(11_000);
    const thief = createSessionManager(harness.sessionOptions({ store: memoryTokenStore(old) }));
    await expect(thief.refresh()).rejects.toThrow('Refresh token reused');
    await expect(session.refresh()).rejects.toThrow('Refresh token revoked');
  });

  it('ends the session at once on a definitive refusal, without retrying', async () => {
    const { session, pauses } = await faultTolerantSession();
    await harness.addFault({
      match: { path: '/auth/refresh' },
      status: 401,
      responseDescription: 'Refresh token revoked',
      times: 1,
    });
    await expect(session.refresh()).rejects.toThrow('Refresh token revoked');
    expect(pauses).toEqual([]);
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });

  it('gives up when the server stays unavailable for longer than the retry window', async () => {
    const { session, pauses } = await faultTolerantSession();
    await harness.addFault({ match: { path: '/auth/refresh' }, status: 503 });
    await expect(session.refresh()).rejects.toThrow();
    expect(pauses.reduce((sum, pause) => sum + pause, 0)).toBeLessThanOrEqual(REFRESH_RETRY_WINDOW_MS);
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });
});

describe('server-side session limits', () => {
  it('a session idle for longer than the limit ends on the server: its refresh is refused', async () => {
    const session = await harness.signIn();
    harness.advance(15 * 60_000 + 1_000);
    await expect(session.refresh()).rejects.toThrow('Session ended after inactivity');
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });

  it('activity keeps it alive until the absolute lifetime, which no refresh extends', async () => {
    const session = await harness.signIn();
    for (let hour = 0; hour < 12 * 6 - 1; hour += 1) {
      harness.advance(10 * 60_000);
      await session.refresh();
    }
    harness.advance(10 * 60_000);
    await expect(session.refresh()).rejects.toThrow(/Session reached its maximum duration|Refresh token expired/);
  });
});

describe('across tabs', () => {
  it('with the refresh lock, two tabs sharing the token store rotate once and both keep working', async () => {
    const locks = sharedLocks();
    const store = memoryTokenStore();
    const tabA = await harness.signIn(undefined, { store, locks });
    const tabB = createSessionManager(harness.sessionOptions({ store, locks }));
    await harness.clearStats();

    const [tokenA, tokenB] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(tokenB).toBe(tokenA);
    expect(await harness.stats()).toEqual({ refresh: 1 });

    // The family is intact: the next rotation succeeds for either tab.
    await expect(tabB.refresh()).resolves.toEqual(expect.any(String));
    expect(tabA.state.value.status).toBe('active');
  });

  it('without the lock the same race is absorbed by the reuse grace window: both tabs get the same pair', async () => {
    const store = memoryTokenStore();
    const tabA = await harness.signIn(undefined, { store });
    const tabB = createSessionManager(harness.sessionOptions({ store }));
    const [tokenA, tokenB] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(tokenB).toBe(tokenA);
    // Once the new pair is used, presenting the old token again is reuse.
    await tabA.refresh();
    const stale = createSessionManager(
      harness.sessionOptions({ store: memoryTokenStore({ accessToken: tokenA, refreshToken: 'x'.repeat(43) }) }),
    );
    await expect(stale.refresh()).rejects.toThrow();
  });

  it('a duplicated tab with its own storage adopts the pair another tab announces', async () => {
    const name = `wallet-session-test-${Math.random()}`;
    const channelA = new BroadcastChannel(name);
    const channelB = new BroadcastChannel(name);
    const tabA = await harness.signIn(undefined, { channel: channelA });
    const tabB: SessionManager = createSessionManager(
      harness.sessionOptions({ store: memoryTokenStore(active(tabA.state.value)), channel: channelB }),
    );
    try {
      const renewed = await tabA.refresh();
      await vi.waitFor(() => {
        expect(active(tabB.state.value).accessToken).toBe(renewed);
      });
      // B holds the current refresh token, so its own rotation is not a reuse.
      await expect(tabB.refresh()).resolves.toEqual(expect.any(String));
    } finally {
      tabA.dispose();
      tabB.dispose();
    }
  });
});

describe('logout', () => {
  it('posts /auth/logout, ends the session and the refresh token no longer works', async () => {
    const session = await harness.signIn();
    const pair = active(session.state.value);
    const cleanup = vi.fn();
    session.onLogout(cleanup);
    await harness.clearStats();

    await session.logout();
    expect(await harness.stats()).toEqual({ logout: 1 });
    expect(session.state.value).toEqual({ status: 'expired', reason: 'loggedOut' });
    expect(cleanup).toHaveBeenCalledTimes(1);

    const copy = createSessionManager(harness.sessionOptions({ store: memoryTokenStore(pair) }));
    await expect(copy.refresh()).rejects.toThrow('Refresh token revoked');
  });

  it('refreshes an access token about to expire first, so the server can revoke the session (idle sign-out)', async () => {
    const session = await harness.signIn();
    const { expiresAt } = active(session.state.value);
    if (expiresAt === null) throw new Error('expected a JWT access token');
    harness.advance(expiresAt - harness.now() - 5_000);
    await harness.clearStats();
    await session.logout('idle');
    expect(await harness.stats()).toEqual({ refresh: 1, logout: 1 });
    expect(session.state.value).toEqual({ status: 'expired', reason: 'idle' });
  });
});
