/**
 * The session: tokens, their refresh and the end of the session (spec 1 section 4, "Session lifecycle").
 *
 * - The access token is refreshed when under 10 seconds of its life remain.
 * - One refresh runs at a time: concurrent callers in a tab share one promise, and tabs take turns through the
 *   Web Lock 'wallet-token-refresh'. After getting the lock a tab re-reads the token store: when another holder
 *   of the store already rotated the tokens, it uses those instead of spending its now-rotated refresh token
 *   (which the server would treat as reuse and revoke the family). sessionStorage is per tab, so a tab that
 *   rotates also announces the new pair on the BroadcastChannel 'wallet-session'; a tab holding the old refresh
 *   token (a duplicated tab) adopts it.
 * - A refresh the server may not have seen, or whose answer did not arrive (5xx, 429, network error, timeout,
 *   malformed reply), is tried again with growing pauses for up to {@link REFRESH_RETRY_WINDOW_MS}: the refresh
 *   token is still valid, and when the server did rotate but the answer was lost, its reuse grace window answers
 *   the retry with the same new pair (RFC 9700 section 4.14). Only a definitive refusal (4xx: invalid, revoked,
 *   reused or expired token), or transient failures outlasting the window, end the session ('sessionExpired').
 */
import { computed, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { createApiClient } from '../api/client';
import type { TokenPair } from '../api/contract/tokens';
import { logout as logoutOperation, refresh as refreshOperation } from '../api/contract/tokens';
import { isDefinitiveRefusal } from '../api/errors';
import type { EnvironmentConfig } from '../brand/environments';
import { clearSessionKeys } from '../session/session-keys';
import type { SessionTokens, TokenStore } from '../session/token-store';

/** Refresh when the access token has less than this left (spec 1 section 9). */
export const REFRESH_MARGIN_MS = 10_000;

/** How long transient refresh failures are retried before the session is given up. */
export const REFRESH_RETRY_WINDOW_MS = 30_000;

/** Pauses between refresh attempts after a transient failure; the last one repeats until the window closes. */
export const REFRESH_BACKOFF_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000];

/** Name of the Web Lock that serialises refreshes across tabs. */
export const REFRESH_LOCK_NAME = 'wallet-token-refresh';

export type SessionEndReason = 'sessionExpired' | 'idle' | 'loggedOut';

export type SessionState =
  | { status: 'anonymous' }
  | {
      status: 'active';
      accessToken: string;
      refreshToken: string;
      /** Epoch ms from the access token's `exp`, or null when the token carries none (never refreshed early). */
      expiresAt: number | null;
    }
  | { status: 'expired'; reason: SessionEndReason };

export interface SessionManager {
  readonly state: ReadonlySignal<SessionState>;
  /** Starts (or replaces) the session after a login or a code exchange. */
  setTokens(pair: SessionTokens): void;
  /** The access token, refreshed first when under 10 s remain; null without an active session. */
  getAccessToken(): Promise<string | null>;
  /** Rotates the tokens and resolves the new access token. Rejects 'empty refresh token' without one. */
  refresh(): Promise<string>;
  /** Ends the session (tokens cleared); state becomes expired with the reason. */
  expire(reason: SessionEndReason): void;
  /**
   * Signs out: calls /auth/logout (failures ignored), clears the tokens and every session-storage key, runs the
   * {@link onLogout} callbacks, and sets state expired with the reason ('loggedOut' by default; the idle timer
   * passes 'idle' so the session is revoked on the server too and the login page can say why).
   */
  logout(reason?: SessionEndReason): Promise<void>;
  /** Registers cleanup to run on logout (realtime connection, caches, registration draft). Returns unregister. */
  onLogout(callback: () => void | Promise<void>): () => void;
  /** Stops listening to other tabs (a widget's session when the widget goes away). */
  dispose(): void;
}

/** The subset of the Web Locks API we use (navigator.locks). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The subset of BroadcastChannel we use to tell other tabs about a rotation. */
export type SessionChannel = Pick<
  BroadcastChannel,
  'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'
