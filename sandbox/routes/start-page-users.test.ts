/** The demo users that trigger the start-page rules after login (spec 1 section 2), as the client sees them. */
import { describe, expect, it } from 'vitest';
import { customerInfoGet, userAccessInfoGet, userAccessList } from '../../src/core/api/contract/customer';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { callMethod, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function customerOf(email: string) {
  const { accessToken } = await signIn(t.sandbox, email);
  const reply = await callMethod(t.sandbox, 'customerInfoGet', {}, accessToken);
  return customerInfoGet.response.parse(reply.body).customer;
}

describe('start-page demo users', () => {
  it.each([
    [
      DEMO_USERS.personal,
      { isAdmin: false, useOldWeb: false, isNeedPersonalInfoUpdate: false, isNeedKyc: false, isNeedFatca: false },
    ],
    [DEMO_USERS.admin, { isAdmin: true }],
    [DEMO_USERS.profileUpdate, { isNeedPersonalInfoUpdate: true, isNeedKyc: false }],
    [DEMO_USERS.unverified, { isNeedKyc: true, isNeedPersonalInfoUpdate: false }],
    [DEMO_USERS.fatca, { isNeedFatca: true, isNeedKyc: false }],
    [DEMO_USERS.oldWeb, { useOldWeb: true, customCustomerId: null }],
    [DEMO_USERS.employee, { customerType: 2, isHaveRelatedAccounts: true }],
    [DEMO_USERS.representative, { customerType: 2, isHaveRelatedAccounts: true }],
  ])('%s carries the flags its rule reads', async (email, expected) => {
    expect(await customerOf(email)).toMatchObject(expected);
  });

  it('gives the old web user an old web address on the sandbox', async () => {
    const customer = await customerOf(DEMO_USERS.oldWeb);
    expect(customer.oldWebUrl).toMatch(/\/sandbox\?oldWeb=1$/);
    expect((await customerOf(DEMO_USERS.personal)).oldWebUrl).toBeNull();
  });

  it("answers the terms user's customer info with a terms error carrying the terms", async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.terms);
    const reply = await callMethod(t.sandbox, 'customerInfoGet', {}, accessToken);
    expect(reply.body).toMatchObject({
      responseCode: 'TE',
      terms: [{ id: 'terms-2025-03', title: expect.stringContaining('Terms') as unknown }],
    });
  });

  it('confines the representative to documents: one access, no balance info', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.representative);
    const accesses = userAccessList.response.parse(
      (await callMethod(t.sandbox, 'userAccessList', {}, accessToken)).body,
    ).customerAccesses;
    expect(accesses.map((access) => [access.id, access.customerName])).toEqual([
      [DEMO_CUSTOMERS.blueHarbor, 'Blue Harbor Studios SRL'],
    ]);
    const info = userAccessInfoGet.response.parse(
      (await callMethod(t.sandbox, 'userAccessInfoGet', { fromCustomerId: DEMO_CUSTOMERS.blueHarbor }, accessToken))
        .body,
    );
    expect(info.accessList.balanceInfo).toBe(false);
    const balances = await callMethod(t.sandbox, 'balanceInquiry', {}, accessToken);
    expect(balances.body).toMatchObject({ responseCode: 'ENOA' });
  });

  it('lists two companies for the employee, with the employee and customer names', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    const accesses = userAccessList.response.parse(
      (await callMethod(t.sandbox, 'userAccessList', {}, accessToken)).body,
    ).customerAccesses;
    expect(accesses.map((access) => [access.employeeFirstName, access.employeeLastName, access.customerName])).toEqual([
      ['Evan', 'Employee', 'Northwind Trading Ltd'],
      ['Evan', 'Employee', 'Blue Harbor Studios SRL'],
    ]);
  });
});
