/**
 * Access rights enforced by the sandbox (issue 30), at the API level: every operation that acts for a customer
 * declares its rule, and every right value of the acting user is refused or let through by that rule before the
 * handler runs; plus the operation families end to end and the reproductions.
 */
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { method, type Operation } from '../../src/core/api/contract/define';
import { operations } from '../../src/core/api/contract/operations';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seed';
import { MERCHANT_VIEWER } from '../db/seed-merchant';
import { accessRefusalTexts, allows, BALANCE_REFUSAL, type AccessRule } from '../domain/access-rights';
import { balanceMinor, customerAccounts } from '../domain/ledger';
import { uniformRights } from '../domain/users';
import type { TestSandbox } from '../test-support';
import { bearer, createTestSandbox, signIn } from '../test-support';
import { sandboxPathOf } from './contract';
import { accessRuleOf, actsForCustomer, strayDeclarations, undeclaredOperations } from './operation-access';

let t: TestSandbox;

/** A fresh sandbox for each test of the calling describe (the declarations need none). */
function withSandbox(): void {
  beforeEach(() => {
    t = createTestSandbox();
  });
  afterEach(() => {
    t.close();
  });
}

const RIGHTS = [0, 1, 2, 3, 4, 5] as const;
const EMPLOYEE_ID = 10;
const NORTHWIND = DEMO_CUSTOMERS.northwind;
const ACCOUNTS = { northwindUsd: 500013, blueHarborEur: 500017, pixelGoodsUsd: 500018, paulaUsd: 500001 } as const;
const GATE_TEXTS = new Set(accessRefusalTexts());

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A call that never throws on a body that is not JSON (a handler's 500 is still "let through by the gate"). */
async function fetchJson(path: string, init: RequestInit): Promise<Reply> {
  const response = await t.sandbox.fetch(path, init);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

function callMethod(
  name: string,
  payload: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return fetchJson(`/api/v4?method=${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), ...headers },
    body: JSON.stringify({ method: name, ...payload }),
  });
}

/** Calls an operation for the customer with an empty payload (the gate runs before the request is validated). */
function callFor(operation: Operation, customerId: number, token: string): Promise<Reply> {
  if (operation.kind === 'method') return callMethod(operation.name, { fromCustomerId: customerId }, token);
  const path = sandboxPathOf(operation).replace(/:[A-Za-z]+/g, '1');
  const bodyless = operation.httpMethod === 'GET' || operation.httpMethod === 'DELETE';
  return fetchJson(path, {
    method: operation.httpMethod,
    headers: { 'content-type': 'application/json', ...bearer(token), 'X-Customer-Id': String(customerId) },
    ...(bodyless ? {} : { body: '{}' }),
  });
}

/** The gate's refusal of a reply, or null when the call got past it. */
function gateRefusal(operation: Operation, reply: Reply): string | null {
  if (operation.kind === 'method') {
    const text = reply.body.responseDescription;
    return reply.body.responseCode === 'ENOA' && typeof text === 'string' && GATE_TEXTS.has(text) ? text : null;
  }
  const text = reply.body.message;
  return reply.status === 403 && typeof text === 'string' && GATE_TEXTS.has(text) ? text : null;
}

function setAccess(userId: number, customerId: number, right: number, balanceInfo = true): void {
  const changed = t.sandbox.db
    .prepare('UPDATE customer_accesses SET access_rights = ?, balance_info = ? WHERE user_id = ? AND customer_id = ?')
    .run(JSON.stringify(uniformRights(right)), balanceInfo ? 1 : 0, userId, customerId);
  expect(changed.changes).toBe(1);
}

const actingOperations = Object.entries(operations as Record<string, Operation>).filter(([, operation]) =>
  actsForCustomer(operation),
);

describe('declarations', () => {
  it('declares a rule for every operation that acts for a customer, and none for the others', () => {
    expect(actingOperations.length).toBeGreaterThan(200);
    expect(undeclaredOperations()).toEqual([]);
    expect(strayDeclarations()).toEqual([]);
    for (const [key] of actingOperations) expect(() => accessRuleOf(key)).not.toThrow();
  });

  it('names a new operation that acts for a customer without a rule, and one whose rule acts for nobody', () => {
    const forgotten = method({
      summary: 'A new operation nobody declared',
      name: 'forgottenOperation',
      auth: 'bearer',
      actingCustomer: true,
      request: z.object({}),
      response: z.object({}),
    });
    const withoutCustomer = { ...(operations as Record<string, Operation>).customerInfoGet, actingCustomer: false };
    const all = { ...(operations as Record<string, Operation>), forgottenOperation: forgotten };
    expect(undeclaredOperations(all)).toEqual(['forgottenOperation']);
    expect(strayDeclarations({ ...all, customerInfoGet: withoutCustomer as Operation })).toEqual(['customerInfoGet']);
  });

  it('moves money only with initiate or full access, and decides requests only with full or confirmed access', () => {
    const moneyMoving = ['p2pTransfer', 'fundsTransfer', 'externalTransferSubmit', 'massWireTransfer', 'cardLoad'];
    for (const key of moneyMoving) {
      const rule = accessRuleOf(key) as Extract<AccessRule, { area: string }>;
      expect(
        RIGHTS.filter((right) => allows(right, rule.level)),
        key,
      ).toEqual(key === 'cardLoad' ? [2] : [2, 3]);
    }
    expect(RIGHTS.filter((right) => allows(right, 'decide'))).toEqual([2, 4]);
    expect(RIGHTS.filter((right) => allows(right, 'read'))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('every operation that acts for a customer × every right value', () => {
  withSandbox();

  it.each(RIGHTS)(
    'right %i: refused before the handler exactly when it does not allow the operation (ENOA, 403 on REST)',
    async (right) => {
      const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
      setAccess(EMPLOYEE_ID, NORTHWIND, right);
      const mismatches: string[] = [];
      for (const [key, operation] of actingOperations) {
        const rule = accessRuleOf(key);
        const expectRefused = 'area' in rule && !allows(right, rule.level);
        const refusal = gateRefusal(operation, await callFor(operation, NORTHWIND, accessToken));
        if ((refusal !== null) !== expectRefused) mismatches.push(`${key}: ${refusal ?? 'let through'}`);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('refuses balances, history and statements to an access without balance information, whatever its rights', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    setAccess(EMPLOYEE_ID, NORTHWIND, 2, false);
    const refused: string[] = [];
    for (const [key, operation] of actingOperations) {
      const refusal = gateRefusal(operation, await callFor(operation, NORTHWIND, accessToken));
      if (refusal !== null) {
        expect(refusal, key).toBe(BALANCE_REFUSAL);
        refused.push(key);
      }
    }
    expect(refused).toEqual(
      actingOperations
        .filter(([key]) => {
          const rule = accessRuleOf(key);
          return 'area' in rule && rule.balances === true;
        })
        .map(([key]) => key),
    );
    expect(refused).toEqual(
      expect.arrayContaining(['balanceInquiry', 'transactionHistoryGet', 'statementPdfGenerate']),
    );
  });

  it("lets a customer's own login and an admin acting for it through every rule", async () => {
    const owner = (await signIn(t.sandbox, DEMO_USERS.personal)).accessToken;
    const admin = (await signIn(t.sandbox, DEMO_USERS.admin)).accessToken;
    const refused: string[] = [];
    for (const [key, operation] of actingOperations) {
      for (const [who, token] of [
        ['owner', owner],
        ['admin', admin],
      ] as const) {
        const refusal = gateRefusal(operation, await callFor(operation, DEMO_CUSTOMERS.personal, token));
        if (refusal !== null) refused.push(`${key} (${who}): ${refusal}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('operation families × every right value', () => {
  withSandbox();

  const balance = (accountId: number) => balanceMinor(t.sandbox.db, accountId);

  it('wallet payments: full access books, initiate makes a transaction request, every other right is refused', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    for (const right of RIGHTS) {
      setAccess(EMPLOYEE_ID, NORTHWIND, right);
      const before = balance(ACCOUNTS.northwindUsd);
      const reply = await callMethod(
        'p2pTransfer',
        {
          fromCustomerId: NORTHWIND,
          accountId: ACCOUNTS.northwindUsd,
          amount: '1.00',
          currency: 'USD',
          toEmail: DEMO_USERS.personal,
        },
        accessToken,
        { 'idempotency-key': `family-p2p-${right}` },
      );
      if (right === 2) {
        expect(reply.body, `right ${right}`).toMatchObject({ responseCode: '00' });
        expect(reply.body.approvalTransactionCreated, `right ${right}`).not.toBe(true);
      } else if (right === 3) {
        expect(reply.body, `right ${right}`).toMatchObject({ responseCode: '00', approvalTransactionCreated: true });
        expect(balance(ACCOUNTS.northwindUsd)).toBe(before);
      } else {
        expect(reply.body.responseCode, `right ${right}`).toBe('ENOA');
        expect(reply.body.responseDescription, `right ${right}`).toBe(
          right === 0
            ? 'No access to transfers'
            : right === 1
              ? 'Your access to transfers is read-only'
              : 'Your access to transfers does not allow this',
        );
        expect(balance(ACCOUNTS.northwindUsd)).toBe(before);
      }
    }
  });

  it('balances: read with any right but none; the refusal is worded in the request language', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    for (const right of RIGHTS) {
      setAccess(EMPLOYEE_ID, NORTHWIND, right);
      const reply = await callMethod('balanceInquiry', { fromCustomerId: NORTHWIND }, accessToken);
      expect(reply.body.responseCode, `right ${right}`).toBe(right === 0 ? 'ENOA' : '00');
    }
    setAccess(EMPLOYEE_ID, NORTHWIND, 0);
    const spanish = await callMethod('balanceInquiry', { fromCustomerId: NORTHWIND }, accessToken, {
      'accept-language': 'es',
    });
    expect(spanish.body).toMatchObject({ responseCode: 'ENOA', responseDescription: 'No tiene acceso a las cuentas' });
  });

  it('invoices: created with full or initiate access only', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    for (const right of RIGHTS) {
      setAccess(EMPLOYEE_ID, NORTHWIND, right);
      const reply = await callMethod(
        'invoiceCreate',
        {
          fromCustomerId: NORTHWIND,
          toEmail: DEMO_USERS.personal,
          amount: '5.00',
          currency: 'EUR',
          dueDate: '2030-02-01',
        },
        accessToken,
        { 'idempotency-key': `family-invoice-${right}` },
      );
      expect(reply.body.responseCode, `right ${right}`).toBe(right === 2 || right === 3 ? '00' : 'ENOA');
    }
  });

  it('transaction requests: an initiator makes one; full or confirmed access decides it, other rights may not', async () => {
    const evan = (await signIn(t.sandbox, DEMO_USERS.employee)).accessToken;
    const made = await callMethod(
      'p2pTransfer',
      {
        fromCustomerId: NORTHWIND,
        accountId: ACCOUNTS.northwindUsd,
        amount: '2.00',
        currency: 'USD',
        toEmail: DEMO_USERS.personal,
      },
      evan,
      { 'idempotency-key': 'family-request' },
    );
    expect(made.body).toMatchObject({ responseCode: '00', approvalTransactionCreated: true });
    // Evan now decides as another user of the company would: the owner's request list is not his own.
    const owner = (await signIn(t.sandbox, DEMO_USERS.business)).accessToken;
    const pending = await callMethod('businessTransactionRequestList', { fromCustomerId: NORTHWIND }, owner);
    const requests = pending.body.requests as { transactionId: number }[];
    expect(requests.length).toBe(1);
    const ownerId = (
      t.sandbox.db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_USERS.business) as { id: number }
    ).id;
    for (const right of RIGHTS) {
      setAccess(ownerId, NORTHWIND, right);
      const reply = await callMethod(
        'businessTransactionApprove',
        { fromCustomerId: NORTHWIND, transactionIds: requests.map((request) => request.transactionId), declined: true },
        owner,
        { 'idempotency-key': `family-decide-${right}` },
      );
      expect(reply.body.responseCode, `right ${right}`).toBe(right === 2 || right === 4 ? '00' : 'ENOA');
    }
  });

  it('merchant services: read with any right but none, changed with full access only', async () => {
    const { accessToken } = await signIn(t.sandbox, MERCHANT_VIEWER.email);
    for (const right of RIGHTS) {
      setAccess(MERCHANT_VIEWER.id, DEMO_CUSTOMERS.pixelGoods, right);
      const list = await callMethod('merchantButtonList', { fromCustomerId: DEMO_CUSTOMERS.pixelGoods }, accessToken);
      expect(list.body.responseCode, `list, right ${right}`).toBe(right === 0 ? 'ENOA' : '00');
      const secret = await callMethod(
        'paymentButtonSettingsNewSecret',
        { fromCustomerId: DEMO_CUSTOMERS.pixelGoods },
        accessToken,
      );
      expect(secret.body.responseCode, `new secret, right ${right}`).toBe(right === 2 ? '00' : 'ENOA');
      const keys = await fetchJson('/public-api/apikey', {
        method: 'GET',
        headers: { ...bearer(accessToken), 'X-Customer-Id': String(DEMO_CUSTOMERS.pixelGoods) },
      });
      expect(keys.status, `api keys, right ${right}`).toBe(right === 2 ? 200 : 403);
    }
  });
});

