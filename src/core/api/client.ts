/**
 * The one HTTP client of the bank API, on the platform's `fetch` (no HTTP library: every widget carries this file,
 * and the little a library added here (timeouts, headers) is a few lines). It speaks both wire styles of the contract:
 * - named methods: `POST {apiBase}?method={name}` with body `{ method, ...payload }` and the response envelope;
 * - REST services: `:param` paths on the service's base URL, GET/DELETE sending the rest of the payload as query.
 * Every reply is normalised and parsed with the operation's zod schema; every failure is an {@link ApiError}.
 */
import type { SessionManager } from '../auth/session-manager';
import type { EnvironmentConfig } from '../brand/environments';
import { ACTING_CUSTOMER_HEADER } from './contract/define';
import type { MethodOperation, Operation, RequestOf, ResponseOf, RestOperation, ServiceName } from './contract/define';
import { envelopeSchema, RESPONSE_CODES } from './contract/envelope';
import type { ErrorContext } from './errors';
import {
  emptyReplyError,
  ERROR_TEXT,
  errorFromEnvelope,
  errorFromFailure,
  errorFromHttpStatus,
  invalidResponseError,
  ownError,
} from './errors';
import { cleanRequest, normaliseResponse } from './normalise';
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
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Sent as `Idempotency-Key`; give one to every call that moves money. */
  idempotencyKey?: string | undefined;
  /** Files for a multipart upload: the payload goes in a `data` part (JSON), each file in a part of its name. */
  files?: Record<string, Blob | File> | undefined;
  /** Use this bearer token instead of the session's (no refresh-on-401): logout, token hand-over. */
  bearerToken?: string | undefined;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { environment, session } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

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
        throw new TypeError(`${operationLabel(operation)}: path parameter '${param}' must be a non-empty string or a number`);
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
   * One HTTP exchange. Never retried here: a retried POST could duplicate a payment. The only retry is the caller's,
   * after a 401, which the server answers before doing anything.
   */
  async function send(request: PreparedRequest, token: string | null, call: CallOptions, context: ErrorContext): Promise<Response> {
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': options.language(),
      'X-Client-Version': CLIENT_VERSION,
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    if (call.idempotencyKey) headers.set('Idempotency-Key', call.idempotencyKey);
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.json);
    } else if (request.body) {
      body = request.body; // multipart: fetch writes the boundary into Content-Type
    }
    const url = request.searchParams && request.searchParams.size > 0 ? `${request.url}${request.url.includes('?') ? '&' : '?'}${request.searchParams.toString()}` : request.url;

    // The call's own signal and the timeout, without AbortSignal.any (older mobile webviews lack it).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    const forwardAbort = () => controller.abort(call.signal?.reason);
    if (call.signal?.aborted) forwardAbort();
    else call.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const init = { method: request.method, headers, signal: controller.signal };
      const progress = call.onUploadProgress;
      if (progress && request.body) {
        if (!options.fetch && typeof XMLHttpRequest !== 'undefined') {
          // Loaded with the first upload: elements and pages that never upload do not carry it.
          const { xhrFetch } = await import('./xhr-upload');
          return await xhrFetch(url, { ...init, body: request.body }, progress);
        }
        const response = await fetchImpl(url, { ...init, body: request.body });
        const size = [...request.body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);
        progress({ loaded: size, total: size });
        return response;
      }
      return await fetchImpl(url, { ...init, ...(body ? { body } : {}) });
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason;
      const what = `${request.method} ${request.url}`;
      if (timedOut) throw errorFromFailure(new Error(`Request timed out after ${timeoutMs} ms: ${what}`, { cause: error }), context);
      // fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS, reset).
      if (error instanceof TypeError) throw errorFromFailure(new Error(`Request failed due to a network error: ${what}`, { cause: error }), context);
      throw errorFromFailure(error, context);
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function readBody(response: Response, context: ErrorContext): Promise<{ empty: true } | { empty: false; body: unknown }> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw errorFromFailure(error, context);
    }
    if (text.trim() === '') return { empty: true };
    try {
      return { empty: false, body: JSON.parse(text) as unknown };
    } catch (error) {
      // A reply that is not JSON is not a reply we can show; the server's words are unusable.
      if (!response.ok) return { empty: true };
      throw ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.serverError, context, error);
    }
  }

  async function readReply<O extends Operation>(operation: O, response: Response, context: ErrorContext): Promise<ResponseOf<O>> {
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
      if (failure) throw failure;
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

  async function bearerFor(operation: Operation, call: CallOptions, context: ErrorContext): Promise<string | null> {
    if (operation.auth !== 'bearer') return null;
    if (call.bearerToken) return call.bearerToken;
    if (!session) return null;
    try {
      return await session.getAccessToken();
    } catch (error) {
      throw ownError(RESPONSE_CODES.authError, ERROR_TEXT.sessionExpired, context, error);
    }
  }

  /**
   * The token to retry with after a 401. When the session already holds a newer token than the one sent (another
   * request refreshed meanwhile) that one is used, so a burst of 401s costs one refresh, not one per request.
   */
  async function renewedToken(current: SessionManager, sentToken: string | null, context: ErrorContext): Promise<string> {
    try {
      const latest = await current.getAccessToken();
      if (latest && latest !== sentToken) return latest;
      return await current.refresh();
    } catch (error) {
      current.expire('sessionExpired');
      throw ownError(RESPONSE_CODES.authError, ERROR_TEXT.sessionExpired, { ...context, status: 401 }, error);
    }
  }

  return {
    async call<O extends Operation>(operation: O, payload: RequestOf<O>, call: CallOptions = {}): Promise<ResponseOf<O>> {
      const context: ErrorContext = { operation: operationLabel(operation) };
      const fields = (payload ?? {}) as Payload;
      const request =
        operation.kind === 'method' ? prepareMethod(operation, fields, call.files) : prepareRest(operation, fields, call.files);

      const sentToken = await bearerFor(operation, call, context);
      let response = await send(request, sentToken, call, context);
      if (response.status === 401 && operation.auth === 'bearer' && session && !call.bearerToken) {
        await response.body?.cancel();
        response = await send(request, await renewedToken(session, sentToken, context), call, context);
      }
      return readReply(operation, response, context);
    },
  };
}
