/**
 * Fault injection. A fault matches a named-method call by its `?method=` name, or any contract request by a path
 * prefix (or everything when `match` is empty), and delays, fails, garbles or drops it, `times` times or until
 * cleared. The `/sandbox/*` control endpoints are never faulted.
 */
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { requestLanguage } from '../domain/global-transfers';
import type { SandboxEnv } from './env';
import { localiseRefusal } from './refusals-in-language';
import { describeIssues, summarise } from './validation';

export const faultInputSchema = z.object({
  match: z.optional(
    z.object({
      /** Named-method operation name, e.g. `customerInfoGet`. */
      method: z.optional(z.string().check(z.minLength(1))),
      /** Path prefix, e.g. `/auth/refresh` or `/api/v4`. */
      path: z.optional(z.string().check(z.startsWith('/'))),
    }),
  ),
  status: z.optional(z.int().check(z.gte(100), z.lte(599))),
  responseCode: z.optional(z.string().check(z.minLength(1))),
  responseDescription: z.optional(z.string()),
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
  malformed: z.optional(z.boolean()),
  drop: z.optional(z.boolean()),
  /** The request is processed, then the connection drops before the answer arrives (a lost answer). */
  loseAnswer: z.optional(z.boolean()),
  times: z.optional(z.int().check(z.gte(1))),
});
export type FaultInput = z.infer<typeof faultInputSchema>;

export interface Fault extends FaultInput {
  id: number;
  /** How many more requests it applies to; null is unlimited. */
  remaining: number | null;
  /** How many requests it has hit so far. */
  hits: number;
}

export interface FaultTarget {
  path: string;
  method: string | null;
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, remaining: input.times ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  /** The first fault matching the request, counted as used (and removed when its `times` run out). */
  take(target: FaultTarget): Fault | null {
    const fault = this.faults.find((candidate) => matches(candidate, target));
    if (!fault) return null;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }
}

function matches(fault: Fault, target: FaultTarget): boolean {
  const { method, path } = fault.match ?? {};
  if (method !== undefined && method !== target.method) return false;
  if (path !== undefined && !target.path.startsWith(path)) return false;
  return true;
}

export function parseFault(input: unknown): { ok: true; fault: FaultInput } | { ok: false; message: string } {
  const parsed = faultInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: summarise(describeIssues(parsed.error.issues, input)) };
  const fault = parsed.data;
  if (
    fault.status === undefined &&
    fault.responseCode === undefined &&
    fault.latencyMs === undefined &&
    !fault.malformed &&
    !fault.drop &&
    !fault.loseAnswer
  ) {
    return {
      ok: false,
      message: 'A fault needs at least one effect: status, responseCode, latencyMs, malformed, drop or loseAnswer',
    };
  }
  return { ok: true, fault };
}

/**
 * Marks a response the transport must turn into a dropped connection (see `createSandbox().fetch` and `handle`).
 * A header rather than object identity, because middleware may copy the response.
 */
const DROP_HEADER = 'x-sandbox-drop-connection';

export function isDropped(response: Response): boolean {
  return response.headers.has(DROP_HEADER);
}

const DESCRIPTIONS: Record<string, string> = {
  [RESPONSE_CODES.verifyError]: 'Validation failed',
  [RESPONSE_CODES.termsError]: 'Terms must be accepted',
  [RESPONSE_CODES.networkError]: 'Network error',
  [RESPONSE_CODES.authError]: 'Authentication error',
  [RESPONSE_CODES.noAccess]: 'No access',
  [RESPONSE_CODES.unknownError]: 'Unknown error',
  [RESPONSE_CODES.closedAccount]: 'Account is closed',
  [RESPONSE_CODES.accessDenied]: 'Access denied',
  [RESPONSE_CODES.invalidParams]: 'Invalid params',
  [RESPONSE_CODES.invalidMethod]: 'Invalid method',
};

export function describeResponseCode(code: string): string {
  return DESCRIPTIONS[code] ?? `Injected response code ${code}`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The response a fault produces, or null when it only adds latency and the request goes on. Its description is
 * worded in `language` as the server's own refusals are (a text the table does not know stays as written).
 */
export function faultResponse(fault: Fault, language = 'en'): Response | null {
  const json = { 'content-type': 'application/json; charset=UTF-8' };
  if (fault.drop) {
    return new Response(null, { status: 502, headers: { [DROP_HEADER]: '1' } });
  }
  if (fault.malformed)
    return new Response('{"responseCode":"00","data":{"truncated":', { status: fault.status ?? 200, headers: json });
  if (fault.responseCode !== undefined) {
    const envelope = {
      responseCode: fault.responseCode,
      responseDescription: localiseRefusal(
        fault.responseDescription ?? describeResponseCode(fault.responseCode),
        {},
        language,
      ).message,
    };
    return new Response(JSON.stringify(envelope), { status: fault.status ?? 200, headers: json });
  }
  if (fault.status !== undefined) {
    return new Response(
      JSON.stringify({
        message: localiseRefusal(fault.responseDescription ?? `Injected fault: HTTP ${fault.status}`, {}, language)
          .message,
      }),
      { status: fault.status, headers: json },
    );
  }
  return null;
}

/**
 * Middleware in front of every contract route: counts the call for `/sandbox/stats`, then applies the first
 * matching fault. `identify` names the operation (registry key) of a request, if it is one.
 */
export function contractGateway(
  context: SandboxContext,
  identify: (request: Request) => string | null,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path === '/' || c.req.path.startsWith('/sandbox')) return next();
    const operation = identify(c.req.raw);
    if (operation) context.stats.record(operation);
    const url = new URL(c.req.url);
    const fault = context.faults.take({
      path: url.pathname,
      method: url.pathname.startsWith('/api/') ? url.searchParams.get('method') : null,
    });
    if (!fault) return next();
    if (fault.latencyMs) await sleep(fault.latencyMs, c.req.raw.signal);
    if (fault.loseAnswer) {
      await next();
      c.res = new Response(null, { status: 502, headers: { [DROP_HEADER]: '1' } });
      return;
    }
    const response = faultResponse(fault, requestLanguage(c.req.header('accept-language')));
    if (response) return response;
    return next();
  };
}
