/**
 * Transport rules of the client against crafted replies: what goes on the wire and how each kind of reply is
 * read. Whole-API behaviour (sessions, refresh on 401) is tested against the sandbox in client.sandbox.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createSessionManager } from '../auth/session-manager';
import { bffEnvironment, resolveEnvironment } from '../brand/environments';
import { memoryTokenStore } from '../session/token-store';
import type { ApiClientOptions } from './client';
import { CLIENT_VERSION, createApiClient } from './client';
import { balanceInquiry } from './contract/accounts';
import { deviceDelete, devicesList, login, loginConfirm, logout } from './contract/auth';
import { customerInfoGet, ipInfo } from './contract/customer';
import { method, rest } from './contract/define';
import { ApiError, ERROR_DEFAULT_TEXT, errorText } from './errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './transport';

const environment = resolveEnvironment('wallet', 'sandbox', { sandboxOrigin: 'http://sandbox.test' });

interface Sent {
  request: Request;
  body: string;
  /** An unread copy of the request, for bodies that are not text (multipart). */
  copy: Request;
}

/** A fetch that records each request and answers with the next crafted reply. */
function craftedFetch(...replies: Array<Response | (() => Response | Promise<Response>)>) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const copy = request.clone();
    sent.push({ request, copy, body: await request.clone().text() });
    const reply = replies.shift() ?? new Response(null, { status: 599 });
    return typeof reply === 'function' ? reply() : reply;
  });
  return { sent, fetch: fetchImpl as unknown as typeof fetch, calls: fetchImpl };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(fetchImpl: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ environment, language: () => 'es', fetch: fetchImpl, ...extra });
}

const activeSession = () =>
  createSessionManager({
    environment,
    store: memoryTokenStore({ accessToken: 'opaque-access', refreshToken: 'opaque-refresh' }),
    locks: null,
    channel: null,
  });

