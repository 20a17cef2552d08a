/**
 * Sign-in throttling: a bot check after a few failures, growing locks per account and per IP, 429 with
 * Retry-After, and one-time codes across logins.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { login, outbox, send, solvedBotCheck, useTestSandbox } from '../test-support';
import { BOT_CHECK_AFTER } from '../domain/sign-in-throttle';

const t = useTestSandbox();

/** A wrong password as a persistent guesser sends it: with a solved bot check once the server asks for one. */
async function wrongPassword(username: string) {
  const first = await login(t.sandbox, username, { password: 'Wrong-pass-1' });
  if (first.body.code !== 'botCheckRequired') return first;
  return login(t.sandbox, username, { password: 'Wrong-pass-1', botCheckToken: await solvedBotCheck(t.sandbox) });
}

describe('bot check after failures', () => {
  it('after 3 wrong passwords the account asks for a bot check; a solved one lets the right password in', async () => {
    for (let attempt = 0; attempt < BOT_CHECK_AFTER.account; attempt += 1) {
      expect((await login(t.sandbox, DEMO_USERS.personal, { password: 'Wrong-pass-1' })).status).toBe(401);
    }
    const asked = await login(t.sandbox, DEMO_USERS.personal);
    expect(asked.status).toBe(400);
    expect(asked.body.code).toBe('botCheckRequired');
    // Refusals for a missing check are not failures: asking again and again never locks the account.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(t.sandbox, DEMO_USERS.personal)).body.code).toBe('botCheckRequired');

    const forged = await login(t.sandbox, DEMO_USERS.personal, { botCheckToken: 'forged.token' });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('botCheckFailed');

    const token = await solvedBotCheck(t.sandbox);
    const passed = await login(t.sandbox, DEMO_USERS.personal, { botCheckToken: token });
    expect(passed.status).toBe(200);
    expect(typeof passed.body.accessToken).toBe('string');
    // The token was spent on that attempt, and the success cleared the account's failures.
    expect((await login(t.sandbox, DEMO_USERS.personal, { botCheckToken: token })).status).toBe(200);
    // Password hashing is slow on purpose: a loaded machine needs more than the default time.
  }, 30_000);

  it('each guess past the third needs a new check: a spent token is refused', async () => {
    for (let attempt = 0; attempt < BOT_CHECK_AFTER.account; attempt += 1)
      await login(t.sandbox, DEMO_USERS.business, { password: 'Wrong-pass-1' });
    const token = await solvedBotCheck(t.sandbox);
    expect(
      (await login(t.sandbox, DEMO_USERS.business, { password: 'Wrong-pass-1', botCheckToken: token })).status,
    ).toBe(401);
    const replay = await login(t.sandbox, DEMO_USERS.business, { password: 'Wrong-pass-1', botCheckToken: token });
    expect(replay.body.code).toBe('botCheckFailed');
  });

  it('one client address failing on 10 different accounts asks for a bot check on any account', async () => {
    for (let attempt = 0; attempt < BOT_CHECK_AFTER.ip; attempt += 1) {
      expect((await login(t.sandbox, `guess${attempt}@demo.test`, { password: 'Wrong-pass-1' })).status).toBe(401);
    }
    expect((await login(t.sandbox, DEMO_USERS.personal)).body.code).toBe('botCheckRequired');
  }, 30_000);
});

describe('password attempts', () => {
  it('20 wrong passwords: the first five are 401, then 429 with Retry-After, and the right password waits too', async () => {
    const statuses: number[] = [];
    let last = await wrongPassword(DEMO_USERS.personal);
    statuses.push(last.status);
    for (let attempt = 1; attempt < 20; attempt += 1) {
      last = await wrongPassword(DEMO_USERS.personal);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array.from({ length: 15 }, () => 429));
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(last.body.retryAfterSeconds).toBe(retryAfter);
    expect(last.body.message).toMatch(/^Too many attempts/);

    expect((await login(t.sandbox, DEMO_USERS.personal)).status).toBe(429);
    t.advance(retryAfter * 1000);
    expect(
      (await login(t.sandbox, DEMO_USERS.personal, { botCheckToken: await solvedBotCheck(t.sandbox) })).status,
    ).toBe(200);
    // Password hashing is slow on purpose: a loaded machine needs more than the default time.
  }, 30_000);

  it('locks grow with each failure past the free ones', async () => {
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const reply = await wrongPassword(DEMO_USERS.personal);
      if (reply.status === 429) {
        waits.push(Number(reply.headers.get('retry-after')));
        t.advance(Number(reply.headers.get('retry-after')) * 1000);
      }
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it('an unknown address is locked exactly like a known one (the lock tells nothing about which accounts exist)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      known.push((await wrongPassword(DEMO_USERS.business)).status);
      unknown.push((await wrongPassword('nobody@demo.test')).status);
    }
    expect(unknown).toEqual(known);
  });

  it('one address trying many accounts is locked after 30 failures', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await wrongPassword(`guess${attempt}@demo.test`)).status);
    }
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('one-time codes', () => {
  it('wrong codes count across new logins: a fresh login does not buy fresh guesses', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const reply = await login(t.sandbox, DEMO_USERS.otp);
      if (reply.status === 429) {
        statuses.push(429);
        break;
      }
      const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
      const wrong = message?.code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await send(t.sandbox, 'POST', '/auth/token', {
          code: reply.body.code,
          codeVerifier: reply.pkce.verifier,
          otp: wrong,
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(statuses).toContain(429);
  });
});

describe('registration questions', () => {
  it('checkEmail and checkPhone share a small budget per client address: then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let question = 0; question < 21; question += 1) {
      const method = question % 2 === 0 ? 'checkEmail' : 'checkPhone';
      const payload =
        method === 'checkEmail'
          ? { method, email: `probe${question}@demo.test` }
          : { method, phoneCountryCode: '44', phone: '7700900001' };
      last = await t.sandbox.fetch(`/api/v4?method=${method}`, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(15 * 60_000);
    expect(
      (
        await t.sandbox.fetch('/api/v4?method=checkEmail', {
          method: 'POST',
          body: JSON.stringify({ method: 'checkEmail', email: 'a@demo.test' }),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
  });
});
