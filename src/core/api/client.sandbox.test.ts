/** The client against the in-process sandbox: sessions, refresh on 401, and the faults the sandbox injects. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionManager } from '../auth/session-manager';
import { createApiClient } from './client';
import { operations } from './contract/operations';
import { ApiError } from './errors';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness, DEMO_USERS } from '../../testing/sandbox-harness';

let harness: SandboxHarness;

beforeEach(() => {
  harness = createSandboxHarness();
});

afterEach(() => {
  harness.close();
});

function clientFor(
  session?: SessionManager,
  extra: { actingCustomerId?: () => string | null; timeoutMs?: number } = {},
) {
  return createApiClient({
    environment: harness.environment,
    language: () => 'en',
    session,
    fetch: harness.fetch,
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

describe('with a signed-in session', () => {
  it('calls named methods with the bearer token and parses the reply', async () => {
    const session = await harness.signIn();
    const { customer } = await clientFor(session).call(operations.customerInfoGet, {});
    expect(customer).toMatchObject({ login: DEMO_USERS.personal, customerType: 0 });
    const { accounts } = await clientFor(session).call(operations.balanceInquiry, {});
    expect(accounts.length).toBeGreaterThan(0);
    expect(typeof accounts[0]?.balance).toBe('number');
    expect(typeof accounts[0]?.accountNumber).toBe('string');
  });

  it('without a session a bearer operation fails as an auth error', async () => {
    const error = await failure(clientFor().call(operations.customerInfoGet, {}));
    expect(error.status).toBe(401);
    expect(error.code).toBe('AU');
  });

  it('a burst of requests with an expired token costs exactly one refresh, each request retried once', async () => {
    const session = await harness.signIn();
    // The access token dies on the server while this tab's clock still thinks it is fine (clock skew).
    await harness.addFault({ match: { method: 'customerInfoGet' }, status: 401, times: 5 });
    await harness.clearStats();

    const client = clientFor(session);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.call(operations.customerInfoGet, {})));

    expect(results.every((result) => result.customer.login === DEMO_USERS.personal)).toBe(true);
    const stats = await harness.stats();
    expect(stats.refresh).toBe(1);
    expect(stats.customerInfoGet).toBe(10);
    expect(session.state.value.status).toBe('active');
  });

  it('a request that meets 401 again after the refresh fails instead of looping', async () => {
    const session = await harness.signIn();
    await harness.addFault({ match: { method: 'customerInfoGet' }, status: 401, times: 2 });
    await harness.clearStats();
    const error = await failure(clientFor(session).call(operations.customerInfoGet, {}));
    expect(error).toMatchObject({ code: 'AU', status: 401 });
    expect(await harness.stats()).toMatchObject({ refresh: 1, customerInfoGet: 2 });
  });

  it('when the refresh fails the session expires with reason sessionExpired', async () => {
    const session = await harness.signIn();
    // Access token expired on the server, and the refresh token is revoked (signed out elsewhere).
    const state = session.state.value;
    if (state.status !== 'active') throw new Error('expected an active session');
    await clientFor().call(operations.logout, { refreshToken: state.refreshToken }, { bearerToken: state.accessToken });

    const error = await failure(clientFor(session).call(operations.customerInfoGet, {}));
    expect(error).toMatchObject({ code: 'AU', messageKey: 'errors.sessionExpired' });
    expect(session.state.value).toEqual({ status: 'expired', reason: 'sessionExpired' });
  });

  it('refreshes before the call when under 10 s of the token remain', async () => {
    const session = await harness.signIn();
    const before = session.state.value;
    if (before.status !== 'active' || before.expiresAt === null) throw new Error('expected a JWT session');
    harness.advance(before.expiresAt - harness.now() - 9_000);
    await harness.clearStats();
    await clientFor(session).call(operations.customerInfoGet, {});
    expect(await harness.stats()).toEqual({ refresh: 1, customerInfoGet: 1 });
  });

  it('acts for another customer with fromCustomerId on acting-customer operations', async () => {
    const session = await harness.signIn(DEMO_USERS.admin);
    const own = await clientFor(session).call(operations.customerInfoGet, {});
    const acting = await clientFor(session, { actingCustomerId: () => '100001' }).call(operations.customerInfoGet, {});
    expect(own.customer.customerId).not.toBe(100001);
    expect(acting.customer.customerId).toBe(100001);
  });
});

describe('injected faults', () => {
  it("HTTP 500 is 'Server is not available'", async () => {
    await harness.addFault({ match: { method: 'ipInfo' }, status: 500, times: 1 });
    const error = await failure(clientFor().call(operations.ipInfo, {}));
    expect(error).toMatchObject({ status: 500, message: 'Server is not available' });
  });

  it('a response code from the catalogue becomes the error code and description', async () => {
    await harness.addFault({ match: { method: 'ipInfo' }, responseCode: 'CA', times: 1 });
    const error = await failure(clientFor().call(operations.ipInfo, {}));
    expect(error).toMatchObject({ code: 'CA', message: 'Account is closed', operation: 'ipInfo' });
  });

  it('malformed JSON is an ApiError', async () => {
    await harness.addFault({ match: { method: 'ipInfo' }, malformed: true, times: 1 });
    const error = await failure(clientFor().call(operations.ipInfo, {}));
    expect(error).toMatchObject({ code: 'UE', messageKey: 'errors.serverError' });
  });

  it('a slow reply past the timeout is a network error', async () => {
    await harness.addFault({ match: { method: 'ipInfo' }, latencyMs: 2_000, times: 1 });
    const error = await failure(clientFor(undefined, { timeoutMs: 50 }).call(operations.ipInfo, {}));
    expect(error.code).toBe('AE');
  });

  it('a REST error with { message } shows the server message', async () => {
    const error = await failure(
      clientFor().call(operations.login, {
        client: 'spa',
        username: DEMO_USERS.personal,
        password: 'wrong password',
        codeChallenge: 'c'.repeat(43),
      }),
    );
    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid username or password',
      operation: 'POST /auth/login',
    });
  });
});
