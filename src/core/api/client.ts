/**
 * The one HTTP client of the bank API, on ky (the design's HTTP library): the call pipeline. ky's hooks add the
 * standard headers and the caller's credentials from the transport (transport.ts: the bearer token in token mode, the
 * CSRF header to the BFF in BFF mode) and renew-and-retry once on a 401; ky's timeout bounds every call; ky's retries are on for
 * idempotent GETs only (a dropped connection or a 502/503/504), never for POST, PUT or DELETE, which may move money.
 * It speaks both wire styles of the contract:
 * - named methods: `POST {apiBase}?method={name}` with body `{ method, ...payload }` and the response envelope;
 * - REST services: `:param` paths on the service's base URL, GET/DELETE sending the rest of the payload as query.
 * Every reply is normalised and parsed with the operation's zod schema; every failure is an {@link ApiError}.
 */
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { KyInstance, Options as KyOptions } from 'ky';
import type { SessionManager } from '../auth/session-manager';
import type { EnvironmentConfig } from '../brand/environments';
import { ACTING_CUSTOMER_HEADER } from './contract/define';
import type { MethodOperation, Operation, RequestOf, ResponseOf, RestOperation, ServiceName } from './contract/define';
import { envelopeSchema, RESPONSE_CODES } from './contract/envelope';
import type { ErrorContext } from './errors';
import {
  ApiError,
  emptyReplyError,
  ERROR_TEXT,
  errorFromEnvelope,
  errorFromHttpStatus,
  invalidResponseError,
  ownError,
} from './errors';
import { cleanRequest, normaliseResponse } from './normalise';
import type { ApiTransport, TransportExchange, TransportKind } from './transport';
import { bffTransport, directTransport } from './transport';
import type { UploadProgress } from './xhr-upload';

export type { UploadProgress };

/** Sent as `X-Client-Version` with every request (spec 1 section 9). */
export const CLIENT_VERSION = '2.1.2';

/** HTTP timeout of a call (spec 1 section 9). */
export const DEFAULT_TIMEOUT_MS = 5 * 60 * 1000;

/** The environment's base URL of each service. */
const SERVICE_BASE_KEY = {
  api: 'apiBase',
  auth: 'authBase',
  twoStep: 'twoStepBase',
  verification: 'verificationBase',
  contracts: 'contractsBase',
  support: 'supportBase',
  publicApi: 'publicApiBase',
  pdf: 'pdfBase',
} as const satisfies Record<ServiceName, keyof EnvironmentConfig>;

export interface ApiClientOptions {
  environment: EnvironmentConfig;
  /** Value of `Accept-Language`, read on every request so a language switch applies at once. */
  language: () => string;
  /** Bearer token and refresh-on-401; absent for anonymous clients. */
  session?: SessionManager | undefined;
  /** `fromCustomerId` for operations with `actingCustomer: true` (admins and business users acting for a customer). */
  actingCustomerId?: (() => string | null) | undefined;
  /** Tests pass the in-process sandbox's fetch. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  /**
   * Who the calls say they come from (transport.ts): `direct` (bearer token, token mode) or `bff` (session cookie and
   * CSRF header to the portal's BFF). Defaults to the environment's `transport`, else `direct`.
   */
  transport?: TransportKind | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Sent as `Idempotency-Key`; give one to every call that moves money. */
  idempotencyKey?: string | undefined;
  /** Files for a multipart upload: the payload goes in a `data` part (JSON), each file in a part of its name. */
  files?: Record<string, Blob | File> | undefined;
  /** Use this bearer token instead of the session's (no refresh-on-401): logout, token hand-over. */
  bearerToken?: string | undefined;
  /** Let the request outlive the page (fetch `keepalive`): a sign-out the user navigates away from still reaches the server. */
  keepalive?: boolean | undefined;
  /**
   * Told how much of a multipart upload was sent. In browsers the upload then goes through XMLHttpRequest (see
   * xhr-upload.ts); with a `fetch` given in the options (tests) it is told once, when the request has been sent.
   */
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

export interface ApiClient {
  /**
   * Calls an operation and returns its parsed response. Throws {@link ApiError} for every failure, except an
   * abort through `signal`, which rethrows the abort reason untouched.
   */
  call<O extends Operation>(operation: O, payload: RequestOf<O>, options?: CallOptions): Promise<ResponseOf<O>>;
}

/** How an operation is named in errors: the method name, or `HTTP-METHOD path`. */
export function operationLabel(operation: Operation): string {
  return operation.kind === 'method' ? operation.name : `${operation.httpMethod} ${operation.path}`;
}

/** Joins a base URL and a path that starts with '/'. */
function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

type Payload = Record<string, unknown>;

interface PreparedRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  searchParams?: URLSearchParams;
  json?: unknown;
  body?: FormData;
}

