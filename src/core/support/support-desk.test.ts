/** The support desk client against the in-process sandbox: initialisation and the 429 back-off. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { supportMe } from '../api/contract/support';
import { ApiError } from '../api/errors';
import type { SandboxHarness } from '../../testing/sandbox-harness';
import { createSandboxHarness, DEMO_USERS } from '../../testing/sandbox-harness';
import { createMemoryStorage as memoryStorage } from '../session/token-store';
import { createSupportDesk, initialiseSupport, SUPPORT_BACKOFF_MS, SUPPORT_BLOCKED_UNTIL_KEY } from './support-desk';

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
  return { desk: createSupportDesk({ api, storage, now }), storage };
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
