/** Limits and maximum amounts over the wire, and a p2p transfer refused over personal@'s limit (nothing booked). */
import { describe, expect, it } from 'vitest';
import { LIMIT_TRANSFER_TYPES, limitExceededOf } from '../../src/core/api/contract/limits';
import { balanceMinor } from '../domain/ledger';
import { bearer, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

type Body = Record<string, unknown> & { responseCode: string; validationErrors?: unknown[] };
const call = async (name: string, payload: Record<string, unknown>, token: string) =>
  (await send<Body>(t.sandbox, 'POST', `/api/v4?method=${name}`, { method: name, ...payload }, bearer(token))).body;

describe('customer limits', () => {
  it('answers the limits of every transfer type, converted into the asked currency', async () => {
    const token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    for (const type of LIMIT_TRANSFER_TYPES) {
      const body = await call('customerLimitsGet', { type, fromAccountId: 500013, countryCode: 'DE' }, token);
      expect(body.responseCode, type).toBe('00');
      expect((body.limits as unknown[]).length, type).toBe(3);
    }
    const eur = await call('customerLimitsGet', { type: 'p2p', fromAccountId: 500013, currencyCode: 'EUR' }, token);
    expect(eur.limits).toContainEqual({
      period: 'single',
      currencyCode: 'EUR',
      amount: '9200.00',
      used: '0.00',
      remaining: '9200.00',
    });
  });

  it("needs the country for external kinds and the customer's own account", async () => {
    const token = (await signIn(t.sandbox, 'business@demo.test')).accessToken;
    expect((await call('customerLimitsGet', { type: 'wire', fromAccountId: 500013 }, token)).responseCode).toBe('VF');
    expect((await call('customerLimitsGet', { type: 'p2p', fromAccountId: 500001 }, token)).responseCode).toBe('VF');
    expect(
      (await call('maxAmountGet', { operation: 'wire', fromAccountId: 500013, countryCode: 'DE' }, token)).responseCode,
    ).toBe('VF');
  });

  it('gives the maximum amount by the balance or the tighter limit', async () => {
    const token = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    expect(await call('maxAmountGet', { operation: 'p2p', fromAccountId: 500001 }, token)).toMatchObject({
      amount: '500.00',
      currencyCode: 'USD',
      type: 'single',
    });
    const own = await call('maxAmountGet', { operation: 'betweenAccounts', fromAccountId: 500002 }, token);
    expect(own).toMatchObject({ currencyCode: 'EUR', type: 'balance' });
  });

  it('refuses a p2p transfer over the limit with the facts, books nothing, and counts the daily sum', async () => {
    const token = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const before = balanceMinor(t.sandbox.db, 500001);
    const over = await call(
      'p2pTransfer',
      { accountId: 500001, amount: '600', currency: 'USD', toEmail: 'business@demo.test' },
      token,
    );
    expect(over.responseCode).toBe('VF');
    expect(limitExceededOf(over.validationErrors?.[0])).toEqual({
      type: 'p2p',
      period: 'single',
      currencyCode: 'USD',
      amount: '500.00',
      remaining: '500.00',
    });
    expect(balanceMinor(t.sandbox.db, 500001)).toBe(before);
    expect(
      (
        await call(
          'p2pTransfer',
          { accountId: 500001, amount: '400', currency: 'USD', toEmail: 'business@demo.test' },
          token,
        )
      ).responseCode,
    ).toBe('00');
    const limits = await call('customerLimitsGet', { type: 'p2p', fromAccountId: 500001 }, token);
    expect(limits.limits).toContainEqual({
      period: 'daily',
      currencyCode: 'USD',
      amount: '1000.00',
      used: '400.00',
      remaining: '600.00',
    });
  });
});
