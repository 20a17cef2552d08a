import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { canonicalJson, IdempotencyConflictError, withIdempotencyKey } from './idempotency';

let db: Database.Database;

beforeEach(() => {
  db = new Database(':memory:');
  migrate(db);
});

afterEach(() => {
  db.close();
});

describe('idempotency keys', () => {
  it('hash requests independently of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
  });

  it('run once per key and operation, and refuse the key for another request', () => {
    let runs = 0;
    const run = () => ({ run: ++runs });
    const call = (key: string | null, request: unknown, operation = 'op') =>
      withIdempotencyKey(db, { key, operation, request, nowMs: 0 }, run);
    expect(call('k', { a: 1, b: 2 })).toEqual({ run: 1 });
    expect(call('k', { b: 2, a: 1 })).toEqual({ run: 1 });
    expect(call('k', { a: 1 }, 'other')).toEqual({ run: 2 });
    expect(() => call('k', { a: 2 })).toThrow(IdempotencyConflictError);
    expect(call(null, { a: 1 })).toEqual({ run: 3 });
    expect(() => call('', { a: 1 })).toThrow(/1 to 200/);
  });

  it('store nothing when the operation fails, so the key can be used again', () => {
    expect(() =>
      withIdempotencyKey(db, { key: 'k', operation: 'op', request: {}, nowMs: 0 }, () => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(withIdempotencyKey(db, { key: 'k', operation: 'op', request: { other: true }, nowMs: 0 }, () => 'ok')).toBe(
      'ok',
    );
  });
});
