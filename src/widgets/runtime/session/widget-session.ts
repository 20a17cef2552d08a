/**
 * The session of a signed-in widget (ARCHITECTURE.md "Sessions"). A controller finds the user's session in this
 * order and keeps it in memory only:
 *
 * 1. the portal's own session, when the widget runs on the portal's origin (same tab: sessionStorage);
 * 2. a `code` + `code-verifier` pair handed over by a mobile shell, exchanged once at `/auth/token`;
 * 3. the host's `getSession()` callback (tokens, or a code and verifier to exchange), in the style of Stripe's
 *    `fetchClientSecret`;
 * 4. otherwise the user signs in: `wallet-auth-required` (cancelable: a host that signs the user in itself cancels
 *    it and hands a session over later), then a "Sign in" button that opens the portal's `auth/sei` page in a
 *    popup; the page returns a one-time code by `postMessage` (exact origin and state checked, see
 *    `core/auth/sei-handover.ts`) and the controller exchanges it with its PKCE verifier.
 *
 * In the bank's frame (isolation mode) a session the page handed over (sources 2 and 3) is not used at once: a script
 * on the page could hand over a code for another person's account (its own), and the visitor would upload their
 * documents into it. The controller stops at 'confirming' and the gate shows whose account it is; only the person's
 * Continue makes it 'signed-in', and "Not you? Sign out" ends it on the server and offers the sign-in.
 *
 * When a session ends (refresh refused, revoked, or no activity in the element for the brand's idle time: pointer,
 * touch, scroll or key events inside it) the controller emits `wallet-session-expired`, asks the host's callback
 * once more, and otherwise offers the sign-in again. A session borrowed from the portal's tab is left to the
 * portal's own idle timer.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../../core/api/client';
import { createApiClient } from '../../../core/api/client';
import { token as tokenOperation } from '../../../core/api/contract/tokens';
import { ApiError } from '../../../core/api/errors';
import { codeChallengeS256, createCodeVerifier } from '../../../core/auth/pkce';
import { startIdleTimer, type IdleTimer } from '../../../core/auth/idle-timer';
import { acceptSeiMessage, createSeiState, seiUrl } from '../../../core/auth/sei-handover';
import { createSessionManager, type SessionEndReason, type SessionManager } from '../../../core/auth/session-manager';
import type { EnvironmentConfig } from '../../../core/brand/environments';
import {
  createMemoryStorage,
  memoryTokenStore,
  sessionTokenStore,
  type SessionTokens,
} from '../../../core/session/token-store';

/** What a host's `getSession()` may resolve: tokens, a code and verifier to exchange, or null (no session). */
export type HostSession = SessionTokens | { code: string; codeVerifier: string } | null;

export type GetSession = () => HostSession | Promise<HostSession>;

export type SessionSource = 'portal' | 'code' | 'host' | 'popup';

export type SignedOutReason =
  /** Nothing tried yet. */
  | null
  /** The user closed the popup before finishing. */
  | 'closed'
  /** The popup went to another page of the portal instead of the approval. */
  | 'left'
  /** The user declined on the portal's page. */
  | 'declined'
  /** A code could not be exchanged, or the host's callback failed. */
  | 'failed'
  /** The session ended; the user signs in again. */
  | 'expired';

export type WidgetSessionState =
  | { status: 'starting' }
  | {
      status: 'signed-out';
      reason: SignedOutReason;
      /** The host cancelled `wallet-auth-required`: it signs the user in itself, no button is offered. */
      hostHandles: boolean;
    }
  | {
      status: 'signing-in';
      /** The portal page; a blocked popup gets a link that opens it in a new tab (which can still answer). */
      url: string;
      popupBlocked: boolean;
    }
  | { status: 'exchanging' }
  /** Signed in with a session the page handed to the bank's frame: the person confirms it is theirs first. */
  | { status: 'confirming'; source: SessionSource; api: ApiClient; session: SessionManager }
  | { status: 'signed-in'; source: SessionSource; api: ApiClient; session: SessionManager };

