/**
 * Merchant tools over the wire: API keys and the API-key API with its log and allowed IPs, webhooks fired by button
 * payments (signed, retried, paged by cursor), subscribers, identity requests with their fee, reputation, IPN confirm.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BUTTONS } from '../db/seed-merchant';
import { settleIpnDeliveries } from '../domain/button-payments';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import { settleWebhookCalls } from '../domain/merchant-tools';
import type { JsonReply } from '../test-support';
import { bearer, MONTHLY_SUBSCRIPTION, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();
let merchant: string;
const servers: Server[] = [];

beforeEach(async () => {
  t.sandbox.context.config.allowPrivateUrls = true;
  merchant = (await signIn(t.sandbox, 'merchant@demo.test')).accessToken;
});

afterEach(async () => {
  await settleIpnDeliveries(t.sandbox.context);
  await settleWebhookCalls(t.sandbox.context);
  for (const server of servers.splice(0)) server.close();
});

type Body = Record<string, unknown>;
const rest = (
  httpMethod: string,
  path: string,
  body?: Body,
  token = merchant,
  headers: Record<string, string> = {},
): Promise<JsonReply<Body>> => send<Body>(t.sandbox, httpMethod, path, body, { ...bearer(token), ...headers });
const method = async (name: string, payload: Body, token = merchant, headers: Record<string, string> = {}) =>
  (
    await send<Body>(
      t.sandbox,
      'POST',
      `/api/v4?method=${name}`,
      { method: name, ...payload },
      { ...bearer(token), ...headers },
    )
  ).body;

async function receiver(
  status: number,
): Promise<{ url: string; received: Array<{ body: string; headers: IncomingHttpHeaders }> }> {
  const received: Array<{ body: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(status).end('thanks');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

async function payBuyNow(): Promise<number> {
  const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
  const body = await method(
    'p2pTransfer',
    { accountId: 500001, amount: '24.90', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow },
    paula,
  );
  expect(body.responseCode).toBe('00');
  await settleWebhookCalls(t.sandbox.context);
  return body.transactionId as number;
}

describe('API keys and the API-key API', () => {
  it('a new key reads payments and makes a button; every call is logged; off, deleted or from an address not allowed it is refused', async () => {
    const created = await rest('POST', '/public-api/apikey', { name: 'Shop server' });
    expect(created.status).toBe(200);
    const secret = created.body.secret as string;
    const keyId = (created.body.apiKey as { id: number }).id;
    expect(secret).toMatch(/^mk_[0-9a-f]{40}$/);
    expect(JSON.stringify((await rest('GET', '/public-api/apikey')).body)).not.toContain(secret);

    const withKey = { 'x-api-key': secret };
    await payBuyNow();
    const payments = await send<Body>(t.sandbox, 'GET', '/public-api/v1/payments', undefined, withKey);
    expect(payments.status).toBe(200);
    expect((payments.body.payments as Body[])[0]).toMatchObject({
      buttonId: DEMO_BUTTONS.buyNow,
      amount: '24.90',
      payerEmail: 'personal@demo.test',
    });
    const button = await send<Body>(
      t.sandbox,
      'POST',
      '/public-api/v1/buttons',
      { itemName: 'Sticker', amount: '3.50', currencyCode: 'USD' },
      withKey,
    );
    expect(button.body).toMatchObject({ itemName: 'Sticker', amount: '3.50' });
    expect(
      (await send<Body>(t.sandbox, 'GET', '/public-api/v1/payments', undefined, { 'x-api-key': 'mk_wrong' })).status,
    ).toBe(401);

    const allowed = await rest('POST', '/public-api/allowedip', {
      name: 'Office',
      ipFrom: '10.0.0.1',
      ipTo: '10.0.0.9',
      enabled: true,
    });
    expect(allowed.status).toBe(200);
    const refused = await send<Body>(t.sandbox, 'GET', '/public-api/v1/payments', undefined, withKey);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Calls from 127.0.0.1 are not allowed for this API key');
    const entry = allowed.body.allowedIp as { id: number };
    expect(
      (await rest('PUT', `/public-api/allowedip/${entry.id}`, { name: 'Office', ipFrom: '10.0.0.1', enabled: false }))
        .status,
    ).toBe(200);
    expect((await send(t.sandbox, 'GET', '/public-api/v1/payments', undefined, withKey)).status).toBe(200);
    const bad = await rest('POST', '/public-api/allowedip', {
      name: 'Bad',
      ipFrom: '10.0.0.9',
      ipTo: '10.0.0.1',
      enabled: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors).toEqual([expect.objectContaining({ field: 'ipTo', code: 'startAfterEnd' })]);
    // REST refusals come in the request's language too: the handler's and the request schema's.
    const spanish = await rest(
      'POST',
      '/public-api/allowedip',
      { name: 'Bad', ipFrom: '10.0.0.9', ipTo: '10.0.0.1', enabled: true },
      merchant,
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(spanish.body).toMatchObject({
      message: 'El final del rango no puede ir antes de su inicio',
      validationErrors: [
        { field: 'ipTo', code: 'startAfterEnd', description: 'El final del rango no puede ir antes de su inicio' },
      ],
    });
    const unnamed = await rest('POST', '/public-api/allowedip', { ipFrom: '10.0.0.1', enabled: true }, merchant, {
      'accept-language': 'uk',
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'name', description: 'Обов’язкове поле' }),
    ]);

    expect((await rest('PUT', `/public-api/apikey/${keyId}`, { enabled: false })).body.apiKey).toMatchObject({
      enabled: false,
    });
    expect((await send(t.sandbox, 'GET', '/public-api/v1/payments', undefined, withKey)).status).toBe(401);

    const log = (await rest('GET', `/public-api/apirequest?apiKeyId=${keyId}`)).body.requests as Array<{
      status: number;
      path: string;
    }>;
    expect(log.map((entry) => entry.status)).toEqual([401, 200, 403, 200, 200]);
    expect(log[4]?.path).toBe('/public-api/v1/payments');
    expect((await rest('GET', '/public-api/apirequest?fromDate=2000-01-01&toDate=2000-01-02')).body.requests).toEqual(
      [],
    );

    expect((await rest('DELETE', `/public-api/apikey/${keyId}`)).status).toBe(200);
    expect((await rest('GET', '/public-api/apikey')).body.apiKeys).toEqual([]);
  });

  it('read rights to the merchant area are not enough for the internal pages', async () => {
    const viewer = (await signIn(t.sandbox, 'merchant-viewer@demo.test')).accessToken;
    const reply = await rest('GET', '/public-api/apikey', undefined, viewer, { 'x-customer-id': '200003' });
    expect(reply.status).toBe(403);
  });
});

describe('webhooks', () => {
  it('a payment calls each webhook signed with its secret; a failing one is retried with back-off until it gives up', async () => {
    const good = await receiver(200);
    const bad = await receiver(500);
    const first = await rest('POST', '/public-api/webhook', { name: 'Orders', url: good.url, enabled: true });
    await rest('POST', '/public-api/webhook', { name: 'Broken', url: bad.url, enabled: true });
    const secret = first.body.secret as string;
    const transactionId = await payBuyNow();

    expect(good.received).toHaveLength(1);
    const call = good.received[0];
    expect(call?.headers['x-wallet-signature']).toBe(
      `sha256=${createHmac('sha256', secret)
        .update(call?.body ?? '')
        .digest('hex')}`,
    );
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ event: 'payment.completed', transactionId });

    const log = async (query = '') => (await rest('GET', `/public-api/webhookRequest${query}`)).body;
    expect(await log('?query=Broken')).toMatchObject({
      requests: [{ status: 'retrying', attempts: 1, httpStatus: 500, webhookName: 'Broken' }],
    });
    for (let run = 0; run < 4; run += 1) {
      expect((await send<Body>(t.sandbox, 'POST', '/sandbox/webhook-retries', { force: true })).body.ran).toBe(1);
    }
    expect(bad.received).toHaveLength(5);
    expect(await log('?query=Broken')).toMatchObject({ requests: [{ status: 'failed', attempts: 5 }] });
    expect(await log('?query=Orders')).toMatchObject({ requests: [{ status: 'delivered', attempts: 1 }] });
  });

  it('refuses private URLs unless allowed; ping is logged; the log pages by cursor, 20 at a time', async () => {
    t.sandbox.context.config.allowPrivateUrls = false;
    const refused = await rest('POST', '/public-api/webhook', {
      name: 'Local',
      url: 'http://127.0.0.1:9/x',
      enabled: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ field: 'url', code: 'privateHost' })]);
    t.sandbox.context.config.allowPrivateUrls = true;
    const target = await receiver(204);
    for (let index = 0; index < 25; index += 1) {
      expect((await rest('POST', '/public-api/webhook/ping', { url: target.url })).body).toMatchObject({
        delivered: true,
        httpStatus: 204,
      });
    }
    const page1 = (await rest('GET', '/public-api/webhookRequest')).body as {
      requests: Array<{ id: number }>;
      nextCursor: string;
      prevCursor: string | null;
    };
    expect(page1.requests).toHaveLength(20);
    expect(page1.prevCursor).toBeNull();
    const page2 = (await rest('GET', `/public-api/webhookRequest?cursor=${page1.nextCursor}`)).body as typeof page1;
    expect(page2.requests).toHaveLength(5);
    expect(page2.nextCursor).toBeNull();
    const back = (await rest('GET', `/public-api/webhookRequest?cursor=${page2.prevCursor}`)).body as typeof page1;
    expect(back.requests.map((item) => item.id)).toEqual(page1.requests.map((item) => item.id));
  });
});

describe('subscribers, identity requests, reputation, notifications', () => {
  it('cancels an active subscription once; lists its installment', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const paid = await method('p2pTransfer', MONTHLY_SUBSCRIPTION, paula);
    const list = await method('merchantSubscriberList', {});
    expect(list).toMatchObject({
      total: 1,
      subscribers: [{ status: 'active', subscriberEmail: 'personal@demo.test', itemName: 'Sprite pack club' }],
    });
    const id = (list.subscribers as Array<{ subscriptionId: number }>)[0]?.subscriptionId;
    expect(await method('merchantInstallmentList', { subscriptionId: id })).toMatchObject({
      installments: [{ transactionId: paid.transactionId, amount: '9.99' }],
    });
    expect(await method('merchantSubscriptionCancel', { subscriptionId: id })).toMatchObject({
      responseCode: '00',
      subscriber: { status: 'cancelled', nextPaymentDate: null },
    });
    expect(await method('merchantSubscriptionCancel', { subscriptionId: id })).toMatchObject({ responseCode: 'TA1' });
    const viewer = (await signIn(t.sandbox, 'merchant-viewer@demo.test')).accessToken;
    expect(
      await method('merchantSubscriptionCancel', { subscriptionId: id, fromCustomerId: 200003 }, viewer),
    ).toMatchObject({ responseCode: 'ENOA' });
    expect(
      await method('merchantReputationList', { type: 'reputation', email: '  PERSONAL@demo.test ' }),
    ).toMatchObject({
      total: 1,
      summary: { completed: 1, declined: 0, cancelledSubscriptions: 1, knownCustomer: true },
    });
    expect(await method('merchantReputationList', { type: 'reputation', email: 'nobody@demo.test' })).toMatchObject({
      total: 0,
      summary: { knownCustomer: false },
    });
  });

  it('an identity request books its fee once per idempotency key and e-mails the person', async () => {
    const before = balanceMinor(t.sandbox.db, 500018);
    expect(await method('merchantIdentityFeeGet', { accountId: 500018 })).toMatchObject({
      fee: { amount: '2.50', currencyCode: 'USD' },
    });
    const payload = { accountId: 500018, email: 'ana@example.com', personName: 'Ana Pop' };
    const first = await method('merchantIdentityCreate', payload, merchant, { 'idempotency-key': 'idv-1' });
    const again = await method('merchantIdentityCreate', payload, merchant, { 'idempotency-key': 'idv-1' });
    expect(again).toEqual(first);
    expect(balanceMinor(t.sandbox.db, 500018)).toBe(before - 250);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
    expect(await method('merchantIdentityList', {})).toMatchObject({
      total: 1,
      requests: [{ email: 'ana@example.com', status: 'sent', feeAmount: '2.50' }],
    });
    expect((await outbox(t.sandbox, 'ana@example.com'))[0]?.subject).toContain('Pixel Goods LLC');
    expect(await method('merchantIdentityFeeGet', { accountId: 500001 })).toMatchObject({ responseCode: 'VF' });
  });

  it('a payment notification can be read with its attempts and answer, and confirmed', async () => {
    const shop = await receiver(200);
    await method('paymentButtonSettingsUpdate', { notifyUrl: shop.url, statusId: 1, notifyStatusId: 1 });
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    await method(
      'p2pTransfer',
      { accountId: 500002, amount: '12.34', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen },
      paula,
    );
    await settleIpnDeliveries(t.sandbox.context);
    const list = await method('merchantIpnAttemptList', { pageSize: 25 });
    const id = (list.attempts as Array<{ id: number }>)[0]?.id ?? 0;
    expect(await method('merchantIpnMessageGet', { id })).toMatchObject({
      message: { status: 'delivered', attempts: 1, responseBody: 'thanks', confirmedAt: null },
    });
    const confirmed = await method('merchantIpnMessageConfirm', { id });
    expect((confirmed.message as { confirmedAt: string }).confirmedAt).toMatch(/^\d{4}-/);
  });
});
