/**
 * Sign-in throttling under a burst: parallel requests, in process, against one account. A burst of any width gets
 * no more password checks (and no more one-time code guesses) than the same requests sent one after another.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import * as passwords from '../domain/passwords';
import { callMethod, login, outbox, send, solvedBotCheck, useTestSandbox } from '../test-support';

// Counts the password checks (the slow hash) while keeping the real verification.
vi.mock('../domain/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(passwords.verifyPassword);

const BURST = 25;
const WRONG = 'Wrong-pass-1';

const t = useTestSandbox();
beforeEach(() => {
  passwordChecks.mockClear();
});

/** BURST - 1 wrong passwords and, last, the right one; each with its own solved bot check when `withBotChecks`. */
async function attempts(withBotChecks: boolean) {
  const tokens: (string | undefined)[] = [];
  for (let index = 0; index < BURST; index += 1)
    tokens.push(withBotChecks ? await solvedBotCheck(t.sandbox) : undefined);
  return tokens.map((botCheckToken, index) => ({
    password: index === BURST - 1 ? DEMO_PASSWORD : WRONG,
    ...(botCheckToken === undefined ? {} : { botCheckToken }),
  }));
}

async function inSequence(withBotChecks: boolean) {
  const statuses: number[] = [];
  for (const attempt of await attempts(withBotChecks))
    statuses.push((await login(t.sandbox, DEMO_USERS.personal, attempt)).status);
  return statuses;
}

async function inParallel(withBotChecks: boolean) {
  const replies = await Promise.all(
    (await attempts(withBotChecks)).map((attempt) => login(t.sandbox, DEMO_USERS.personal, attempt)),
  );
  return replies;
}

describe('a burst of sign-in attempts', () => {
  it('without bot checks: 3 passwords are checked, the rest (the right one too) must answer the bot check', async () => {
    const replies = await inParallel(false);
    const statuses = replies.map((reply) => reply.status);
    expect(passwordChecks).toHaveBeenCalledTimes(3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(replies.filter((reply) => reply.body.code === 'botCheckRequired')).toHaveLength(BURST - 3);
    expect(statuses).not.toContain(200);
    expect(replies.at(-1)?.body.accessToken).toBeUndefined();
  }, 60_000);

  it('with a solved bot check on every attempt: as many checks as a sequence, then the lock; the right password waits', async () => {
    const sequence = await inSequence(true);
    const sequenceChecks = passwordChecks.mock.calls.length;
    // A sequence: five free failures, the sixth check starts the lock, the rest are refused before hashing.
    expect(sequenceChecks).toBe(6);
    expect(sequence).toEqual([...Array.from({ length: 5 }, () => 401), ...Array.from({ length: 20 }, () => 429)]);

    t.renew();
    passwordChecks.mockClear();
    const replies = await inParallel(true);
    expect(passwordChecks).toHaveBeenCalledTimes(sequenceChecks);
    expect(replies.map((reply) => reply.status)).toEqual(sequence);
    const last = replies.at(-1);
    expect(last?.body.accessToken).toBeUndefined();
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('a right password that is admitted gives its reservation back: the client address keeps no failure for it', async () => {
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => login(t.sandbox, DEMO_USERS.personal, { password: DEMO_PASSWORD })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    // Ten failures from one address ask for a bot check on any account: nine wrong ones on other accounts must not.
    for (let index = 0; index < 9; index += 1)
      expect((await login(t.sandbox, `nobody${index}@demo.test`, { password: WRONG })).status).toBe(401);
    expect((await login(t.sandbox, DEMO_USERS.business)).status).toBe(200);
  }, 60_000);
});

describe('a burst of one-time codes', () => {
  it('25 parallel wrong codes then the right one: five guesses counted, the right code starts no session', async () => {
    const started = await login(t.sandbox, DEMO_USERS.otp);
    expect(started.status).toBe(200);
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    const right = message?.code ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        send(t.sandbox, 'POST', '/auth/token', {
          code: started.body.code,
          codeVerifier: started.pkce.verifier,
          otp: index === BURST - 1 ? right : wrong,
        }),
      ),
    );
    expect(replies.filter((reply) => reply.body.code === 'invalidOtp')).toHaveLength(5);
    expect(replies.some((reply) => typeof reply.body.accessToken === 'string')).toBe(false);
    // The five count for the user across logins, as in a sequence: the first guess on a fresh login starts the lock.
    const again = await login(t.sandbox, DEMO_USERS.otp);
    const guess = await send(t.sandbox, 'POST', '/auth/token', {
      code: again.body.code,
      codeVerifier: again.pkce.verifier,
      otp: wrong,
    });
    expect(guess.status).toBe(429);
  }, 60_000);

  it('a burst of the right code starts one session, not several', async () => {
    const started = await login(t.sandbox, DEMO_USERS.otp);
    const [message] = await outbox(t.sandbox, DEMO_USERS.otp);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t.sandbox, 'POST', '/auth/token', {
          code: started.body.code,
          codeVerifier: started.pkce.verifier,
          otp: message?.code,
        }),
      ),
    );
    expect(replies.filter((reply) => typeof reply.body.accessToken === 'string')).toHaveLength(1);
  });
});

describe('a burst of password reset codes', () => {
  it('the right code sent five times in parallel changes the password once: the other requests find it spent', async () => {
    await callMethod(t.sandbox, 'passwordResetRequest', { email: DEMO_USERS.personal });
    const [mail] = await outbox(t.sandbox, DEMO_USERS.personal);
    const newPasswords = Array.from({ length: 5 }, (_, index) => `Burst-pass-${index + 1}`);
    const replies = await Promise.all(
      newPasswords.map((password) =>
        callMethod(t.sandbox, 'passwordResetChange', { email: DEMO_USERS.personal, code: mail?.code, password }),
      ),
    );
    const changed = replies.flatMap((reply, index) => (reply.body.responseCode === '00' ? [newPasswords[index]] : []));
    expect(changed).toHaveLength(1);
    expect((await login(t.sandbox, DEMO_USERS.personal, { password: changed[0] ?? '' })).status).toBe(200);
  }, 60_000);
});
