import { describe, expect, it } from 'vitest';
import { MAX_UNUSED_ENTRIES, UNUSED_EVICT_MS } from './query-options';
import { createResourceCache, watchFocus } from './resource-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createResourceCache', () => {
  it('shares one request between concurrent loads of a key', async () => {
    const cache = createResourceCache();
    let calls = 0;
    const pending = deferred<string>();
    const loader = () => {
      calls += 1;
      return pending.promise;
    };
    const first = cache.load('k', loader);
    const second = cache.load('k', loader);
    expect(cache.read('k').status).toBe('loading');
    pending.resolve('data');
    await expect(Promise.all([first, second])).resolves.toEqual(['data', 'data']);
    expect(calls).toBe(1);
    expect(cache.read('k')).toMatchObject({ status: 'success', data: 'data' });
  });

  it('keeps a settled error until a forced reload, and keeps old data on a failed refresh', async () => {
    const cache = createResourceCache();
    await cache.load('k', () => Promise.resolve(1));
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    };
    await expect(cache.load('k', failing, { force: true })).rejects.toThrow('boom');
    expect(cache.read('k')).toMatchObject({ status: 'error', data: 1 });
    await expect(cache.load('k', failing)).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });

  it('reloads invalidated keys and notifies subscribers', async () => {
    const cache = createResourceCache();
    let version = 0;
    const loader = () => Promise.resolve(++version);
    await cache.load('accounts/1', loader);
    const notified: string[] = [];
    cache.subscribe('accounts/1', () => notified.push(cache.read('accounts/1').status));
    cache.invalidate('accounts/');
    expect(notified.length).toBe(1);
    await expect(cache.load('accounts/1', loader)).resolves.toBe(2);
  });

  it('forgets everything on clear, ignoring answers of aborted loads', async () => {
    const cache = createResourceCache();
    const pending = deferred<string>();
    let aborted = false;
    const load = cache.load('k', (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return pending.promise;
    });
    cache.clear();
    pending.resolve('late');
    await load;
    expect(aborted).toBe(true);
    expect(cache.read('k').status).toBe('idle');
  });
});

describe('expiry and the focus rule', () => {
  it('drops an entry no screen has read for five minutes, and keeps one that is read', async () => {
    let time = 0;
    const cache = createResourceCache({ now: () => time });
    await cache.load('read', () => Promise.resolve(1));
    const unsubscribe = cache.subscribe('read', () => undefined);
    await cache.load('unread', () => Promise.resolve(2));
    time = UNUSED_EVICT_MS + 1;
    await cache.load('new', () => Promise.resolve(3));
    expect(cache.read('unread').status).toBe('idle');
    expect(cache.read('read')).toMatchObject({ status: 'success', data: 1 });
    unsubscribe();
    time += UNUSED_EVICT_MS + 1;
    await cache.load('newer', () => Promise.resolve(4));
    expect(cache.read('read').status).toBe('idle');
  });

  it('keeps at most the cap of unused entries, dropping the least recently used', async () => {
    let time = 0;
    const cache = createResourceCache({ now: () => time });
    for (let index = 0; index < MAX_UNUSED_ENTRIES + 50; index += 1) {
      time += 1;
      await cache.load(`k${index}`, () => Promise.resolve(index));
    }
    expect(cache.size).toBeLessThanOrEqual(MAX_UNUSED_ENTRIES + 1);
    expect(cache.read('k0').status).toBe('idle');
    expect(cache.read(`k${MAX_UNUSED_ENTRIES + 49}`).status).toBe('success');
  });

  it('reloads, on focus, only data older than its staleMs that a screen shows', async () => {
    let time = 0;
    const cache = createResourceCache({ now: () => time });
    let loads = 0;
    const loader = () => Promise.resolve((loads += 1));
    await cache.load('fresh', loader, { staleMs: 10_000 });
    await cache.load('old', loader, { staleMs: 1_000 });
    const told: string[] = [];
    cache.subscribe('fresh', () => told.push('fresh'));
    cache.subscribe('old', () => told.push('old'));
    time = 5_000;
    cache.refreshStale();
    expect(told).toEqual(['old']);
    await expect(cache.load('old', loader)).resolves.toBe(3);
    await expect(cache.load('fresh', loader)).resolves.toBe(1);
  });

  it('wires the focus rule once, on focus and on the page becoming visible', async () => {
    let time = 0;
    const cache = createResourceCache({ now: () => time });
    await cache.load('k', () => Promise.resolve(1), { staleMs: 0 });
    let told = 0;
    cache.subscribe('k', () => (told += 1));
    const target = new EventTarget() as unknown as Window;
    const documentTarget = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    Object.defineProperty(target, 'document', { value: documentTarget });
    const unwire = watchFocus(cache, target);
    time = 1;
    target.dispatchEvent(new Event('focus'));
    expect(told).toBe(1);
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    expect(told).toBe(2);
    unwire();
    target.dispatchEvent(new Event('focus'));
    expect(told).toBe(2);
  });
});
