/** The login history over the wire: what sign-ins record, filters, paging. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { SEEDED_LOGIN_HISTORY } from '../db/seed-login-history';
import { callMethod, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function history(token: string, filter: Record<string, unknown> = {}) {
  const reply = await callMethod(t.sandbox, 'loginHistoryGet', { pageNumber: 1, pageSize: 20, ...filter }, token);
  return reply.body as { responseCode: string; total: number; history: Record<string, unknown>[] };
}

describe('loginHistoryGet', () => {
  it('lists the seeded sign-ins and this one, newest first', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const reply = await history(accessToken);
    expect(reply).toMatchObject({ responseCode: '00', total: SEEDED_LOGIN_HISTORY.length + 1 });
    expect(reply.history[0]).toMatchObject({
      result: 'success',
      authFlow: 'simple',
      client: 'spa',
      ip: '127.0.0.1',
      countryCode: 'GB',
    });
    expect(reply.history[0]?.date).toBe(new Date(t.now()).toISOString());
    expect(reply.history.slice(1).map((item) => item.date)).toEqual(
      [...SEEDED_LOGIN_HISTORY].reverse().map((item) => item.at),
    );
  });

  it('records a wrong password and a wrong code as failed, and the code exchange as the success', async () => {
    await login(t.sandbox, DEMO_USERS.otp, { password: 'not-the-password' });
    const reply = await login(t.sandbox, DEMO_USERS.otp);
    const code = reply.body.code as string;
    await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: reply.pkce.verifier, otp: '000000' });
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    t.advance(1000);
    const tokens = await send(t.sandbox, 'POST', '/auth/token', {
      code,
      codeVerifier: reply.pkce.verifier,
      otp: message?.code,
    });
    const { history: items } = await history(tokens.body.accessToken as string);
    expect(items.map((item) => [item.result, item.failureReason ?? null, item.authFlow ?? null])).toEqual([
      ['success', null, 'otp'],
      ['failed', 'code', 'otp'],
      ['failed', 'password', null],
    ]);
  });

  it('filters by inclusive UTC days and pages', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const october = await history(accessToken, { fromDate: '2026-10-02', toDate: '2026-10-19' });
    expect(october.total).toBe(2);
    const paged = await history(accessToken, { pageNumber: 2, pageSize: 3 });
    expect(paged.total).toBe(4);
    expect(paged.history.map((item) => item.date)).toEqual([SEEDED_LOGIN_HISTORY[0].at]);
  });

  it('refuses a start date after the end date, and needs a session', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    expect(await history(accessToken, { fromDate: '2026-11-02', toDate: '2026-11-01' })).toMatchObject({
      responseCode: 'VF',
    });
    expect((await callMethod(t.sandbox, 'loginHistoryGet', { pageNumber: 1, pageSize: 20 })).status).toBe(401);
  });

  it('keeps each user to their own history', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    expect(await history(accessToken)).toMatchObject({ total: 1 });
  });
});
