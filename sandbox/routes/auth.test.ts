import { beforeEach, describe, expect, it } from 'vitest';
import { loginResponseSchema, tokenPairSchema } from '../../src/core/api/contract/auth';
import { DEMO_USERS } from '../db/seed';
import { REFRESH_REUSE_GRACE_MS } from '../domain/sessions';
import type { Tokens } from '../test-support';
import {
  bearer,
  callMethod,
  decodeJwtPayload,
  login,
  outbox,
  pkce,
  send,
  signIn,
  useTestSandbox,
} from '../test-support';

const t = useTestSandbox();

async function exchange(code: string, codeVerifier: string, otp?: string) {
  return send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier, ...(otp === undefined ? {} : { otp }) });
}

async function expectWorkingTokens(tokens: unknown): Promise<void> {
  const pair = tokenPairSchema.parse(tokens);
  const reply = await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(pair.accessToken));
  expect(reply.status).toBe(200);
}

describe('login', () => {
  it('simple flow returns tokens at once, with a JWT the client can read', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.personal);
    expect(reply.status).toBe(200);
    const body = loginResponseSchema.parse(reply.body);
    expect(body).toMatchObject({ authFlow: 'simple', userId: 1, migration: { req: 'none' } });
    expect(body.code).toBeUndefined();
    const claims = decodeJwtPayload(body.accessToken ?? '');
    expect(claims).toMatchObject({ sub: '1', iat: t.now() / 1000, exp: t.now() / 1000 + 300 });
    expect(typeof claims.jti).toBe('string');
    await expectWorkingTokens(body);
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    const wrong = await login(t.sandbox, DEMO_USERS.personal, { password: 'Wrong-pass-1' });
    const unknown = await login(t.sandbox, 'nobody@demo.test');
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('validates the request with the contract (client, e-mail, code challenge)', async () => {
    const reply = await send(t.sandbox, 'POST', '/auth/login', {
      client: 'app',
      username: 'not-an-email',
      password: 'x',
      codeChallenge: 'short!',
    });
    expect(reply.status).toBe(400);
    const fields = (reply.body.validationErrors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['client', 'username', 'codeChallenge']));
  });

  it('direct flow returns a one-time code; the token step needs the matching PKCE verifier', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.direct);
    expect(reply.body).toMatchObject({ authFlow: 'direct' });
    const code = reply.body.code as string;
    expect(code.length).toBeGreaterThan(20);

    const mismatch = await exchange(code, pkce().verifier);
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: 'Code verifier does not match the code challenge' },
    });

    const first = await exchange(code, reply.pkce.verifier);
    expect(first.status).toBe(200);
    await expectWorkingTokens(first.body);

    const again = await exchange(code, reply.pkce.verifier);
    expect(again).toMatchObject({ status: 400, body: { message: 'Invalid or expired code' } });
  });

  it('login codes expire after five minutes', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.direct);
    t.advance(5 * 60 * 1000 + 1);
    expect(await exchange(reply.body.code as string, reply.pkce.verifier)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code' },
    });
  });

  it('otp flow: the authenticator code lands in the outbox; a wrong one is refused, the right one signs in', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.otp);
    expect(reply.body).toMatchObject({ authFlow: 'otp' });
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    expect(message).toMatchObject({ channel: 'otp', to: DEMO_USERS.otp });
    expect(message?.code).toMatch(/^\d{6}$/);
    const code = reply.body.code as string;

    const missing = await exchange(code, reply.pkce.verifier);
    expect(missing).toMatchObject({ status: 400, body: { message: 'Invalid one-time password' } });
    const wrongOtp = message?.code === '000000' ? '111111' : '000000';
    const wrong = await exchange(code, reply.pkce.verifier, wrongOtp);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid one-time password' } });

    const right = await exchange(code, reply.pkce.verifier, message?.code);
    expect(right.status).toBe(200);
    await expectWorkingTokens(right.body);
  });

  it('locks the code after five wrong one-time passwords', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.otp);
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    const wrongOtp = message?.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await exchange(reply.body.code as string, reply.pkce.verifier, wrongOtp);
    expect(await exchange(reply.body.code as string, reply.pkce.verifier, message?.code)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code' },
    });
  });

  it('sms flow: masked phone, two-digit identifier, and an SMS reading "Code NN-123456"', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.sms);
    expect(reply.body).toMatchObject({ authFlow: 'sms', phoneNumber: '+44 ••• ••• 1234' });
    const identifier = reply.body.smsIdentifier as string;
    expect(identifier).toMatch(/^\d{2}$/);
    const [sms] = await outbox(t.sandbox, DEMO_USERS.sms);
    expect(sms).toMatchObject({ channel: 'sms', to: '+447700901234' });
    expect(sms?.body).toBe(`Code ${identifier}-${sms?.code ?? ''}`);
    const right = await exchange(reply.body.code as string, reply.pkce.verifier, `${identifier}-${sms?.code ?? ''}`);
    expect(right.status).toBe(200);
  });

  it('push flow: a deeplink and the devices; tokens only after approval on the device page', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.push);
    const code = reply.body.code as string;
    expect(reply.body).toMatchObject({ authFlow: 'push', link: `walletapp://auth/approve?loginKey=${code}` });
    expect(reply.body.devices).toEqual([expect.objectContaining({ name: "Pat's iPhone", type: 'ios' })]);

    expect(await exchange(code, reply.pkce.verifier)).toMatchObject({
      status: 400,
      body: { message: 'Login not approved yet' },
    });
    expect(await send(t.sandbox, 'POST', '/auth/push/re-send', { code })).toMatchObject({ status: 200, body: {} });
    const pending = await send<{ pending: { loginKey: string; resendCount: number }[] }>(
      t.sandbox,
      'GET',
      '/sandbox/device',
    );
    expect(pending.body.pending).toEqual([
      expect.objectContaining({ loginKey: code, resendCount: 1, email: DEMO_USERS.push }),
    ]);

    expect(await send(t.sandbox, 'POST', `/sandbox/device/${code}/approve`)).toMatchObject({
      status: 200,
      body: { status: 'approved' },
    });
    const right = await exchange(code, reply.pkce.verifier);
    expect(right.status).toBe(200);
    await expectWorkingTokens(right.body);
  });

  it('push flow: re-sending after a decline asks the device again', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.push);
    const code = reply.body.code as string;
    await send(t.sandbox, 'POST', `/sandbox/device/${code}/decline`);
    expect(await send(t.sandbox, 'POST', '/auth/push/re-send', { code })).toMatchObject({ status: 200 });
    expect(await send(t.sandbox, 'POST', `/sandbox/device/${code}/approve`)).toMatchObject({ status: 200 });
    expect((await exchange(code, reply.pkce.verifier)).status).toBe(200);
    expect(await send(t.sandbox, 'POST', '/auth/push/re-send', { code })).toMatchObject({ status: 400 });
  });

  it('push flow: a declined login cannot be exchanged, and cannot be approved afterwards', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.push);
    const code = reply.body.code as string;
    await send(t.sandbox, 'POST', `/sandbox/device/${code}/decline`);
    expect(await send(t.sandbox, 'POST', `/sandbox/device/${code}/approve`)).toMatchObject({ status: 404 });
    expect(await exchange(code, reply.pkce.verifier)).toMatchObject({
      status: 400,
      body: { message: 'Login declined on the device' },
    });
    expect(await exchange(code, reply.pkce.verifier)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code' },
    });
  });

  it('verifyDevice flow: e-mailed code, PUT confirm returns true, then the token step', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.device);
    const code = reply.body.code as string;
    expect(reply.body).toMatchObject({
      authFlow: 'verifyDevice',
      devices: [expect.objectContaining({ name: "Dana's Pixel" })],
    });
    const [mail] = await outbox(t.sandbox, DEMO_USERS.device);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your new device' });

    expect(await exchange(code, reply.pkce.verifier)).toMatchObject({
      status: 400,
      body: { message: 'Device not confirmed' },
    });
    const wrongCode = mail?.code === '000000' ? '111111' : '000000';
    expect(await send(t.sandbox, 'PUT', `/auth/login/${code}/confirm`, { confirmationCode: wrongCode })).toMatchObject({
      status: 400,
      body: { message: 'Invalid confirmation code' },
    });
    const confirmed = await send(t.sandbox, 'PUT', `/auth/login/${code}/confirm`, { confirmationCode: mail?.code });
    expect(confirmed).toMatchObject({ status: 200, body: true });
    const right = await exchange(code, reply.pkce.verifier);
    expect(right.status).toBe(200);
  });

  it('soft migration signs in and says how many days are left', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.soft);
    expect(reply.body).toMatchObject({ authFlow: 'simple', migration: { req: 'soft', daysLeft: 5 } });
    await expectWorkingTokens(reply.body);
  });

  it('strict migration returns neither tokens nor a code', async () => {
    const reply = await login(t.sandbox, DEMO_USERS.strict);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ migration: { req: 'strict' } });
    expect(reply.body).not.toHaveProperty('accessToken');
    expect(reply.body).not.toHaveProperty('refreshToken');
    expect(reply.body).not.toHaveProperty('code');
  });

  it("client 'sei' gets a code for a simple-flow user, exchangeable with the verifier", async () => {
    const reply = await login(t.sandbox, DEMO_USERS.personal, { client: 'sei' });
    expect(reply.body).toMatchObject({ authFlow: 'simple' });
    expect(reply.body).not.toHaveProperty('accessToken');
    const exchanged = await exchange(reply.body.code as string, reply.pkce.verifier);
    expect(exchanged.status).toBe(200);
  });
});