/** The window features the controller uses; tests pass a fake. */
export interface SessionWindow {
  readonly location: { readonly origin: string };
  open(url: string, target: string, features: string): Pick<Window, 'closed' | 'close'> | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void, options: { signal: AbortSignal }): void;
  readonly sessionStorage?: Storage | undefined;
}

export interface WidgetSessionOptions {
  environment: EnvironmentConfig;
  /** Origin of the portal whose `auth/sei` page signs the user in. */
  portalOrigin: string;
  language: () => string;
  /** The element's brand, passed to the sign-in page (a portal serving several brands asks as this one). */
  brand?: (() => string) | undefined;
  /** A code handed over by a mobile shell (`code` + `code-verifier` attributes). */
  handover?: { code: string; codeVerifier: string } | undefined;
  getSession?: GetSession | undefined;
  /** Emits `wallet-auth-required`; returns false when the host cancelled it. */
  onAuthRequired: () => boolean;
  /** Emits `wallet-session-expired`. */
  onSessionExpired: (reason: SessionEndReason) => void;
  window?: SessionWindow | undefined;
  fetch?: typeof fetch | undefined;
  /** How often the controller looks whether the popup was closed; tests shorten it. */
  popupPollMs?: number | undefined;
  /** The brand's idle timeout: the session ends after this long without activity in `activityTarget`. */
  idleTimeoutMs?: number | undefined;
  /** Where the user's activity is counted: the widget's element (events inside its shadow root reach it). */
  activityTarget?: EventTarget | undefined;
  /**
   * In the portal's frame: whether the host page shows the frame (isolation/frame-visibility.ts). The idle timer watches
   * it instead of the document (the tab coming back counts as activity only while the frame is shown), and a frame
   * shown again only has its deadline checked: a page that shows and hides the frame cannot keep a session alive.
   */
  frameVisibility?: (Pick<Document, 'visibilityState' | 'addEventListener'> & { readonly shown: boolean }) | undefined;
  /**
   * Isolation mode: the element runs in the portal's frame on this partner origin's page. The popup asks for that
   * partner and hands the code to the frame; the portal's own session is not borrowed (the user consents per site).
   */
  embeddedIn?: string | null | undefined;
}

export interface WidgetSessionController {
  readonly state: ReadonlySignal<WidgetSessionState>;
  /** Listens for the popup's answer and finds a session (sources 1 to 3), or asks for a sign-in. */
  start(): Promise<void>;
  /** Opens the sign-in popup. Call it from the click handler itself, or browsers block the popup. */
  signIn(): void;
  /** The person confirmed that the handed-over session ('confirming') is theirs. */
  confirm(): void;
  /** "Not you?": ends the session on the server and offers the sign-in, without asking the host again. */
  signOut(): void;
  /** Leaves the page: listeners, timers and the session's cross-tab channel go; the tokens are forgotten. */
  dispose(): void;
}

const POPUP_FEATURES = 'popup,width=480,height=720';

interface PendingSignIn {
  verifier: string;
  challenge: string;
  state: string;
}