describe('named methods', () => {
  it('posts to apiBase?method=NAME with { method, ...payload } and the standard headers', async () => {
    const { sent, fetch } = craftedFetch(json({ responseCode: '00', ip: '127.0.0.1', countryCode: 'LT' }));
    const result = await clientWith(fetch).call(ipInfo, {});
    expect(result).toMatchObject({ ip: '127.0.0.1', countryCode: 'LT' });

    const [{ request, body }] = sent as [Sent];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://sandbox.test/api/v4?method=ipInfo');
    expect(JSON.parse(body)).toEqual({ method: 'ipInfo' });
    expect(request.headers.get('Accept-Language')).toBe('es');
    expect(request.headers.get('X-Client-Version')).toBe(CLIENT_VERSION);
    expect(CLIENT_VERSION).toBe('2.1.2');
    expect(request.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('drops null/undefined/NaN fields and adds fromCustomerId only to acting-customer operations', async () => {
    const echo = method({
      name: 'echoTest',
      summary: 'test',
      auth: 'none',
      request: z.looseObject({}),
      response: z.looseObject({}),
    });
    const { sent, fetch } = craftedFetch(json({ responseCode: '00', accounts: [] }), json({ responseCode: '00' }));
    const client = clientWith(fetch, { actingCustomerId: () => '42', session: activeSession() });
    await client.call(balanceInquiry, {});
    await client.call(echo, { a: 1, b: null, c: undefined, d: Number.NaN, nested: { e: null, f: 'x' } });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ method: 'balanceInquiry', fromCustomerId: '42' });
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({ method: 'echoTest', a: 1, nested: { f: 'x' } });
  });

  it('sends the bearer token except for auth: none operations', async () => {
    const { sent, fetch } = craftedFetch(
      json({ responseCode: '00', accounts: [] }),
      json({ responseCode: '00', ip: '10.0.0.1', countryCode: null }),
    );
    const client = clientWith(fetch, { session: activeSession() });
    await client.call(balanceInquiry, {});
    await client.call(ipInfo, {});
    expect(sent[0]?.request.headers.get('Authorization')).toBe('Bearer opaque-access');
    expect(sent[1]?.request.headers.has('Authorization')).toBe(false);
  });

  it('sends the Idempotency-Key when given', async () => {
    const { sent, fetch } = craftedFetch(json({ responseCode: '00', accounts: [] }));
    await clientWith(fetch).call(balanceInquiry, {}, { idempotencyKey: 'pay-123' });
    expect(sent[0]?.request.headers.get('Idempotency-Key')).toBe('pay-123');
  });

  it('sends uploads as multipart: a data part with the JSON payload plus the file parts', async () => {
    const upload = method({
      name: 'documentUploadTest',
      summary: 'test',
      auth: 'none',
      request: z.object({ documentTypeId: z.number() }),
      response: z.looseObject({}),
      fileParts: ['file'],
    });
    const { sent, fetch } = craftedFetch(json({ responseCode: '00' }));
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    await clientWith(fetch).call(upload, { documentTypeId: 3 }, { files: { file } });
    const form = await sent[0]?.copy.formData();
    expect(sent[0]?.request.url).toBe('http://sandbox.test/api/v4?method=documentUploadTest');
    expect(JSON.parse(form?.get('data') as string)).toEqual({ method: 'documentUploadTest', documentTypeId: 3 });
    const part = form?.get('file');
    expect(part).toBeInstanceOf(Blob);
    expect((part as File).name).toBe('passport.pdf');
    expect(await (part as File).text()).toBe('%PDF-1.4');
  });

  it('normalises numeric strings before parsing with the schema', async () => {
    const { fetch } = craftedFetch(
      json({
        responseCode: '00',
        accounts: [
          {
            accountId: '7',
            accountNumber: '0012345',
            type: '1001',
            currencyCode: 'EUR',
            accountStatusId: '1',
            balance: '10.50',
            customerId: '3',
          },
        ],
      }),
    );
    const { accounts } = await clientWith(fetch).call(balanceInquiry, {});
    expect(accounts[0]).toMatchObject({ accountId: 7, accountNumber: '0012345', type: 1001, balance: 10.5 });
  });
});

describe('REST operations', () => {
  it('substitutes path parameters and sends the rest as JSON body', async () => {
    const { sent, fetch } = craftedFetch(json(true));
    const confirmed = await clientWith(fetch).call(loginConfirm, { key: 'a/b', confirmationCode: '123456' });
    expect(confirmed).toBe(true);
    expect(sent[0]?.request.method).toBe('PUT');
    expect(sent[0]?.request.url).toBe('http://sandbox.test/auth/login/a%2Fb/confirm');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ confirmationCode: '123456' });
  });

  it('sends GET and DELETE fields as query, path parameters in the path', async () => {
    const list = rest({
      service: 'support',
      httpMethod: 'GET',
      path: '/tickets/:ticketId/messages',
      summary: 'test',
      auth: 'none',
      request: z.object({ ticketId: z.string(), page: z.number(), status: z.optional(z.nullable(z.string())) }),
      response: z.looseObject({}),
    });
    const { sent, fetch } = craftedFetch(json({}), new Response(null, { status: 204 }));
    await clientWith(fetch).call(list, { ticketId: 't1', page: 2, status: null });
    expect(sent[0]?.request.method).toBe('GET');
    expect(sent[0]?.request.url).toBe('http://sandbox.test/support-desk/tickets/t1/messages?page=2');
    expect(sent[0]?.body).toBe('');

    await clientWith(fetch, { session: activeSession() }).call(deviceDelete, { deviceId: 'd-9' });
    expect(sent[1]?.request.method).toBe('DELETE');
    expect(sent[1]?.request.url).toBe('http://sandbox.test/auth/devices/d-9');
  });

  it('accepts an empty reply for an operation that returns nothing', async () => {
    const { fetch } = craftedFetch(new Response(null, { status: 204 }));
    await expect(clientWith(fetch).call(logout, { refreshToken: 'r' }, { bearerToken: 'a' })).resolves.toEqual({});
  });
});

