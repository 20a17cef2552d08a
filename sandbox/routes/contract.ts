/**
 * Contract routes, built from the operation registry: every REST operation at its path, every named method behind
 * `POST /api/v4?method=NAME`. Requests are validated with the operation's request schema and responses are checked
 * against its response schema, so the sandbox cannot drift from what the client parses.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  ACTING_CUSTOMER_HEADER,
  SANDBOX_SERVICE_PREFIXES,
  type Operation,
  type RestOperation,
} from '../../src/core/api/contract/define';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { ValidationError } from '../../src/core/api/contract/envelope';
import { methodOperations, operations } from '../../src/core/api/contract/operations';
import type { SandboxContext } from '../context';
import type { Authenticated } from '../domain/sessions';
import { authenticateHeader } from '../domain/sessions';
import { authenticateSupportToken } from '../domain/support-desk-tokens';
import type { CustomerRow, UserRow } from '../domain/users';
import { resolveActingCustomer } from '../domain/users';
import type { SandboxEnv } from './env';
import { clientIp } from './env';
import { IP_NOT_ALLOWED_MESSAGE, ipAllowedForUser } from '../domain/account-settings';
import { describeIssues, summarise } from './validation';
import { requestLanguage } from '../domain/global-transfers';
import { localiseAnswer, localiseRefusal } from './refusals-in-language';
import type { ResolvedAccess } from '../domain/access-rights';
import { accessFor, refusalOf } from '../domain/access-rights';
import { DomainError } from '../domain/domain-error';
import { accessRuleOf, actsForCustomer, assertAccessRulesComplete } from './operation-access';

type Ops = typeof operations;
export type RestKey = { [K in keyof Ops]: Ops[K] extends { kind: 'rest' } ? K : never }[keyof Ops];
export type MethodKey = { [K in keyof Ops]: Ops[K] extends { kind: 'method' } ? K : never }[keyof Ops];

type MaybePromise<T> = T | Promise<T>;

export interface CallContext {
  context: SandboxContext;
  request: Request;
  /** The signed-in user; always set for `auth: 'bearer'` operations. */
  auth: Authenticated | null;
  clientIp: string;
  /**
   * The customer the call acts for (own customer, or `fromCustomerId` / the `X-Customer-Id` header after the access
   * check); null when anonymous. Set for named methods and for REST operations with `actingCustomerHeader`.
   */
  actingCustomer?: CustomerRow | null;
  /**
   * The user's access for the acting customer, resolved once by the dispatcher, whose gate has already checked the
   * operation's rule (operation-access.ts); set whenever `actingCustomer` is.
   */
  access?: ResolvedAccess | null;
  /** File parts of a multipart request, by part name (uploads to REST services). */
  files?: ReadonlyMap<string, File>;
}

export interface MethodCallContext extends CallContext {
  actingCustomer: CustomerRow | null;
  access: ResolvedAccess | null;
  /** File parts of a multipart upload, by part name. */
  files: ReadonlyMap<string, File>;
}

export type RestHandlers = {
  [K in RestKey]: (input: z.output<Ops[K]['request']>, call: CallContext) => MaybePromise<z.input<Ops[K]['response']>>;
};
export type MethodHandlers = {
  [K in MethodKey]: (
    input: z.output<Ops[K]['request']>,
    call: MethodCallContext,
  ) => MaybePromise<z.input<Ops[K]['response']>>;
};

