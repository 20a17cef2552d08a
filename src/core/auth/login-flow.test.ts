/** Every login flow of spec 1 section 4 against the sandbox's auth service, realtime channel and outbox. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { login } from '../api/contract/auth';
import { ApiError } from '../api/errors';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness, DEMO_PASSWORD, DEMO_USERS } from '../../testing/sandbox-harness';
import { createRealtimeClient } from '../realtime/realtime-client';
import type { RealtimeClient } from '../realtime/realtime-client';
import { SESSION_KEYS } from '../session/session-keys';
import { createMemoryStorage } from '../session/token-store';
import type { LoginFlow } from './login-flow';
import { createLoginFlow } from './login-flow';
import { codeChallengeS256, createCodeVerifier } from './pkce';
import type { SessionManager } from './session-manager';
import { createSessionManager } from './session-manager';

let harness: SandboxHarness;
let session: SessionManager;
let storage: Storage;
let flow: LoginFlow;
let realtimeClients: RealtimeClient[];

beforeEach(() => {
  harness = createSandboxHarness();
  session = createSessionManager(harness.sessionOptions());
  storage = createMemoryStorage();
  realtimeClients = [];
  flow = createLoginFlow({
    environment: harness.environment,
    session,
    fetch: harness.fetch,
    storage,
    realtime: (loginKey) => {
      const client = createRealtimeClient({
        url: harness.environment.websocketUrl,
        loginKey,
        WebSocketImpl: harness.sandbox.WebSocket,
      });
      realtimeClients.push(client);
      return client;
    },
  });
});

afterEach(() => {
  for (const client of realtimeClients) client.close();
  harness.close();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

function expectSignedIn(): void {
  expect(flow.step.value).toEqual({ kind: 'done' });
  expect(session.state.value.status).toBe('active');
  expect(storage.getItem(SESSION_KEYS.codeVerifier)).toBeNull();
}

describe('simple', () => {
  it('stores the tokens at once, without a token step', async () => {
    await harness.clearStats();
    await flow.start(DEMO_USERS.personal, DEMO_PASSWORD);
    expectSignedIn();
    expect(storage.getItem(SESSION_KEYS.authFlow)).toBe('simple');
    expect(await harness.stats()).toEqual({ login: 1 });
  });

  it("with client 'sei' exchanges the returned code with the kept verifier", async () => {
    await flow.start(DEMO_USERS.personal, DEMO_PASSWORD, 'sei');
    expectSignedIn();
  });
});

describe('direct', () => {
  it('calls the token step immediately with code and verifier', async () => {
    await harness.clearStats();
    await flow.start(DEMO_USERS.direct, DEMO_PASSWORD);
    expectSignedIn();
    expect(await harness.stats()).toEqual({ login: 1, token: 1 });
  });
});

describe('otp', () => {
  it('keeps the verifier until the one-time password is entered', async () => {
    await flow.start(DEMO_USERS.otp, DEMO_PASSWORD);
    expect(flow.step.value).toEqual({ kind: 'otp' });
    expect(storage.getItem(SESSION_KEYS.codeVerifier)).toHaveLength(128);
    expect(session.state.value.status).toBe('anonymous');

    await flow.submitCode(await harness.latestCode(DEMO_USERS.otp));
    expectSignedIn();
  });

  it('a wrong code shows the server message and the step stays', async () => {
    await flow.start(DEMO_USERS.otp, DEMO_PASSWORD);
    const error = await rejection(flow.submitCode('000000'));
    expect(error.message).toBe('Invalid one-time password');
    expect(flow.error.value).toBe(error);
    expect(flow.step.value).toEqual({ kind: 'otp' });
  });
});

describe('sms', () => {
  it('shows the masked phone and the two-digit identifier, then takes the SMS code', async () => {
    await flow.start(DEMO_USERS.sms, DEMO_PASSWORD);
    const step = flow.step.value;
    if (step.kind !== 'sms') throw new Error(`expected the sms step, got ${step.kind}`);
    expect(step.smsIdentifier).toMatch(/^\d{2}$/);
    expect(step.phoneNumber).not.toBe('');
    expect(step.phoneNumber).not.toContain('7700901234');

    await flow.submitCode(await harness.latestCode(DEMO_USERS.sms));
    expectSignedIn();
  });
});

describe('push', () => {
  async function waitingPush(): Promise<string> {
    await flow.start(DEMO_USERS.push, DEMO_PASSWORD);
    const step = flow.step.value;
    if (step.kind !== 'push') throw new Error(`expected the push step, got ${step.kind}`);
    expect(step.link).toMatch(/loginKey=/);
    const loginKey = new URL(step.link ?? '').searchParams.get('loginKey');
    if (!loginKey) throw new Error('no login key in the link');
    await vi.waitFor(() => {
      expect(realtimeClients[0]?.status.value).toBe('open');
    });
    return loginKey;
  }

  it('waits for the device approval on the realtime channel, then takes the token', async () => {
    const loginKey = await waitingPush();
    expect(session.state.value.status).toBe('anonymous');
    await harness.decidePush(loginKey, 'approve');
    await vi.waitFor(() => {
      expect(flow.step.value).toEqual({ kind: 'done' });
    });
    expectSignedIn();
    expect(realtimeClients[0]?.status.value).toBe('closed');
  });

  it('shows the decline', async () => {
    const loginKey = await waitingPush();
    await harness.decidePush(loginKey, 'decline');
    await vi.waitFor(() => {
      expect(flow.step.value).toEqual({ kind: 'pushDeclined' });
    });
    expect(session.state.value.status).toBe('anonymous');
    expect(realtimeClients[0]?.status.value).toBe('closed');
  });

  it('resends the push request while waiting', async () => {
    await waitingPush();
    await harness.clearStats();
    await flow.resendPush();
    expect(await harness.stats()).toEqual({ pushResend: 1 });
    expect(flow.step.value.kind).toBe('push');
  });

  it('cancel closes the channel and returns to the credentials', async () => {
    await waitingPush();
    flow.cancel();
    expect(flow.step.value).toEqual({ kind: 'credentials' });
    expect(realtimeClients[0]?.status.value).toBe('closed');
    expect(storage.getItem(SESSION_KEYS.codeVerifier)).toBeNull();
  });
});

describe('verifyDevice', () => {
  it('confirms the e-mailed code, remembers the approved device and takes the token', async () => {
    await flow.start(DEMO_USERS.device, DEMO_PASSWORD);
    expect(flow.step.value.kind).toBe('verifyDevice');
    await harness.clearStats();
    await flow.submitCode(await harness.latestCode(DEMO_USERS.device));
    expectSignedIn();
    expect(await harness.stats()).toEqual({ loginConfirm: 1, token: 1 });
    const approved = JSON.parse(storage.getItem(SESSION_KEYS.approvedDevice) ?? 'null') as { username: string } | null;
    expect(approved?.username).toBe(DEMO_USERS.device);
  });

  it('a wrong code shows the server message', async () => {
    await flow.start(DEMO_USERS.device, DEMO_PASSWORD);
    const error = await rejection(flow.submitCode('000000'));
    expect(error.message).toBe('Invalid confirmation code');
    expect(flow.step.value.kind).toBe('verifyDevice');
  });
});

describe('migration to push two-factor', () => {
  it('soft: shows the days left, then continues', async () => {
    await flow.start(DEMO_USERS.soft, DEMO_PASSWORD);
    // No linked device yet: the strategy is to enable a secure device (the scp pages).
    expect(flow.step.value).toEqual({
      kind: 'migration',
      req: 'soft',
      daysLeft: 5,
      strat: 'enable',
      next: { kind: 'done' },
    });
    expect(session.state.value.status).toBe('anonymous');
    await flow.continueMigration();
    expectSignedIn();
  });

  it('strict: cannot continue', async () => {
    await flow.start(DEMO_USERS.strict, DEMO_PASSWORD);
    expect(flow.step.value).toEqual({ kind: 'migration', req: 'strict', strat: 'enable' });
    await expect(flow.continueMigration()).rejects.toThrow('no soft migration notice');
    expect(session.state.value.status).toBe('anonymous');
  });
});

describe('failures', () => {
  it('login failure shows the server message', async () => {
    const error = await rejection(flow.start(DEMO_USERS.personal, 'not the password'));
    expect(error.message).toBe('Invalid username or password');
    expect(flow.step.value).toEqual({ kind: 'credentials' });
    expect(storage.getItem(SESSION_KEYS.codeVerifier)).toBeNull();
  });

  it("login failure without a server message is 'unknown error'", async () => {
    await harness.addFault({ match: { path: '/auth/login' }, status: 502, responseDescription: '', times: 1 });
    const error = await rejection(flow.start(DEMO_USERS.personal, DEMO_PASSWORD));
    expect(error.message).toBe('unknown error');
  });

  it.each([
    [{ status: 500 }, '[get token error] bad status'],
    [{ status: 400, responseDescription: 'Code already used' }, 'Code already used'],
    [{ malformed: true }, '[get token error] strange error'],
    [{ responseCode: 'UE', status: 200 }, '[get token error] strange error'],
  ])('token step failure %j reads %s', async (fault, message) => {
    await harness.addFault({ match: { path: '/auth/token' }, times: 1, ...fault });
    const error = await rejection(flow.start(DEMO_USERS.direct, DEMO_PASSWORD));
    expect(error.message).toBe(message);
    expect(session.state.value.status).toBe('anonymous');
  });

  it("a token step that cannot reach the server is '[get token error] unknow error'", async () => {
    await flow.start(DEMO_USERS.otp, DEMO_PASSWORD);
    const offline = createLoginFlow({
      environment: harness.environment,
      session,
      storage,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await rejection(offline.exchangeCode('some-code', storage.getItem(SESSION_KEYS.codeVerifier) ?? ''));
    expect(error.message).toBe('[get token error] unknow error');
  });
});

describe("the brand's idle limit", () => {
  it('names the brand when signing in, so the server ends an idle PSD2 session after 5 minutes', async () => {
    const sent: unknown[] = [];
    const branded = createLoginFlow({
      environment: harness.environment,
      session,
      storage,
      brand: 'lt-alpha',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/auth/login')) sent.push(await request.clone().json());
        return harness.fetch(request);
      },
    });
    await branded.start(DEMO_USERS.personal, DEMO_PASSWORD);
    expect(sent).toEqual([expect.objectContaining({ brand: 'lt-alpha' })]);
    harness.advance(5 * 60_000 + 1_000);
    await expect(session.refresh()).rejects.toBeInstanceOf(ApiError);
    expect(session.state.value.status).toBe('expired');
  });

  it('without a brand the server keeps its default (15 minutes)', async () => {
    await flow.start(DEMO_USERS.personal, DEMO_PASSWORD);
    harness.advance(5 * 60_000 + 1_000);
    await expect(session.refresh()).resolves.toEqual(expect.any(String));
    expect(session.state.value.status).toBe('active');
  });
});

describe('exchangeCode', () => {
  it('signs in with a code and its verifier handed over from elsewhere', async () => {
    const codeVerifier = createCodeVerifier();
    const api = createApiClient({ environment: harness.environment, language: () => 'en', fetch: harness.fetch });
    const reply = await api.call(login, {
      client: 'sei',
      username: DEMO_USERS.personal,
      password: DEMO_PASSWORD,
      codeChallenge: await codeChallengeS256(codeVerifier),
    });
    expect(reply.code).toEqual(expect.any(String));

    await flow.exchangeCode(reply.code ?? '', codeVerifier);
    expectSignedIn();
  });

  it('a verifier that does not match the challenge is refused with the server message', async () => {
    const api = createApiClient({ environment: harness.environment, language: () => 'en', fetch: harness.fetch });
    const reply = await api.call(login, {
      client: 'sei',
      username: DEMO_USERS.personal,
      password: DEMO_PASSWORD,
      codeChallenge: await codeChallengeS256(createCodeVerifier()),
    });
    const error = await rejection(flow.exchangeCode(reply.code ?? '', createCodeVerifier()));
    expect(error.message).toBe('Code verifier does not match the code challenge');
    expect(session.state.value.status).toBe('anonymous');
  });
});
