/** The support desk client against the in-process sandbox: initialisation and the 429 back-off. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { SUPPORT_TOKEN_TTL_SECONDS, supportMe } from '../api/contract/support';
import { ApiError } from '../api/errors';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness, DEMO_USERS } from '../../testing/sandbox-harness';
import { createMemoryStorage as memoryStorage } from '../session/token-store';
import {
  createSupportDesk,
  initialiseSupport,
  SUPPORT_BACKOFF_MS,
  SUPPORT_BLOCKED_UNTIL_KEY,
  SUPPORT_TOKEN_RENEW_MARGIN_MS,
} from './support-desk';

let harness: SandboxHarness;

beforeEach(() => {
  harness = createSandboxHarness();
});

afterEach(() => {
  harness.close();
});

async function deskFor(
  email: string,
  actingCustomerId: string | null = null,
  storage = memoryStorage(),
  now = () => 1_000,
) {
  const session = await harness.signIn(email);
  const api = createApiClient({
    environment: harness.environment,
    language: () => 'en',
    session,
    fetch: harness.fetch,
    actingCustomerId: () => actingCustomerId,
  });
  return { desk: createSupportDesk({ api, storage, now, actingCustomerId: () => actingCustomerId }), storage };
}

describe('initialiseSupport', () => {
  it('loads the profile and, for a business with one, its account manager', async () => {
    const { desk } = await deskFor(DEMO_USERS.employee, '200001');
    const contact = await initialiseSupport(desk);
    expect(contact.profile).toMatchObject({ customerType: 'business', name: 'Northwind Trading Ltd' });
    expect(contact.accountManager).toMatchObject({ name: 'Mara Ionescu', phone: '+40215550142' });
  });

  it('has no account manager for a personal customer', async () => {
    const { desk } = await deskFor(DEMO_USERS.personal);
    expect((await initialiseSupport(desk)).accountManager).toBeNull();
  });
});

describe("the desk's own token", () => {
  it('is asked for once for a burst of desk calls, and sent instead of the bank token', async () => {
    const { desk } = await deskFor(DEMO_USERS.personal);
    await harness.clearStats();
    await Promise.all([desk.call(supportMe, {}), desk.call(supportMe, {}), desk.call(supportMe, {})]);
    expect(await harness.stats()).toEqual({ supportTokenIssue: 1, supportMe: 3 });
  });

  it('is asked for again shortly before it ends, and after the desk refuses it (401), with one retry', async () => {
    let clock = 1_000;
    const { desk } = await deskFor(DEMO_USERS.personal, null, memoryStorage(), () => clock);
    await desk.call(supportMe, {});
    clock += SUPPORT_TOKEN_TTL_SECONDS * 1000 - SUPPORT_TOKEN_RENEW_MARGIN_MS;
    await harness.clearStats();
    await desk.call(supportMe, {});
    expect(await harness.stats()).toEqual({ supportTokenIssue: 1, supportMe: 1 });

    harness.sandbox.db.prepare('DELETE FROM support_desk_tokens').run();
    await harness.clearStats();
    await expect(desk.call(supportMe, {})).resolves.toMatchObject({ customerType: 'personal' });
    expect(await harness.stats()).toEqual({ supportTokenIssue: 1, supportMe: 2 });
  });

  it('is one per acting customer, and forgotten when the bank session ends', async () => {
    let acting: string | null = null;
    const session = await harness.signIn(DEMO_USERS.employee);
    const api = createApiClient({
      environment: harness.environment,
      language: () => 'en',
      session,
      fetch: harness.fetch,
      actingCustomerId: () => acting,
    });
    const desk = createSupportDesk({ api, storage: memoryStorage(), actingCustomerId: () => acting });
    await harness.clearStats();
    await desk.call(supportMe, {});
    acting = '200001';
    expect(await desk.call(supportMe, {})).toMatchObject({ name: 'Northwind Trading Ltd' });
    // Another acting customer (even the user's own company named outright) is another token.
    expect(await harness.stats()).toEqual({ supportTokenIssue: 2, supportMe: 2 });
    await harness.clearStats();
    desk.forgetToken();
    await desk.call(supportMe, {});
    expect(await harness.stats()).toEqual({ supportTokenIssue: 1, supportMe: 1 });
  });
});

describe('the 429 back-off', () => {
  it('stops every support request until the stored time has passed, then asks again', async () => {
    let clock = 1_000;
    const { desk, storage } = await deskFor(DEMO_USERS.personal, null, memoryStorage(), () => clock);
    await harness.addFault({ match: { path: '/support-desk/me' }, status: 429, times: 1 });
    const first = await desk.call(supportMe, {}).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).messageKey).toBe('errors.supportBusy');
    expect(storage.getItem(SUPPORT_BLOCKED_UNTIL_KEY)).toBe(String(1_000 + SUPPORT_BACKOFF_MS));
    expect(desk.isBlocked()).toBe(true);

    await harness.clearStats();
    await expect(desk.call(supportMe, {})).rejects.toMatchObject({ messageKey: 'errors.supportBusy' });
    expect(await harness.stats()).toEqual({});

    clock += SUPPORT_BACKOFF_MS;
    await expect(desk.call(supportMe, {})).resolves.toMatchObject({ customerType: 'personal' });
  });

  it('is shared through storage: a new desk (a reload, another tab) keeps backing off', async () => {
    const storage = memoryStorage();
    storage.setItem(SUPPORT_BLOCKED_UNTIL_KEY, String(5_000));
    const { desk } = await deskFor(DEMO_USERS.personal, null, storage, () => 4_999);
    await expect(desk.call(supportMe, {})).rejects.toMatchObject({ messageKey: 'errors.supportBusy' });
  });
});
