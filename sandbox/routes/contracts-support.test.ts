/** Contract counts and the support desk profile over the wire, for the customer of the X-Customer-Id header. */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { DEMO_ACCOUNT_MANAGER } from '../db/seed-contracts';
import { bearer, send, signIn, supportDeskToken, useTestSandbox } from '../test-support';

const t = useTestSandbox();

describe('GET /contract/stats', () => {
  it("counts the personal customer's contracts by whose turn it is", async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const reply = await send(t.sandbox, 'GET', '/contract/stats', undefined, bearer(accessToken));
    expect(reply.body).toEqual({ total: 4, requests: 1, pending: 1, active: 1, ended: 1, pay: 0, receive: 4 });
  });

  it('acts for the customer of the X-Customer-Id header, and refuses one the user may not act for', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    const northwind = await send(t.sandbox, 'GET', '/contract/stats', undefined, {
      ...bearer(accessToken),
      'X-Customer-Id': String(DEMO_CUSTOMERS.northwind),
    });
    expect(northwind.body).toEqual({ total: 3, requests: 0, pending: 1, active: 1, ended: 1, pay: 3, receive: 0 });
    const personal = await send(t.sandbox, 'GET', '/contract/stats', undefined, {
      ...bearer(accessToken),
      'X-Customer-Id': String(DEMO_CUSTOMERS.personal),
    });
    expect(personal.status).toBe(403);
    expect(personal.body).toEqual({ message: 'Access denied' });
    expect((await send(t.sandbox, 'GET', '/contract/stats')).status).toBe(401);
  });
});

describe('support desk', () => {
  it('gives personal users their own address and no account manager', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const me = await send(
      t.sandbox,
      'POST',
      '/support-desk/me',
      {},
      bearer(await supportDeskToken(t.sandbox, accessToken)),
    );
    expect(me.body).toMatchObject({ email: DEMO_USERS.personal, customerType: 'personal', accountManagerId: null });
  });

  it("gives business users the company's address and its account manager", async () => {
    const { accessToken: bankToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    const accessToken = await supportDeskToken(t.sandbox, bankToken, DEMO_CUSTOMERS.northwind);
    const me = await send(
      t.sandbox,
      'POST',
      '/support-desk/me',
      {},
      { ...bearer(accessToken), 'X-Customer-Id': String(DEMO_CUSTOMERS.northwind) },
    );
    expect(me.body).toMatchObject({
      customerType: 'business',
      name: 'Northwind Trading Ltd',
      accountManagerId: DEMO_ACCOUNT_MANAGER.id,
    });
    expect(me.body.email).not.toBe(DEMO_USERS.employee);
    const agent = await send(
      t.sandbox,
      'GET',
      `/support-desk/agents/${DEMO_ACCOUNT_MANAGER.id}`,
      undefined,
      bearer(accessToken),
    );
    expect(agent.body).toEqual(DEMO_ACCOUNT_MANAGER);
    expect((await send(t.sandbox, 'GET', '/support-desk/agents/99', undefined, bearer(accessToken))).status).toBe(404);
  });
});
