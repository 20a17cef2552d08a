/**
 * The portal's backend-for-frontend (docs/bff.md): the browser holds only a session cookie; the bank's token pair
 * stays here. Under `/bff/` it passes the contract's calls to the bank (allow-list.ts) with the bearer token added,
 * refreshes the tokens itself, and proxies the realtime websocket; every other path is the built portal.
 *
 * - Sign-in: the portal's sign-in steps (login, its two-step flows, the token step) pass through; a reply carrying a
 *   token pair starts a new server session (a new id: rotated on every sign-in) and reaches the browser with the
 *   tokens replaced by {@link TOKEN_PLACEHOLDER}.
 * - CSRF: every call carries `X-Wallet-CSRF: 1` (a custom header: a cross-site page cannot send it without a CORS
 *   preflight, which is never allowed), and a state-changing one an `Origin` equal to the portal's; else 403.
 * - Refresh: when under 10 s of the access token remain, or on the bank's 401, once per session at a time (single
 *   flight), transient failures retried for 30 s as the browser's client does (the bank's reuse grace answers a retry
 *   whose reply was lost, and a second instance refreshing at the same moment).
 * - Privilege change: a call for another acting customer (fromCustomerId / X-Customer-Id: acting for a customer, a
 *   company switch) rotates the session id.
 * - Sign-out and idle expiry end the server session, for every tab at once (they share the cookie).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import { ACTING_CUSTOMER_HEADER, BFF_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/core/api/contract/define';
import type { Operation } from '../src/core/api/contract/define';
import { operations } from '../src/core/api/contract/operations';
import { allowedOperation } from './allow-list';
import type { BffSession, SessionStore } from './session-store';

/** The session cookie: `__Host-` (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict. */
export const SESSION_COOKIE = '__Host-wallet-session';

/** What the browser gets in place of a token: the portal's session manager needs a value, never the real one. */
export const TOKEN_PLACEHOLDER = 'bff-session';

export const REFRESH_MARGIN_MS = 10_000;
export const REFRESH_RETRY_WINDOW_MS = 30_000;
export const REFRESH_BACKOFF_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000];

/** How long a rotated-away session id still leads to its successor (calls of other tabs already under way). */
export const ROTATION_GRACE_MS = 30_000;

/**
 * Request headers passed on to the bank; everything else (cookies first of all) stays here. `Origin` is passed once
 * the CSRF check has found it to be the portal's: the bank writes the portal's origin into the links of its e-mails
 * (activation, invoices) and ties a partner's sign-in code to the page it was handed to, as it does for a browser
 * calling it directly. `User-Agent` names the device in the customer's login history.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'origin',
  'user-agent',
  'x-client-version',
  ACTING_CUSTOMER_HEADER.toLowerCase(),
];

/** Reply headers not copied back: hop-by-hop, recomputed, or the bank's cookies. */
const DROPPED_REPLY_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

export interface BffOptions {
  /** The bank's origin (the sandbox's, e.g. http://127.0.0.1:4010). */
  upstream: string;
  store: SessionStore;
  /** Idle limit of a server session. */
  idleMs: number;
  /** The portal: every path outside /bff/. */
  staticHandler: RequestListener;
  /** The origin browsers use, when a proxy in front changes it; else `http(s)://<Host>`. */
  publicOrigin?: string | undefined;
  /** Behind TLS termination: the expected Origin is https. */
  https?: boolean | undefined;
  /**
   * Proxies in front of the BFF whose X-Forwarded-For it believes (a load balancer's address). From any other peer
   * the header is the client's own claim and is dropped, so the bank's per-address rules (sign-in throttling, IP
   * whitelist, the IP privacy check) see the address the BFF saw. None by default.
   */
  trustedProxies?: ReadonlySet<string> | undefined;
  now?: (() => number) | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) -> `127.0.0.1`. */
function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** `BFF_TRUSTED_PROXIES=127.0.0.1,10.0.0.2` as a set of addresses. */
export function trustedProxiesFrom(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => normaliseAddress(entry.trim()))
      .filter(Boolean),
  );
}

/**
 * The X-Forwarded-For the BFF sends the bank: the chain it was given only when its peer is a trusted proxy, then the
 * peer's own address (the hop the BFF saw).
 */
export function forwardedForOf(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  trusted: ReadonlySet<string>,
): string | null {
  const peer = request.socket.remoteAddress ? normaliseAddress(request.socket.remoteAddress) : null;
  const given = request.headers['x-forwarded-for'];
  const chain = peer !== null && trusted.has(peer) && typeof given === 'string' ? given : null;
  return [chain, peer].filter(Boolean).join(', ') || null;
}

