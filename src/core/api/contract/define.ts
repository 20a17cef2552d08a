/**
 * The bank API contract: every operation the client calls, defined once as a zod schema pair.
 * The client parses responses with these schemas, the sandbox validates requests with them, and
 * docs/api.md is generated from them, so the three cannot drift apart.
 */
import type * as z from 'zod/mini';

/** The services of the bank API; each has its own base URL in the environment config. */
export type ServiceName = 'api' | 'auth' | 'twoStep' | 'verification' | 'contracts' | 'support' | 'publicApi' | 'pdf';

/**
 * Services that live under their own path on the sandbox server (its base URL in the sandbox environment is the
 * origin plus this prefix), as hosted environments give them their own host.
 */
export const SANDBOX_SERVICE_PREFIXES: Readonly<Partial<Record<ServiceName, string>>> = { support: '/support-desk' };

/** Where the portal's BFF answers for every service, on the portal's own origin (BFF mode, bff/ in the repository). */
export const BFF_PREFIX = '/bff';

/**
 * The header every portal call to its BFF carries (BFF mode, src/core/api/transport.ts): a custom header forces a CORS
 * preflight on any cross-site attempt, which the BFF never allows; the BFF refuses state-changing calls without it.
 */
export const CSRF_HEADER = 'X-Wallet-CSRF';
export const CSRF_HEADER_VALUE = '1';

/** The header of the acting customer on REST operations with `actingCustomerHeader`. */
export const ACTING_CUSTOMER_HEADER = 'X-Customer-Id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whether the operation needs a bearer token (spec 1 section 6: a few calls are allowed without login): the bank
 * session's (`bearer`, refreshed on a 401), or the support desk's own token (`supportToken`, spec 3 section 7.5
 * "support auth token"), which `supportTokenIssue` gives for the bank session and the support client sends itself.
 */
export type AuthRequirement = 'bearer' | 'supportToken' | 'none';

interface OperationBase<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  /** One sentence for the generated API reference. */
  summary: string;
  auth: AuthRequirement;
  request: Req;
  response: Res;
}

/**
 * A named-method operation: `POST {apiBase}?method={name}` with body `{ method: name, ...payload }`.
 * The response is the standard envelope (see envelope.ts) whose data fields `response` describes.
 */
export interface MethodOperation<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> extends OperationBase<Req, Res> {
  kind: 'method';
  name: string;
  /** Sent with `fromCustomerId` when a business user or admin acts for a customer. */
  actingCustomer: boolean;
  /** Uploads are multipart: a `data` part (JSON) plus file parts with these names. */
  fileParts?: readonly string[];
  /**
   * Response codes other than '00' that are results of this method rather than failures (the global-pay upload's
   * '92', confirmation needed): the reply's data is returned with its `responseCode`.
   */
  resultCodes?: readonly string[];
}

/** A REST operation on one of the services. Path parameters are written `:name`. */
export interface RestOperation<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> extends OperationBase<Req, Res> {
  kind: 'rest';
  service: ServiceName;
  httpMethod: HttpMethod;
  path: string;
  /** Path parameters taken out of the request before it is sent as body (or query for GET/DELETE). */
  pathParams: readonly string[];
  /**
   * Sends the acting customer (business users and admins acting for a customer) in the `X-Customer-Id` header, as
   * the contracts API's generated client does (spec 3 section 7.3: "bearer token, language and customer-id headers").
   */
  actingCustomerHeader?: boolean;
}

export type Operation = MethodOperation | RestOperation;

export function method<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  definition: Omit<MethodOperation<Req, Res>, 'kind' | 'actingCustomer'> & { actingCustomer?: boolean },
): MethodOperation<Req, Res> {
  return { kind: 'method', actingCustomer: false, ...definition };
}

export function rest<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  definition: Omit<RestOperation<Req, Res>, 'kind' | 'pathParams'>,
): RestOperation<Req, Res> {
  const pathParams = [...definition.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return { kind: 'rest', pathParams, ...definition };
}

export type RequestOf<O extends Operation> = z.input<O['request']>;
export type ResponseOf<O extends Operation> = z.output<O['response']>;
