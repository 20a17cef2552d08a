/** Global pay country methods and one method's details over the wire (spec 2 section 7). */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { callMethod, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

describe('global pay country methods', () => {
  it("lists a country's payout methods and one method's fee and beneficiary details", async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const list = await callMethod(t.sandbox, 'globalPayCountryMethodsGet', { countryCode: 'GB' }, accessToken);
    expect(list.body).toMatchObject({ responseCode: '00' });
    const methods = (list.body as { methods: { paymentMethod: string; currencies: string[] }[] }).methods;
    expect(methods.map((method) => method.paymentMethod)).toEqual(['faster_payments', 'sepa', 'card', 'swift']);

    const details = await callMethod(
      t.sandbox,
      'globalPayCountryMethodDetailsGet',
      { countryCode: 'GB', paymentMethod: 'card' },
      accessToken,
    );
    expect(details.body).toMatchObject({
      responseCode: '00',
      method: { paymentMethod: 'card', currencies: ['GBP'] },
      fee: { currencyCode: 'GBP', percent: '1.50' },
    });
    const fields = (details.body as { fields: { key: string }[] }).fields;
    expect(fields.length).toBeGreaterThan(0);

    const outside = await callMethod(t.sandbox, 'globalPayCountryMethodsGet', { countryCode: 'AQ' }, accessToken);
    expect(outside.body).toMatchObject({ responseCode: '00', methods: [] });
    const wrong = await callMethod(
      t.sandbox,
      'globalPayCountryMethodDetailsGet',
      { countryCode: 'GB', paymentMethod: 'pix' },
      accessToken,
    );
    expect(wrong.body).toMatchObject({ responseCode: 'VF' });
  });

  it('names the methods in the request language', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const reply = await t.sandbox.fetch('/api/v4?method=globalPayCountryMethodsGet', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'accept-language': 'es' },
      body: JSON.stringify({ method: 'globalPayCountryMethodsGet', countryCode: 'GB' }),
    });
    const body = (await reply.json()) as { methods: { paymentMethod: string; name: string }[] };
    expect(body.methods.find((method) => method.paymentMethod === 'swift')?.name).not.toBe(
      'International wire (SWIFT)',
    );
  });
});
