/**
 * The session in BFF mode (docs/bff.md): the same {@link SessionManager} as token mode, for the features and the
 * shell, but the tokens live on the portal's BFF. The browser knows only whether it is signed in: the BFF's reply to a
 * sign-in carries placeholders in place of the tokens, and the HttpOnly session cookie (shared by every tab) does the
 * rest.
 *
 * - Refresh is the BFF's: `refresh()` only asks the BFF whether the session is still there.
 * - A 401 of the BFF ends the session (bff transport); sign-out calls the bank's logout through the BFF, which revokes
 *   the real tokens and ends the server session, and tells the other tabs on the BroadcastChannel, so they sign out
 *   at once instead of at their next call.
 */
import { computed, signal } from '@preact/signals-core';
import { createApiClient } from '../api/client';
import { logout as logoutOperation } from '../api/contract/tokens';
import type { EnvironmentConfig } from '../brand/environments';
import { loadBffSignedIn } from '../brand/runtime-config';
import { clearSessionKeys } from '../session/session-keys';
import type { SessionChannel, SessionEndReason, SessionManager, SessionState } from './session-manager';
import { SESSION_CHANNEL_NAME } from './session-manager';

/** What stands for the tokens in the browser (the BFF's replies carry the same). */
export const BFF_TOKEN_PLACEHOLDER = 'bff-session';

const ACTIVE: SessionState = {
  status: 'active',
  accessToken: BFF_TOKEN_PLACEHOLDER,
  refreshToken: BFF_TOKEN_PLACEHOLDER,
  expiresAt: null,
};

interface SignedOutMessage {
  type: 'bffSignedOut';
  reason: SessionEndReason;
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<SignedOutMessage>).type === 'bffSignedOut' &&
    ['sessionExpired', 'idle', 'loggedOut'].includes(String((data as Partial<SignedOutMessage>).reason))
  );
}

export interface BffSessionOptions {
  /** The BFF environment (bffEnvironment). */
  environment: EnvironmentConfig;
  /** From `loadBffSignedIn` (runtime-config.ts) at boot. */
  signedIn: boolean;
  /** Storage whose session keys logout clears (the portal's sessionStorage). */
  sessionStorage?: Pick<Storage, 'removeItem'> | undefined;
  language?: (() => string) | undefined;
  fetch?: typeof fetch | undefined;
  /** Sign-out announcements between tabs; defaults to a BroadcastChannel in browsers. Pass null to disable. */
  channel?: SessionChannel | null | undefined;
}

export function createBffSessionManager(options: BffSessionOptions): SessionManager {
  const state = signal<SessionState>(options.signedIn ? ACTIVE : { status: 'anonymous' });
  const logoutCallbacks = new Set<() => void | Promise<void>>();
  const channel =
    options.channel === undefined
      ? typeof BroadcastChannel === 'function' && typeof document !== 'undefined'
        ? new BroadcastChannel(SESSION_CHANNEL_NAME)
        : null
      : options.channel;
  const bff = createApiClient({
    environment: options.environment,
    language: options.language ?? (() => 'en'),
    fetch: options.fetch,
    transport: 'bff',
  });
  let ending: Promise<void> | null = null;

  async function endLocally(reason: SessionEndReason): Promise<void> {
    if (options.sessionStorage) clearSessionKeys(options.sessionStorage);
    state.value = { status: 'expired', reason };
    const results = await Promise.allSettled([...logoutCallbacks].map(async (callback) => callback()));
    for (const result of results) {
      if (result.status === 'rejected') console.error('Logout cleanup failed', result.reason);
    }
  }

  function announce(reason: SessionEndReason): void {
    const message: SignedOutMessage = { type: 'bffSignedOut', reason };
    channel?.postMessage(message);
  }

  function fromOtherTab(event: Event): void {
    const data: unknown = (event as MessageEvent).data;
    if (!isSignedOutMessage(data) || state.value.status !== 'active' || ending) return;
    ending = endLocally(data.reason).finally(() => {
      ending = null;
    });
  }
  channel?.addEventListener('message', fromOtherTab);

  function expire(reason: SessionEndReason): void {
    if (state.value.status === 'expired' || ending) return;
    state.value = { status: 'expired', reason };
    // The server session is the tabs' common one: when it is over here it is over there.
    announce(reason);
  }

  async function refresh(): Promise<string> {
    const signedIn = await loadBffSignedIn(options.environment.portalOrigin);
    if (!signedIn) {
      expire('sessionExpired');
      throw new Error('The BFF holds no session any more');
    }
    return BFF_TOKEN_PLACEHOLDER;
  }

  async function logout(reason: SessionEndReason = 'loggedOut'): Promise<void> {
    if (ending) return ending;
    const wasActive = state.value.status === 'active';
    ending = (async () => {
      if (wasActive) {
        try {
          await bff.call(logoutOperation, { refreshToken: BFF_TOKEN_PLACEHOLDER }, { keepalive: true });
        } catch {
          // Signing out locally must not depend on the server; the BFF's idle limit ends its session anyway.
        }
        announce(reason);
      }
      await endLocally(reason);
    })().finally(() => {
      ending = null;
    });
    return ending;
  }

  return {
    state: computed(() => state.value),
    setTokens() {
      // The pair is the BFF's placeholders: the real one stays on the server.
      state.value = ACTIVE;
    },
    getAccessToken: () => Promise.resolve(state.value.status === 'active' ? BFF_TOKEN_PLACEHOLDER : null),
    refresh,
    expire,
    logout,
    onLogout(callback) {
      logoutCallbacks.add(callback);
      return () => {
        logoutCallbacks.delete(callback);
      };
    },
    dispose() {
      channel?.removeEventListener('message', fromOtherTab);
      channel?.close();
    },
  };
}
