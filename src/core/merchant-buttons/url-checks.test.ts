import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createSandboxHarness, DEMO_USERS, type SandboxHarness } from '../../testing/sandbox-harness';
import { offlineUrlProblem, serverUrlProblems } from './url-checks';

describe('offlineUrlProblem', () => {
  it.each<[string, string | null]>([
    ['https://shop.example.com/thanks', null],
    ['http://localhost:3000/', null],
    ['shop.example.com', 'malformed'],
    ['https://shop example.com', 'malformed'],
    ['mailto:shop@example.com', 'notHttp'],
    ['https://a:b@shop.example.com', 'credentials'],
  ])('%s', (url, problem) => {
    expect(offlineUrlProblem(url)).toBe(problem);
  });
});

describe('serverUrlProblems', () => {
  let harness: SandboxHarness;
  beforeEach(() => {
    harness = createSandboxHarness();
  });
  afterEach(() => harness.close());

  it('asks the sandbox once for the distinct, non-empty URLs and answers the problems by URL', async () => {
    const session = await harness.signIn(DEMO_USERS.merchant);
    const api = createApiClient({
      environment: harness.environment,
      language: () => 'en',
      session,
      fetch: harness.fetch,
    });
    await harness.clearStats();
    const problems = await serverUrlProblems(api, [
      'https://shop.example.com/',
      ' ',
      'http://127.0.0.1/x',
      'http://127.0.0.1/x',
    ]);
    expect([...problems]).toEqual([['http://127.0.0.1/x', 'privateHost']]);
    expect((await harness.stats()).checkUrls).toBe(1);
    expect((await serverUrlProblems(api, ['', '  '])).size).toBe(0);
  });
});
