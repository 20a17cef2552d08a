/**
 * Revenue-split contracts over the wire: proposing, signing at the provider, the clock starting the contract, the
 * split taken from the payer's incoming payments in the ledger (once), termination, the list and its checks.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { DEMO_CONTRACT_COMPANIES, DEMO_CONTRACTS } from '../db/seed-contracts';
import { splitAmountMinor } from '../domain/contract-revenue-split';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { bearer, callMethod, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

const DAY = 86_400_000;
const PAULA_USD = 500001;
const NORTHWIND_USD = 500013;
type Contract = {
  id: number;
  status: string;
  direction: string;
  identificationStatus: string | null;
  terminateInfo: Record<string, unknown> | null;
};

async function tokens() {
  const paula = (await signIn(t.sandbox, DEMO_USERS.personal)).accessToken;
  const bianca = (await signIn(t.sandbox, DEMO_USERS.business)).accessToken;
  return { paula, bianca };
}

const day = (offsetDays: number) => new Date(t.now() + offsetDays * DAY).toISOString().slice(0, 10);

function proposal(overrides: Record<string, unknown> = {}) {
  return {
    companyId: DEMO_CONTRACT_COMPANIES.northwindShop,
    senderId: DEMO_CUSTOMERS.northwind,
    senderSignerName: 'Bianca Business',
    senderObligations: ['Pay the share monthly'],
    beneficiaryId: DEMO_CUSTOMERS.personal,
    beneficiarySignerName: 'Paula Personal',
    beneficiaryObligations: ['Promote the shop'],
    activeFrom: day(3),
    percentage: '12.5',
    note: 'Affiliate deal',
    ...overrides,
  };
}

/** Opens the side's signing page and signs it as the provider's form would. */
/** What `/contract/verify` answers for a company and counterparty. */
async function verify(parties: { companyId: number; counterpartyId: number }, token: string) {
  return (await send(t.sandbox, 'POST', '/contract/verify', parties, bearer(token))).body;
}

