import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, type TestServices } from '../../testing/test-services';
import { NEWS_CACHE_KEYS } from '../../features/news/news-data';
import { USER_CACHE_KEYS } from '../user/user-data';
import { createLiveNotifications } from './live-notifications';

let services: TestServices;
let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  services.close();
});

async function push(to: string, notice: Record<string, unknown>): Promise<number> {
  const response = await services.harness.fetch('/sandbox/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ to, ...notice }),
  });
  return ((await response.json()) as { delivered: number }).delivered;
}

describe('createLiveNotifications', () => {
  it('opens the channel while signed in: notices reach the centre and the toasts; TwoStepVerificationModeSet reloads customer data', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const live = createLiveNotifications({
      api: services.api,
      session: services.session,
      cache: services.cache,
      websocketUrl: services.harness.environment.websocketUrl,
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    stop = live.start();
    const channel = await live.load();
    const loader = vi.fn(() => Promise.resolve({ customer: 'first' }));
    await services.cache.load(USER_CACHE_KEYS.customer, loader);

    await vi.waitFor(async () =>
      expect(await push('personal@demo.test', { type: 'usernameChanged', severity: 'success' })).toBe(1),
    );
    await vi.waitFor(() =>
      expect(channel.toasts.toasts.value.map((toast) => toast.notice.type)).toEqual(['usernameChanged']),
    );
    expect(channel.centre.items.value[0]?.type).toBe('usernameChanged');

    await push('personal@demo.test', {
      type: 'TwoStepVerificationModeSet',
      severity: 'success',
      data: { mode: 'sms' },
    });
    await vi.waitFor(() => expect(channel.toasts.toasts.value).toHaveLength(2));
    await services.cache.load(USER_CACHE_KEYS.customer, loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("reloads the recent news (the unread badge's one source) when a newsPublished notice arrives", async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const live = createLiveNotifications({
      api: services.api,
      session: services.session,
      cache: services.cache,
      websocketUrl: services.harness.environment.websocketUrl,
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    stop = live.start();
    const loader = vi.fn(() => Promise.resolve({ news: [], total: 0, unread: 0 }));
    await services.cache.load(NEWS_CACHE_KEYS.recent, loader);
    const seen = vi.fn();
    const unsubscribe = services.cache.subscribe(NEWS_CACHE_KEYS.recent, seen);

    await vi.waitFor(async () =>
      expect(await push('personal@demo.test', { type: 'newsPublished', severity: 'info' })).toBe(1),
    );
    await vi.waitFor(() => expect(seen).toHaveBeenCalled());
    await services.cache.load(NEWS_CACHE_KEYS.recent, loader);
    expect(loader).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('closes the channel and forgets the notices when the session ends', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const live = createLiveNotifications({
      api: services.api,
      session: services.session,
      cache: services.cache,
      websocketUrl: services.harness.environment.websocketUrl,
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    stop = live.start();
    const channel = await live.load();
    await vi.waitFor(async () =>
      expect(await push('personal@demo.test', { type: 'cardClosed', severity: 'warning' })).toBe(1),
    );
    await vi.waitFor(() => expect(channel.toasts.toasts.value).toHaveLength(1));

    await services.session.logout();
    expect(channel.toasts.toasts.value).toEqual([]);
    expect(channel.centre.items.value).toEqual([]);
    expect(await push('personal@demo.test', { type: 'cardClosed', severity: 'warning' })).toBe(0);
  });

  it('loads the channel only when a session starts; a session that ends while it loads leaves it closed', async () => {
    services = createTestServices();
    const live = createLiveNotifications({
      api: services.api,
      session: services.session,
      cache: services.cache,
      websocketUrl: services.harness.environment.websocketUrl,
      WebSocketImpl: services.harness.sandbox.WebSocket,
    });
    stop = live.start();
    expect(live.current()).toBeNull();

    await services.signIn('personal@demo.test');
    // The channel's code is loading; the session ends before it arrives.
    await services.session.logout();
    const channel = await live.load();
    expect(live.current()).toBe(channel);
    expect(await push('personal@demo.test', { type: 'cardClosed', severity: 'warning' })).toBe(0);
    expect(channel.toasts.toasts.value).toEqual([]);
  });
});
