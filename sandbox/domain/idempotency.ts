/**
 * Idempotency keys: the first successful answer of an operation is stored under (key, operation) with a hash of
 * the request. The same key with the same request gets that answer again and changes nothing; the same key with
 * another request is refused. Failures are not stored, so a corrected request may reuse its key.
 */
import type Database from 'better-sqlite3';
import { sha256Hex } from './crypto-ids';
import { DomainError } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';

export class IdempotencyConflictError extends DomainError {
  override name = 'IdempotencyConflictError';
  constructor(message: string) {
    super(RESPONSE_CODES.invalidParams, message);
  }
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** JSON with object keys sorted at every level, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs `run` once per (key, operation): inside one transaction with the lookup, so two requests with the same key
 * cannot both get through. Without a key it just runs.
 */
export function withIdempotencyKey<T>(
  db: Database.Database,
  options: { key: string | null; operation: string; request: unknown; nowMs: number },
  run: () => T,
): T {
  const { key, operation } = options;
  if (key === null) return run();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new IdempotencyConflictError(`The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  const requestHash = sha256Hex(canonicalJson(options.request));
  return db.transaction(() => {
    const stored = db
      .prepare('SELECT request_hash, response FROM idempotency_keys WHERE key = ? AND operation = ?')
      .get(key, operation) as { request_hash: string; response: string } | undefined;
    if (stored) {
      if (stored.request_hash !== requestHash) {
        throw new IdempotencyConflictError('This Idempotency-Key was already used for a different request');
      }
      return JSON.parse(stored.response) as T;
    }
    const result = run();
    db.prepare(
      'INSERT INTO idempotency_keys (key, operation, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(key, operation, requestHash, JSON.stringify(result), options.nowMs);
    return result;
  })();
}
