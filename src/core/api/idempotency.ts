/**
 * Idempotency keys for the calls that move money (submit, approve, refuse). One key per attempt: the same request
 * (same operation, same payload) gets the same key for as long as the claim page lives, so a double click, a
 * retry after a 500 or after a dropped connection is recognised by the server, which answers with its first
 * reply instead of creating a second operation. A changed request is a new attempt with a new key.
 */

/** A random UUID v4 from getRandomValues, which, unlike randomUUID, also exists on plain-http partner pages. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotencyKeys {
  /** The key of this attempt: the same for the same operation and payload, new otherwise. */
  keyFor(operation: string, payload: unknown): string;
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(operation, payload) {
      const attempt = `${operation}:${canonicalJson(payload)}`;
      let key = keys.get(attempt);
      if (key === undefined) {
        key = newKey();
        keys.set(attempt, key);
      }
      return key;
    },
  };
}