describe('replies that are failures', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('an envelope with a non-00 code is an ApiError with the catalogue text', async () => {
    const { fetch } = craftedFetch(
      json({ responseCode: 'VF', validationErrors: [{ description: 'Bad.' }, { description: 'Worse.' }] }),
    );
    const error = await failure(clientWith(fetch).call(ipInfo, {}));
    expect(error).toMatchObject({ code: 'VF', message: 'Bad. Worse.', operation: 'ipInfo', status: undefined });
  });

  it("HTTP 500 is 'Server is not available', and is not retried", async () => {
    const { fetch, calls } = craftedFetch(json({ message: 'boom' }, 500), json({ responseCode: '00' }));
    const error = await failure(clientWith(fetch).call(ipInfo, {}));
    expect(error.message).toBe('Server is not available');
    expect(error.status).toBe(500);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('a POST that meets 503 or a network error is never sent twice', async () => {
    const first = craftedFetch(new Response('busy', { status: 503 }));
    await failure(clientWith(first.fetch).call(ipInfo, {}));
    expect(first.calls).toHaveBeenCalledTimes(1);

    const second = craftedFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(clientWith(second.fetch).call(ipInfo, {}));
    expect(error.code).toBe('AE');
    expect(error.messageKey).toBe('errors.networkError');
    expect(second.calls).toHaveBeenCalledTimes(1);
  });

  it('REST 403 / 404 with { message } show the message', async () => {
    const { fetch } = craftedFetch(
      json({ message: 'Device belongs to someone else' }, 403),
      json({ message: 'No such device' }, 404),
    );
    const client = clientWith(fetch, { session: activeSession() });
    expect(await failure(client.call(deviceDelete, { deviceId: 'x' }))).toMatchObject({
      code: '13',
      status: 403,
      message: 'Device belongs to someone else',
      operation: 'DELETE /auth/devices/:deviceId',
    });
    expect((await failure(client.call(devicesList, {}))).message).toBe('No such device');
  });

  it("an empty reply is the 'serverError' text", async () => {
    const { fetch } = craftedFetch(new Response('', { status: 200 }));
    const error = await failure(clientWith(fetch).call(ipInfo, {}));
    expect(error).toMatchObject({ code: 'UE', messageKey: 'errors.serverError' });
  });

  it('malformed JSON is an ApiError, not a crash', async () => {
    const { fetch } = craftedFetch(new Response('{"responseCode": "00", ', { status: 200 }));
    const error = await failure(clientWith(fetch).call(ipInfo, {}));
    expect(error).toMatchObject({ code: 'UE', messageKey: 'errors.serverError', operation: 'ipInfo' });
  });

  it('a reply that fails its schema is UE naming the operation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = craftedFetch(
      json({ responseCode: '00', customer: { login: 5 } }),
      json({ authFlow: 'teleport' }),
    );
    const client = clientWith(fetch, { session: activeSession() });
    const error = await failure(client.call(customerInfoGet, {}));
    expect(error.code).toBe('UE');
    expect(error.messageKey).toBe('errors.invalidResponse');
    expect(error.operation).toBe('customerInfoGet');
    // What did not match is for developers: the console has it, the text a customer reads does not.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Invalid response from customerInfoGet: customer\./));
    expect(error.message).not.toMatch(/customerInfoGet|customer\./);

    const restError = await failure(
      client.call(login, { client: 'spa', username: 'a@b.test', password: 'x', codeChallenge: 'c'.repeat(43) }),
    );
    expect(restError.operation).toBe('POST /auth/login');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Invalid response from POST \/auth\/login: authFlow/));
  });

  it('an abort rethrows the abort reason', async () => {
    const controller = new AbortController();
    const { fetch } = craftedFetch(() => {
      controller.abort(new DOMException('left the page', 'AbortError'));
      throw controller.signal.reason;
    });
    await expect(clientWith(fetch).call(ipInfo, {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
      message: 'left the page',
    });
  });

  it('a timeout is a network error', async () => {
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      })) as typeof fetch;
    const error = await failure(clientWith(fetchImpl, { timeoutMs: 20 }).call(ipInfo, {}));
    expect(error.code).toBe('AE');
    expect(error.messageKey).toBe('errors.timeout');
  });
});

describe('retries', () => {
  const readOnly = rest({
    service: 'support',
    httpMethod: 'GET',
    path: '/tickets',
    summary: 'test',
    auth: 'none',
    request: z.object({}),
    response: z.looseObject({ tickets: z.array(z.string()) }),
  });

  it('a GET that meets a dropped connection or a 503 is sent once more', async () => {
    const dropped = craftedFetch(
      () => {
        throw new TypeError('fetch failed');
      },
      json({ tickets: ['t1'] }),
    );
    await expect(clientWith(dropped.fetch).call(readOnly, {})).resolves.toEqual({ tickets: ['t1'] });
    expect(dropped.calls).toHaveBeenCalledTimes(2);

    const busy = craftedFetch(
      new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }),
      json({ tickets: [] }),
    );
    await expect(clientWith(busy.fetch).call(readOnly, {})).resolves.toEqual({ tickets: [] });
    expect(busy.calls).toHaveBeenCalledTimes(2);
  });

  it('a GET is retried once at most, and never after a 500', async () => {
    const down = craftedFetch(
      () => {
        throw new TypeError('fetch failed');
      },
      () => {
        throw new TypeError('fetch failed');
      },
      json({ tickets: [] }),
    );
    await expect(clientWith(down.fetch).call(readOnly, {})).rejects.toMatchObject({ code: 'AE' });
    expect(down.calls).toHaveBeenCalledTimes(2);

    const broken = craftedFetch(json({ message: 'boom' }, 500), json({ tickets: [] }));
    await expect(clientWith(broken.fetch).call(readOnly, {})).rejects.toMatchObject({ status: 500 });
    expect(broken.calls).toHaveBeenCalledTimes(1);
  });
});

