import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../db/migrations';
import { DEMO_USERS } from '../db/seed';
import { bearer, callMethod, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function html(path: string, init: RequestInit = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await t.sandbox.fetch(path, init);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** What every sandbox page must have: language, favicon, a main heading, labelled controls, and no script. */
function expectAccessiblePage(page: { text: string; headers: Headers }): void {
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(page.text).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(page.text).toContain('<link rel="icon" href="data:,">');
  expect(page.text.match(/<h1>/g)).toHaveLength(1);
  expect(page.text).toContain('<main id="main">');
  expect(page.text).not.toMatch(/<script|\son[a-z]+=|style="/i);
  for (const [, id] of page.text.matchAll(/<input id="([^"]+)"/g))
    expect(page.text).toContain(`<label for="${id ?? ''}">`);
}

describe('outbox', () => {
  it('lists messages newest first as JSON, filtered by recipient or by user', async () => {
    await login(t.sandbox, DEMO_USERS.otp);
    t.advance(1_000);
    await login(t.sandbox, DEMO_USERS.sms);
    t.advance(1_000);
    await login(t.sandbox, DEMO_USERS.otp);

    const all = await outbox(t.sandbox);
    expect(all.map((message) => message.channel)).toEqual(['otp', 'sms', 'otp']);
    expect(Date.parse(all[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(all[2]?.createdAt ?? ''));
    expect(all[0]).toEqual({
      id: expect.any(Number) as unknown,
      to: DEMO_USERS.otp,
      channel: 'otp',
      subject: 'Authenticator app code',
      body: expect.stringContaining(all[0]?.code ?? 'x') as unknown,
      code: expect.stringMatching(/^\d{6}$/) as unknown,
      createdAt: new Date(t.now()).toISOString(),
    });
    expect(await outbox(t.sandbox, DEMO_USERS.otp)).toHaveLength(2);
    expect(await outbox(t.sandbox, 'SMS@demo.test')).toHaveLength(1);
    expect(await outbox(t.sandbox, '+447700901234')).toHaveLength(1);
    expect(await outbox(t.sandbox, 'nobody@demo.test')).toEqual([]);
  });

  it('answers JSON for Accept: application/json and a readable, accessible page otherwise', async () => {
    await login(t.sandbox, DEMO_USERS.otp);
    const [message] = await outbox(t.sandbox);
    const json = await t.sandbox.fetch('/sandbox/outbox', { headers: { accept: 'application/json' } });
    expect(await json.json()).toMatchObject({ messages: [{ code: message?.code }] });

    const page = await html('/sandbox/outbox?to=otp%40demo.test');
    expectAccessiblePage(page);
    expect(page.text).toContain(`<span class="code">${message?.code ?? 'x'}</span>`);
    expect(page.text).toContain('value="otp@demo.test"');
    expect(page.text).toContain('<caption>1 message to otp@demo.test, newest first</caption>');
  });

  it('escapes what it shows', async () => {
    await send(t.sandbox, 'POST', '/auth/stores-urls/send', { phoneNumber: '<b>12345</b>' });
    const page = await html('/sandbox/outbox');
    expect(page.text).toContain('&lt;b&gt;12345&lt;/b&gt;');
    expect(page.text).not.toContain('<b>12345</b>');
  });
});

describe('device page', () => {
  it('lists pending push logins with Approve and Decline forms that post and redirect back', async () => {
    const started = await login(t.sandbox, DEMO_USERS.push);
    const key = started.body.code as string;
    const page = await html('/sandbox/device');
    expectAccessiblePage(page);
    expect(page.text).toContain(`<form method="post" action="/sandbox/device/${key}/approve">`);
    expect(page.text).toContain(
      `<button type="submit">Decline<span class="visually-hidden"> sign-in of ${DEMO_USERS.push}</span></button>`,
    );

    const submitted = await t.sandbox.fetch(`/sandbox/device/${key}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: '',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe('/sandbox/device?decided=approved');
    const after = await html('/sandbox/device?decided=approved');
    expect(after.text).toContain('<p class="status" role="status">Sign-in approved.');
    expect(after.text).not.toContain(key);
    expect((await send(t.sandbox, 'GET', '/sandbox/device')).body).toEqual({ pending: [], transactions: [] });
  });

  it('drops expired logins from the list', async () => {
    await login(t.sandbox, DEMO_USERS.push);
    t.advance(5 * 60 * 1000 + 1);
    expect((await send(t.sandbox, 'GET', '/sandbox/device')).body).toEqual({ pending: [], transactions: [] });
  });

  it('the overview page lists the demo users', async () => {
    const page = await html('/sandbox');
    expectAccessiblePage(page);
    for (const email of Object.values(DEMO_USERS)) expect(page.text).toContain(`<code>${email}</code>`);
    const stylesheet = await t.sandbox.fetch('/sandbox/assets/sandbox.css');
    expect(stylesheet.headers.get('content-type')).toContain('text/css');
  });
});

describe('reset, config, stats, health, CORS', () => {
  it('reset restores the seed and clears outbox, faults, stats and config', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    await send(
      t.sandbox,
      'POST',
      '/auth/devices',
      { name: 'Phone', code: 'X', type: 'ios' },
      bearer(tokens.accessToken),
    );
    await login(t.sandbox, DEMO_USERS.otp);
    await send(t.sandbox, 'POST', '/sandbox/faults', { match: { method: 'ipInfo' }, status: 500 });
    await send(t.sandbox, 'POST', '/sandbox/config', { accessTokenTtlSeconds: 5 });

    expect(await send(t.sandbox, 'POST', '/sandbox/reset')).toMatchObject({ status: 200, body: { status: 'reset' } });
    expect(await outbox(t.sandbox)).toEqual([]);
    expect((await send(t.sandbox, 'GET', '/sandbox/faults')).body).toEqual({ faults: [] });
    expect((await send(t.sandbox, 'GET', '/sandbox/stats')).body).toEqual({});
    expect((await send(t.sandbox, 'GET', '/sandbox/config')).body).toMatchObject({
      config: { accessTokenTtlSeconds: 300 },
    });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 401,
    });
    const fresh = await signIn(t.sandbox, DEMO_USERS.personal);
    expect((await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(fresh.accessToken))).body).toEqual({
      devices: [],
    });
    expect((await callMethod(t.sandbox, 'balanceInquiry', {}, fresh.accessToken)).body).toMatchObject({
      accounts: [{ balance: '1520.50' }, { balance: '830.25' }],
    });
  });

  it('counts calls per operation', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken });
    for (let call = 0; call < 3; call += 1) await callMethod(t.sandbox, 'customerInfoGet', {}, tokens.accessToken);
    await callMethod(t.sandbox, 'noSuchMethod');
    expect((await send(t.sandbox, 'GET', '/sandbox/stats')).body).toEqual({ login: 1, refresh: 1, customerInfoGet: 3 });
    await send(t.sandbox, 'DELETE', '/sandbox/stats');
    expect((await send(t.sandbox, 'GET', '/sandbox/stats')).body).toEqual({});
  });

  it('idle-sessions moves the last activity back: the next refresh meets the idle limit, without a wait', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    expect(await send(t.sandbox, 'POST', '/sandbox/idle-sessions', { seconds: 0 })).toMatchObject({ status: 400 });
    const moved = await send(t.sandbox, 'POST', '/sandbox/idle-sessions', { seconds: 60 * 60 });
    expect(moved).toMatchObject({ status: 200 });
    expect((moved.body as { sessions: number }).sessions).toBeGreaterThan(0);
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken })).toMatchObject({
      status: 401,
    });
    // A session that has not been idle long enough goes on.
    const fresh = await signIn(t.sandbox, DEMO_USERS.personal);
    await send(t.sandbox, 'POST', '/sandbox/idle-sessions', { seconds: 60 });
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: fresh.refreshToken })).toMatchObject({
      status: 200,
    });
  });

  it('validates config changes', async () => {
    expect(await send(t.sandbox, 'POST', '/sandbox/config', { accessTokenTtlSeconds: 0 })).toMatchObject({
      status: 400,
    });
    expect(await send(t.sandbox, 'POST', '/sandbox/config', { ipCountryCode: 'RO' })).toMatchObject({
      body: { config: { ipCountryCode: 'RO' } },
    });
    expect((await callMethod(t.sandbox, 'ipInfo')).body).toMatchObject({ countryCode: 'RO' });
  });

  it('reports health', async () => {
    expect((await send(t.sandbox, 'GET', '/sandbox/health')).body).toMatchObject({
      status: 'ok',
      schemaVersion: SCHEMA_VERSION,
    });
  });

  it('answers CORS preflights for any origin with the client headers and methods', async () => {
    const response = await t.sandbox.fetch('/api/v4?method=customerInfoGet', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-client-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['Authorization', 'Content-Type', 'Accept-Language', 'X-Client-Version', 'Idempotency-Key']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    const actual = await t.sandbox.fetch('/api/v4?method=ipInfo', {
      method: 'POST',
      body: '{}',
      headers: { origin: 'https://partner.example' },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers unknown paths with 404 and a message', async () => {
    expect(await send(t.sandbox, 'GET', '/nowhere')).toMatchObject({
      status: 404,
      body: { message: 'Not found: GET /nowhere' },
    });
  });
});