describe('refresh and logout', () => {
  let tokens: Tokens;
  beforeEach(async () => {
    tokens = await signIn(t.sandbox, DEMO_USERS.personal);
  });

  it('rotates: the new pair works, and reusing the old refresh token revokes the whole family', async () => {
    const rotated = await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(rotated.status).toBe(200);
    const next = tokenPairSchema.parse(rotated.body);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    await expectWorkingTokens(next);

    // Within seconds, the same token is a client whose answer was lost: it gets the same pair (RFC 9700 4.14).
    const retried = await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(retried).toMatchObject({ status: 200, body: next });

    t.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reused = await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(reused).toMatchObject({ status: 401, body: { message: 'Refresh token reused' } });
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: next.refreshToken })).toMatchObject({
      status: 401,
    });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(next.accessToken))).toMatchObject({
      status: 401,
    });
  });

  it('reuse within the grace window after the new pair was itself used is reuse: the family is revoked', async () => {
    const next = tokenPairSchema.parse(
      (await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken })).body,
    );
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: next.refreshToken })).toMatchObject({
      status: 200,
    });
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken })).toMatchObject({
      status: 401,
      body: { message: 'Refresh token reused' },
    });
  });

  it("ends a session at its brand's idle limit: 5 minutes for an EU PSD2 brand, 15 by default", async () => {
    const psd2 = await login(t.sandbox, DEMO_USERS.personal, { brand: 'lt-alpha' });
    const standard = await login(t.sandbox, DEMO_USERS.personal, { brand: 'wallet' });
    expect(psd2.status).toBe(200);
    t.advance(5 * 60_000 + 1_000);
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: psd2.body.refreshToken })).toMatchObject({
      status: 401,
      body: { message: 'Session ended after inactivity' },
    });
    // The same idle time is nothing for a 15-minute brand; 15 minutes of it are.
    const pair = tokenPairSchema.parse(
      (await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: standard.body.refreshToken })).body,
    );
    t.advance(15 * 60_000 + 1_000);
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(pair.accessToken))).toMatchObject({
      status: 401,
    });
  });

  it("a code-based sign-in (one-time password) starts a session with its brand's idle limit", async () => {
    const started = await login(t.sandbox, DEMO_USERS.otp, { brand: 'lt-alpha' });
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    const tokens = await send(t.sandbox, 'POST', '/auth/token', {
      code: started.body.code,
      codeVerifier: started.pkce.verifier,
      otp: message?.code,
    });
    expect(tokens.status).toBe(200);
    t.advance(4 * 60_000);
    expect(
      await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.body.accessToken as string)),
    ).toMatchObject({ status: 200 });
    t.advance(5 * 60_000 + 1_000);
    expect(
      await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.body.accessToken as string)),
    ).toMatchObject({ status: 401 });
  });

  it('refuses an unknown brand', async () => {
    expect((await login(t.sandbox, DEMO_USERS.personal, { brand: 'nobody' })).status).toBe(400);
  });

  it('ends a session idle for longer than the server limit, and any session at its absolute lifetime', async () => {
    await send(t.sandbox, 'POST', '/sandbox/config', { sessionIdleSeconds: 300, sessionLifetimeSeconds: 3_600 });
    const psd2 = await signIn(t.sandbox, DEMO_USERS.personal);
    t.advance(299_000);
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(psd2.accessToken))).toMatchObject({
      status: 200,
    });
    t.advance(299_000);
    // Activity 299 s ago: still alive.
    let pair: Tokens = tokenPairSchema.parse(
      (await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: psd2.refreshToken })).body,
    );
    t.advance(301_000);
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: pair.refreshToken })).toMatchObject({
      status: 401,
      body: { message: 'Session ended after inactivity' },
    });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(pair.accessToken))).toMatchObject({
      status: 401,
    });

    const busy = await signIn(t.sandbox, DEMO_USERS.personal);
    pair = busy;
    for (let minute = 0; minute < 55; minute += 4) {
      t.advance(240_000);
      pair = tokenPairSchema.parse(
        (await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: pair.refreshToken })).body,
      );
    }
    t.advance(240_000);
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: pair.refreshToken })).toMatchObject({
      status: 401,
    });
  });

  it('rejects an empty refresh token with 400 and an unknown one with 401', async () => {
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: '' })).toMatchObject({ status: 400 });
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid refresh token' },
    });
  });

  it('logout revokes the family: neither the access nor the refresh token works afterwards', async () => {
    expect(
      await send(t.sandbox, 'POST', '/auth/logout', { refreshToken: tokens.refreshToken }, bearer(tokens.accessToken)),
    ).toMatchObject({ status: 200 });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 401,
    });
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken })).toMatchObject({
      status: 401,
      body: { message: 'Refresh token revoked' },
    });
  });

  it('other sessions of the same user survive a logout', async () => {
    const other = await signIn(t.sandbox, DEMO_USERS.personal);
    await send(t.sandbox, 'POST', '/auth/logout', { refreshToken: tokens.refreshToken }, bearer(tokens.accessToken));
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(other.accessToken))).toMatchObject({
      status: 200,
    });
  });
});

