/**
 * Session manager rules that need no server: token decoding, the refresh margin decision, the empty refresh
 * token, the cross-tab lock and broadcast paths, logout cleanup. Refreshes against the real auth service are in
 * session-manager.sandbox.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveEnvironment } from '../brand/environments';
import { SESSION_KEYS } from '../session/session-keys';
import { createMemoryStorage, memoryTokenStore, sessionTokenStore } from '../session/token-store';
import type { RefreshLocks, SessionChannel, SessionManagerOptions } from './session-manager';
import { createSessionManager, jwtExpiresAt, REFRESH_LOCK_NAME, REFRESH_RETRY_WINDOW_MS } from './session-manager';

const environment = resolveEnvironment('wallet', 'sandbox', { sandboxOrigin: 'http://sandbox.test' });

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token: the client never verifies signatures, it only reads `exp`. */
function jwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

const NOW = Date.UTC(2030, 0, 1);

/** No network in these tests: any request fails the test. */
const noNetwork = vi.fn(() => Promise.reject(new Error('unexpected network call'))) as unknown as typeof fetch;

function manager(overrides: Partial<SessionManagerOptions> = {}) {
  return createSessionManager({
    environment,
    store: memoryTokenStore(),
    fetch: noNetwork,
    now: () => NOW,
    locks: null,
    channel: null,
    ...overrides,
  });
}