/** A REST failure: HTTP status and `{ message }` (spec 1 section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers, e.g. Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A named-method failure: HTTP 200 with an envelope whose responseCode is not '00'. */
export class EnvelopeError extends Error {
  constructor(
    readonly responseCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** HTTP status of the envelope: 200 as named methods answer, 429 for a rate limit. */
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The signed-in user of a bearer operation. */
export function signedIn(call: CallContext): Authenticated {
  if (!call.auth) throw new HttpError(401, 'Missing bearer token');
  return call.auth;
}

/** The customer a named method acts for (set by the dispatcher for every signed-in call). */
export function actingCustomerOf(call: MethodCallContext): CustomerRow {
  if (!call.actingCustomer) throw new EnvelopeError(RESPONSE_CODES.authError, 'Sign in first');
  return call.actingCustomer;
}

/** The signed-in user of a named method, the customer it acts for, and the user's access for it (already checked). */
export function actingParties(call: MethodCallContext): {
  user: UserRow;
  customer: CustomerRow;
  access: ResolvedAccess;
} {
  const { user } = signedIn(call);
  const customer = actingCustomerOf(call);
  if (!call.access) throw new EnvelopeError(RESPONSE_CODES.authError, 'Sign in first');
  return { user, customer, access: call.access };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=UTF-8' } });
}

/**
 * The authorization of a call that acts for a customer, decided once before the handler runs: the customer the
 * user asks for (own when null) must be theirs, an admin's, or one they hold a customer access to (else 'denied',
 * spec 1 section 8 code 13), and the operation's declared rule must allow their access (else the refusal's text,
 * code ENOA). Operations that act for no customer get the user's own customer and access.
 */
function authorize(
  context: SandboxContext,
  key: string,
  operation: Operation,
  auth: Authenticated,
  requested: number | null,
):
  | { ok: true; customer: CustomerRow; access: ResolvedAccess }
  | { ok: false; denied: true }
  | { ok: false; denied: false; message: string } {
  const acting = resolveActingCustomer(context.db, auth.user, requested);
  if (!acting.ok) return { ok: false, denied: true };
  const access = accessFor(context.db, auth.user, acting.customer);
  if (actsForCustomer(operation)) {
    const refusal = refusalOf(accessRuleOf(key), access);
    if (refusal !== null) return { ok: false, denied: false, message: refusal };
  }
  return { ok: true, customer: acting.customer, access };
}

function contractViolation(operation: string, error: z.core.$ZodError, result: unknown): Response {
  const detail = summarise(describeIssues(error.issues, result));
  console.error(`[sandbox] response of ${operation} does not match the contract: ${detail}`);
  return jsonResponse({ message: `Sandbox response of ${operation} does not match the contract: ${detail}` }, 500);
}

/** The request's JSON body (an empty body reads as `{}`), or `ok: false` when it is not JSON. */
export async function readJsonBody(c: Context<SandboxEnv>): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which registry operation a request is, for stats; null for anything else. */
export function identifyOperation(request: Request): string | null {
  const url = new URL(request.url);
  if (url.pathname === '/api/v4') {
    const name = url.searchParams.get('method');
    return name && methodByName.has(name) ? name : null;
  }
  return (
    restMatchers.find((matcher) => matcher.httpMethod === request.method && matcher.pattern.test(url.pathname))?.key ??
    null
  );
}

const methodByName = new Map(methodOperations.map((operation) => [operation.name, operation]));

/** Where a REST operation is served on the sandbox: its service's path prefix, then its path. */
export function sandboxPathOf(operation: RestOperation): string {
  return `${SANDBOX_SERVICE_PREFIXES[operation.service] ?? ''}${operation.path}`;
}

const restMatchers = Object.entries(operations as Record<string, Operation>).flatMap(([key, operation]) =>
  operation.kind === 'rest'
    ? [
        {
          key,
          httpMethod: operation.httpMethod,
          pattern: new RegExp(`^${sandboxPathOf(operation).replace(/:[A-Za-z]+/g, '[^/]+')}$`),
        },
      ]
    : [],
);

/** What a handler is called with: the request and what the dispatcher's gate resolved for it. */
function callContext(
  c: Context<SandboxEnv>,
  context: SandboxContext,
  gate: Pick<MethodCallContext, 'auth' | 'actingCustomer' | 'access' | 'files'>,
): MethodCallContext {
  return { context, request: c.req.raw, clientIp: clientIp(c), ...gate };
}

/** The response with these headers set as well (a refusal's `Retry-After`…). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function registerRestRoutes(app: Hono<SandboxEnv>, context: SandboxContext, handlers: RestHandlers): void {
  assertAccessRulesComplete();
  for (const [key, operation] of Object.entries(operations as Record<string, Operation>)) {
    if (operation.kind !== 'rest') continue;
    const handler = handlers[key as RestKey] as (input: unknown, call: CallContext) => unknown;
    app.on(operation.httpMethod, sandboxPathOf(operation), async (c) => {
      let raw: Record<string, unknown>;
      let files: ReadonlyMap<string, File> = new Map();
      if (operation.httpMethod === 'GET' || operation.httpMethod === 'DELETE') {
        raw = { ...c.req.query() };
      } else {
        // JSON, or multipart (a `data` part plus files) for uploads.
        const body = await readMethodBody(c);
        if (!body.ok) return jsonResponse({ message: body.description }, body.status ?? 400);
        raw = body.body;
        files = body.files;
      }
      Object.assign(raw, c.req.param());

      // Refusals (the gate's, the request schema's and the handlers') are worded in the request's language, as for
      // methods; a text the table does not know is answered as written.
      const language = requestLanguage(c.req.header('accept-language'));
      const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) => {
        const refused = localiseRefusal(message, extra, language);
        return jsonResponse({ ...refused.extra, message: refused.message }, status);
      };

      let auth: Authenticated | null = null;
      // The customer a support desk token was given for: the desk acts for it and no other.
      let tokenCustomer: number | null = null;
      if (operation.auth !== 'none') {
        const header = c.req.header('authorization');
        const result =
          operation.auth === 'supportToken'
            ? authenticateSupportToken(context, header)
            : authenticateHeader(context, header);
        if (!result.ok) return jsonResponse({ message: result.message }, 401);
        auth = result.auth;
        if ('customerId' in result && typeof result.customerId === 'number') tokenCustomer = result.customerId;
        if (!ipAllowedForUser(context.db, auth.user.id, clientIp(c)))
          return refuse(403, IP_NOT_ALLOWED_MESSAGE, { code: 'ipNotAllowed' });
      }
      let actingCustomer: CustomerRow | null = null;
      let access: ResolvedAccess | null = null;
      if (auth && operation.actingCustomerHeader) {
        const requested = parseCustomerId(c.req.header(ACTING_CUSTOMER_HEADER));
        if (requested === 'invalid')
          return jsonResponse({ message: `${ACTING_CUSTOMER_HEADER} must be a customer id` }, 400);
        if (tokenCustomer !== null && requested !== null && requested !== tokenCustomer)
          return refuse(403, 'The support token is for another customer');
        // A desk token's customer is checked again, as every call's: access may have been taken away since.
        const decided = authorize(context, key, operation, auth, tokenCustomer ?? requested);
        if (!decided.ok) return refuse(403, decided.denied ? 'Access denied' : decided.message);
        actingCustomer = decided.customer;
        access = decided.access;
      }

      const parsed = operation.request.safeParse(raw);
      if (!parsed.success) {
        const validationErrors = describeIssues(parsed.error.issues, raw);
        return refuse(400, summarise(validationErrors), { validationErrors });
      }

      let result: unknown;
      try {
        result = await handler(parsed.data, callContext(c, context, { auth, actingCustomer, access, files }));
      } catch (error) {
        if (error instanceof DomainError) return refuse(error.status, error.message, error.restExtra);
        if (error instanceof HttpError)
          return withHeaders(refuse(error.status, error.message, error.extra), error.headers);
        throw error;
      }
      const checked = operation.response.safeParse(result);
      if (!checked.success) return contractViolation(key, checked.error, result);
      return jsonResponse(result);
    });
  }
}

function envelope(
  responseCode: string,
  responseDescription: string,
  extra: Record<string, unknown> = {},
  status = 200,
): Response {
  // Envelope fields first and authoritative: data cannot override them.
  return jsonResponse(
    Object.assign({ responseCode, responseDescription }, extra, { responseCode, responseDescription }),
    status,
  );
}

async function readMethodBody(
  c: Context<SandboxEnv>,
): Promise<
  | { ok: true; body: Record<string, unknown>; files: Map<string, File> }
  | { ok: false; description: string; status?: number }
> {
  const files = new Map<string, File>();
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      // A wrong or missing boundary, a truncated part: the request cannot be read, which is the caller's fault.
      return {
        ok: false,
        description: 'The multipart body cannot be read: check the boundary and the parts',
        status: 400,
      };
    }
    let body: unknown = {};
    for (const [name, value] of form.entries()) {
      if (name === 'data') {
        try {
          body = JSON.parse(typeof value === 'string' ? value : await value.text());
        } catch {
          return { ok: false, description: "The 'data' part is not valid JSON" };
        }
      } else if (typeof value !== 'string') {
        files.set(name, value);
      }
    }
    return isRecord(body)
      ? { ok: true, body, files }
      : { ok: false, description: "The 'data' part must be a JSON object" };
  }
  const parsed = await readJsonBody(c);
  if (!parsed.ok) return { ok: false, description: 'Request body is not valid JSON' };
  if (!isRecord(parsed.value)) return { ok: false, description: 'Request body must be a JSON object' };
  return { ok: true, body: parsed.value, files };
}

function parseCustomerId(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : 'invalid';
}

export function registerMethodRoute(app: Hono<SandboxEnv>, context: SandboxContext, handlers: MethodHandlers): void {
  assertAccessRulesComplete();
  app.post('/api/v4', async (c) => {
    const url = new URL(c.req.url);
    const read = await readMethodBody(c);
    if (!read.ok) return envelope(RESPONSE_CODES.invalidParams, read.description, {}, read.status);
    const { method: bodyMethod, fromCustomerId: bodyCustomerId, ...payload } = read.body;
    const queryMethod = url.searchParams.get('method');
    if (queryMethod && typeof bodyMethod === 'string' && bodyMethod !== queryMethod) {
      return envelope(
        RESPONSE_CODES.invalidParams,
        `The method in the query ('${queryMethod}') and in the body ('${bodyMethod}') differ`,
      );
    }
    const name = queryMethod ?? (typeof bodyMethod === 'string' ? bodyMethod : null);
    const operation = name ? methodByName.get(name) : undefined;
    if (!name || !operation)
      return envelope(RESPONSE_CODES.invalidMethod, name ? `Invalid method: ${name}` : 'Invalid method: none given');

    // Refusals (the gate's, the request schema's and the handlers') and refused rows are worded in the request's
    // language; a text the table does not know is answered as written.
    const language = requestLanguage(c.req.header('accept-language'));
    const refuse = (responseCode: string, message: string, extra: Record<string, unknown> = {}, status = 200) => {
      const refused = localiseRefusal(message, extra, language);
      return envelope(responseCode, refused.message, refused.extra, status);
    };

    let auth: Authenticated | null = null;
    if (operation.auth === 'bearer') {
      const result = authenticateHeader(context, c.req.header('authorization'));
      if (!result.ok)
        return jsonResponse(
          { responseCode: RESPONSE_CODES.authError, responseDescription: result.message, message: result.message },
          401,
        );
      auth = result.auth;
      if (!ipAllowedForUser(context.db, auth.user.id, clientIp(c)))
        return refuse(RESPONSE_CODES.accessDenied, IP_NOT_ALLOWED_MESSAGE, { code: 'ipNotAllowed' });
    }

    let actingCustomer: CustomerRow | null = null;
    let access: ResolvedAccess | null = null;
    if (auth) {
      const requested = operation.actingCustomer
        ? parseCustomerId(bodyCustomerId ?? url.searchParams.get('fromCustomerId'))
        : null;
      if (requested === 'invalid') {
        return refuse(RESPONSE_CODES.verifyError, 'fromCustomerId: Must be a customer id', {
          validationErrors: [{ field: 'fromCustomerId', description: 'Must be a customer id' }],
        });
      }
      const decided = authorize(context, operation.name, operation, auth, requested);
      if (!decided.ok)
        return decided.denied
          ? refuse(RESPONSE_CODES.accessDenied, 'Access denied')
          : refuse(RESPONSE_CODES.noAccess, decided.message);
      actingCustomer = decided.customer;
      access = decided.access;
    }

    const parsed = operation.request.safeParse(payload);
    if (!parsed.success) {
      const validationErrors: ValidationError[] = describeIssues(parsed.error.issues, payload);
      return refuse(RESPONSE_CODES.verifyError, summarise(validationErrors), { validationErrors });
    }

    const handler = handlers[operation.name as MethodKey] as (input: unknown, call: MethodCallContext) => unknown;
    let data: unknown;
    try {
      data = await handler(parsed.data, callContext(c, context, { auth, actingCustomer, access, files: read.files }));
    } catch (error) {
      // The one translation of a domain refusal to a named method's answer.
      if (error instanceof DomainError) return refuse(error.wireCode, error.message, error.extra);
      if (error instanceof EnvelopeError)
        return withHeaders(refuse(error.responseCode, error.message, error.extra, error.status), error.headers);
      throw error;
    }
    if (language !== 'en') data = localiseAnswer(data, language);
    const checked = operation.response.safeParse(data);
    if (!checked.success) return contractViolation(operation.name, checked.error, data);
    // A method's own result codes (the global-pay upload's '92') go out as the envelope's responseCode.
    const answer = data as Record<string, unknown>;
    const resultCode =
      typeof answer.responseCode === 'string' && operation.resultCodes?.includes(answer.responseCode)
        ? answer.responseCode
        : null;
    if (resultCode !== null)
      return envelope(
        resultCode,
        typeof answer.responseDescription === 'string' ? answer.responseDescription : 'Confirmation needed',
        answer,
      );
    return envelope(RESPONSE_CODES.success, 'Success', answer);
  });
}
