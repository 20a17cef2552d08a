import { describe, expect, it } from 'vitest';
import { balanceInquiry } from '../../src/core/api/contract/accounts';
import { customerInfoGet, userAccessInfoGet, userAccessList } from '../../src/core/api/contract/customer';
import { envelopeSchema } from '../../src/core/api/contract/envelope';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import type { Tokens } from '../test-support';
import { bearer, callMethod, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function tokenOf(email: string): Promise<string> {
  return (await signIn(t.sandbox, email)).accessToken;
}

describe('envelope', () => {
  it('answers success with responseCode 00 and the data fields, balances as decimal strings', async () => {
    const reply = await callMethod(t.sandbox, 'balanceInquiry', {}, await tokenOf(DEMO_USERS.personal));
    expect(reply.status).toBe(200);
    expect(envelopeSchema.parse(reply.body).responseCode).toBe('00');
    const data = balanceInquiry.response.parse(reply.body);
    expect(data.accounts.map((account) => [account.currencyCode, account.balance, account.type])).toEqual([
      ['USD', '1520.50', 1001],
      ['EUR', '830.25', 1001],
    ]);
    expect(data.accounts[0]?.accountNumber).toMatch(/^GB\d{2}SNDB\d{14}$/);
  });

  it("answers an unknown method with 'IM'", async () => {
    const reply = await callMethod(t.sandbox, 'noSuchMethod');
    expect(reply).toMatchObject({
      status: 200,
      body: { responseCode: 'IM', responseDescription: 'Invalid method: noSuchMethod' },
    });
  });

  it("answers a request that fails the contract with 'VF' and validation errors per field", async () => {
    const reply = await callMethod(t.sandbox, 'checkEmail', { email: 'not-an-email' });
    expect(reply.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'email', description: 'Must be a valid e-mail address' }],
    });
    const missing = await callMethod(t.sandbox, 'checkEmail', {});
    expect(missing.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'email', description: 'Required' }],
    });
  });

  it("answers a body that is not JSON with 'TA1', and a query/body method mismatch too", async () => {
    expect((await send(t.sandbox, 'POST', '/api/v4?method=ipInfo', '{not json')).body).toMatchObject({
      responseCode: 'TA1',
    });
    expect((await send(t.sandbox, 'POST', '/api/v4?method=ipInfo', { method: 'checkEmail' })).body).toMatchObject({
      responseCode: 'TA1',
    });
  });

  it('takes the method from the body when the query has none', async () => {
    const reply = await send(t.sandbox, 'POST', '/api/v4', { method: 'checkEmail', email: DEMO_USERS.employee });
    expect(reply.body).toMatchObject({ responseCode: '00', exists: true, isEmployee: true });
  });

  it('needs a bearer token for bearer methods (HTTP 401) but not for ipInfo and checkEmail', async () => {
    expect(await callMethod(t.sandbox, 'customerInfoGet')).toMatchObject({ status: 401, body: { responseCode: 'AU' } });
    expect(await callMethod(t.sandbox, 'customerInfoGet', {}, 'garbage')).toMatchObject({ status: 401 });
    expect((await callMethod(t.sandbox, 'ipInfo')).body).toMatchObject({
      responseCode: '00',
      ip: '127.0.0.1',
      countryCode: 'GB',
    });
    expect((await callMethod(t.sandbox, 'checkEmail', { email: 'new@demo.test' })).body).toMatchObject({
      exists: false,
      isEmployee: false,
    });
  });

  it('reads multipart bodies: the payload in the data part', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify({ method: 'checkEmail', email: DEMO_USERS.personal }));
    form.append('file', new Blob(['hello']), 'hello.txt');
    const response = await t.sandbox.fetch('/api/v4?method=checkEmail', { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ responseCode: '00', exists: true, isEmployee: false });
  });
});

