/** The session manager against the sandbox's auth service (rotation with reuse detection, logout). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness } from '../../testing/sandbox-harness';
import { ApiError } from '../api/errors';
import { memoryTokenStore } from '../session/token-store';
import type { RefreshLocks, SessionManager, SessionState } from './session-manager';
import { createSessionManager } from './session-manager';

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
    const other = createSessionManager(harness.sessionOptions({ store: memoryTokenStore(active(session.state.value)) }));
    await other.refresh();

    const error: unknown = await session.refresh().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Refresh token reused');
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
    // Reuse revoked the whole family, the other copy included.
    await expect(other.refresh()).rejects.toThrow('Refresh token revoked');
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

  it('without the lock the same race would spend a rotated token and revoke the session', async () => {
    const store = memoryTokenStore();
    const tabA = await harness.signIn(undefined, { store });
    const tabB = createSessionManager(harness.sessionOptions({ store }));
    const results = await Promise.allSettled([tabA.refresh(), tabB.refresh()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
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
