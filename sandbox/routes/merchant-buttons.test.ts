/** Merchant buttons, PBN settings, logos and the URL check over the wire. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { DEMO_BUTTONS, DEMO_LOGOS, DEMO_PBN_SECRET, pngImage } from '../db/seed-merchant';
import { isPbnSecret } from '../domain/merchant-buttons';
import { bearer, callMethod, createTestSandbox, send, signIn, useTestSandbox, expectOk } from '../test-support';

const t = useTestSandbox();
let token: string;

beforeEach(async () => {
  token = (await signIn(t.sandbox, DEMO_USERS.merchant)).accessToken;
});

async function call(name: string, payload: Record<string, unknown> = {}, as = token) {
  return (await callMethod(t.sandbox, name, payload, as)).body;
}

async function ok(name: string, payload: Record<string, unknown> = {}, as = token): Promise<Record<string, unknown>> {
  return expectOk(await call(name, payload, as));
}

const SUBSCRIPTION = {
  type: 'subscription',
  itemName: '  Weekly sprites  ',
  itemNumber: '007',
  amount: '4.5',
  currencyCode: 'USD',
  subscriptionPeriod: 'week',
  subscriptionCount: 10,
  returnUrl: 'https://pixelgoods.example.com/ok',
  style: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
};

async function uploadLogo(bytes: Uint8Array, data: Record<string, unknown>, type = 'image/png') {
  const form = new FormData();
  form.append('data', JSON.stringify({ method: 'merchantLogoCreate', ...data }));
  form.append('file', new Blob([Buffer.from(bytes)], { type }), 'logo.png');
  const response = await t.sandbox.fetch('/api/v4?method=merchantLogoCreate', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('saved buttons', () => {
  it('lists the seeded buttons of every type, newest first', async () => {
    const { buttons } = (await ok('merchantButtonList')) as {
      buttons: { id: number; type: string; amount: unknown }[];
    };
    expect(buttons.map((button) => button.id)).toEqual([
      DEMO_BUTTONS.donationOpen,
      DEMO_BUTTONS.donationFixed,
      DEMO_BUTTONS.subscription,
      DEMO_BUTTONS.buyNow,
    ]);
    expect(buttons.map((button) => button.type)).toEqual(['donation', 'donation', 'subscription', 'buyNow']);
    expect(buttons[0]?.amount).toBeNull();
    expect(buttons[3]?.amount).toBe('24.90');
  });

  it('creates, reads, updates and deletes a button; a deleted id is gone for good', async () => {
    const created = (await ok('merchantButtonCreate', { button: SUBSCRIPTION })).button as Record<string, unknown>;
    expect(created).toMatchObject({
      itemName: 'Weekly sprites',
      itemNumber: '007',
      amount: '4.50',
      subscriptionPeriod: 'week',
      subscriptionCount: 10,
      logoId: null,
    });
    const id = created.id as number;
    expect(await ok('merchantButtonGet', { buttonId: id })).toMatchObject({ button: { id } });

    const updated = await ok('merchantButtonUpdate', {
      buttonId: id,
      button: { ...SUBSCRIPTION, type: 'buyNow', subscriptionPeriod: null, subscriptionCount: null, amount: '12' },
    });
    expect(updated).toMatchObject({ button: { type: 'buyNow', amount: '12.00', subscriptionPeriod: null } });

    expect(await ok('merchantButtonDelete', { buttonId: id })).toMatchObject({ buttonId: id });
    expect(await call('merchantButtonGet', { buttonId: id })).toMatchObject({ responseCode: 'TA1' });
    expect(await call('merchantButtonDelete', { buttonId: id })).toMatchObject({ responseCode: 'TA1' });
    const again = (await ok('merchantButtonCreate', { button: SUBSCRIPTION })).button as { id: number };
    expect(again.id).toBeGreaterThan(id);
  });

  it('refuses buttons that break the rules, field by field with codes', async () => {
    const body = await call('merchantButtonCreate', {
      button: {
        ...SUBSCRIPTION,
        amount: null,
        subscriptionPeriod: null,
        currencyCode: 'RON',
        logoId: 999,
        cancelUrl: 'http://localhost/x',
        notifyUrl: 'ftp://x.example.com',
      },
    });
    expect(body).toMatchObject({ responseCode: 'VF' });
    const codes = Object.fromEntries(
      (body.validationErrors as { field: string; code: string }[]).map((error) => [error.field, error.code]),
    );
    expect(codes).toEqual({
      'button.amount': 'amountRequired',
      'button.subscriptionPeriod': 'periodRequired',
      'button.currencyCode': 'currencyNotHeld',
      'button.logoId': 'logoUnknown',
      'button.cancelUrl': 'privateHost',
      'button.notifyUrl': 'notHttp',
    });
    const zero = await call('merchantButtonCreate', { button: { ...SUBSCRIPTION, amount: '0.00' } });
    expect(zero.validationErrors).toMatchObject([{ field: 'button.amount', code: 'amountZero' }]);
    const shape = await call('merchantButtonCreate', {
      button: { ...SUBSCRIPTION, amount: '1,50', style: { ...SUBSCRIPTION.style, color: 'pink' } },
    });
    expect(shape).toMatchObject({ responseCode: 'VF' });
  });

  it('creates one button for one Idempotency-Key, however often the request is sent', async () => {
    const headers = { ...bearer(token), 'idempotency-key': 'create-once' };
    const payload = { method: 'merchantButtonCreate', button: SUBSCRIPTION };
    const first = await send(t.sandbox, 'POST', '/api/v4?method=merchantButtonCreate', payload, headers);
    const second = await send(t.sandbox, 'POST', '/api/v4?method=merchantButtonCreate', payload, headers);
    expect(second.body).toEqual(first.body);
    const { buttons } = (await ok('merchantButtonList')) as { buttons: unknown[] };
    expect(buttons).toHaveLength(5);
  });

  it('lets a user with read rights read but not change anything; non-merchants get ENOA', async () => {
    const viewer = (await signIn(t.sandbox, DEMO_USERS.merchantViewer)).accessToken;
    expect(((await ok('merchantButtonList', {}, viewer)).buttons as unknown[]).length).toBe(4);
    for (const [name, payload] of [
      ['merchantButtonCreate', { button: SUBSCRIPTION }],
      ['merchantButtonDelete', { buttonId: DEMO_BUTTONS.buyNow }],
      ['paymentButtonSettingsNewSecret', {}],
      ['merchantLogoDelete', { logoId: DEMO_LOGOS.icon }],
    ] as const) {
      expect(await call(name, payload, viewer)).toMatchObject({
        responseCode: 'ENOA',
        responseDescription: 'Your access to merchant services is read-only',
      });
    }
    const personal = (await signIn(t.sandbox, DEMO_USERS.personal)).accessToken;
    expect(await call('merchantButtonList', {}, personal)).toMatchObject({ responseCode: 'ENOA' });
  });
});

describe('PBN settings', () => {
  it('stores settings, checks the notify URL, and shows a new secret once', async () => {
    expect(await ok('paymentButtonSettingsGet')).toMatchObject({
      settings: {
        notifyUrl: 'https://pixelgoods.example.com/pbn',
        statusId: 1,
        notifyStatusId: 1,
        hasSecret: true,
        secretLast4: '0001',
      },
    });
    const refused = await call('paymentButtonSettingsUpdate', {
      notifyUrl: 'http://10.0.0.5/pbn',
      statusId: 1,
      notifyStatusId: 2,
    });
    expect(refused).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'notifyUrl', code: 'privateHost' }],
    });
    const missing = await call('paymentButtonSettingsUpdate', { statusId: 1, notifyStatusId: 2 });
    expect(missing).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'notifyUrl', code: 'notifyUrlRequired' }],
    });
    expect(await ok('paymentButtonSettingsUpdate', { statusId: 2, notifyStatusId: 2 })).toMatchObject({
      settings: { notifyUrl: null, statusId: 2 },
    });

    const made = (await ok('paymentButtonSettingsNewSecret')) as { secret: string; settings: { secretLast4: string } };
    expect(made.secret).toMatch(/^pbn_[A-Za-z0-9_-]{32}$/);
    expect(made.settings.secretLast4).toBe(made.secret.slice(-4));
    expect(isPbnSecret(t.sandbox.db, 200003, made.secret)).toBe(true);
    expect(isPbnSecret(t.sandbox.db, 200003, DEMO_PBN_SECRET)).toBe(false);
    // Only the hash is kept: reading the settings never shows it again.
    expect(JSON.stringify(await ok('paymentButtonSettingsGet'))).not.toContain(made.secret);
  });
});

describe('logos', () => {
  it('lists logos default first, serves their images, uploads, sets the default and deletes', async () => {
    const list = (await ok('merchantLogoList', { pageNumber: 1, pageSize: 1000 })) as {
      logos: { id: number; isDefault: boolean; file: string }[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.logos.map((logo) => [logo.id, logo.isDefault])).toEqual([
      [DEMO_LOGOS.wordmark, true],
      [DEMO_LOGOS.icon, false],
    ]);
    const image = await t.sandbox.fetch(new URL(list.logos[0]?.file ?? '').pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));

    const png = pngImage(8, 8, () => [1, 2, 3]);
    const created = await uploadLogo(png, { name: 'Tiny', isDefault: true });
    expect(created).toMatchObject({
      responseCode: '00',
      logo: { name: 'Tiny', isDefault: true, contentType: 'image/png', sizeBytes: png.byteLength },
    });
    const tiny = (created.logo as { id: number }).id;
    expect(await ok('merchantLogoGet', { logoId: DEMO_LOGOS.wordmark })).toMatchObject({ logo: { isDefault: false } });

    expect(await ok('merchantLogoUpdate', { logoId: DEMO_LOGOS.icon, isDefault: true })).toMatchObject({
      logo: { isDefault: true },
    });
    expect(await ok('merchantLogoGet', { logoId: tiny })).toMatchObject({ logo: { isDefault: false } });

    // The fixed-amount donation shows the icon; deleting the icon makes it fall back to the default.
    expect(await ok('merchantLogoDelete', { logoId: DEMO_LOGOS.icon })).toMatchObject({ logoId: DEMO_LOGOS.icon });
    expect(await ok('merchantButtonGet', { buttonId: DEMO_BUTTONS.donationFixed })).toMatchObject({
      button: { logoId: null },
    });
    expect((await t.sandbox.fetch(new URL(list.logos[1]?.file ?? '').pathname)).status).toBe(404);
  });

  it('refuses files that are not PNG, JPEG or WebP by their bytes, too large, or missing', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await uploadLogo(svg, { name: 'Evil', isDefault: false }, 'image/png')).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'file', code: 'fileType' }],
    });
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await uploadLogo(big, { name: 'Big', isDefault: false })).toMatchObject({
      validationErrors: [{ code: 'fileTooLarge' }],
    });
    expect(await call('merchantLogoCreate', { name: 'Nothing', isDefault: false })).toMatchObject({
      validationErrors: [{ code: 'fileMissing' }],
    });
  });

  it('keeps files on disk beside a database file, and reset restores the seeded ones', () => {
    const directory = mkdtempSync(join(tmpdir(), 'sandbox-files-'));
    try {
      const disk = createTestSandbox({ database: join(directory, 'merchant.db') });
      expect(readdirSync(join(directory, 'merchant-files', 'logos'))).toHaveLength(2);
      disk.sandbox.reset();
      expect(readdirSync(join(directory, 'merchant-files', 'logos'))).toHaveLength(2);
      disk.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('POST /service/check-urls', () => {
  it('checks each URL, needs a session, and follows the sandbox config for private hosts', async () => {
    const urls = ['https://shop.example.com/thanks', 'http://127.0.0.1:5174/return'];
    expect((await send(t.sandbox, 'POST', '/service/check-urls', { urls })).status).toBe(401);
    const strict = await send(t.sandbox, 'POST', '/service/check-urls', { urls }, bearer(token));
    expect(strict.body).toEqual({
      results: [
        { url: urls[0], valid: true, problem: null },
        { url: urls[1], valid: false, problem: 'privateHost' },
      ],
    });
    expect((await send(t.sandbox, 'POST', '/sandbox/config', { allowPrivateUrls: true })).status).toBe(200);
    const relaxed = await send<{ results: { valid: boolean }[] }>(
      t.sandbox,
      'POST',
      '/service/check-urls',
      { urls },
      bearer(token),
    );
    expect(relaxed.body.results.map((result) => result.valid)).toEqual([true, true]);
  });
});