describe('customer information', () => {
  it('describes the signed-in personal customer', async () => {
    const reply = await callMethod(t.sandbox, 'customerInfoGet', {}, await tokenOf(DEMO_USERS.personal));
    const { customer } = customerInfoGet.response.parse(reply.body);
    expect(customer).toMatchObject({
      userId: 1,
      customerId: DEMO_CUSTOMERS.personal,
      customerType: 0,
      login: DEMO_USERS.personal,
      firstName: 'Paula',
      verified: true,
      limited: false,
      isAdmin: false,
      login2faMode: 'no',
      isHaveRelatedAccounts: false,
    });
  });

  it.each([
    [DEMO_USERS.unverified, { verified: false, isNeedKyc: true }],
    [DEMO_USERS.limited, { limited: true, limitedReason: expect.stringContaining('Proof of address') as unknown }],
    [DEMO_USERS.admin, { isAdmin: true }],
    [DEMO_USERS.business, { customerType: 2, businessName: 'Northwind Trading Ltd', isHaveRelatedAccounts: true }],
    [
      DEMO_USERS.merchant,
      {
        customerType: 2,
        businessName: 'Pixel Goods LLC',
        permissions: expect.objectContaining({ merchant: 1 }) as unknown,
      },
    ],
  ])('%s has the seeded status', async (email, expected) => {
    const reply = await callMethod(t.sandbox, 'customerInfoGet', {}, await tokenOf(email));
    expect(reply.body).toMatchObject({ responseCode: '00', customer: expected });
  });

  it('reports two-factor login for a user who signed in with the otp flow', async () => {
    const started = await login(t.sandbox, DEMO_USERS.otp);
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    const tokens = await send<Tokens>(t.sandbox, 'POST', '/auth/token', {
      code: started.body.code,
      codeVerifier: started.pkce.verifier,
      otp: message?.code,
    });
    const reply = await callMethod(t.sandbox, 'customerInfoGet', {}, tokens.body.accessToken);
    expect(reply.body).toMatchObject({ customer: { login2faMode: 'otp', transactionApproveMode: 'otp' } });
  });

  it('lists the companies an employee can act for, with initiate rights (3)', async () => {
    const token = await tokenOf(DEMO_USERS.employee);
    const list = userAccessList.response.parse((await callMethod(t.sandbox, 'userAccessList', {}, token)).body);
    expect(list.customerAccesses).toEqual([
      expect.objectContaining({
        id: DEMO_CUSTOMERS.northwind,
        customerName: 'Northwind Trading Ltd',
        employeeFirstName: 'Evan',
      }),
      expect.objectContaining({ id: DEMO_CUSTOMERS.blueHarbor, customerName: 'Blue Harbor Studios SRL' }),
    ]);
    const access = userAccessInfoGet.response.parse(
      (await callMethod(t.sandbox, 'userAccessInfoGet', { fromCustomerId: DEMO_CUSTOMERS.blueHarbor }, token)).body,
    );
    expect(access.accessRights).toMatchObject({ transfers: 3, accounts: 3, users: 0 });
    expect(access.accessList.balanceInfo).toBe(true);
  });

  it('gives a business owner full access (2) and a representative position', async () => {
    const access = userAccessInfoGet.response.parse(
      (await callMethod(t.sandbox, 'userAccessInfoGet', {}, await tokenOf(DEMO_USERS.business))).body,
    );
    expect(access.accessRights).toMatchObject({ transfers: 2, users: 2 });
    expect(access.businessRepresentativePositionIds).toEqual([1]);
  });
});

describe('fromCustomerId', () => {
  it('lets an employee act for a company they have access to', async () => {
    const reply = await callMethod(
      t.sandbox,
      'balanceInquiry',
      { fromCustomerId: String(DEMO_CUSTOMERS.blueHarbor) },
      await tokenOf(DEMO_USERS.employee),
    );
    const data = balanceInquiry.response.parse(reply.body);
    expect(data.accounts.map((account) => account.customerId)).toEqual([
      DEMO_CUSTOMERS.blueHarbor,
      DEMO_CUSTOMERS.blueHarbor,
    ]);
  });

  it("refuses with '13' a customer the user has no access to", async () => {
    const employee = await tokenOf(DEMO_USERS.employee);
    const business = await tokenOf(DEMO_USERS.business);
    const personal = await tokenOf(DEMO_USERS.personal);
    for (const [token, customerId] of [
      [employee, DEMO_CUSTOMERS.personal],
      [business, DEMO_CUSTOMERS.blueHarbor],
      [personal, DEMO_CUSTOMERS.northwind],
      [personal, 999_999],
    ] as const) {
      const reply = await callMethod(t.sandbox, 'balanceInquiry', { fromCustomerId: customerId }, token);
      expect(reply.body).toMatchObject({ responseCode: '13', responseDescription: 'Access denied' });
      expect(reply.body).not.toHaveProperty('accounts');
    }
    // In the request's language, like every refusal (the client shows it as given).
    const spanish = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=balanceInquiry',
      { method: 'balanceInquiry', fromCustomerId: DEMO_CUSTOMERS.northwind },
      { ...bearer(personal), 'accept-language': 'es' },
    );
    expect(spanish.body).toMatchObject({ responseCode: '13', responseDescription: 'Acceso denegado' });
  });

  it('lets an admin act for any customer', async () => {
    const reply = await callMethod(
      t.sandbox,
      'customerInfoGet',
      { fromCustomerId: DEMO_CUSTOMERS.pixelGoods },
      await tokenOf(DEMO_USERS.admin),
    );
    expect(reply.body).toMatchObject({
      responseCode: '00',
      customer: { customerId: DEMO_CUSTOMERS.pixelGoods, businessName: 'Pixel Goods LLC' },
    });
  });

  it('is ignored by operations without an acting customer', async () => {
    const reply = await callMethod(
      t.sandbox,
      'userAccessList',
      { fromCustomerId: 999_999 },
      await tokenOf(DEMO_USERS.personal),
    );
    expect(reply.body).toMatchObject({ responseCode: '00', customerAccesses: [] });
  });

  it('is also read from the query', async () => {
    const token = await tokenOf(DEMO_USERS.personal);
    const reply = await send(
      t.sandbox,
      'POST',
      `/api/v4?method=balanceInquiry&fromCustomerId=${DEMO_CUSTOMERS.northwind}`,
      { method: 'balanceInquiry' },
      bearer(token),
    );
    expect(reply.body).toMatchObject({ responseCode: '13' });
  });

  it("answers 'ENOA' when the access has no balance information", async () => {
    t.sandbox.db
      .prepare('UPDATE customer_accesses SET balance_info = 0 WHERE user_id = 10 AND customer_id = ?')
      .run(DEMO_CUSTOMERS.blueHarbor);
    const reply = await callMethod(
      t.sandbox,
      'balanceInquiry',
      { fromCustomerId: DEMO_CUSTOMERS.blueHarbor },
      await tokenOf(DEMO_USERS.employee),
    );
    expect(reply.body).toMatchObject({ responseCode: 'ENOA' });
  });
});