function multipart(data: Payload, files: Record<string, Blob | File>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}

function toQuery(payload: Payload): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return query;
}

/** Answers of a proxy or a busy server that a GET, which changes nothing, may meet once more. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** What the hooks of one call need to know; travels in ky's `context`. */
interface Exchange extends TransportExchange {
  call: CallOptions;
  /** True once the call was retried after a 401: a second 401 is final. */
  refreshed: boolean;
  /**
   * The body to send again after a 401, for calls with a body. Such calls go out without ky's retries: ky clones a
   * request it may retry, and the clone turns the body into a stream (invisible to devtools, buffered twice).
   */
  resendBody: BodyInit | undefined;
}

function exchangeOf(context: Record<string, unknown>): Exchange {
  return context.exchange as Exchange;
}

/** The sum of a form's part sizes, for the single progress report of an upload sent through a given `fetch`. */
function formSize(form: FormData): number {
  return [...form.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { environment, session } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport: ApiTransport =
    (options.transport ?? environment.transport) === 'bff' ? bffTransport(session) : directTransport(session);

  /** Calls in flight that carry the session's token: cancelled when the session ends (never sent with a dead one). */
  const sessionCalls = new Set<AbortController>();
  let stopWatchingSession: (() => void) | null = null;

  function watchSession(controller: AbortController): void {
    sessionCalls.add(controller);
    if (!session || stopWatchingSession) return;
    stopWatchingSession = session.state.subscribe((state) => {
      if (state.status === 'active') return;
      for (const live of sessionCalls) live.abort(new DOMException('The session ended', 'AbortError'));
    });
  }

  function unwatchSession(controller: AbortController): void {
    sessionCalls.delete(controller);
    if (sessionCalls.size > 0 || !stopWatchingSession) return;
    stopWatchingSession();
    stopWatchingSession = null;
  }

  const http: KyInstance = ky.create({
    fetch: fetchImpl,
    timeout: timeoutMs,
    // Every status is read by readReply (envelopes come with 4xx too), so ky never throws HTTPError.
    throwHttpErrors: false,
    retry: {
      // Automatic retries only for GET, one at most, which changes nothing on the server: a POST, PUT or DELETE
      // that met a dropped connection may have been booked, so it is never sent twice. ky retries network errors
      // itself; a GET's 502/503/504 is retried by the afterResponse hook (ky leaves statuses alone when it does not
      // throw HTTPError). The 401 refresh-and-retry is a forced retry, which ky counts against the limit.
      limit: 2,
      methods: ['get'],
      retryOnTimeout: false,
      // The limit leaves room for a 401 retry after a gateway retry; ky's own retries stop after the first.
      shouldRetry: ({ retryCount }) => (retryCount > 1 ? false : undefined),
    },
    hooks: {
      beforeRequest: [
        async ({ request, options: normalised }) => {
          const exchange = exchangeOf(normalised.context);
          request.headers.set('Accept', 'application/json');
          request.headers.set('Accept-Language', options.language());
          request.headers.set('X-Client-Version', CLIENT_VERSION);
          for (const [name, value] of Object.entries(await transport.authorise(exchange))) {
            request.headers.set(name, value);
          }
        },
      ],
      afterResponse: [
        ({ request, response, retryCount }) => {
          if (request.method === 'GET' && retryCount === 0 && GATEWAY_STATUSES.has(response.status)) {
            return ky.retry({ code: 'GATEWAY_UNAVAILABLE' });
          }
          return undefined;
        },
        async ({ request, response, options: normalised }) => {
          const exchange = exchangeOf(normalised.context);
          const refreshable = transport.usesSession(exchange.operation, exchange.call.bearerToken);
          if (response.status !== 401 || !refreshable || exchange.refreshed) return undefined;
          // The server answers 401 before doing anything, so this retry cannot repeat a payment.
          exchange.refreshed = true;
          const headers = new Headers(request.headers);
          for (const [name, value] of Object.entries(await transport.renew(exchange))) headers.set(name, value);
          if (exchange.resendBody !== undefined) {
            // A call with a body is sent once more by hand, with the same body (see Exchange.resendBody).
            return fetchImpl(
              new Request(request.url, {
                method: request.method,
                headers,
                body: exchange.resendBody,
                ...(transport.credentials ? { credentials: transport.credentials } : {}),
                signal: request.signal,
              }),
            );
          }
          return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
        },
      ],
    },
  });

  function prepareMethod(operation: MethodOperation, payload: Payload, files: CallOptions['files']): PreparedRequest {
    const actingCustomerId = operation.actingCustomer ? options.actingCustomerId?.() : null;
    const data = cleanRequest({
      method: operation.name,
      ...(actingCustomerId ? { fromCustomerId: actingCustomerId } : {}),
      ...payload,
    });
    const searchParams = new URLSearchParams({ method: operation.name });
    const prepared = { url: environment.apiBase, method: 'POST', searchParams };
    return files ? { ...prepared, body: multipart(data, files) } : { ...prepared, json: data };
  }

  function prepareRest(operation: RestOperation, payload: Payload, files: CallOptions['files']): PreparedRequest {
    const rest: Payload = { ...payload };
    let path = operation.path;
    for (const param of operation.pathParams) {
      const value = rest[param];
      if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
        throw new TypeError(
          `${operationLabel(operation)}: path parameter '${param}' must be a non-empty string or a number`,
        );
      }
      path = path.replace(`:${param}`, encodeURIComponent(value));
      delete rest[param];
    }
    const actingCustomerId = operation.actingCustomerHeader ? options.actingCustomerId?.() : null;
    const target = {
      url: joinUrl(environment[SERVICE_BASE_KEY[operation.service]], path),
      method: operation.httpMethod,
      ...(actingCustomerId ? { headers: { [ACTING_CUSTOMER_HEADER]: actingCustomerId } } : {}),
    };
    const data = cleanRequest(rest);
    if (operation.httpMethod === 'GET' || operation.httpMethod === 'DELETE') {
      return { ...target, searchParams: toQuery(data) };
    }
    return files ? { ...target, body: multipart(data, files) } : { ...target, json: data };
  }

  /**
   * The `fetch` of an upload that reports progress: in browsers XMLHttpRequest (see xhr-upload.ts), with a `fetch`
   * given in the options (tests) that one, telling the progress once, when the request has been sent.
   */
  function uploadFetch(form: FormData, progress: (progress: UploadProgress) => void): NonNullable<KyOptions['fetch']> {
    if (!options.fetch && typeof XMLHttpRequest !== 'undefined') {
      return async (input) => {
        const request = input instanceof Request ? input : new Request(input);
        // Loaded with the first upload: elements and pages that never upload do not carry it.
        const { xhrFetch } = await import('./xhr-upload');
        const headers = new Headers(request.headers);
        headers.delete('Content-Type'); // the browser writes the boundary of the form it sends
        return xhrFetch(request.url, { method: request.method, headers, signal: request.signal, body: form }, progress);
      };
    }
    return async (input, init) => {
      const response = await fetchImpl(input, init);
      const size = formSize(form);
      progress({ loaded: size, total: size });
      return response;
    };
  }

  /** Developer detail of a call that got no usable reply: the console's, never the customer's. */
  function logFailure(request: PreparedRequest, context: ErrorContext, what: string, cause: unknown): void {
    console.warn(`[wallet api] ${context.operation ?? ''} ${request.method} ${request.url}: ${what}`, cause);
  }

  /** One HTTP exchange through ky; every failure but the caller's abort becomes an {@link ApiError}. */
  async function send(
    operation: Operation,
    request: PreparedRequest,
    call: CallOptions,
    context: ErrorContext,
  ): Promise<Response> {
    const usesSession = transport.usesSession(operation, call.bearerToken);
    const sessionGuard = new AbortController();
    const forwardAbort = () => sessionGuard.abort(call.signal?.reason);
    if (call.signal?.aborted) forwardAbort();
    else call.signal?.addEventListener('abort', forwardAbort, { once: true });
    if (usesSession) watchSession(sessionGuard);

    const jsonBody = request.json === undefined ? undefined : JSON.stringify(request.json);
    const resendBody = jsonBody ?? request.body;
    const exchange: Exchange = {
      operation,
      call,
      bearerToken: call.bearerToken,
      errorContext: context,
      credential: null,
      refreshed: false,
      resendBody,
    };
    const progress = call.onUploadProgress;
    try {
      return await http(request.url, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(jsonBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : {}),
        },
        ...(request.searchParams && request.searchParams.size > 0 ? { searchParams: request.searchParams } : {}),
        ...(jsonBody !== undefined ? { body: jsonBody } : {}),
        ...(request.body ? { body: request.body } : {}),
        // Only bodiless calls may be retried by ky; see Exchange.resendBody.
        ...(resendBody !== undefined ? { retry: 0 } : {}),
        ...(progress && request.body ? { fetch: uploadFetch(request.body, progress) } : {}),
        ...(call.keepalive ? { keepalive: true } : {}),
        ...(transport.credentials ? { credentials: transport.credentials } : {}),
        signal: sessionGuard.signal,
        context: { exchange },
      });
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason;
      if (error instanceof ApiError) throw error;
      if (usesSession && sessionGuard.signal.aborted) {
        throw ownError(RESPONSE_CODES.authError, ERROR_TEXT.sessionExpired, context, error);
      }
      if (isTimeoutError(error)) {
        logFailure(request, context, `timed out after ${timeoutMs} ms`, error);
        throw ownError(RESPONSE_CODES.networkError, ERROR_TEXT.timeout, context, error);
      }
      // A request that never got an answer (offline, DNS, CORS, reset: ky's NetworkError, or fetch's TypeError), or
      // any other failure on the way: the customer reads our words, the console gets the detail.
      logFailure(
        request,
        context,
        isNetworkError(error) || error instanceof TypeError ? 'network error' : 'failed',
        error,
      );
      throw ownError(RESPONSE_CODES.networkError, ERROR_TEXT.networkError, context, error);
    } finally {
      call.signal?.removeEventListener('abort', forwardAbort);
      if (usesSession) unwatchSession(sessionGuard);
    }
  }

  async function readBody(
    response: Response,
    context: ErrorContext,
  ): Promise<{ empty: true } | { empty: false; body: unknown }> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The connection dropped while the reply was read.
      console.warn(`[wallet api] ${context.operation ?? ''}: the reply could not be read`, error);
      throw ownError(RESPONSE_CODES.networkError, ERROR_TEXT.networkError, context, error);
    }
    if (text.trim() === '') return { empty: true };
    try {
      return { empty: false, body: JSON.parse(text) as unknown };
    } catch (error) {
      // A reply that is not JSON is not a reply we can show; the server's words are unusable.
      if (!response.ok) return { empty: true };
      console.warn(`[wallet api] ${context.operation ?? ''}: the reply is not JSON`, error);
      throw ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.serverError, context, error);
    }
  }

  async function readReply<O extends Operation>(
    operation: O,
    response: Response,
    context: ErrorContext,
  ): Promise<ResponseOf<O>> {
    const label = operationLabel(operation);
    const reply = await readBody(response, context);
    if (!response.ok) throw errorFromHttpStatus(response.status, reply.empty ? undefined : reply.body, context);

    let body: unknown;
    if (reply.empty) {
      // REST services may answer 204 / an empty body when the operation returns nothing.
      if (operation.kind === 'method' || !operation.response.safeParse({}).success) throw emptyReplyError(context);
      body = {};
    } else {
      body = reply.body;
    }
    if (operation.kind === 'method') {
      const failure = errorFromEnvelope(body, context);
      if (failure && !operation.resultCodes?.includes(String(failure.code))) throw failure;
    }
    const normalised = normaliseResponse(body);
    if (operation.kind === 'method') {
      const envelope = envelopeSchema.safeParse(normalised);
      if (!envelope.success) throw invalidResponseError(label, envelope.error.issues, context);
    }
    const parsed = operation.response.safeParse(normalised);
    if (!parsed.success) throw invalidResponseError(label, parsed.error.issues, context);
    return parsed.data as ResponseOf<O>;
  }

  return {
    async call<O extends Operation>(
      operation: O,
      payload: RequestOf<O>,
      call: CallOptions = {},
    ): Promise<ResponseOf<O>> {
      const context: ErrorContext = { operation: operationLabel(operation) };
      const fields = (payload ?? {}) as Payload;
      const request =
        operation.kind === 'method'
          ? prepareMethod(operation, fields, call.files)
          : prepareRest(operation, fields, call.files);
      const response = await send(operation, request, call, context);
      return readReply(operation, response, context);
    },
  };
}
