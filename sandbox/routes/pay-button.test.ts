/**
 * Storefront pay buttons over the wire: the public read, paying buy now / donation / subscription buttons through the
 * ledger with the payer's approval, subscriptions, and the signed payment notifications (IPN) with their delivery.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BUTTONS, DEMO_PBN_SECRET } from '../db/seed-merchant';
import { DEMO_DELETED_BUTTON } from '../db/seed-pay-button';
import { settleIpnDeliveries } from '../domain/button-payments';
import { balanceMinor, ledgerViolations } from '../domain/ledger';
import type { JsonReply } from '../test-support';
import {
  bearer,
  outbox,
  send,
  signIn,
  useTestSandbox,
  expectOk,
  MONTHLY_SUBSCRIPTION,
  signInBySms,
} from '../test-support';

const t = useTestSandbox();

afterEach(async () => {
  await settleIpnDeliveries(t.sandbox.context);
});

const ACCOUNTS = { paulaUsd: 500001, paulaEur: 500002, samEur: 500004, pixelUsd: 500018, pixelEur: 500019 } as const;
type Body = Record<string, unknown> & { responseCode: string; responseDescription?: string };

function call(
  name: string,
  payload: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<JsonReply<Body>> {
  return send<Body>(
    t.sandbox,
    'POST',
    `/api/v4?method=${name}`,
    { method: name, ...payload },
    { ...(token ? bearer(token) : {}), ...headers },
  );
}

async function ok(
  name: string,
  payload: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Body> {
  return expectOk((await call(name, payload, token, headers)).body);
}

const balance = (account: keyof typeof ACCOUNTS) => balanceMinor(t.sandbox.db, ACCOUNTS[account]);

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A merchant's notification endpoint on 127.0.0.1 (private addresses allowed for the test). */
async function merchantServer(status = 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pbn`, received, server };
}

async function pointNotificationsAt(url: string, notifyStatusId = 1): Promise<void> {
  t.sandbox.context.config.allowPrivateUrls = true;
  const merchant = (await signIn(t.sandbox, 'merchant@demo.test')).accessToken;
  await ok('paymentButtonSettingsUpdate', { notifyUrl: url, statusId: 1, notifyStatusId }, merchant);
}

describe('payButtonGet (public)', () => {
  it('answers without a sign-in only what a payer may see, with the default logo when the button has none of its own', async () => {
    const body = await ok('payButtonGet', { buttonId: DEMO_BUTTONS.subscription });
    expect(body.button).toEqual({
      id: DEMO_BUTTONS.subscription,
      type: 'subscription',
      itemName: 'Sprite pack club',
      amount: '9.99',
      currencyCode: 'EUR',
      subscriptionPeriod: 'month',
      subscriptionCount: 12,
      style: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
      logoUrl: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:4010\/files\/logos\/200003-[A-Za-z0-9_-]+\.png$/,
      ) as string,
      merchantName: 'Pixel Goods LLC',
    });
    const text = JSON.stringify(body);
    for (const secret of [
      'notifyUrl',
      'returnUrl',
      'cancelUrl',
      'itemNumber',
      'merchant@demo.test',
      'pixelgoods.example.com',
    ])
      expect(text).not.toContain(secret);
    const logo = await t.sandbox.fetch((body.button as { logoUrl: string }).logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('answers an open donation without an amount, and TA1 for a deleted or unknown button', async () => {
    expect(
      ((await ok('payButtonGet', { buttonId: DEMO_BUTTONS.donationOpen })).button as { amount: unknown }).amount,
    ).toBeNull();
    for (const buttonId of [DEMO_DELETED_BUTTON, 799999]) {
      const reply = await call('payButtonGet', { buttonId });
      expect(reply.body).toMatchObject({ responseCode: 'TA1', responseDescription: 'Button not found' });
    }
    expect((await call('payButtonGet', { buttonId: 1.5 })).body.responseCode).toBe('VF');
  });
});

describe('paying a button', () => {
  it('buy now: the payer pays price + fee, the merchant gets the price, one transfer per idempotency key, a signed notification is delivered', async () => {
    const merchant = await merchantServer();
    await pointNotificationsAt(merchant.url);
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const before = { payer: balance('paulaUsd'), merchant: balance('pixelUsd') };
    const payment = { accountId: ACCOUNTS.paulaUsd, amount: '24.90', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow };
    const first = await ok('p2pTransfer', payment, paula, { 'idempotency-key': 'key-1' });
    const again = await ok('p2pTransfer', payment, paula, { 'idempotency-key': 'key-1' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      status: 'completed',
      approveMode: 'none',
      amount: '24.90',
      fee: '0.50',
      totalDebit: '25.40',
      buttonId: DEMO_BUTTONS.buyNow,
      subscriptionId: null,
    });
    expect(balance('paulaUsd')).toBe(before.payer - 2540);
    expect(balance('pixelUsd')).toBe(before.merchant + 2490);
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);

    await settleIpnDeliveries(t.sandbox.context);
    // The button's own notify URL wins over the PBN settings' (seeded: https://pixelgoods.example.com/pbn).
    const attempts = (
      await send<{ attempts: Record<string, unknown>[] }>(
        t.sandbox,
        'GET',
        `/sandbox/ipn-attempts?transaction=${String(first.transactionId)}`,
      )
    ).body.attempts;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      event: 'payment.completed',
      notifyUrl: 'https://pixelgoods.example.com/pbn',
      buttonId: DEMO_BUTTONS.buyNow,
    });
    // No DNS in the sandbox for that address: the attempt fails and is recorded; the payment stands.
    expect(attempts[0]?.status).toMatch(/^(failed|delivered)$/);
    expect(merchant.received).toHaveLength(0);
    merchant.server.close();
  });

  it('a button without its own notify URL notifies the PBN address; the signature is HMAC-SHA256 keyed with the SHA-256 of the secret', async () => {
    const merchant = await merchantServer();
    await pointNotificationsAt(merchant.url);
    const sam = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const paid = await ok(
      'p2pTransfer',
      { accountId: ACCOUNTS.paulaEur, amount: '12.34', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen },
      sam,
    );
    await settleIpnDeliveries(t.sandbox.context);
    expect(merchant.received).toHaveLength(1);
    const [notification] = merchant.received;
    const key = createHash('sha256').update(DEMO_PBN_SECRET).digest('hex');
    expect(notification?.headers['x-wallet-signature']).toBe(
      `sha256=${createHmac('sha256', key)
        .update(notification?.body ?? '')
        .digest('hex')}`,
    );
    expect(notification?.headers['x-wallet-event']).toBe('payment.completed');
    expect(JSON.parse(notification?.body ?? '{}')).toMatchObject({
      event: 'payment.completed',
      transactionId: paid.transactionId,
      buttonId: DEMO_BUTTONS.donationOpen,
      itemName: 'Open-source sprite editor',
      amount: '12.34',
      currency: 'EUR',
      payerName: 'Paula Personal',
      subscription: null,
    });
    const attempts = (
      await send<{ attempts: Record<string, unknown>[] }>(
        t.sandbox,
        'GET',
        `/sandbox/ipn-attempts?merchant=merchant@demo.test`,
      )
    ).body.attempts;
    expect(attempts[0]).toMatchObject({
      status: 'delivered',
      httpStatus: 200,
      notifyUrl: merchant.url,
      payload: notification?.body,
    });

    // The merchant reads the same through the API; other customers may not.
    const merchantToken = (await signIn(t.sandbox, 'merchant@demo.test')).accessToken;
    const listed = await ok('merchantIpnAttemptList', { buttonId: DEMO_BUTTONS.donationOpen }, merchantToken);
    expect(listed).toMatchObject({ total: 1, attempts: [{ transactionId: paid.transactionId, status: 'delivered' }] });
    expect((await call('merchantIpnAttemptList', {}, sam)).body.responseCode).toBe('ENOA');
    merchant.server.close();
  });

  it('records a failed delivery (HTTP 500) and skips notifications while they are off', async () => {
    const merchant = await merchantServer(500);
    await pointNotificationsAt(merchant.url);
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    await ok(
      'p2pTransfer',
      { accountId: ACCOUNTS.paulaEur, amount: '3', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen },
      paula,
    );
    await settleIpnDeliveries(t.sandbox.context);
    const merchantToken = (await signIn(t.sandbox, 'merchant@demo.test')).accessToken;
    expect((await ok('merchantIpnAttemptList', {}, merchantToken)).attempts).toMatchObject([
      { status: 'failed', httpStatus: 500, error: "The merchant's server answered HTTP 500" },
    ]);

    await ok('paymentButtonSettingsUpdate', { notifyUrl: merchant.url, statusId: 2, notifyStatusId: 1 }, merchantToken);
    await ok(
      'p2pTransfer',
      { accountId: ACCOUNTS.paulaEur, amount: '4', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen },
      paula,
    );
    await settleIpnDeliveries(t.sandbox.context);
    expect(merchant.received).toHaveLength(1);
    expect(((await ok('merchantIpnAttemptList', {}, merchantToken)).attempts as unknown[])[0]).toMatchObject({
      status: 'skipped',
      error: 'Payment notifications are off',
    });
    merchant.server.close();
  });

  it('a subscription button starts a pre-approved payment with its period and count and pays the first one', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const before = balance('pixelEur');
    const paid = await ok('p2pTransfer', MONTHLY_SUBSCRIPTION, paula);
    expect(paid).toMatchObject({ status: 'completed', subscriptionId: expect.any(Number) as number });
    expect(balance('pixelEur')).toBe(before + 999);
    const { subscriptions } = (
      await send<{ subscriptions: Record<string, unknown>[] }>(
        t.sandbox,
        'GET',
        `/sandbox/subscriptions?transaction=${String(paid.transactionId)}`,
      )
    ).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({
        subscriptionId: paid.subscriptionId,
        buttonId: DEMO_BUTTONS.subscription,
        amount: '9.99',
        currency: 'EUR',
        period: 'month',
        paymentsTotal: 12,
        paymentsMade: 1,
        status: 'active',
        nextPaymentDate: '2030-02-01',
      }),
    ]);
    await settleIpnDeliveries(t.sandbox.context);
    const attempts = (
      await send<{ attempts: { payload: string }[] }>(
        t.sandbox,
        'GET',
        `/sandbox/ipn-attempts?transaction=${String(paid.transactionId)}`,
      )
    ).body.attempts;
    expect(JSON.parse(attempts[0]?.payload ?? '{}')).toMatchObject({
      subscription: {
        subscriptionId: paid.subscriptionId,
        period: 'month',
        paymentsTotal: 12,
        paymentsMade: 1,
        status: 'active',
      },
    });
  });

  it('the scheduler takes the later payments of a subscription button when they fall due, each once, and notifies the merchant', async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const paid = await ok('p2pTransfer', MONTHLY_SUBSCRIPTION, paula);
    const merchant = balance('pixelEur');
    const payer = balance('paulaEur');
    const subscription = async () =>
      (
        await send<{ subscriptions: Record<string, unknown>[] }>(
          t.sandbox,
          'GET',
          `/sandbox/subscriptions?transaction=${String(paid.transactionId)}`,
        )
      ).body.subscriptions[0];

    const moved = await send<{ ran: Record<string, number> }>(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 32 });
    expect(moved.body.ran.buttonSubscriptions).toBe(1);
    expect(balance('pixelEur') - merchant).toBe(999);
    expect(payer - balance('paulaEur')).toBeGreaterThanOrEqual(999);
    expect(await subscription()).toMatchObject({ paymentsMade: 2, status: 'active', nextPaymentDate: '2030-03-01' });
    // Running again takes nothing twice.
    await send(t.sandbox, 'POST', '/sandbox/clock/run');
    expect(balance('pixelEur') - merchant).toBe(999);
    // Two more months: two more payments, caught up period by period.
    await send(t.sandbox, 'POST', '/sandbox/clock', { advanceDays: 59 });
    expect(balance('pixelEur') - merchant).toBe(3 * 999);
    expect(await subscription()).toMatchObject({ paymentsMade: 4, nextPaymentDate: '2030-05-01' });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);

    await settleIpnDeliveries(t.sandbox.context);
    const attempts = (
      await send<{ attempts: { payload: string }[] }>(t.sandbox, 'GET', '/sandbox/ipn-attempts')
    ).body.attempts.map((attempt) => JSON.parse(attempt.payload) as { subscription: { paymentsMade: number } | null });
    expect(attempts.filter((attempt) => attempt.subscription?.paymentsMade === 2)).toHaveLength(1);
  });

  it("refuses a payment that does not match its button (price, currency, the subscription's terms), and unknown or deleted buttons", async () => {
    const paula = (await signIn(t.sandbox, 'personal@demo.test')).accessToken;
    const pay = (payload: Record<string, unknown>) =>
      call('p2pTransfer', { accountId: ACCOUNTS.paulaUsd, ...payload }, paula);
    const field = async (payload: Record<string, unknown>) => {
      const reply = await pay(payload);
      expect(reply.body.responseCode).toBe('VF');
      return (reply.body.validationErrors as { field: string }[])[0]?.field;
    };
    expect(await field({ amount: '20.00', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow })).toBe('amount');
    expect(await field({ amount: '24.90', currency: 'EUR', buttonId: DEMO_BUTTONS.buyNow })).toBe('currency');
    expect(await field({ amount: '6', currency: 'USD', buttonId: DEMO_BUTTONS.donationFixed })).toBe('amount');
    expect(await field({ amount: '100000.01', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen })).toBe('amount');
    expect(await field({ amount: '9.99', currency: 'EUR', buttonId: DEMO_BUTTONS.subscription })).toBe(
      'subscriptionFrequency',
    );
    expect(
      await field({
        amount: '9.99',
        currency: 'EUR',
        buttonId: DEMO_BUTTONS.subscription,
        subscriptionFrequency: 'month',
      }),
    ).toBe('subscriptionTransactions');
    expect(
      await field({ amount: '24.90', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow, subscriptionFrequency: 'month' }),
    ).toBe('subscriptionFrequency');
    expect(
      await field({ amount: '24.90', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow, toEmail: 'business@demo.test' }),
    ).toBe('toEmail');
    expect(await field({ amount: '24.90', currency: 'USD' })).toBe('toEmail');
    expect((await pay({ amount: '3.50', currency: 'USD', buttonId: DEMO_DELETED_BUTTON })).body).toMatchObject({
      responseCode: 'TA1',
      responseDescription: 'Button not found',
    });
    const merchant = (await signIn(t.sandbox, 'merchant@demo.test')).accessToken;
    const own = await call(
      'p2pTransfer',
      { accountId: ACCOUNTS.pixelUsd, amount: '24.90', currency: 'USD', buttonId: DEMO_BUTTONS.buyNow },
      merchant,
    );
    expect(own.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'toEmail', description: 'You cannot pay yourself' }],
    });
    expect(ledgerViolations(t.sandbox.db)).toEqual([]);
  });

  it('an SMS approver: the subscription waits, the merchant is notified once the code books the payment', async () => {
    const merchant = await merchantServer();
    await pointNotificationsAt(merchant.url);
    const sam = await signInBySms(t.sandbox);
    const before = balance('pixelEur');
    const waiting = await ok(
      'p2pTransfer',
      {
        accountId: ACCOUNTS.samEur,
        amount: '9.99',
        currency: 'EUR',
        buttonId: DEMO_BUTTONS.subscription,
        subscriptionFrequency: 'month',
        subscriptionTransactions: 12,
      },
      sam,
    );
    expect(waiting).toMatchObject({ status: 'waitingApproval', approveMode: 'sms' });
    const pending = (
      await send<{ subscriptions: { status: string }[] }>(
        t.sandbox,
        'GET',
        `/sandbox/subscriptions?transaction=${String(waiting.transactionId)}`,
      )
    ).body.subscriptions;
    expect(pending).toMatchObject([{ status: 'pending', paymentsMade: 0 }]);
    await settleIpnDeliveries(t.sandbox.context);
    expect(merchant.received).toHaveLength(0);

    const approvalCode = (await outbox(t.sandbox, 'sms@demo.test')).find(
      (message) => message.subject === 'Payment code',
    )?.code;
    const booked = await ok('transferApprove', { trxid: waiting.transactionId, approvalCode }, sam);
    expect(booked).toMatchObject({
      status: 'completed',
      buttonId: DEMO_BUTTONS.subscription,
      subscriptionId: waiting.subscriptionId,
    });
    expect(balance('pixelEur')).toBe(before + 999);
    await settleIpnDeliveries(t.sandbox.context);
    expect(merchant.received.map((received) => (JSON.parse(received.body) as { event: string }).event)).toEqual([
      'payment.completed',
    ]);
    expect(
      (
        await send<{ subscriptions: { status: string }[] }>(
          t.sandbox,
          'GET',
          `/sandbox/subscriptions?transaction=${String(waiting.transactionId)}`,
        )
      ).body.subscriptions,
    ).toMatchObject([{ status: 'active', paymentsMade: 1 }]);
    merchant.server.close();
  });

  it('with "every status change" the merchant also hears of a pending payment', async () => {
    const merchant = await merchantServer();
    await pointNotificationsAt(merchant.url, 2);
    const sam = await signInBySms(t.sandbox);
    await ok(
      'p2pTransfer',
      { accountId: ACCOUNTS.samEur, amount: '2', currency: 'EUR', buttonId: DEMO_BUTTONS.donationOpen },
      sam,
    );
    await settleIpnDeliveries(t.sandbox.context);
    expect(merchant.received.map((received) => received.headers['x-wallet-event'])).toEqual(['payment.pending']);
    merchant.server.close();
  });
});