describe('what the customer reads', () => {
  it('a network failure or a timeout names no URL, method or field; the console gets the detail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = craftedFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const network = await clientWith(fetch)
      .call(ipInfo, {})
      .catch((error: unknown) => error as ApiError);
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      })) as typeof fetch;
    const timeout = await clientWith(hanging, { timeoutMs: 20 })
      .call(ipInfo, {})
      .catch((error: unknown) => error as ApiError);
    for (const error of [network, timeout]) {
      expect(error).toBeInstanceOf(ApiError);
      for (const text of [error.message, errorText(error), errorText(error, (key) => ERROR_DEFAULT_TEXT[key])]) {
        expect(text).not.toMatch(/http|api\/v4|ipInfo|POST/);
      }
    }
    expect(errorText(network)).toBe('We could not reach the server. Check your connection and try again.');
    expect(errorText(timeout)).toBe('The server took too long to answer. Please try again.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('POST http://sandbox.test/api/v4'), expect.anything());
    warn.mockRestore();
  });
});

describe('when the session ends', () => {
  function sessionWithServer() {
    const server = craftedFetch(new Response(null, { status: 204 }));
    const session = createSessionManager({
      environment,
      store: memoryTokenStore({ accessToken: 'opaque-access', refreshToken: 'opaque-refresh' }),
      locks: null,
      channel: null,
      fetch: server.fetch,
    });
    return { session, server };
  }

  it('calls in flight are cancelled at sign-out, not left to meet a 401', async () => {
    const { session } = sessionWithServer();
    const signals: AbortSignal[] = [];
    const hanging = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        if (signal) signals.push(signal);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      })) as typeof fetch;
    const client = clientWith(hanging, { session });
    const info = client.call(customerInfoGet, {}).catch((error: unknown) => error);
    const invoices = client.call(balanceInquiry, {}).catch((error: unknown) => error);
    await vi.waitFor(() => expect(signals).toHaveLength(2));

    await session.logout();

    for (const error of await Promise.all([info, invoices])) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'AU', messageKey: 'errors.sessionExpired' });
    }
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('a call after sign-out is never sent (no request with a dead token or none)', async () => {
    const { session } = sessionWithServer();
    const { fetch, calls } = craftedFetch(json({ responseCode: '00', accounts: [] }));
    const client = clientWith(fetch, { session });
    await session.logout();
    await expect(client.call(balanceInquiry, {})).rejects.toMatchObject({
      code: 'AU',
      messageKey: 'errors.sessionExpired',
    });
    expect(calls).not.toHaveBeenCalled();
    // Anonymous operations still go out.
    const anonymous = craftedFetch(json({ responseCode: '00', ip: '10.0.0.1', countryCode: null }));
    await clientWith(anonymous.fetch, { session }).call(ipInfo, {});
    expect(anonymous.calls).toHaveBeenCalledTimes(1);
  });
});

describe('bff transport', () => {
  const bff = bffEnvironment(environment, 'http://portal.test');

  it('calls the BFF on the portal origin with the CSRF header and never a bearer token', async () => {
    const { sent, fetch } = craftedFetch(json({ responseCode: '00', customer: {} }));
    const session = activeSession();
    await createApiClient({ environment: bff, language: () => 'en', fetch, session })
      .call(customerInfoGet, {})
      .catch(() => undefined);
    const [{ request }] = sent as [Sent];
    expect(request.url).toBe('http://portal.test/bff/api/v4?method=customerInfoGet');
    expect(request.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.credentials).toBe('same-origin');
  });

  it('ends the session on a 401 of the BFF instead of refreshing in the browser', async () => {
    const { sent, fetch } = craftedFetch(json({ message: 'no session' }, 401));
    const session = activeSession();
    const client = createApiClient({ environment: bff, language: () => 'en', fetch, session });
    const failure = await client.call(customerInfoGet, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
    // Signed out: the next call is not sent at all.
    await expect(client.call(customerInfoGet, {})).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
  });
});