>;

/** Name of the BroadcastChannel on which rotations are announced. */
export const SESSION_CHANNEL_NAME = 'wallet-session';

interface RotationMessage {
  type: 'tokensRotated';
  previousRefreshToken: string;
  accessToken: string;
  refreshToken: string;
}

function isRotationMessage(data: unknown): data is RotationMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<RotationMessage>;
  return (
    message.type === 'tokensRotated' &&
    typeof message.previousRefreshToken === 'string' &&
    typeof message.accessToken === 'string' &&
    typeof message.refreshToken === 'string'
  );
}

export interface SessionManagerOptions {
  environment: EnvironmentConfig;
  store: TokenStore;
  fetch?: typeof fetch | undefined;
  /** Clock in epoch ms; tests move it. */
  now?: (() => number) | undefined;
  /** Web Locks; defaults to `navigator.locks` when the browser has it. Pass null to disable. */
  locks?: RefreshLocks | null | undefined;
  /** Rotation announcements between tabs; defaults to a BroadcastChannel in browsers. Pass null to disable. */
  channel?: SessionChannel | null | undefined;
  /** Storage whose session keys logout clears (the portal's sessionStorage). */
  sessionStorage?: Pick<Storage, 'removeItem'> | undefined;
  /** Accept-Language of the auth calls. */
  language?: (() => string) | undefined;
  /** Waits between refresh attempts; tests pass one that resolves at once. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The `exp` claim of a JWT in epoch ms, read without verifying the signature; null when absent or unreadable. */
export function jwtExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as unknown;
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function defaultLocks(): RefreshLocks | null {
  const navigatorLocks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!navigatorLocks) return null;
  return { request: (name, callback) => navigatorLocks.request(name, callback) };
}

function defaultChannel(): SessionChannel | null {
  if (typeof BroadcastChannel !== 'function' || typeof document === 'undefined') return null;
  return new BroadcastChannel(SESSION_CHANNEL_NAME);
}