export function createWidgetSession(options: WidgetSessionOptions): WidgetSessionController {
  const win: SessionWindow = options.window ?? window;
  const state = signal<WidgetSessionState>({ status: 'starting' });
  let lifetime = new AbortController();
  const anonymous = createApiClient({
    environment: options.environment,
    language: options.language,
    fetch: options.fetch,
  });
  let pending: PendingSignIn | null = null;
  let preparing: Promise<PendingSignIn> | null = null;
  let popupTimer: ReturnType<typeof setInterval> | null = null;
  let current: SessionManager | null = null;
  let stopWatching: (() => void) | null = null;
  let idleTimer: IdleTimer | null = null;
  let disposed = false;

  function stopIdleTimer(): void {
    idleTimer?.stop();
    idleTimer = null;
  }

  function startIdleWatch(session: SessionManager, source: SessionSource): void {
    stopIdleTimer();
    if (source === 'portal' || !options.activityTarget || options.idleTimeoutMs === undefined) return;
    idleTimer = startIdleTimer({
      timeoutMs: options.idleTimeoutMs,
      target: options.activityTarget,
      visibilityTarget: options.frameVisibility,
      onIdle: () => {
        // Revoked on the server too; the state change below emits wallet-session-expired with reason 'idle'.
        if (current === session) void session.logout('idle');
      },
    });
  }

  const set = (next: WidgetSessionState) => {
    if (!disposed) state.value = next;
  };

  function stopPopupWatch(): void {
    if (popupTimer !== null) clearInterval(popupTimer);
    popupTimer = null;
  }

  function adopt(session: SessionManager, source: SessionSource): void {
    stopWatching?.();
    current?.dispose();
    current = session;
    const api = createApiClient({
      environment: options.environment,
      language: options.language,
      session,
      fetch: options.fetch,
    });
    stopWatching = session.state.subscribe((value) => {
      if (value.status !== 'expired' || current !== session || disposed) return;
      options.onSessionExpired(value.reason);
      void afterExpiry();
    });
    startIdleWatch(session, source);
    // The page handed this session to the bank's frame: whose it is must be confirmed by the person (see above).
    const handedByPage = source === 'code' || source === 'host';
    set({ status: options.embeddedIn && handedByPage ? 'confirming' : 'signed-in', source, api, session });
  }

  function memorySession(tokens: SessionTokens): SessionManager {
    const session = createSessionManager({
      environment: options.environment,
      store: memoryTokenStore(),
      // Nothing of the widget's goes into the host page's storage; other tabs hold other sessions.
      sessionStorage: createMemoryStorage(),
      channel: null,
      language: options.language,
      fetch: options.fetch,
    });
    session.setTokens(tokens);
    return session;
  }

  async function exchange(code: string, codeVerifier: string): Promise<SessionTokens> {
    // In the bank's frame the sandbox takes only a code issued for the partner page the frame is in.
    const embeddedIn = options.embeddedIn ?? undefined;
    const pair = await anonymous.call(
      tokenOperation,
      { code, codeVerifier, ...(embeddedIn ? { embeddedIn } : {}) },
      { signal: lifetime.signal },
    );
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  }

  /** Source 1: the portal's session in this tab, when the widget runs on the portal's origin. */
  function portalSession(): SessionManager | null {
    if (options.embeddedIn || win.location.origin !== options.portalOrigin) return null;
    let storage: Storage | undefined;
    try {
      storage = win.sessionStorage;
    } catch {
      return null; // sandboxed frames may refuse storage access
    }
    if (!storage) return null;
    const store = sessionTokenStore(storage);
    const tokens = store.read();
    if (!tokens) return null;
    // Shares the portal's store: a refresh here is seen by the portal and the other way round.
    const session = createSessionManager({
      environment: options.environment,
      store,
      language: options.language,
      fetch: options.fetch,
    });
    session.setTokens(tokens);
    return session;
  }

  async function hostSession(): Promise<SessionTokens | null> {
    if (!options.getSession) return null;
    const answer = await options.getSession();
    if (!answer) return null;
    if ('accessToken' in answer) {
      if (!answer.accessToken || !answer.refreshToken)
        throw new Error('getSession() resolved tokens without accessToken and refreshToken');
      return { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
    }
    return exchange(answer.code, answer.codeVerifier);
  }

  function prepare(): Promise<PendingSignIn> {
    preparing ??= (async () => {
      const verifier = createCodeVerifier();
      const next = { verifier, challenge: await codeChallengeS256(verifier), state: createSeiState() };
      pending = next;
      return next;
    })();
    return preparing;
  }

  function askForSignIn(reason: SignedOutReason): void {
    const hostHandles = !options.onAuthRequired();
    set({ status: 'signed-out', reason, hostHandles });
    void prepare();
  }

  async function afterExpiry(): Promise<void> {
    stopIdleTimer();
    stopWatching?.();
    stopWatching = null;
    current?.dispose();
    current = null;
    try {
      const tokens = await hostSession();
      if (tokens) return adopt(memorySession(tokens), 'host');
    } catch (error) {
      console.error('wallet widget: getSession() failed after the session ended', error);
    }
    if (!disposed) askForSignIn('expired');
  }

  async function onMessage(event: MessageEvent): Promise<void> {
    const attempt = pending;
    if (!attempt || state.value.status !== 'signing-in') return;
    const message = acceptSeiMessage(event, options.portalOrigin, attempt.state);
    if (!message) return;
    stopPopupWatch();
    // A state answers once; the next sign-in gets a fresh PKCE pair and state.
    pending = null;
    preparing = null;
    if (message.outcome === 'declined') return askForSignIn('declined');
    if (message.outcome === 'left') return askForSignIn('left');
    set({ status: 'exchanging' });
    try {
      adopt(memorySession(await exchange(message.code, attempt.verifier)), 'popup');
    } catch (error) {
      if (disposed) return;
      console.error('wallet widget: the sign-in code could not be exchanged', error);
      askForSignIn('failed');
    }
  }

  return {
    state,

    async start() {
      // Startable again after dispose (a remount): fresh listeners, and the sources are looked at again.
      disposed = false;
      lifetime = new AbortController();
      win.addEventListener('message', (event) => void onMessage(event), { signal: lifetime.signal });
      const frame = options.frameVisibility;
      // Shown again by the page: not activity, but a deadline that passed while the frame's timers were throttled ends it.
      frame?.addEventListener(
        'shownchange',
        () => {
          if (frame.shown) idleTimer?.checkDeadline();
        },
        { signal: lifetime.signal },
      );
      const fromPortal = portalSession();
      if (fromPortal) return adopt(fromPortal, 'portal');
      if (options.handover) {
        set({ status: 'exchanging' });
        try {
          return adopt(memorySession(await exchange(options.handover.code, options.handover.codeVerifier)), 'code');
        } catch (error) {
          if (disposed) return;
          // A used or expired code: the user can still sign in (or the host's callback can help).
          console.error('wallet widget: the handed-over code could not be exchanged', error);
          if (!(error instanceof ApiError)) throw error;
        }
      }
      try {
        const tokens = await hostSession();
        if (tokens) return adopt(memorySession(tokens), 'host');
      } catch (error) {
        if (disposed) return;
        console.error('wallet widget: getSession() failed', error);
        return askForSignIn('failed');
      }
      if (!disposed) askForSignIn(options.handover ? 'failed' : null);
    },

    confirm() {
      const value = state.value;
      if (value.status === 'confirming') set({ ...value, status: 'signed-in' });
    },

    signOut() {
      const value = state.value;
      if (value.status !== 'confirming' && value.status !== 'signed-in') return;
      // Detached first: its end must not ask the host's callback again (it would hand over the same account).
      stopWatching?.();
      stopWatching = null;
      stopIdleTimer();
      current = null;
      void value.session.logout('loggedOut').finally(() => value.session.dispose());
      options.onSessionExpired('loggedOut');
      askForSignIn(null);
    },

    signIn() {
      const attempt = pending;
      if (!attempt || disposed) return;
      const request = options.embeddedIn
        ? { origin: options.embeddedIn, embedded: true, codeChallenge: attempt.challenge, state: attempt.state }
        : { origin: win.location.origin, codeChallenge: attempt.challenge, state: attempt.state };
      const url = seiUrl(options.portalOrigin, request, options.language(), options.brand?.());
      const popup = win.open(url, 'wallet-sei', POPUP_FEATURES);
      set({ status: 'signing-in', url, popupBlocked: !popup });
      if (!popup) return;
      stopPopupWatch();
      let closedSeen = 0;
      popupTimer = setInterval(() => {
        if (!popup.closed) return;
        // The page posts its answer just before it closes itself: give the message one more tick to arrive.
        closedSeen += 1;
        if (closedSeen < 2 || state.value.status !== 'signing-in') return;
        stopPopupWatch();
        set({ status: 'signed-out', reason: 'closed', hostHandles: false });
      }, options.popupPollMs ?? 500);
    },

    dispose() {
      disposed = true;
      lifetime.abort();
      stopPopupWatch();
      stopIdleTimer();
      stopWatching?.();
      current?.dispose();
      current = null;
    },
  };
}
