import { describe, expect, it } from 'vitest';
import { createResourceCache } from './resource-cache';

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
