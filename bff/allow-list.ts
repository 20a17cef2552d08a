/**
 * The calls the BFF passes on: exactly the operations of the contract (src/core/api/contract/operations.ts), each by
 * its HTTP method and path, never an open proxy. The refresh call is the BFF's own business and never comes from a
 * browser.
 */
import { SANDBOX_SERVICE_PREFIXES } from '../src/core/api/contract/define';
import type { Operation } from '../src/core/api/contract/define';
import { methodOperations, operations, restOperations } from '../src/core/api/contract/operations';

/** The bank's path of the named-method API. */
export const METHOD_API_PATH = '/api/v4';

/** Operations the browser never calls through the BFF: it refreshes the tokens itself. */
const BFF_ONLY = new Set<Operation>([operations.refresh]);

interface RestRoute {
  httpMethod: string;
  pattern: RegExp;
  operation: Operation;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const methodsByName = new Map(methodOperations.filter((op) => !BFF_ONLY.has(op)).map((op) => [op.name, op]));

const restRoutes: RestRoute[] = restOperations
  .filter((op) => !BFF_ONLY.has(op))
  .map((op) => {
    const path = `${SANDBOX_SERVICE_PREFIXES[op.service] ?? ''}${op.path}`;
    const pattern = escapeRegExp(path).replace(/:[A-Za-z]+/g, '[^/]+');
    return { httpMethod: op.httpMethod, pattern: new RegExp(`^${pattern}$`), operation: op };
  });

/**
 * The contract's operation of a request, or null when the portal never makes such a call.
 * @param path the bank's path (the part after the BFF's prefix), without the query
 */
export function allowedOperation(httpMethod: string, path: string, methodName: string | null): Operation | null {
  if (path === METHOD_API_PATH) {
    return httpMethod === 'POST' && methodName !== null ? (methodsByName.get(methodName) ?? null) : null;
  }
  const route = restRoutes.find((candidate) => candidate.httpMethod === httpMethod && candidate.pattern.test(path));
  return route?.operation ?? null;
}
