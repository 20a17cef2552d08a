/**
 * The BFF's own rules, over HTTP against the in-process sandbox served on a port (the bank): only the contract's
 * calls pass, a call without the CSRF header or from another origin is refused before the bank sees it, and the
 * session cookie has the attributes of docs/bff.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/app';
import { DEMO_PASSWORD, DEMO_USERS } from '../sandbox/db/seed';
import { REGISTRATION_DEMO } from '../sandbox/db/seed-registration';
import { createBff, forwardedForOf, SESSION_COOKIE, TOKEN_PLACEHOLDER, trustedProxiesFrom, type Bff } from './app';
import { createSessionStore, type SessionStore } from './session-store';
import { createSqliteVault } from './sqlite-vault';

let sandbox: Sandbox;
let bank: ReturnType<typeof serve>;
let store: SessionStore;
let bff: Bff;
let portal: Server;
let portalOrigin: string;
/** The bank's paths as they reached it, in order, and the Origin each came with. */
const reached: string[] = [];
const origins: (string | null)[] = [];
const agents: (string | null)[] = [];

function listening(server: { address(): AddressInfo | string | null }): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  sandbox = createSandbox({ database: ':memory:' });
  bank = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (request, env) => {
      const url = new URL(request.url);
      reached.push(`${request.method} ${url.pathname}${url.search}`);
      origins.push(request.headers.get('origin'));
      agents.push(request.headers.get('user-agent'));
      return sandbox.handle(request, env);
    },
  });
  await new Promise<void>((resolve) => bank.once('listening', () => resolve()));
  store = createSessionStore(createSqliteVault(':memory:'), randomBytes(32));
  bff = createBff({
    upstream: listening(bank),
    store,
    idleMs: 60_000,
    staticHandler: (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>portal</title>');
    },
  });
  portal = createServer(bff.handle);
  portal.on('upgrade', (request, socket, head) => bff.upgrade(request, socket, head));
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  portalOrigin = listening(portal);
});

afterAll(async () => {
  bff.close();
  await new Promise((resolve) => portal.close(resolve));
  await new Promise((resolve) => bank.close(resolve));
  await store.close();
  sandbox.close();
});

beforeEach(() => {
  reached.length = 0;
  origins.length = 0;
  agents.length = 0;
});

/** The headers a portal page sends with a state-changing call to its BFF. */
function portalHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Type': 'application/json', 'X-Wallet-CSRF': '1', Origin: portalOrigin, ...extra };
}

function signInBody() {
  const codeChallenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return JSON.stringify({
    client: 'spa',
    username: DEMO_USERS.personal,
    password: DEMO_PASSWORD,
    codeChallenge,
    brand: 'wallet',
  });
}

/** Signs the personal customer in through the BFF; the cookie's value and the whole Set-Cookie line. */
async function signIn(): Promise<{ cookie: string; setCookie: string; body: Record<string, unknown> }> {
  const reply = await fetch(`${portalOrigin}/bff/auth/login`, {
    method: 'POST',
    headers: portalHeaders(),
    body: signInBody(),
  });
  expect(reply.status).toBe(200);
  const [setCookie] = reply.headers.getSetCookie();
  if (!setCookie) throw new Error('no Set-Cookie on the sign-in reply');
  const value = /^[^=]+=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return { cookie: `${SESSION_COOKIE}=${value}`, setCookie, body: (await reply.json()) as Record<string, unknown> };
}

function customerInfo(cookie: string, headers: Record<string, string> = portalHeaders()) {
  return fetch(`${portalOrigin}/bff/api/v4?method=customerInfoGet`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ method: 'customerInfoGet' }),
  });
}

describe('the client address the bank sees', () => {
  const from = (remoteAddress: string, forwardedFor?: string) => ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress },
  });

  it("drops a client's own X-Forwarded-For: the bank sees the address the BFF saw", () => {
    // Otherwise every sign-in could claim a fresh address and walk past the bank's per-address throttle.
    const none = trustedProxiesFrom(undefined);
    expect(forwardedForOf(from('203.0.113.9', '198.51.100.7') as never, none)).toBe('203.0.113.9');
    expect(forwardedForOf(from('::ffff:203.0.113.9') as never, none)).toBe('203.0.113.9');
  });

  it('passes the chain on from a trusted proxy, with the proxy as the last hop', () => {
    const trusted = trustedProxiesFrom(' 10.0.0.2, ::ffff:127.0.0.1 ');
    expect(forwardedForOf(from('10.0.0.2', '198.51.100.7') as never, trusted)).toBe('198.51.100.7, 10.0.0.2');
    expect(forwardedForOf(from('127.0.0.1', '198.51.100.7') as never, trusted)).toBe('198.51.100.7, 127.0.0.1');
    expect(forwardedForOf(from('10.0.0.3', '198.51.100.7') as never, trusted)).toBe('10.0.0.3');
  });
});