function activeState(pair: SessionTokens): SessionState {
  return {
    status: 'active',
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresAt: jwtExpiresAt(pair.accessToken),
  };
}

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { store } = options;
  const now = options.now ?? Date.now;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const initial = store.read();
  const state = signal<SessionState>(initial ? activeState(initial) : { status: 'anonymous' });
  const logoutCallbacks = new Set<() => void | Promise<void>>();
  let inFlight: Promise<string> | null = null;

  // Auth calls go without a session: refresh and logout carry their tokens explicitly.
  const auth: ApiClient = createApiClient({
    environment: options.environment,
    language: options.language ?? (() => 'en'),
    fetch: options.fetch,
  });

  let loggingOut = false;

  function setTokens(pair: SessionTokens): void {
    // A rotation that finishes while signing out is not written back: the stored tokens are already gone.
    if (!loggingOut) store.write(pair);
    state.value = activeState(pair);
  }

  function expire(reason: SessionEndReason): void {
    // A session ends once: a request that fails during or after sign-out must not turn 'loggedOut' into
    // 'sessionExpired' (the server revokes the tokens while other calls are still in flight).
    if (state.value.status === 'expired' || loggingOut) return;
    store.clear();
    state.value = { status: 'expired', reason };
  }

  /** One rotation; runs inside the cross-tab lock when there is one. */
  async function rotate(knownRefreshToken: string): Promise<string> {
    const stored = store.read();
    if (stored && stored.refreshToken !== knownRefreshToken) {
      // Another holder of this store rotated while we waited for the lock: its pair is the current one.
      setTokens(stored);
      return stored.accessToken;
    }
    const pair: TokenPair = await auth.call(refreshOperation, { refreshToken: knownRefreshToken });
    setTokens(pair);
    const message: RotationMessage = {
      type: 'tokensRotated',
      previousRefreshToken: knownRefreshToken,
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
    };
    channel?.postMessage(message);
    return pair.accessToken;
  }

  function adoptRotation(event: Event): void {
    const data: unknown = (event as MessageEvent).data;
    if (!isRotationMessage(data)) return;
    const current = state.value;
    if (current.status === 'active' && current.refreshToken === data.previousRefreshToken) {
      setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    }
  }
  channel?.addEventListener('message', adoptRotation);

  const sleep = options.sleep ?? defaultSleep;

  function currentRefreshToken(): string {
    const current = state.value;
    return current.status === 'active' ? current.refreshToken : (store.read()?.refreshToken ?? '');
  }

  async function runRefresh(): Promise<string> {
    const deadline = now() + REFRESH_RETRY_WINDOW_MS;
    for (let attempt = 0; ; attempt += 1) {
      // Read each time: another tab may have rotated (and announced) the pair while this one waited.
      const refreshToken = currentRefreshToken();
      try {
        if (refreshToken === '') throw new Error('empty refresh token');
        return locks ? await locks.request(REFRESH_LOCK_NAME, () => rotate(refreshToken)) : await rotate(refreshToken);
      } catch (error) {
        // The last pause is cut to what is left of the window, so the final attempt falls at its end rather than
        // one whole pause before it.
        const left = deadline - now();
        const pause = Math.min(REFRESH_BACKOFF_MS[Math.min(attempt, REFRESH_BACKOFF_MS.length - 1)] ?? 0, left);
        const transient = refreshToken !== '' && !isDefinitiveRefusal(error);
        // The session may have ended meanwhile (signed out in this tab): nothing left to refresh.
        if (!transient || left <= 0 || state.value.status === 'expired') {
          expire('sessionExpired');
          throw error;
        }
        console.warn(`Refreshing the session failed; trying again in ${pause} ms`, error);
        await sleep(pause);
      }
    }
  }

  function refresh(): Promise<string> {
    inFlight ??= runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function getAccessToken(): Promise<string | null> {
    if (inFlight) return inFlight;
    const current = state.value;
    if (current.status !== 'active') return null;
    if (current.expiresAt !== null && current.expiresAt - now() < REFRESH_MARGIN_MS) return refresh();
    return current.accessToken;
  }

  async function logout(reason: SessionEndReason = 'loggedOut'): Promise<void> {
    loggingOut = true;
    try {
      await endSession(reason);
    } finally {
      loggingOut = false;
    }
  }

  function forgetTokens(): void {
    store.clear();
    if (options.sessionStorage) clearSessionKeys(options.sessionStorage);
  }

  async function endSession(reason: SessionEndReason): Promise<void> {
    // The stored tokens go first, before the server is asked: a reload or a link opened while the call is under way
    // (a slow network) must land signed out, not bring the session back from storage. The tokens in memory still
    // sign the logout call (a refresh meanwhile is not written back, see setTokens).
    forgetTokens();
    if (state.value.status === 'active') {
      try {
        // A token about to expire is refreshed first, so the server really revokes the session.
        const accessToken = await getAccessToken();
        const current = state.value;
        if (accessToken && current.status === 'active') {
          await auth.call(
            logoutOperation,
            { refreshToken: current.refreshToken },
            { bearerToken: accessToken, keepalive: true },
          );
        }
      } catch {
        // Signing out locally must not depend on the server: the tokens are dropped either way.
      }
    }
    state.value = { status: 'expired', reason };
    const results = await Promise.allSettled([...logoutCallbacks].map(async (callback) => callback()));
    for (const result of results) {
      if (result.status === 'rejected') console.error('Logout cleanup failed', result.reason);
    }
  }

  function onLogout(callback: () => void | Promise<void>): () => void {
    logoutCallbacks.add(callback);
    return () => {
      logoutCallbacks.delete(callback);
    };
  }

  return {
    state: computed(() => state.value),
    setTokens,
    getAccessToken,
    refresh,
    expire,
    logout,
    onLogout,
    dispose() {
      channel?.removeEventListener('message', adoptRotation);
      channel?.close();
    },
  };
}