describe('bearer', () => {
  it('is required on bearer operations: missing, malformed, forged and expired tokens get 401', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    expect(await send(t.sandbox, 'GET', '/auth/devices')).toMatchObject({
      status: 401,
      body: { message: 'Missing bearer token' },
    });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer('abc'))).toMatchObject({ status: 401 });
    const [header, payload] = tokens.accessToken.split('.');
    const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(forged))).toMatchObject({
      status: 401,
      body: { message: 'Invalid access token' },
    });

    t.advance(301_000);
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 401,
      body: { message: 'Access token expired' },
    });
  });

  it('the access-token lifetime follows the configuration, and expire-access-tokens ends every token issued so far', async () => {
    await send(t.sandbox, 'POST', '/sandbox/config', { accessTokenTtlSeconds: 30 });
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const claims = decodeJwtPayload(tokens.accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(30);

    await send(t.sandbox, 'POST', '/sandbox/expire-access-tokens');
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 401,
      body: { message: 'Access token expired' },
    });
    const refreshed = await send<Tokens>(t.sandbox, 'POST', '/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(refreshed.body.accessToken))).toMatchObject({
      status: 200,
    });
  });
});

describe('devices, scp and two-step', () => {
  it('lists, links and unlinks devices; a linked device signs in with its secret', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const auth = bearer(tokens.accessToken);
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, auth)).toMatchObject({ body: { devices: [] } });
    const created = await send(
      t.sandbox,
      'POST',
      '/auth/devices',
      { name: 'Paula phone', code: 'PAULA-01', type: 'android' },
      auth,
    );
    expect(created.body).toMatchObject({ name: 'Paula phone', type: 'android' });
    const secret = created.body.secret as string;
    expect(secret.length).toBeGreaterThan(10);

    const listed = await send<{ devices: Record<string, unknown>[] }>(
      t.sandbox,
      'GET',
      '/auth/devices',
      undefined,
      auth,
    );
    expect(listed.body.devices).toHaveLength(1);
    expect(listed.body.devices[0]).not.toHaveProperty('secret');
    expect(listed.body.devices[0]).toMatchObject({ status: 'pending' });

    // Added by hand, the device waits for the customer's approval before its secret signs in.
    expect((await send(t.sandbox, 'POST', '/auth/token', { secret })).status).toBe(401);
    const deviceId = String(created.body.id);
    await send(t.sandbox, 'POST', `/auth/devices/${deviceId}/approve`, { methodId: 'email' }, auth);
    const approvalCode = (await outbox(t.sandbox, DEMO_USERS.personal)).find(
      (message) => message.subject === 'Approve a new device',
    )?.code;
    expect(
      await send(t.sandbox, 'PATCH', `/auth/devices/${deviceId}/approve/email`, { code: approvalCode }, auth),
    ).toMatchObject({ status: 200, body: { status: 'approved' } });

    const bySecret = await send(t.sandbox, 'POST', '/auth/token', { secret });
    expect(bySecret.status).toBe(200);
    const passwordless = {
      client: 'spa',
      username: DEMO_USERS.personal,
      password: null,
      codeChallenge: pkce().challenge,
    };
    expect(await send(t.sandbox, 'POST', '/auth/login', { ...passwordless, secret })).toMatchObject({
      status: 200,
      body: { authFlow: 'simple' },
    });
    expect(await send(t.sandbox, 'POST', '/auth/login', { ...passwordless, secret: 'wrong' })).toMatchObject({
      status: 401,
    });

    expect(await send(t.sandbox, 'DELETE', `/auth/devices/${String(created.body.id)}`, undefined, auth)).toMatchObject({
      status: 200,
    });
    expect(await send(t.sandbox, 'DELETE', `/auth/devices/${String(created.body.id)}`, undefined, auth)).toMatchObject({
      status: 404,
    });
    expect(await send(t.sandbox, 'POST', '/auth/token', { secret })).toMatchObject({ status: 401 });
  });

  it('another user cannot unlink a device', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    expect(await send(t.sandbox, 'DELETE', '/auth/devices/1', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 404,
    });
  });

  it('scp request returns a deeplink', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const reply = await send(t.sandbox, 'POST', '/auth/scp/request', {}, bearer(tokens.accessToken));
    expect(reply.body.deeplink).toMatch(/^walletapp:\/\/scp\/link\?token=/);
  });

  it('two-step: start sends a code, confirm checks it, switches the mode and returns fresh tokens', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const started = await send(
      t.sandbox,
      'POST',
      '/customer/two-step-verification',
      { mode: 'sms' },
      bearer(tokens.accessToken),
    );
    const reqId = started.body.reqId as string;
    const [sms] = await outbox(t.sandbox, DEMO_USERS.personal);
    expect(sms).toMatchObject({ channel: 'sms', to: '+447700900101' });

    const wrongCode = sms?.code === '000000' ? '111111' : '000000';
    expect(
      await send(
        t.sandbox,
        'POST',
        `/customer/two-step-verification/${reqId}/confirm`,
        { code: wrongCode },
        bearer(tokens.accessToken),
      ),
    ).toMatchObject({
      status: 400,
    });
    const confirmed = await send(
      t.sandbox,
      'POST',
      `/customer/two-step-verification/${reqId}/confirm`,
      { code: sms?.code },
      bearer(tokens.accessToken),
    );
    expect(confirmed.status).toBe(200);
    const fresh = tokenPairSchema.parse(confirmed.body);
    const info = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=customerInfoGet',
      { method: 'customerInfoGet' },
      bearer(fresh.accessToken),
    );
    expect(info.body).toMatchObject({ responseCode: '00', customer: { transactionApproveMode: 'sms' } });
    expect(await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(tokens.accessToken))).toMatchObject({
      status: 401,
    });
  });

  it("two-step: turning it off is the brand's choice, confirmed by a code sent the way the current mode sends", async () => {
    /** Switches the signed-in session to `mode` (a mode or typeMode), confirms it and returns the new tokens. */
    async function switchTo(accessToken: string, body: Record<string, string>, channel: 'sms' | 'email') {
      const started = await send(t.sandbox, 'POST', '/customer/two-step-verification', body, bearer(accessToken));
      expect(started.status).toBe(200);
      const [message] = await outbox(t.sandbox, DEMO_USERS.personal);
      expect(message).toMatchObject({ channel });
      const confirmed = await send(
        t.sandbox,
        'POST',
        `/customer/two-step-verification/${started.body.reqId as string}/confirm`,
        { code: message?.code },
        bearer(accessToken),
      );
      expect(confirmed.status).toBe(200);
      return tokenPairSchema.parse(confirmed.body);
    }
    const signedIn = await login(t.sandbox, DEMO_USERS.personal, { brand: 'wallet' });
    const onSms = await switchTo(signedIn.body.accessToken as string, { mode: 'sms' }, 'sms');
    // The session started by the change keeps its brand: the wallet lets the customer turn it off, by an SMS code.
    const off = await switchTo(onSms.accessToken, { typeMode: 'none' }, 'sms');
    const info = await callMethod(t.sandbox, 'customerInfoGet', {}, off.accessToken);
    expect(info.body).toMatchObject({ customer: { transactionApproveMode: 'none' } });
    // And signing in asks for the password only again.
    expect((await login(t.sandbox, DEMO_USERS.personal, { brand: 'wallet' })).body.accessToken).toEqual(
      expect.any(String),
    );

    for (const brand of ['bank', undefined]) {
      const other = await login(t.sandbox, DEMO_USERS.personal, brand ? { brand } : {});
      const refused = await send(
        t.sandbox,
        'POST',
        '/customer/two-step-verification',
        { typeMode: 'none' },
        bearer(other.body.accessToken as string),
      );
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('twoStepOffNotAllowed');
    }
  });

  it('stores-urls sends an SMS to the given number', async () => {
    expect(await send(t.sandbox, 'POST', '/auth/stores-urls/send', { phoneNumber: '+40712345678' })).toMatchObject({
      status: 200,
    });
    const [sms] = await outbox(t.sandbox, '+40712345678');
    expect(sms).toMatchObject({ channel: 'sms', subject: 'Get the app' });
  });
});
