/**
 * Request size limits, checked before a body is read: JSON bodies (named methods and REST services) at most
 * 256 KB; multipart uploads at most the documented size of each file part the operation takes plus 256 KB for the
 * data part (documents 10 MB per file, logos 1 MB). A declared Content-Length over the limit is refused at once;
 * a chunked body is counted while it streams and refused when it passes the limit. The answer is 413 with the
 * envelope (named methods) or `{ message }` (REST).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { DOCUMENT_MAX_BYTES } from '../../src/core/api/contract/kyc';
import { LOGO_LIMITS } from '../../src/core/api/contract/merchant-buttons';
import { SANDBOX_SERVICE_PREFIXES } from '../../src/core/api/contract/define';
import { methodOperations } from '../../src/core/api/contract/operations';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '../../src/core/api/contract/support-tickets';
import type { SandboxEnv } from './env';

export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Largest file per part, by operation; operations not named here take documents. */
const FILE_LIMITS: Readonly<Record<string, number>> = {
  merchantLogoCreate: LOGO_LIMITS.maxBytes,
};

/** REST upload paths on the sandbox and the largest file each takes (one file per request). */
const REST_UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  [`${SANDBOX_SERVICE_PREFIXES.support ?? ''}/uploads`]: SUPPORT_ATTACHMENT_MAX_BYTES,
};

const fileParts = new Map(methodOperations.map((operation) => [operation.name, operation.fileParts?.length ?? 0]));

/** The largest body a request may send: its operation's uploads, or a JSON body. */
export function bodyLimitFor(methodName: string | null, multipart: boolean): number {
  const parts = methodName ? (fileParts.get(methodName) ?? 0) : 0;
  if (!multipart || parts === 0) return JSON_BODY_LIMIT_BYTES;
  return parts * (FILE_LIMITS[methodName ?? ''] ?? DOCUMENT_MAX_BYTES) + JSON_BODY_LIMIT_BYTES;
}

function tooLarge(isMethod: boolean, limit: number): Response {
  const description = `The request body is larger than this call accepts (${limit} bytes)`;
  const body = isMethod
    ? { responseCode: RESPONSE_CODES.invalidParams, responseDescription: description }
    : { message: description };
  return new Response(JSON.stringify(body), {
    status: 413,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  });
}

/** Middleware in front of the contract routes (the /sandbox control endpoints keep their own small bodies). */
export function requestBodyLimits(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/sandbox')) return next();
    const isMethod = url.pathname === '/api/v4';
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    const restUpload = isMethod || !multipart ? undefined : REST_UPLOAD_LIMITS[url.pathname];
    const limit =
      restUpload === undefined
        ? bodyLimitFor(isMethod ? url.searchParams.get('method') : null, multipart)
        : restUpload + JSON_BODY_LIMIT_BYTES;
    return bodyLimit({ maxSize: limit, onError: () => tooLarge(isMethod, limit) })(c, next);
  };
}
