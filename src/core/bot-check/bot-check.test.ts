// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxHarness, type SandboxHarness } from '../../testing/sandbox-harness';
import { bffEnvironment } from '../brand/environments';
import {
  BotCheckError,
  createBotCheckProvider,
  type ChallengeBotCheckProvider,
  type WidgetBotCheckProvider,
} from './bot-check';

let harness: SandboxHarness | null = null;

afterEach(() => {
  harness?.close();
  harness = null;
  delete (window as unknown as Record<string, unknown>).turnstile;
});

describe('sandbox bot check', () => {
  it('turns a right answer into a token and refuses a wrong one', async () => {
    harness = createSandboxHarness();
    const provider = createBotCheckProvider(
      { provider: 'sandbox', siteKey: 'sandbox' },
      { environment: harness.environment, fetch: harness.fetch },
    );
    expect(provider.kind).toBe('challenge');
    const check = provider as ChallengeBotCheckProvider;
    const first = await check.newChallenge();
    await expect(check.answer(first.challengeId, String(first.a + first.b + 1))).rejects.toMatchObject({
      reason: 'wrongAnswer',
    });
    const second = await check.newChallenge();
    expect(await check.answer(second.challengeId, ` ${second.a + second.b} `)).toMatch(/\./);
    await expect(check.answer(second.challengeId, String(second.a + second.b))).rejects.toMatchObject({
      reason: 'expired',
    });
  });

  it('asks the bank in BFF mode, where the API base is the portal, which has no bot check', async () => {
    harness = createSandboxHarness();
    const bankOrigin = new URL(harness.environment.apiBase).origin;
    const sandboxFetch = harness.fetch;
    const asked: string[] = [];
    // Only the bank answers; the portal's origin (the BFF) would serve its HTML page for these paths.
    const bankOnly: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      asked.push(new URL(url).origin);
      if (new URL(url).origin !== bankOrigin) return Promise.resolve(new Response('<!doctype html>', { status: 404 }));
      return sandboxFetch(input, init);
    };
    const provider = createBotCheckProvider(
      { provider: 'sandbox', siteKey: 'sandbox' },
      { environment: bffEnvironment(harness.environment, 'http://portal.test'), fetch: bankOnly },
    ) as ChallengeBotCheckProvider;
    const challenge = await provider.newChallenge();
    expect(await provider.answer(challenge.challengeId, String(challenge.a + challenge.b))).toMatch(/\./);
    expect(new Set(asked)).toEqual(new Set([bankOrigin]));
  });

  it('reports an unreachable service as unavailable', async () => {
    harness = createSandboxHarness();
    const failing = () => Promise.reject(new TypeError('fetch failed'));
    const provider = createBotCheckProvider(
      { provider: 'sandbox', siteKey: 'sandbox' },
      { environment: harness.environment, fetch: failing },
    );
    await expect((provider as ChallengeBotCheckProvider).newChallenge()).rejects.toBeInstanceOf(BotCheckError);
  });
});

describe('vendor widgets', () => {
  it('render the vendor widget with the site key and pass its tokens on', async () => {
    harness = createSandboxHarness();
    const render = vi.fn((_container: HTMLElement, options: Record<string, unknown>) => {
      (options.callback as (token: string) => void)('vendor-token');
      return 'widget-1';
    });
    (window as unknown as Record<string, unknown>).turnstile = { render, reset: vi.fn(), remove: vi.fn() };
    const provider = createBotCheckProvider(
      { provider: 'turnstile', siteKey: 'site-key-1' },
      { environment: harness.environment },
    ) as WidgetBotCheckProvider;
    const onToken = vi.fn();
    const container = document.createElement('div');
    provider.mount(container, 'ro', { onToken, onExpired: vi.fn(), onError: vi.fn() });
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('vendor-token'));
    expect(render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1', language: 'ro' });
  });

  it('use a provider plugged in for the brand', () => {
    harness = createSandboxHarness();
    const plugged: WidgetBotCheckProvider = {
      kind: 'widget',
      id: 'custom',
      mount: () => ({ reset: () => undefined, remove: () => undefined }),
    };
    const provider = createBotCheckProvider(
      { provider: 'recaptcha', siteKey: 'k' },
      { environment: harness.environment, providers: { recaptcha: () => plugged } },
    );
    expect(provider).toBe(plugged);
  });
});