describe('routing', () => {
  it('passes only the contract calls; the rest is refused without reaching the bank', async () => {
    const refused = [
      ['POST', '/bff/sandbox/faults'],
      ['GET', '/bff/sandbox/stats'],
      ['POST', '/bff/auth/refresh'],
      ['POST', '/bff/api/v4?method=noSuchMethod'],
      ['GET', '/bff/api/v4?method=customerInfoGet'],
      ['POST', '/bff/api/v4'],
      ['GET', '/bff/auth/login'],
    ] as const;
    for (const [method, path] of refused) {
      const reply = await fetch(`${portalOrigin}${path}`, {
        method,
        headers: portalHeaders(),
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    expect(reached).toEqual([]);
  });

  it('serves the portal outside /bff/ without asking the bank', async () => {
    const reply = await fetch(`${portalOrigin}/accounts`);
    expect(await reply.text()).toContain('<title>portal</title>');
    expect(reached).toEqual([]);
  });
});

describe('CSRF', () => {
  it('refuses a call without the CSRF header, from another origin, or a state-changing one without Origin (403)', async () => {
    const { cookie } = await signIn();
    reached.length = 0;
    origins.length = 0;
    agents.length = 0;
    const withoutHeader = await customerInfo(cookie, { 'Content-Type': 'application/json', Origin: portalOrigin });
    const crossSite = await customerInfo(cookie, portalHeaders({ Origin: 'https://attacker.example' }));
    const { Origin: _origin, ...noOrigin } = portalHeaders();
    void _origin;
    const withoutOrigin = await customerInfo(cookie, noOrigin);
    expect([withoutHeader.status, crossSite.status, withoutOrigin.status]).toEqual([403, 403, 403]);
    expect(await crossSite.json()).toEqual({ message: 'Refused: cross-site request' });
    expect(reached).toEqual([]);

    const allowed = await customerInfo(
      cookie,
      portalHeaders({ 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' }),
    );
    expect(allowed.status).toBe(200);
    expect(reached).toEqual(['POST /api/v4?method=customerInfoGet']);
    // The Origin it checked goes on: the bank links its e-mails to the portal, as for a browser calling it directly.
    expect(origins).toEqual([portalOrigin]);
    // And the browser's User-Agent, which names the device in the login history.
    expect(agents).toEqual(['Mozilla/5.0 (X11; Linux x86_64) Chrome/140']);
  });

  it('refuses a websocket upgrade from another origin', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const upgrade = request(`${portalOrigin}/bff/ws`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
          Origin: 'https://attacker.example',
        },
      });
      upgrade.on('response', (response) => resolve(response.statusCode));
      upgrade.on('upgrade', () => resolve(101));
      upgrade.on('error', reject);
      upgrade.end();
    });
    expect(status).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Strict on path /; the browser never sees a token', async () => {
    const { setCookie, body } = await signIn();
    const [nameValue, ...attributes] = setCookie.split(';').map((part) => part.trim());
    expect(nameValue).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure']);
    expect(body.accessToken).toBe(TOKEN_PLACEHOLDER);
    expect(body.refreshToken).toBe(TOKEN_PLACEHOLDER);
  });

  it('is new on every sign-in, and cleared with the server session on sign-out', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(second.cookie).not.toBe(first.cookie);

    const signOut = await fetch(`${portalOrigin}/bff/auth/logout`, {
      method: 'POST',
      headers: { ...portalHeaders(), Cookie: second.cookie },
      body: JSON.stringify({ refreshToken: TOKEN_PLACEHOLDER }),
    });
    expect(signOut.ok).toBe(true);
    expect(signOut.headers.getSetCookie()).toEqual([
      `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`,
    ]);
    const after = await customerInfo(second.cookie);
    expect(after.status).toBe(401);
    // The first sign-in's session is another one: it stands until it ends by itself.
    expect((await customerInfo(first.cookie)).status).toBe(200);
  });

  it('starts the session on any reply with a token pair: an account activation signs in without a token in the browser', async () => {
    const { email, code } = REGISTRATION_DEMO.pendingPersonal;
    const reply = await fetch(`${portalOrigin}/bff/api/v4?method=accountActivate`, {
      method: 'POST',
      headers: portalHeaders(),
      body: JSON.stringify({ method: 'accountActivate', username: email, activationCode: code }),
    });
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ accessToken: TOKEN_PLACEHOLDER, refreshToken: TOKEN_PLACEHOLDER });
    const [setCookie] = reply.headers.getSetCookie();
    const value = /^[^=]+=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '';
    expect(value).not.toBe('');
    expect((await customerInfo(`${SESSION_COOKIE}=${value}`)).status).toBe(200);
  });
});
