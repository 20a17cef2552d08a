import { describe, expect, it } from 'vitest';
import { canonicalJson, createIdempotencyKeys, randomKey } from './idempotency';

describe('idempotency keys', () => {
  it('gives one attempt the same key, whatever the key order of its payload', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('globalTransferSubmit', {
      paymentMethod: 'sepa',
      paymentDetails: { iban: 'DE89', name: 'Ana' },
    });
    const retry = keys.keyFor('globalTransferSubmit', {
      paymentDetails: { name: 'Ana', iban: 'DE89' },
      paymentMethod: 'sepa',
    });
    expect(retry).toBe(first);
  });

  it('gives a changed request or another operation a new key', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('globalTransferSubmit', { paymentDetails: { iban: 'DE89' } });
    expect(keys.keyFor('globalTransferSubmit', { paymentDetails: { iban: 'DE90' } })).not.toBe(first);
    expect(keys.keyFor('globalTransferApprove', { paymentDetails: { iban: 'DE89' } })).not.toBe(first);
  });

  it('makes random v4 UUIDs', () => {
    const key = randomKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(key);
  });

  it('writes canonical JSON', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: undefined, a: 'x' }], a: null })).toBe(
      '{"a":null,"b":[1,{"a":"x","d":2}]}',
    );
  });
});
