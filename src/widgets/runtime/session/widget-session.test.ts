import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerInfoGet } from '../../../core/api/contract/customer';
import { login, seiAuthorize, seiAuthorizeDecide } from '../../../core/api/contract/auth';
import { createApiClient } from '../../../core/api/client';
import { codeChallengeS256, createCodeVerifier } from '../../../core/auth/pkce';
import { SEI_MESSAGE_TYPE } from '../../../core/auth/sei-handover';
import { SESSION_KEYS } from '../../../core/session/session-keys';
import { createMemoryStorage } from '../../../core/session/token-store';
import { createSandboxHarness, DEMO_PASSWORD, DEMO_USERS, type SandboxHarness } from '../../../testing/sandbox-harness';
import { FrameVisibility } from '../isolation/frame-visibility';
import { createWidgetSession, type SessionWindow, type WidgetSessionOptions } from './widget-session';

const PORTAL = 'http://127.0.0.1:5173';
const SITE = 'https://shop.example';

/** A window on `origin` whose popups are recorded and whose message listeners the test can call. */
function fakeWindow(origin: string, options: { blockPopups?: boolean; sessionStorage?: Storage } = {}) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const opened: { url: string; popup: { closed: boolean; close: () => void } }[] = [];
  const win: SessionWindow = {
    location: { origin },
    sessionStorage: options.sessionStorage,
    open(url) {
      if (options.blockPopups) return null;
      const popup = { closed: false, close: () => (popup.closed = true) };
      opened.push({ url, popup });
      return popup;
    },
    addEventListener(_type, listener, { signal }) {
      listeners.push(listener);
      signal.addEventListener('abort', () => listeners.splice(listeners.indexOf(listener), 1));
    },
  };
  const post = (data: unknown, from: string) => {
    for (const listener of [...listeners]) listener(new MessageEvent('message', { data, origin: from }));
  };
  return { win, opened, post, listeners };
}

let harness: SandboxHarness;
beforeEach(() => {
  harness = createSandboxHarness();
});
afterEach(() => {
  harness.close();
});

/** The browser sends the page's Origin with the widget's cross-origin calls; the in-process fetch needs telling. */
function browserFetch(origin: string): typeof fetch {
  return (input, init) => {
    // ky hands over a Request carrying its headers; init may add more.
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    headers.set('origin', origin);
    return harness.fetch(input, { ...init, headers });
  };
}

function controller(win: SessionWindow, overrides: Partial<WidgetSessionOptions> = {}) {
  const events: string[] = [];
  const session = createWidgetSession({
    environment: harness.environment,
    portalOrigin: PORTAL,
    language: () => 'en',
    brand: () => 'lt-alpha',
    fetch: browserFetch(win.location.origin),
    window: win,
    popupPollMs: 5,
    onAuthRequired: () => {
      events.push('auth-required');
      return true;
    },
    onSessionExpired: (reason) => events.push(`expired:${reason}`),
    ...overrides,
  });
  return { session, events };
}

/** What the portal's auth/sei page does for the signed-in user: authorize the widget's challenge and approve. */
async function approveOnPortal(url: string): Promise<{ code: string; state: string }> {
  const query = new URL(url).searchParams;
  const user = await harness.signIn(DEMO_USERS.personal);
  const api = createApiClient({
    environment: harness.environment,
    language: () => 'en',
    session: user,
    fetch: harness.fetch,
  });
  const started = await api.call(seiAuthorize, {
    origin: query.get('origin') ?? '',
    codeChallenge: query.get('codeChallenge') ?? '',
    brand: 'wallet',
  });
  const decided = await api.call(seiAuthorizeDecide, { authorizationId: started.authorizationId, approve: true });
  return { code: decided.code ?? '', state: query.get('state') ?? '' };
}

async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(() => {
    if (!check()) throw new Error('not yet');
  });
}