describe('issue 30: the reproductions', () => {
  withSandbox();

  it('representative@ (documents only, no balance access) may not pay from Blue Harbor nor read its history', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.representative);
    const before = balanceMinor(t.sandbox.db, ACCOUNTS.blueHarborEur);
    const paid = await callMethod(
      'p2pTransfer',
      {
        fromCustomerId: DEMO_CUSTOMERS.blueHarbor,
        accountId: ACCOUNTS.blueHarborEur,
        amount: '1.00',
        currency: 'EUR',
        toEmail: DEMO_USERS.personal,
      },
      accessToken,
      { 'idempotency-key': 'issue-30-representative' },
    );
    expect(paid.body).toMatchObject({ responseCode: 'ENOA', responseDescription: 'No access to transfers' });
    expect(balanceMinor(t.sandbox.db, ACCOUNTS.blueHarborEur)).toBe(before);
    const history = await callMethod(
      'transactionHistoryGet',
      { fromCustomerId: DEMO_CUSTOMERS.blueHarbor },
      accessToken,
    );
    expect(history.body).toMatchObject({ responseCode: 'ENOA' });
    const info = await callMethod('userAccessInfoGet', { fromCustomerId: DEMO_CUSTOMERS.blueHarbor }, accessToken);
    expect(info.body).toMatchObject({
      accessRights: { transfers: 0, documents: 2 },
      accessList: { balanceInfo: false },
    });
    // What the rights do allow still works: the company's documents.
    const documents = await callMethod(
      'businessRepresentativeList',
      { fromCustomerId: DEMO_CUSTOMERS.blueHarbor },
      accessToken,
    );
    expect(documents.body.responseCode).toBe('00');
  });

  it('merchant-viewer@ (read only) may not pay from Pixel Goods, add an account or send an invoice', async () => {
    const { accessToken } = await signIn(t.sandbox, MERCHANT_VIEWER.email);
    const pixelGoods = { fromCustomerId: DEMO_CUSTOMERS.pixelGoods };
    const before = balanceMinor(t.sandbox.db, ACCOUNTS.pixelGoodsUsd);
    const paid = await callMethod(
      'p2pTransfer',
      {
        ...pixelGoods,
        accountId: ACCOUNTS.pixelGoodsUsd,
        amount: '1.00',
        currency: 'USD',
        toEmail: DEMO_USERS.personal,
      },
      accessToken,
      { 'idempotency-key': 'issue-30-viewer' },
    );
    expect(paid.body).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: 'Your access to transfers is read-only',
    });
    expect(balanceMinor(t.sandbox.db, ACCOUNTS.pixelGoodsUsd)).toBe(before);
    const count = customerAccounts(t.sandbox.db, DEMO_CUSTOMERS.pixelGoods).length;
    const added = await callMethod('currencyAccountAdd', { ...pixelGoods, currencyCode: 'EUR' }, accessToken);
    expect(added.body).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: 'Your access to the accounts is read-only',
    });
    expect(customerAccounts(t.sandbox.db, DEMO_CUSTOMERS.pixelGoods).length).toBe(count);
    const invoice = await callMethod(
      'invoiceCreate',
      { ...pixelGoods, toEmail: DEMO_USERS.personal, amount: '3.00', currency: 'USD', dueDate: '2030-02-01' },
      accessToken,
      { 'idempotency-key': 'issue-30-viewer-invoice' },
    );
    expect(invoice.body).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: 'Your access to invoices is read-only',
    });
    // Reading is what read rights are for.
    expect((await callMethod('balanceInquiry', pixelGoods, accessToken)).body.responseCode).toBe('00');
    expect(
      (await callMethod('invoiceListSent', { ...pixelGoods, pageNumber: 1, pageSize: 10 }, accessToken)).body
        .responseCode,
    ).toBe('00');
  });
});
