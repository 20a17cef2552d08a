/** Helpers for the sandbox's own tests: a sandbox with a movable clock and small wire-level call helpers. */
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Sandbox, SandboxOptions } from './app';
import { createSandbox } from './app';
import { migrate } from './db/migrations';
import { DEMO_PASSWORD, seed } from './db/seed';
import { DEMO_BUTTONS } from './db/seed-merchant';
import { balanceMinor } from './domain/ledger';
import type { OutboxMessage } from './domain/outbox';

export interface TestSandbox {
  sandbox: Sandbox;
  now(): number;
  advance(ms: number): void;
  close(): void;
}

export function createTestSandbox(options: Omit<SandboxOptions, 'now'> = {}): TestSandbox {
  let clock = Date.UTC(2030, 0, 1, 12);
  const sandbox = createSandbox({ ...options, now: () => clock });
  return {
    sandbox,
    now: () => clock,
    advance(ms) {
      clock += ms;
    },
    close: () => sandbox.close(),
  };
}

/**
 * A fresh test sandbox for every test of the calling file or describe (made before each test, closed after it).
 * The returned handle always speaks for the current test's sandbox; `renew` starts the test over on a fresh one.
 */
export function useTestSandbox(options: Omit<SandboxOptions, 'now'> = {}): TestSandbox & { renew(): void } {
  const each = perTest('useTestSandbox: no sandbox outside a test', () => createTestSandbox(options));
  const active = each.current;
  return {
    get sandbox() {
      return active().sandbox;
    },
    now: () => active().now(),
    advance: (ms) => active().advance(ms),
    close: () => active().close(),
    renew() {
      each.replace();
    },
  };
}

/**
 * Something made before each test of the calling file or describe and closed after it. `current` answers the
 * running test's (and `outsideATest` as the error outside one); `replace` closes it and makes a fresh one.
 */