export interface Bff {
  handle: RequestListener;
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

/** The `exp` claim of a JWT in epoch ms, or null. */
function jwtExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

function cookieOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

function sessionCookie(id: string | null): string {
  const attributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';
  return id ? `${SESSION_COOKIE}=${id}; ${attributes}` : `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
}

function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isJson(contentType: string | null | undefined): boolean {
  return /^application\/json\b/i.test(contentType ?? '');
}

/** A refusal the bank means (invalid, revoked, reused token): no retry can help. 429 and 5xx are transient. */
function isDefinitive(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function createBff(options: BffOptions): Bff {
  const { store, upstream } = options;
  const trusted = options.trustedProxies ?? new Set<string>();
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, ms);
      }));
  const refreshes = new Map<string, Promise<BffSession | null>>();
  const sockets = new WebSocketServer({ noServer: true });

  function expectedOrigin(request: IncomingMessage): string {
    return options.publicOrigin ?? `${options.https ? 'https' : 'http'}://${request.headers.host ?? ''}`;
  }

  /** The session of a cookie, following a rotation within its grace; null when none, ended or idle. */
  async function load(id: string | null): Promise<{ id: string; session: BffSession } | null> {
    if (!id) return null;
    let current = id;
    let session = await store.get(current);
    if (session?.movedTo) {
      current = session.movedTo;
      session = await store.get(current);
    }
    if (!session || session.movedTo) return null;
    if (now() - session.lastSeenAt > options.idleMs) {
      await store.delete(current);
      return null;
    }
    return { id: current, session };
  }

  async function save(id: string, session: BffSession): Promise<void> {
    await store.set(id, session, options.idleMs);
  }

  /** A new id for a session (sign-in over an old one, privilege change); the old id leads to it for a short grace. */
  async function rotate(oldId: string | null, session: BffSession): Promise<string> {
    const id = newSessionId();
    await save(id, session);
    if (oldId) await store.set(oldId, { ...session, movedTo: id }, ROTATION_GRACE_MS);
    return id;
  }

  async function end(id: string): Promise<void> {
    await store.delete(id);
  }

