/**
 * The Idempotency-Key header of a call that creates or moves something: a repeat with the same key and body answers
 * what the first call answered and does nothing again; a call without the header just runs.
 */
import { withIdempotencyKey } from '../domain/idempotency';
import type { CallContext } from './contract';

/** Runs `run` once per Idempotency-Key for `operation` (name it with whom it acts for, e.g. `invoiceCreate:<customer>`). */
export function onceByIdempotencyKey<T>(call: CallContext, operation: string, request: unknown, run: () => T): T {
  return withIdempotencyKey(
    call.context.db,
    { key: call.request.headers.get('idempotency-key'), operation, request, nowMs: call.context.now() },
    run,
  );
}
