/**
 * The BFF-mode session manager against crafted BFF replies: it never holds a token, signs out through the BFF with
 * the CSRF header, and a sign-out in one tab ends the session of the others (BroadcastChannel stand-in).
 */
import { describe, expect, it, vi } from 'vitest';
import { bffEnvironment, resolveEnvironment } from '../brand/environments';
import { CSRF_HEADER } from '../api/contract/define';
import type { SessionChannel } from './session-manager';
import { BFF_TOKEN_PLACEHOLDER, createBffSessionManager } from './bff-session';

const environment = bffEnvironment(
  resolveEnvironment('wallet', 'sandbox', { sandboxOrigin: 'http://sandbox.test' }),
  'http://portal.test',
);

/** Two tabs' channels: what one posts, the other hears. */
function channelPair(): [SessionChannel, SessionChannel] {
  const listeners = [new Set<(event: Event) => void>(), new Set<(event: Event) => void>()];
  const make = (mine: 0 | 1): SessionChannel => ({
    postMessage: (data: unknown) => {
      for (const listener of listeners[1 - mine] ?? []) listener(new MessageEvent('message', { data }));
    },
    addEventListener: (_type: string, listener: (event: Event) => void) => listeners[mine]?.add(listener),
    removeEventListener: (_type: string, listener: (event: Event) => void) => listeners[mine]?.delete(listener),
    close: () => listeners[mine]?.clear(),
  });
  return [make(0), make(1)];
}

describe('BFF session manager', () => {
  it('is active with placeholders only, whatever pair the sign-in reply carried', async () => {
    const session = createBffSessionManager({ environment, signedIn: false, channel: null });
    expect(session.state.value.status).toBe('anonymous');
    session.setTokens({ accessToken: BFF_TOKEN_PLACEHOLDER, refreshToken: BFF_TOKEN_PLACEHOLDER });
    expect(session.state.value).toMatchObject({ status: 'active', accessToken: BFF_TOKEN_PLACEHOLDER });
    expect(await session.getAccessToken()).toBe(BFF_TOKEN_PLACEHOLDER);
  });

  it('signs out through the BFF with the CSRF header, and the other tab signs out too', async () => {
    const sent: Request[] = [];
    const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? input : new Request(input, init));
      return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    const [first, second] = channelPair();
    const storage = { removeItem: vi.fn() };
    const tabOne = createBffSessionManager({
      environment,
      signedIn: true,
      channel: first,
      fetch: fetchImpl,
      sessionStorage: storage,
    });
    const tabTwo = createBffSessionManager({ environment, signedIn: true, channel: second });
    const cleanedUp = vi.fn();
    tabTwo.onLogout(cleanedUp);

    await tabOne.logout();
    expect(tabOne.state.value).toEqual({ status: 'expired', reason: 'loggedOut' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://portal.test/bff/auth/logout');
    expect(sent[0]?.headers.get(CSRF_HEADER)).toBe('1');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(storage.removeItem).toHaveBeenCalled();
    await vi.waitFor(() => expect(tabTwo.state.value).toEqual({ status: 'expired', reason: 'loggedOut' }));
    expect(cleanedUp).toHaveBeenCalledOnce();
  });

  it('a refresh asks the BFF and ends the session when it holds none', async () => {
    const session = createBffSessionManager({ environment, signedIn: true, channel: null });
    // No BFF answers here (no server at portal.test): the session is given up, not kept on a guess.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(session.refresh()).rejects.toThrow();
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });
});