async function sign(token: string, contractId: number, signerName: string) {
  const url = await send<{ signUrl: string; clientId: string }>(
    t.sandbox,
    'GET',
    `/contract/${contractId}/signUrl`,
    undefined,
    bearer(token),
  );
  expect(url.status).toBe(200);
  const path = new URL(url.body.signUrl).pathname;
  expect((await t.sandbox.fetch(path)).status).toBe(200);
  const signed = await t.sandbox.fetch(`${path}/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ signerName, agreed: 'on' }).toString(),
  });
  expect(signed.status).toBe(303);
}

describe('revenue-split contracts', () => {
  it('goes from proposal to active on its day, splits incoming payments once, and ends by termination', async () => {
    const { paula, bianca } = await tokens();
    const created = await send<Contract>(t.sandbox, 'PUT', '/contract', proposal(), bearer(paula));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'UNSIGNED', direction: 'RECEIVE', identificationStatus: null });
    const id = created.body.id;
    expect((await send(t.sandbox, 'GET', '/contract/stats', undefined, bearer(bianca))).body).toMatchObject({
      requests: 1,
    });

    await sign(bianca, id, 'bianca  business');
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.status).toBe(
      'WAITING',
    );
    expect((await send(t.sandbox, 'GET', `/contract/${id}/checkSigner`, undefined, bearer(bianca))).body).toEqual({
      canSign: false,
      reason: 'alreadySigned',
    });
    expect((await send(t.sandbox, 'GET', `/contract/${id}/checkSigner`, undefined, bearer(paula))).body).toEqual({
      canSign: true,
    });
    await sign(paula, id, 'Paula Personal');
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.status).toBe(
      'SIGNED',
    );

    // Not in force yet: an incoming payment stays whole.
    const max = (await signIn(t.sandbox, DEMO_USERS.merchant)).accessToken;
    const pay = (amount: string, key: string) =>
      send(
        t.sandbox,
        'POST',
        '/api/v4?method=p2pTransfer',
        { method: 'p2pTransfer', accountId: 500018, amount, currency: 'USD', toEmail: DEMO_USERS.business },
        { ...bearer(max), 'idempotency-key': key },
      );
    let before = [balanceMinor(t.sandbox.db, NORTHWIND_USD), balanceMinor(t.sandbox.db, PAULA_USD)];
    expect((await pay('10.00', 'early')).body).toMatchObject({ responseCode: '00' });
    expect([
      balanceMinor(t.sandbox.db, NORTHWIND_USD) - (before[0] ?? 0),
      balanceMinor(t.sandbox.db, PAULA_USD) - (before[1] ?? 0),
    ]).toEqual([1_000, 0]);

    const moved = await send<{ ran: Record<string, number> }>(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 3 });
    expect(moved.body.ran.contracts).toBe(1);
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.status).toBe(
      'ACTIVE',
    );

    before = [balanceMinor(t.sandbox.db, NORTHWIND_USD), balanceMinor(t.sandbox.db, PAULA_USD)];
    expect((await pay('100.00', 'split-1')).body).toMatchObject({ responseCode: '00' });
    expect((await pay('100.00', 'split-1')).body).toMatchObject({ responseCode: '00' });
    expect([
      balanceMinor(t.sandbox.db, NORTHWIND_USD) - (before[0] ?? 0),
      balanceMinor(t.sandbox.db, PAULA_USD) - (before[1] ?? 0),
    ]).toEqual([10_000 - 1_250, 1_250]);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);

    expect((await send(t.sandbox, 'POST', `/contract/${id}/terminate`, { note: '' }, bearer(paula))).status).toBe(400);
    const terminating = await send<Contract>(
      t.sandbox,
      'POST',
      `/contract/${id}/terminate`,
      { note: 'Campaign over' },
      bearer(paula),
    );
    expect(terminating.body).toMatchObject({
      status: 'TERMINATING',
      terminateInfo: { note: 'Campaign over', terminatedBy: DEMO_CUSTOMERS.personal, terminatedAt: null },
    });
    expect((await send(t.sandbox, 'POST', `/contract/${id}/terminateNow`, {}, bearer(paula))).status).toBe(409);
    expect(
      (await send<Contract>(t.sandbox, 'POST', `/contract/${id}/terminateCancel`, {}, bearer(paula))).body.status,
    ).toBe('ACTIVE');
    await send(t.sandbox, 'POST', `/contract/${id}/terminate`, { note: 'Campaign over' }, bearer(paula));
    const ended = await send<Contract>(t.sandbox, 'POST', `/contract/${id}/terminateNow`, {}, bearer(bianca));
    expect(ended.body).toMatchObject({ status: 'TERMINATED' });
    before = [balanceMinor(t.sandbox.db, NORTHWIND_USD), balanceMinor(t.sandbox.db, PAULA_USD)];
    await pay('100.00', 'after');
    expect(balanceMinor(t.sandbox.db, PAULA_USD) - (before[1] ?? 0)).toBe(0);

    const pdf = await send<{ url: string }>(t.sandbox, 'GET', `/contract/${id}/pdfUrl`, undefined, bearer(paula));
    const file = await t.sandbox.fetch(new URL(pdf.body.url).pathname);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  }, 60_000);

  it('ends a termination after the notice period on the clock', async () => {
    const { paula, bianca } = await tokens();
    const id = (await send<Contract>(t.sandbox, 'PUT', '/contract', proposal({ activeFrom: day(0) }), bearer(bianca)))
      .body.id;
    await sign(bianca, id, 'Bianca Business');
    await sign(paula, id, 'Paula Personal');
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.status).toBe(
      'ACTIVE',
    );
    await send(t.sandbox, 'POST', `/contract/${id}/terminate`, { note: 'Closing the shop' }, bearer(bianca));
    expect((await send(t.sandbox, 'GET', '/contract/stats', undefined, bearer(paula))).body).toMatchObject({
      requests: 2,
    });
    await send(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 31 });
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.status).toBe(
      'TERMINATED',
    );
  });

  it("identifies a payer's signer the bank does not know before the contract goes on", async () => {
    const { paula, bianca } = await tokens();
    const id = (
      await send<Contract>(
        t.sandbox,
        'PUT',
        '/contract',
        proposal({ activeFrom: day(0), senderSignerName: 'Oscar Outside' }),
        bearer(paula),
      )
    ).body.id;
    expect(
      (await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(bianca))).body.identificationStatus,
    ).toBe('NEW');
    expect(
      (await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(paula))).body.identificationStatus,
    ).toBeNull();
    await sign(bianca, id, 'Oscar Outside');
    await sign(paula, id, 'Paula Personal');
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(bianca))).body.status).toBe(
      'NEED_IDENTIFICATION',
    );
    expect(
      (await send(t.sandbox, 'POST', '/split-pay-signer-identification', { contractId: id }, bearer(paula))).status,
    ).toBe(403);
    const opened = await send<{ identificationUrl: string; identificationStatus: string }>(
      t.sandbox,
      'POST',
      '/split-pay-signer-identification',
      { contractId: id },
      bearer(bianca),
    );
    expect(opened.body.identificationStatus).toBe('NEW');
    expect(
      (await send<Contract>(t.sandbox, 'POST', `/contract/${id}/identificationStarted`, {}, bearer(bianca))).body
        .identificationStatus,
    ).toBe('PROCESSING');
    await send(t.sandbox, 'POST', `/contract/${id}/identificationPush`, {}, bearer(bianca));
    expect(
      (await outbox(t.sandbox, DEMO_USERS.business)).some((message) => message.subject.includes('Identify the signer')),
    ).toBe(true);
    const path = new URL(opened.body.identificationUrl).pathname;
    await t.sandbox.fetch(`${path}/fail`, { method: 'POST' });
    expect(
      (await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(bianca))).body.identificationStatus,
    ).toBe('FAILED');
    await send(t.sandbox, 'POST', '/split-pay-signer-identification', { contractId: id }, bearer(bianca));
    await t.sandbox.fetch(`${path}/complete`, { method: 'POST' });
    expect((await send<Contract>(t.sandbox, 'GET', `/contract/${id}`, undefined, bearer(bianca))).body).toMatchObject({
      identificationStatus: 'SUCCESS',
      status: 'ACTIVE',
    });
  }, 60_000);

  it('refuses what section 5.3 refuses, and unknown pairs', async () => {
    const { paula } = await tokens();
    for (const bad of [
      { percentage: '0' },
      { percentage: '100.5' },
      { senderObligations: [] },
      { beneficiarySignerName: 'x'.repeat(257) },
      { companyId: 2_147_483_648 },
      { activeFrom: day(-1) },
    ]) {
      const reply = await send(t.sandbox, 'PUT', '/contract', proposal(bad), bearer(paula));
      expect(reply.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send(t.sandbox, 'PUT', '/contract', proposal({ percentage: '100' }), bearer(paula))).status).toBe(
      200,
    );
    expect(
      await verify({ companyId: DEMO_CONTRACT_COMPANIES.pixelStore, counterpartyId: DEMO_CUSTOMERS.northwind }, paula),
    ).toEqual({ isValid: false, reason: 'companyNotOfParties' });
    expect(
      await verify(
        { companyId: DEMO_CONTRACT_COMPANIES.northwindShop, counterpartyId: DEMO_CUSTOMERS.northwind },
        paula,
      ),
    ).toEqual({ isValid: true });
    expect(
      (
        await send(
          t.sandbox,
          'GET',
          `/customer/lookup?email=${encodeURIComponent(DEMO_USERS.business)}`,
          undefined,
          bearer(paula),
        )
      ).body,
    ).toEqual({ id: DEMO_CUSTOMERS.northwind, type: 'BUSINESS', name: 'Northwind Trading Ltd' });
    expect(
      (await send(t.sandbox, 'GET', '/customer/lookup?email=nobody%40demo.test', undefined, bearer(paula))).status,
    ).toBe(404);
    const companies = await send<{ items: { title: string }[] }>(
      t.sandbox,
      'GET',
      `/company?query=shop&forCounterpartyCustomerId=${DEMO_CUSTOMERS.northwind}`,
      undefined,
      bearer(paula),
    );
    expect(companies.body.items.map((company) => company.title)).toEqual(['Northwind web shop']);
  });

  it('lists with filters, order and the meta counts', async () => {
    const { paula } = await tokens();
    const all = await send<{ items: Contract[]; meta: Record<string, number>; total: number }>(
      t.sandbox,
      'GET',
      '/contract?pageSize=1000&orderBy=CREATED_AT&orderDir=DESC',
      undefined,
      bearer(paula),
    );
    expect(all.body.total).toBe(4);
    expect(all.body.meta).toMatchObject({ total: 4, requests: 1, active: 1 });
    const active = await send<{ items: Contract[] }>(
      t.sandbox,
      'GET',
      '/contract?statuses=ACTIVE,TERMINATING',
      undefined,
      bearer(paula),
    );
    expect(active.body.items.map((item) => item.id)).toEqual([DEMO_CONTRACTS.active]);
    const pixel = await send<{ items: Contract[] }>(
      t.sandbox,
      'GET',
      '/contract?counterpartyName=pixel',
      undefined,
      bearer(paula),
    );
    expect(pixel.body.items.map((item) => item.id)).toEqual([DEMO_CONTRACTS.proposed]);
    const byCompany = await send<{ items: { company: { title: string } }[] }>(
      t.sandbox,
      'GET',
      '/contract?orderBy=COMPANY_NAME&orderDir=ASC',
      undefined,
      bearer(paula),
    );
    expect(byCompany.body.items.map((item) => item.company.title)).toEqual([
      'Northwind marketplace store',
      'Northwind web shop',
      'Northwind web shop',
      'Pixel Goods online store',
    ]);
    const incoming = await send<{ items: Contract[] }>(
      t.sandbox,
      'GET',
      '/contract?orderBy=INCOMING_FIRST&orderDir=ASC',
      undefined,
      bearer(paula),
    );
    expect(
      incoming.body.items
        .slice(-2)
        .map((item) => item.id)
        .sort(),
    ).toEqual([DEMO_CONTRACTS.ended, DEMO_CONTRACTS.proposed]);
    expect((await send(t.sandbox, 'GET', '/contract?statuses=BOGUS', undefined, bearer(paula))).status).toBe(400);
    expect(
      (
        await send(
          t.sandbox,
          'GET',
          `/contract/${DEMO_CONTRACTS.active}`,
          undefined,
          bearer((await signIn(t.sandbox, DEMO_USERS.merchant)).accessToken),
        )
      ).status,
    ).toBe(404);
    // The seeded active contract takes no split: it was not activated by the sandbox.
    const max = (await signIn(t.sandbox, DEMO_USERS.merchant)).accessToken;
    const before = balanceMinor(t.sandbox.db, PAULA_USD);
    expect(
      (
        await callMethod(
          t.sandbox,
          'p2pTransfer',
          { accountId: 500018, amount: '50.00', currency: 'USD', toEmail: DEMO_USERS.business },
          max,
        )
      ).body,
    ).toMatchObject({ responseCode: '00' });
    expect(balanceMinor(t.sandbox.db, PAULA_USD)).toBe(before);
  });

  it('rounds the share down to the minor unit', () => {
    expect(splitAmountMinor(10_000, '12.5')).toBe(1_250);
    expect(splitAmountMinor(999, '33.33')).toBe(332);
    expect(splitAmountMinor(1, '100')).toBe(1);
    expect(splitAmountMinor(1, '0.5')).toBe(0);
  });
});