function perTest<T extends { close(): unknown }>(outsideATest: string, make: () => T) {
  let current: T | null = null;
  beforeEach(() => {
    current = make();
  });
  afterEach(() => {
    current?.close();
    current = null;
  });
  const active = (): T => {
    if (!current) throw new Error(outsideATest);
    return current;
  };
  return {
    current: active,
    replace() {
      active().close();
      current = make();
    },
  };
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(96).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function send<T = Record<string, unknown>>(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonReply<T>> {
  const response = await sandbox.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * The support desk's own token for a bank access token (POST /support-desk/auth/token), for the customer of
 * `customerId` (the X-Customer-Id header) or the user's own.
 */
export async function supportDeskToken(sandbox: Sandbox, accessToken: string, customerId?: number): Promise<string> {
  const reply = await send<{ accessToken: string }>(
    sandbox,
    'POST',
    '/support-desk/auth/token',
    {},
    {
      ...bearer(accessToken),
      ...(customerId === undefined ? {} : { 'X-Customer-Id': String(customerId) }),
    },
  );
  if (reply.status !== 200) throw new Error(`No support desk token: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.accessToken;
}

export async function login(
  sandbox: Sandbox,
  username: string,
  options: {
    password?: string | null;
    client?: 'spa' | 'sei';
    pkce?: Pkce;
    botCheckToken?: string;
    brand?: string;
  } = {},
): Promise<JsonReply & { pkce: Pkce }> {
  const pair = options.pkce ?? pkce();
  const reply = await send(sandbox, 'POST', '/auth/login', {
    client: options.client ?? 'spa',
    username,
    password: options.password === undefined ? DEMO_PASSWORD : options.password,
    codeChallenge: pair.challenge,
    ...(options.botCheckToken === undefined ? {} : { botCheckToken: options.botCheckToken }),
    ...(options.brand === undefined ? {} : { brand: options.brand }),
  });
  return { ...reply, pkce: pair };
}

/** Solves a sandbox bot check as a person would (asks for the sum, answers it) and returns its single-use token. */
export async function solvedBotCheck(sandbox: Sandbox): Promise<string> {
  const challenge = await send(sandbox, 'POST', '/sandbox/bot-check/challenge', { siteKey: 'sandbox' });
  const { challengeId, a, b } = challenge.body as { challengeId: string; a: number; b: number };
  const verified = await send(sandbox, 'POST', '/sandbox/bot-check/verify', { challengeId, answer: String(a + b) });
  if (typeof verified.body.token !== 'string')
    throw new Error(`bot check not solved: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The signed-in user approves or declines an external authorization (auth/sei) shown to them. */
export function decideSeiAuthorization(sandbox: Sandbox, id: string, approve: boolean, accessToken: string) {
  return send(sandbox, 'POST', `/auth/sei/authorize/${id}`, { approve }, bearer(accessToken));
}

/** The external authorization as the signed-in user's consent screen reads it. */
export function readSeiAuthorization(sandbox: Sandbox, id: string, accessToken: string) {
  return send(sandbox, 'GET', `/auth/sei/authorize?authorizationId=${id}`, undefined, bearer(accessToken));
}

/** personal@demo.test's payment on the seeded subscription button: EUR 9.99 a month, twelve times. */
export const MONTHLY_SUBSCRIPTION = {
  accountId: 500002,
  amount: '9.99',
  currency: 'EUR',
  buttonId: DEMO_BUTTONS.subscription,
  subscriptionFrequency: 'month',
  subscriptionTransactions: 12,
} as const;

/** Signs sms@demo.test in with the code its SMS brought, and returns the access token. */
export async function signInBySms(sandbox: Sandbox): Promise<string> {
  const reply = await login(sandbox, 'sms@demo.test');
  const code = (await outbox(sandbox, 'sms@demo.test'))[0]?.code;
  const tokens = await send<{ accessToken: string }>(sandbox, 'POST', '/auth/token', {
    code: reply.body.code,
    codeVerifier: reply.pkce.verifier,
    otp: code,
  });
  return tokens.body.accessToken;
}

/** Signs a simple-flow user in and returns the tokens. */
export async function signIn(sandbox: Sandbox, username: string): Promise<Tokens> {
  const reply = await login(sandbox, username);
  if (reply.status !== 200 || typeof reply.body.accessToken !== 'string') {
    throw new Error(`${username} did not get tokens: ${JSON.stringify(reply.body)}`);
  }
  return reply.body as unknown as Tokens;
}

export async function callMethod(
  sandbox: Sandbox,
  name: string,
  payload: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<JsonReply> {
  return send(
    sandbox,
    'POST',
    `/api/v4?method=${encodeURIComponent(name)}`,
    { method: name, ...payload },
    { ...(token ? bearer(token) : {}), ...headers },
  );
}

export async function outbox(sandbox: Sandbox, to?: string): Promise<OutboxMessage[]> {
  const reply = await send<{ messages: OutboxMessage[] }>(
    sandbox,
    'GET',
    `/sandbox/outbox?format=json${to ? `&to=${encodeURIComponent(to)}` : ''}`,
  );
  return reply.body.messages;
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The body of a successful envelope ('00'); a failure shows the whole body. */
export function expectOk<T>(body: T): T {
  expect(body, JSON.stringify(body)).toMatchObject({ responseCode: '00' });
  return body;
}

/** Calls a named method that must succeed and answers its body. */
export async function callOk<T = Record<string, unknown>>(...call: Parameters<typeof callMethod>): Promise<T> {
  return expectOk((await callMethod(...call)).body) as T;
}

/** Posts multipart form data (a JSON `data` part and file parts) with the bearer token; answers status and body. */
export async function postForm(
  sandbox: Sandbox,
  path: string,
  data: Record<string, unknown>,
  files: Record<string, File>,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [part, file] of Object.entries(files)) form.append(part, file);
  const response = await sandbox.fetch(path, { method: 'POST', body: form, headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A named-method upload: the method and its fields in the `data` part, the files beside it. */
export function uploadMethod(
  sandbox: Sandbox,
  name: string,
  data: Record<string, unknown>,
  files: Record<string, File>,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return postForm(sandbox, `/api/v4?method=${name}`, { method: name, ...data }, files, token);
}

/** The balances of named ledger accounts. */
export function balancesOf<K extends string>(
  sandbox: Sandbox,
  accounts: Readonly<Record<K, number>>,
): Record<K, number> {
  return Object.fromEntries(
    Object.entries<number>(accounts).map(([name, id]) => [name, balanceMinor(sandbox.db, id)]),
  ) as Record<K, number>;
}

/** What changed between two readings of {@link balancesOf}, by account name (unchanged accounts left out). */
export function balanceDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).flatMap(([name, value]) =>
      value === before[name] ? [] : [[name, value - (before[name] ?? 0)]],
    ),
  );
}

/** A migrated and seeded in-memory database for every test of the calling file (closed after each). */
export function useSeededDatabase(): { readonly db: Database.Database } {
  const each = perTest('useSeededDatabase: no database outside a test', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    seed(db);
    return db;
  });
  return {
    get db() {
      return each.current();
    },
  };
}

/**
 * A named-method caller for a test file's sandbox handle (see {@link useTestSandbox}): `call(name, payload, token,
 * headers)` answers the envelope body as `T`, whatever it says.
 */
export function methodCaller<T = Record<string, unknown>>(t: { readonly sandbox: Sandbox }) {
  return async (...call: MethodCall) => (await callMethod(t.sandbox, ...call)).body as T;
}

/** A named method call without its sandbox: name, payload, bearer token, extra headers. */
type MethodCall = Parameters<typeof callMethod> extends [Sandbox, ...infer Rest] ? Rest : never;
