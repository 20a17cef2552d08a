import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../core/api/client';
import { isTransientFailure } from '../../core/api/errors';
import { createResourceCache } from '../../core/resource/resource-cache';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { createMemoryStorage } from '../../core/session/token-store';
import type { StartPageDecision } from '../../core/start-page/start-page';
import { createSandboxHarness, type SandboxHarness } from '../../testing/sandbox-harness';
import { createActingCustomerStore } from '../navigation/acting-customer';
import { continueWithCompany, resolveStartPage, type StartFlowDeps } from './start-flow';

let harness: SandboxHarness;

afterEach(() => harness.close());

async function depsFor(email: string, initialPath: string | null = null): Promise<StartFlowDeps> {
  harness = createSandboxHarness();
  const session = await harness.signIn(email);
  const storage = createMemoryStorage();
  if (initialPath) storage.setItem(SESSION_KEYS.initialPath, initialPath);
  const cache = createResourceCache();
  const actingCustomer = createActingCustomerStore(storage, () => cache.invalidate());
  const api = createApiClient({
    environment: harness.environment,
    language: () => 'en',
    session,
    fetch: harness.fetch,
    actingCustomerId: () => actingCustomer.id.peek(),
  });
  return { api, cache, actingCustomer, storage };
}

describe('start page after login, against the sandbox demo users', () => {
  it.each<[string, string | null, Partial<StartPageDecision>, string | null]>([
    ['admin@demo.test', '/history', { kind: 'route', path: '/admin-overview', rule: 'admin' }, null],
    ['employee@demo.test', null, { kind: 'companySelection' }, null],
    ['business@demo.test', null, { kind: 'route', path: '/home', rule: 'home' }, '200001'],
    ['business@demo.test', '/history', { kind: 'route', path: '/history', rule: 'initialPath' }, '200001'],
    [
      'representative@demo.test',
      '/history',
      { kind: 'route', path: '/company-documents', rule: 'noBalanceInfo' },
      '200002',
    ],
    ['profile-update@demo.test', null, { kind: 'route', path: '/profile-update', rule: 'profileUpdate' }, null],
    ['unverified@demo.test', null, { kind: 'route', path: '/kyc', rule: 'kyc' }, null],
    ['fatca@demo.test', null, { kind: 'route', path: '/self-certification', rule: 'selfCertification' }, null],
    ['personal@demo.test', '/cards?x=1', { kind: 'route', path: '/cards?x=1', rule: 'initialPath' }, null],
    ['personal@demo.test', null, { kind: 'route', path: '/home', rule: 'home' }, null],
    ['oldweb@demo.test', null, { kind: 'external', rule: 'oldWeb' }, null],
  ])('%s (remembered %s)', async (email, initialPath, expected, actingFor) => {
    const deps = await depsFor(email, initialPath);
    const { decision, failure } = await resolveStartPage(deps);
    expect(decision).toMatchObject(expected);
    expect(failure).toBeNull();
    expect(deps.actingCustomer.id.value).toBe(actingFor);
  });

  it('sends the old web user to the old web address from customer info', async () => {
    const { decision } = await resolveStartPage(await depsFor('oldweb@demo.test'));
    expect(decision.kind === 'external' && decision.url).toMatch(/\/sandbox\?oldWeb=1$/);
  });

  it('shows the terms a terms error carries, with no customer', async () => {
    const { decision, failure } = await resolveStartPage(await depsFor('terms@demo.test'));
    expect(decision).toEqual({
      kind: 'terms',
      rule: 'terms',
      terms: [expect.objectContaining({ id: 'terms-2025-03', title: 'Terms and conditions' }) as unknown],
    });
    expect(failure).toMatchObject({ code: 'TE' });
  });

  it('goes to login with the failure when the server refuses customer info', async () => {
    const deps = await depsFor('personal@demo.test');
    await harness.addFault({
      match: { method: 'customerInfoGet' },
      responseCode: '13',
      responseDescription: 'Access denied',
      times: 1,
    });
    const { decision, failure } = await resolveStartPage(deps);
    expect(decision).toEqual({ kind: 'login', rule: 'login' });
    expect(failure).toMatchObject({ code: '13', message: 'Access denied' });
  });

  it.each<[string, Parameters<SandboxHarness['addFault']>[0]]>([
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true }],
    ['a malformed answer', { malformed: true }],
  ])(
    'keeps the session when customer info gets %s: the failure is thrown, and a second try reads it afresh',
    async (_name, fault) => {
      const deps = await depsFor('personal@demo.test');
      await harness.addFault({ match: { method: 'customerInfoGet' }, times: 1, ...fault });
      const thrown: unknown = await resolveStartPage(deps).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isTransientFailure(thrown)).toBe(true);
      expect((await resolveStartPage(deps)).decision).toEqual({ kind: 'route', path: '/home', rule: 'home' });
    },
  );

  it('goes to login when the server refuses the customer accesses; a 500 there is thrown and tried again', async () => {
    let deps = await depsFor('employee@demo.test');
    await harness.addFault({
      match: { method: 'userAccessList' },
      responseCode: '13',
      responseDescription: 'Access denied',
      times: 1,
    });
    expect((await resolveStartPage(deps)).decision).toEqual({ kind: 'login', rule: 'login' });
    harness.close();
    deps = await depsFor('employee@demo.test');
    await harness.addFault({ match: { method: 'userAccessList' }, status: 500, times: 1 });
    await expect(resolveStartPage(deps)).rejects.toMatchObject({ status: 500 });
    expect((await resolveStartPage(deps)).decision).toMatchObject({ kind: 'companySelection' });
  });

  it("stays with the company acted for when the chosen one's access info gets a 500; choosing it again goes on", async () => {
    const deps = await depsFor('employee@demo.test', '/statements');
    await harness.addFault({ match: { method: 'userAccessInfoGet' }, status: 500, times: 1 });
    deps.actingCustomer.set('200001');
    await expect(continueWithCompany(deps, '200002')).rejects.toMatchObject({ status: 500 });
    expect(deps.actingCustomer.id.value).toBe('200001');
    expect((await continueWithCompany(deps, '200002')).decision).toEqual({
      kind: 'route',
      path: '/statements',
      rule: 'initialPath',
    });
  });

  it('acts for the chosen company and lets its access info decide', async () => {
    const deps = await depsFor('employee@demo.test', '/statements');
    expect((await resolveStartPage(deps)).decision.kind).toBe('companySelection');
    const { decision } = await continueWithCompany(deps, '200002');
    expect(decision).toEqual({ kind: 'route', path: '/statements', rule: 'initialPath' });
    expect(deps.actingCustomer.id.value).toBe('200002');
  });

  it('goes to login when the chosen company refuses the user', async () => {
    const deps = await depsFor('employee@demo.test');
    const { decision, failure } = await continueWithCompany(deps, '200003');
    expect(decision).toEqual({ kind: 'login', rule: 'login' });
    expect(failure).toMatchObject({ code: '13' });
  });

  it('prefers the external authorize path over the initial path', async () => {
    const deps = await depsFor('personal@demo.test', '/history');
    deps.storage.setItem(SESSION_KEYS.seiPath, '/auth/sei?origin=https%3A%2F%2Fshop.example');
    expect((await resolveStartPage(deps)).decision).toEqual({
      kind: 'route',
      path: '/auth/sei?origin=https%3A%2F%2Fshop.example',
      rule: 'seiHandOver',
    });
  });

  it('hands a user who needs KYC over to the sei page (a partner page is where they verify)', async () => {
    const deps = await depsFor('unverified@demo.test');
    deps.storage.setItem(SESSION_KEYS.seiPath, '/auth/sei?origin=https%3A%2F%2Fshop.example');
    expect((await resolveStartPage(deps)).decision).toEqual({
      kind: 'route',
      path: '/auth/sei?origin=https%3A%2F%2Fshop.example',
      rule: 'seiHandOver',
    });
  });

  it('reads customer info for the user, not for a customer acted for before', async () => {
    const deps = await depsFor('admin@demo.test');
    deps.actingCustomer.set('200001');
    expect((await resolveStartPage(deps)).decision).toMatchObject({ path: '/admin-overview' });
    expect(deps.actingCustomer.id.value).toBeNull();
  });
});