  async function callRefresh(refreshToken: string): Promise<{ status: number; pair?: BffSession }> {
    const reply = await fetch(`${upstream}${operations.refresh.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    const body = (await reply.json().catch(() => null)) as { accessToken?: unknown; refreshToken?: unknown } | null;
    if (reply.ok && typeof body?.accessToken === 'string' && typeof body.refreshToken === 'string') {
      return {
        status: reply.status,
        pair: { accessToken: body.accessToken, refreshToken: body.refreshToken } as BffSession,
      };
    }
    // A 2xx without a pair is as transient as a malformed reply.
    return { status: reply.ok ? 502 : reply.status };
  }

  async function runRefresh(id: string, known: BffSession): Promise<BffSession | null> {
    const deadline = now() + REFRESH_RETRY_WINDOW_MS;
    for (let attempt = 0; ; attempt += 1) {
      // Another instance sharing the store may have rotated meanwhile: its pair is the current one.
      const stored = await store.get(id);
      if (!stored) return null;
      if (stored.refreshToken !== known.refreshToken) return stored;
      let status: number;
      try {
        const result = await callRefresh(stored.refreshToken);
        if (result.pair) {
          const renewed: BffSession = { ...stored, ...result.pair };
          await save(id, renewed);
          return renewed;
        }
        status = result.status;
      } catch (error) {
        console.warn('[bff] refreshing a session failed (network); trying again', error);
        status = 0;
      }
      const left = deadline - now();
      if (isDefinitive(status) || left <= 0) {
        await end(id);
        return null;
      }
      const pause = Math.min(REFRESH_BACKOFF_MS[Math.min(attempt, REFRESH_BACKOFF_MS.length - 1)] ?? 0, left);
      console.warn(`[bff] refreshing a session failed (${status}); trying again in ${pause} ms`);
      await sleep(pause);
    }
  }

  /** One refresh per session at a time in this instance; the bank's reuse grace covers two instances at once. */
  function refresh(id: string, known: BffSession): Promise<BffSession | null> {
    let running = refreshes.get(id);
    if (!running) {
      running = runRefresh(id, known).finally(() => refreshes.delete(id));
      refreshes.set(id, running);
    }
    return running;
  }

  async function fresh(id: string, session: BffSession): Promise<BffSession | null> {
    const running = refreshes.get(id);
    if (running) return running;
    const expiresAt = jwtExpiresAt(session.accessToken);
    if (expiresAt !== null && expiresAt - now() < REFRESH_MARGIN_MS) return refresh(id, session);
    return session;
  }

  function csrfRefusal(request: IncomingMessage): string | null {
    const origin = request.headers.origin;
    const safe = request.method === 'GET' || request.method === 'HEAD';
    if (origin !== undefined && origin !== expectedOrigin(request)) return 'cross-site request';
    if (!safe && origin === undefined) return 'a state-changing request without Origin';
    if (request.headers[CSRF_HEADER.toLowerCase()] !== CSRF_HEADER_VALUE) return `a request without ${CSRF_HEADER}`;
    return null;
  }

  function actingCustomerOf(request: IncomingMessage, body: Buffer): string | null {
    const header = request.headers[ACTING_CUSTOMER_HEADER.toLowerCase()];
    if (typeof header === 'string' && header !== '') return header;
    if (!isJson(request.headers['content-type']) || body.length === 0) return null;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { fromCustomerId?: unknown };
      const id = parsed.fromCustomerId;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
    } catch {
      return null;
    }
  }

  async function forward(
    request: IncomingMessage,
    path: string,
    search: string,
    body: Buffer,
    operation: Operation,
    token: string | null,
  ): Promise<Response> {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The support desk's own short-lived token is the browser's to send (src/core/support/support-desk.ts).
    else if (operation.auth === 'supportToken' && request.headers.authorization) {
      headers.set('Authorization', request.headers.authorization);
    }
    const forwardedFor = forwardedForOf(request, trusted);
    if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(`${upstream}${path}${search}`, {
      method: request.method ?? 'GET',
      headers,
      ...(hasBody ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
    });
  }

  async function proxy(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const refusal = csrfRefusal(request);
    if (refusal) {
      sendJson(response, 403, { message: `Refused: ${refusal}` });
      return;
    }
    const path = url.pathname.slice(BFF_PREFIX.length);
    const operation = allowedOperation(request.method ?? 'GET', path, url.searchParams.get('method'));
    if (!operation) {
      sendJson(response, 404, { message: 'Not a call of the portal' });
      return;
    }
    const cookieId = cookieOf(request);
    const loaded = await load(cookieId);
    let id = loaded?.id ?? null;
    let session = loaded?.session ?? null;
    let setCookie: string | null = id && id !== cookieId ? sessionCookie(id) : null;
    if (cookieId && !loaded) setCookie = sessionCookie(null);

    let body = await readBody(request);
    if (operation.auth === 'bearer') {
      if (!id || !session) {
        sendJson(response, 401, { message: 'No session' }, setCookie ? { 'Set-Cookie': setCookie } : {});
        return;
      }
      session = await fresh(id, session);
      if (!session) {
        sendJson(response, 401, { message: 'The session ended' }, { 'Set-Cookie': sessionCookie(null) });
        return;
      }
      const acting = actingCustomerOf(request, body);
      if (acting !== null && acting !== session.actingCustomerId) {
        session = { ...session, actingCustomerId: acting };
        id = await rotate(id, session);
        setCookie = sessionCookie(id);
      }
    }
    const isLogout = operation === operations.logout;
    if (isLogout && session && isJson(request.headers['content-type'])) {
      // The browser holds a placeholder: the bank revokes the real refresh token.
      body = Buffer.from(JSON.stringify({ refreshToken: session.refreshToken }));
    }

    // A support desk call carries the desk's own token (the browser's), never the bank's: the desk refuses that.
    const bankToken = operation.auth === 'supportToken' ? null : (session?.accessToken ?? null);
    let reply = await forward(request, path, url.search, body, operation, bankToken);
    if (reply.status === 401 && operation.auth === 'bearer' && id && session) {
      // The bank answers 401 before acting, so the one retry with renewed tokens cannot repeat a payment.
      const renewed = await refresh(id, session);
      if (!renewed) {
        sendJson(response, 401, { message: 'The session ended' }, { 'Set-Cookie': sessionCookie(null) });
        return;
      }
      session = renewed;
      reply = await forward(request, path, url.search, body, operation, session.accessToken);
    }

    let replyBody = Buffer.from(await reply.arrayBuffer());
    const headers: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      // The bank's CORS answers are for browsers calling it directly; the BFF is same-origin only.
      if (!DROPPED_REPLY_HEADERS.has(name) && !name.startsWith('access-control-')) headers[name] = value;
    });
    headers['cache-control'] = 'no-store';

    if (isLogout && id) {
      await end(id);
      setCookie = sessionCookie(null);
    } else if (reply.ok && isJson(reply.headers.get('content-type')) && replyBody.length > 0) {
      const parsed = JSON.parse(replyBody.toString('utf8')) as Record<string, unknown>;
      // Any reply that carries a token pair (sign-in, the code exchange, a two-step change, an account activation)
      // starts the server session: no pair ever reaches the browser, whichever call the bank answers with one.
      if (typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string') {
        const at = now();
        const started: BffSession = {
          accessToken: parsed.accessToken,
          refreshToken: parsed.refreshToken,
          createdAt: session?.createdAt ?? at,
          lastSeenAt: at,
          actingCustomerId: session?.actingCustomerId ?? null,
        };
        // A sign-in (or a two-step change that issues a new pair) always gets a new id; the old one ends now.
        if (id) await end(id);
        id = await rotate(null, started);
        session = started;
        setCookie = sessionCookie(id);
        replyBody = Buffer.from(
          JSON.stringify({ ...parsed, accessToken: TOKEN_PLACEHOLDER, refreshToken: TOKEN_PLACEHOLDER }),
        );
      }
    }
    if (id && session && !isLogout && reply.status !== 401) await save(id, { ...session, lastSeenAt: now() });
    if (setCookie) headers['set-cookie'] = setCookie;
    headers['content-length'] = String(replyBody.length);
    response.writeHead(reply.status, headers);
    response.end(replyBody);
  }

  async function sessionStatus(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cookieId = cookieOf(request);
    const loaded = await load(cookieId);
    const headers: Record<string, string> = {};
    if (cookieId && !loaded) headers['Set-Cookie'] = sessionCookie(null);
    else if (loaded && loaded.id !== cookieId) headers['Set-Cookie'] = sessionCookie(loaded.id);
    sendJson(response, 200, { signedIn: loaded !== null }, headers);
  }

  const handle: RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bff.invalid');
    const own = url.pathname === BFF_PREFIX || url.pathname.startsWith(`${BFF_PREFIX}/`);
    if (!own) {
      void options.staticHandler(request, response);
      return;
    }
    const work =
      url.pathname === `${BFF_PREFIX}/session` && request.method === 'GET'
        ? sessionStatus(request, response)
        : proxy(request, response, url);
    work.catch((error: unknown) => {
      console.error(`[bff] ${request.method} ${url.pathname} failed`, error);
      // A state-changing call whose answer was lost may have been booked: the browser must see what it would see
      // without the BFF (a dropped connection, an outcome unknown, sent again with the same idempotency key), not a
      // 502 that reads as "not done".
      const unknownOutcome = request.method !== 'GET' && request.method !== 'HEAD';
      if (!response.headersSent && !unknownOutcome)
        sendJson(response, 502, { message: 'The bank could not be reached' });
      else response.destroy();
    });
  };

  /** The realtime channel: the browser's first message names no token; the BFF puts the session's in. */
  async function bridge(client: WebSocket, request: IncomingMessage): Promise<void> {
    const loaded = await load(cookieOf(request));
    const target = new WebSocket(`${upstream.replace(/^http/, 'ws')}/ws`);
    const queue: RawData[] = [];
    const toTarget = async (data: RawData) => {
      let text = (
        Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))
      ).toString('utf8');
      try {
        const message = JSON.parse(text) as { type?: unknown; token?: unknown };
        if (message.type === 'auth') {
          const current = loaded ? await fresh(loaded.id, (await store.get(loaded.id)) ?? loaded.session) : null;
          const { token: _placeholder, ...rest } = message;
          void _placeholder;
          text = JSON.stringify(current ? { ...rest, token: current.accessToken } : rest);
        }
      } catch {
        // Not JSON: passed on as it is; the bank answers it.
      }
      target.send(text);
    };
    client.on('message', (data: RawData) => {
      if (target.readyState === WebSocket.OPEN) void toTarget(data);
      else queue.push(data);
    });
    target.on('open', () => {
      for (const data of queue.splice(0)) void toTarget(data);
    });
    target.on('message', (data: RawData, binary: boolean) => {
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary });
    });
    const closeBoth = (code?: number) => {
      const valid = code !== undefined && code >= 1000 && code < 5000 && code !== 1005 && code !== 1006;
      if (client.readyState === WebSocket.OPEN) client.close(valid ? code : 1011);
      if (target.readyState === WebSocket.OPEN || target.readyState === WebSocket.CONNECTING) target.terminate();
    };
    target.on('close', (code) => closeBoth(code));
    target.on('error', () => closeBoth(1011));
    client.on('close', () => {
      if (target.readyState === WebSocket.OPEN || target.readyState === WebSocket.CONNECTING) target.close();
    });
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://bff.invalid');
    // A websocket carries no custom header: its Origin must be the portal's.
    if (url.pathname !== `${BFF_PREFIX}/ws` || request.headers.origin !== expectedOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      bridge(client, request).catch((error: unknown) => {
        console.error('[bff] realtime bridge failed', error);
        client.close(1011);
      });
    });
  }

  return {
    handle,
    upgrade,
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}