describe('widget session', () => {
  it('signs in through the popup: the portal code comes back by postMessage and is exchanged with the verifier', async () => {
    const page = fakeWindow(SITE);
    const { session, events } = controller(page.win);
    await session.start();
    expect(session.state.value).toMatchObject({ status: 'signed-out', reason: null, hostHandles: false });
    expect(events).toEqual(['auth-required']);
    await until(() => {
      session.signIn();
      return page.opened.length > 0;
    });
    const url = page.opened[0]?.url ?? '';
    expect(url).toMatch(
      new RegExp(
        `^${PORTAL}/auth/sei\\?origin=${encodeURIComponent(SITE)}&codeChallenge=[A-Za-z0-9_-]{43}&state=[0-9a-f]{48}`,
      ),
    );
    // The portal asks as the element's brand and in its language.
    expect(new URL(url).searchParams.get('brand')).toBe('lt-alpha');
    expect(new URL(url).searchParams.get('lang')).toBe('en');
    expect(session.state.value).toMatchObject({ status: 'signing-in', popupBlocked: false });

    const { code, state } = await approveOnPortal(url);
    // Another origin, or another state, is ignored.
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'approved', code }, 'https://evil.example');
    page.post({ type: SEI_MESSAGE_TYPE, state: 'x'.repeat(48), outcome: 'approved', code }, PORTAL);
    expect(session.state.value.status).toBe('signing-in');
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'approved', code }, PORTAL);
    await until(() => session.state.value.status === 'signed-in');

    const signedIn = session.state.value;
    if (signedIn.status !== 'signed-in') throw new Error('not signed in');
    expect(signedIn.source).toBe('popup');
    const info = await signedIn.api.call(customerInfoGet, {});
    expect(info.customer.login).toBe(DEMO_USERS.personal);
    session.dispose();
    expect(page.listeners).toHaveLength(0);
  });

  it('a declined sign-in says so and offers the button again; a closed popup says it was closed', async () => {
    const page = fakeWindow(SITE);
    const { session } = controller(page.win);
    await session.start();
    await until(() => {
      session.signIn();
      return page.opened.length > 0;
    });
    const state = new URL(page.opened[0]?.url ?? '').searchParams.get('state');
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'declined' }, PORTAL);
    await until(() => session.state.value.status === 'signed-out');
    expect(session.state.value).toMatchObject({ reason: 'declined' });

    await until(() => {
      session.signIn();
      return page.opened.length > 1;
    });
    // A new attempt carries a new state.
    expect(new URL(page.opened[1]?.url ?? '').searchParams.get('state')).not.toBe(state);
    page.opened[1]?.popup.close();
    await until(() => session.state.value.status === 'signed-out');
    expect(session.state.value).toMatchObject({ reason: 'closed' });
    session.dispose();
  });

  it('a popup that went to another portal page says so, and the next attempt starts afresh', async () => {
    const page = fakeWindow(SITE);
    const { session } = controller(page.win);
    await session.start();
    await until(() => {
      session.signIn();
      return page.opened.length > 0;
    });
    const state = new URL(page.opened[0]?.url ?? '').searchParams.get('state');
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'left' }, 'https://elsewhere.example');
    expect(session.state.value.status).toBe('signing-in');
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'left' }, PORTAL);
    await until(() => session.state.value.status === 'signed-out');
    expect(session.state.value).toMatchObject({ reason: 'left' });
    await until(() => {
      session.signIn();
      return page.opened.length > 1;
    });
    expect(new URL(page.opened[1]?.url ?? '').searchParams.get('state')).not.toBe(state);
    session.dispose();
  });

  it('a blocked popup keeps the page address for a link, and that tab can still answer', async () => {
    const page = fakeWindow(SITE, { blockPopups: true });
    const { session } = controller(page.win);
    await session.start();
    await until(() => {
      session.signIn();
      return session.state.value.status === 'signing-in';
    });
    const blocked = session.state.value;
    if (blocked.status !== 'signing-in') throw new Error('not signing in');
    expect(blocked.popupBlocked).toBe(true);
    const { code, state } = await approveOnPortal(blocked.url);
    page.post({ type: SEI_MESSAGE_TYPE, state, outcome: 'approved', code }, PORTAL);
    await until(() => session.state.value.status === 'signed-in');
    session.dispose();
  });

  it('exchanges a code handed over by a mobile shell, once; a used code falls back to the sign-in', async () => {
    const verifier = createCodeVerifier();
    const url = `${PORTAL}/auth/sei?origin=${encodeURIComponent(SITE)}&codeChallenge=${await codeChallengeS256(verifier)}&state=${'b'.repeat(32)}`;
    const { code } = await approveOnPortal(url);
    const first = controller(fakeWindow(SITE).win, { handover: { code, codeVerifier: verifier } });
    await first.session.start();
    expect(first.session.state.value).toMatchObject({ status: 'signed-in', source: 'code' });
    first.session.dispose();

    const second = controller(fakeWindow(SITE).win, { handover: { code, codeVerifier: verifier } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await second.session.start();
    expect(second.session.state.value).toMatchObject({ status: 'signed-out', reason: 'failed' });
    expect(second.events).toEqual(['auth-required']);
    second.session.dispose();
  });

  /** A code for SITE's page (the authorize page approved it for that origin), as a shell or a script hands it over. */
  async function codeForSite(): Promise<{ code: string; codeVerifier: string }> {
    const codeVerifier = createCodeVerifier();
    const url = `${PORTAL}/auth/sei?origin=${encodeURIComponent(SITE)}&codeChallenge=${await codeChallengeS256(codeVerifier)}&state=${'c'.repeat(32)}`;
    return { code: (await approveOnPortal(url)).code, codeVerifier };
  }

  it("in the bank's frame, a code the page handed over waits for the person's Continue before it is used", async () => {
    const { session, events } = controller(fakeWindow(PORTAL).win, { handover: await codeForSite(), embeddedIn: SITE });
    await session.start();
    expect(session.state.value).toMatchObject({ status: 'confirming', source: 'code' });
    session.confirm();
    expect(session.state.value).toMatchObject({ status: 'signed-in', source: 'code' });
    expect(events).toEqual([]);
    session.dispose();
  });

  it('in the bank\'s frame, "Not you?" ends the handed-over session and offers the sign-in, not the host\'s again', async () => {
    const getSession = vi.fn(codeForSite);
    const { session, events } = controller(fakeWindow(PORTAL).win, { getSession, embeddedIn: SITE });
    await session.start();
    const confirming = session.state.value;
    if (confirming.status !== 'confirming') throw new Error(`expected confirming, got ${confirming.status}`);
    session.signOut();
    expect(session.state.value).toMatchObject({ status: 'signed-out', reason: null });
    expect(events).toEqual(['expired:loggedOut', 'auth-required']);
    expect(getSession).toHaveBeenCalledTimes(1);
    await until(() => confirming.session.state.value.status === 'expired');
    session.dispose();
  });

  it("in the bank's frame, a code issued for no page (someone's own sign-in) is refused", async () => {
    const codeVerifier = createCodeVerifier();
    const anonymous = createApiClient({ environment: harness.environment, language: () => 'en', fetch: harness.fetch });
    const reply = await anonymous.call(login, {
      client: 'sei',
      username: DEMO_USERS.personal,
      password: DEMO_PASSWORD,
      codeChallenge: await codeChallengeS256(codeVerifier),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session } = controller(fakeWindow(PORTAL).win, {
      handover: { code: reply.code ?? '', codeVerifier },
      embeddedIn: SITE,
    });
    await session.start();
    expect(session.state.value).toMatchObject({ status: 'signed-out', reason: 'failed' });
    session.dispose();
  });

  it("uses the host's getSession tokens, and asks it again when the session ends", async () => {
    const getSession = vi.fn(async () => {
      const user = await harness.signIn(DEMO_USERS.personal);
      const state = user.state.value;
      return state.status === 'active' ? { accessToken: state.accessToken, refreshToken: state.refreshToken } : null;
    });
    const { session, events } = controller(fakeWindow(SITE).win, { getSession });
    await session.start();
    const first = session.state.value;
    if (first.status !== 'signed-in') throw new Error('not signed in');
    expect(first.source).toBe('host');
    first.session.expire('sessionExpired');
    expect(events).toEqual(['expired:sessionExpired']);
    await until(() => session.state.value !== first && session.state.value.status === 'signed-in');
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(session.state.value).toMatchObject({ source: 'host' });
    session.dispose();
  });

  it('ends its session after the idle time without activity in the element, and emits wallet-session-expired (idle)', async () => {
    const element = new EventTarget();
    const getSession = vi.fn(async () => {
      const user = await harness.signIn(DEMO_USERS.personal);
      const state = user.state.value;
      return getSession.mock.calls.length === 1 && state.status === 'active'
        ? { accessToken: state.accessToken, refreshToken: state.refreshToken }
        : null;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { session, events } = controller(fakeWindow(SITE).win, {
        getSession,
        idleTimeoutMs: 60_000,
        activityTarget: element,
      });
      await session.start();
      const signedIn = session.state.value;
      if (signedIn.status !== 'signed-in') throw new Error('not signed in');
      vi.advanceTimersByTime(50_000);
      element.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(50_000);
      expect(events).toEqual([]);
      vi.advanceTimersByTime(10_000);
      // Expired for idleness first; then the host is asked again and, having no session, sign-in is required.
      await vi.waitFor(() => expect(events).toEqual(['expired:idle', 'auth-required']));
      // Logged out on the server too: the old refresh token is refused.
      const state = signedIn.session.state.value;
      expect(state).toEqual({ status: 'expired', reason: 'idle' });
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it("in the bank's frame, shown again after the idle time passed while hidden (throttled timers): ends at once", async () => {
    const element = new EventTarget();
    const tab: Pick<Document, 'visibilityState' | 'addEventListener'> = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as const,
    });
    const frame = new FrameVisibility(tab);
    const getSession = vi.fn(async () => {
      const user = await harness.signIn(DEMO_USERS.personal);
      const state = user.state.value;
      return getSession.mock.calls.length === 1 && state.status === 'active'
        ? { accessToken: state.accessToken, refreshToken: state.refreshToken }
        : null;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { session, events } = controller(fakeWindow(SITE).win, {
        getSession,
        idleTimeoutMs: 60_000,
        activityTarget: element,
        frameVisibility: frame,
      });
      await session.start();
      expect(session.state.value.status).toBe('signed-in');
      frame.setShown(false);
      // The clock passes the idle time while the hidden frame's timer has not run yet.
      vi.setSystemTime(Date.now() + 61_000);
      expect(events).toEqual([]);
      frame.setShown(true);
      await vi.waitFor(() => expect(events).toEqual(['expired:idle', 'auth-required']));
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a host that cancels wallet-auth-required signs the user in itself: no button is offered', async () => {
    const { session } = controller(fakeWindow(SITE).win, { onAuthRequired: () => false });
    await session.start();
    expect(session.state.value).toMatchObject({ status: 'signed-out', hostHandles: true });
    session.dispose();
  });

  it("shares the portal's session when it runs on the portal's origin, in the same tab", async () => {
    const storage = createMemoryStorage();
    const user = await harness.signIn(DEMO_USERS.personal);
    const state = user.state.value;
    if (state.status !== 'active') throw new Error('not active');
    storage.setItem(SESSION_KEYS.accessToken, state.accessToken);
    storage.setItem(SESSION_KEYS.refreshToken, state.refreshToken);
    const onPortal = controller(fakeWindow(PORTAL, { sessionStorage: storage }).win);
    await onPortal.session.start();
    expect(onPortal.session.state.value).toMatchObject({ status: 'signed-in', source: 'portal' });
    onPortal.session.dispose();
    // The same tokens are not visible to another origin.
    const elsewhere = controller(fakeWindow(SITE, { sessionStorage: storage }).win);
    await elsewhere.session.start();
    expect(elsewhere.session.state.value.status).toBe('signed-out');
    elsewhere.session.dispose();
  });
});