describe('jwtExpiresAt', () => {
  it('reads exp (seconds) as epoch milliseconds without verifying', () => {
    expect(jwtExpiresAt(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('is null for tokens without a readable exp', () => {
    expect(jwtExpiresAt('opaque')).toBeNull();
    expect(jwtExpiresAt(jwt({ sub: '1' }))).toBeNull();
    expect(jwtExpiresAt('a.!!!.c')).toBeNull();
  });
});

describe('createSessionManager', () => {
  beforeEach(() => {
    vi.mocked(noNetwork).mockClear();
  });

  it('starts anonymous without stored tokens and active with them', () => {
    expect(manager().state.value).toEqual({ status: 'anonymous' });
    const token = jwt({ exp: NOW / 1000 + 60 });
    const active = manager({ store: memoryTokenStore({ accessToken: token, refreshToken: 'r1' }) });
    expect(active.state.value).toEqual({
      status: 'active',
      accessToken: token,
      refreshToken: 'r1',
      expiresAt: NOW + 60_000,
    });
  });

  it('setTokens stores the pair and activates the session', () => {
    const storage = createMemoryStorage();
    const session = manager({ store: sessionTokenStore(storage) });
    session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(session.state.value.status).toBe('active');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r');
  });

  it('getAccessToken gives the current token while more than 10 s remain, without a refresh', async () => {
    const token = jwt({ exp: NOW / 1000 + 11 });
    const session = manager({ store: memoryTokenStore({ accessToken: token, refreshToken: 'r1' }) });
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it('getAccessToken is null without a session', async () => {
    await expect(manager().getAccessToken()).resolves.toBeNull();
  });

  it("refresh rejects with 'empty refresh token' when there is none, and the session is expired", async () => {
    const session = manager({ store: memoryTokenStore({ accessToken: 'a', refreshToken: 'r' }) });
    session.setTokens({ accessToken: 'a', refreshToken: '' });
    await expect(session.refresh()).rejects.toThrow('empty refresh token');
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it('expire ends the session with the reason and drops the tokens', () => {
    const store = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const session = manager({ store });
    session.expire('idle');
    expect(session.state.value).toEqual({ status: 'expired', reason: 'idle' });
    expect(store.read()).toBeNull();
  });

  it('takes the Web Lock and, when another tab already rotated, uses its tokens without calling the server', async () => {
    const shared = memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' });
    const requested: string[] = [];
    const locks: RefreshLocks = {
      request(name, callback) {
        requested.push(name);
        return callback();
      },
    };
    const tab = manager({ store: shared, locks });
    // Another tab rotated r1 -> r2 while this one waited for the lock.
    shared.write({ accessToken: 'a2', refreshToken: 'r2' });

    await expect(tab.refresh()).resolves.toBe('a2');
    expect(requested).toEqual([REFRESH_LOCK_NAME]);
    expect(tab.state.value).toMatchObject({ status: 'active', accessToken: 'a2', refreshToken: 'r2' });
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent callers', async () => {
    const shared = memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lockRequests = 0;
    const locks: RefreshLocks = {
      async request(_name, callback) {
        lockRequests += 1;
        await gate;
        return callback();
      },
    };
    const tab = manager({ store: shared, locks });
    const calls = [tab.refresh(), tab.refresh(), tab.getAccessToken()];
    shared.write({ accessToken: 'a2', refreshToken: 'r2' });
    release();
    await expect(Promise.all(calls)).resolves.toEqual(['a2', 'a2', 'a2']);
    expect(lockRequests).toBe(1);
  });

  it('adopts a rotation announced by another tab that held the same refresh token', () => {
    const listeners: Array<(event: Event) => void> = [];
    const channel: SessionChannel = {
      postMessage: vi.fn(),
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.push(listener as (event: Event) => void);
      },
      removeEventListener: vi.fn(),
      close: vi.fn(),
    };
    const session = manager({ store: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }), channel });
    const announce = (data: unknown) => {
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    };

    announce({ type: 'tokensRotated', previousRefreshToken: 'other', accessToken: 'x', refreshToken: 'y' });
    expect(session.state.value).toMatchObject({ refreshToken: 'r1' });

    announce({ type: 'tokensRotated', previousRefreshToken: 'r1', accessToken: 'a2', refreshToken: 'r2' });
    expect(session.state.value).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });

    session.dispose();
    expect(channel.close).toHaveBeenCalled();
  });

  it('logout without a session clears every session key, runs the cleanup callbacks and ends as loggedOut', async () => {
    const storage = createMemoryStorage();
    const { accessToken: _access, refreshToken: _refresh, ...otherKeys } = SESSION_KEYS;
    for (const key of Object.values(otherKeys)) storage.setItem(key, 'x');
    const session = manager({ store: sessionTokenStore(storage), sessionStorage: storage });
    expect(session.state.value.status).toBe('anonymous');
    const cleanup = vi.fn();
    const removed = vi.fn();
    session.onLogout(cleanup);
    session.onLogout(removed)();
    await session.logout();
    expect(storage.length).toBe(0);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    expect(session.state.value).toEqual({ status: 'expired', reason: 'loggedOut' });
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    const store = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const session = manager({ store });
    await session.logout();
    expect(noNetwork).toHaveBeenCalledTimes(1);
    expect(store.read()).toBeNull();
    expect(session.state.value).toEqual({ status: 'expired', reason: 'loggedOut' });
  });
  it('logout forgets the stored tokens before the server answers, so a reload meanwhile lands signed out', async () => {
    const storage = createMemoryStorage();
    const store = sessionTokenStore(storage);
    store.write({ accessToken: 'a', refreshToken: 'r' });
    let answer: (response: Response) => void = () => undefined;
    let keepalive: boolean | undefined;
    const pending = vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          keepalive = init?.keepalive ?? (input instanceof Request ? input.keepalive : undefined);
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    const session = manager({ store, sessionStorage: storage, fetch: pending });
    const done = session.logout();
    await vi.waitFor(() => expect(pending).toHaveBeenCalledTimes(1));
    // A page opened now (same tab storage) finds no session, while the server call is still under way.
    expect(sessionTokenStore(storage).read()).toBeNull();
    expect(session.state.value.status).toBe('active');
    expect(keepalive).toBe(true);
    answer(new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await done;
    expect(session.state.value).toEqual({ status: 'expired', reason: 'loggedOut' });
  });
});

describe('refresh retry window', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps trying a failing refresh for the whole documented window, with the last attempt at its end', async () => {
    vi.useFakeTimers({ now: NOW });
    const attemptsAt: number[] = [];
    const unreachable = vi.fn(() => {
      attemptsAt.push(Date.now() - NOW);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The real clock and pauses (faked): no `now` or `sleep` override.
    const session = createSessionManager({
      environment,
      store: memoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
      fetch: unreachable,
      locks: null,
      channel: null,
    });
    const outcome = session.refresh().then(
      () => 'refreshed',
      () => 'gave up',
    );
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_WINDOW_MS + 10_000);
    expect(await outcome).toBe('gave up');
    expect(attemptsAt.slice(0, 6)).toEqual([0, 500, 1_500, 3_500, 7_500, 15_500]);
    expect(attemptsAt.at(-1)).toBe(REFRESH_RETRY_WINDOW_MS);
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });
});
