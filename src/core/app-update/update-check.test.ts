import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdateCheck, UPDATE_CHECK_INTERVAL_MS, versionFileFetcher } from './update-check';

describe('startUpdateCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 60 s and reports a new build once', async () => {
    let deployed = 'build-1';
    const fetchVersion = vi.fn(() => Promise.resolve(deployed));
    const onUpdate = vi.fn();
    const stop = startUpdateCheck({ currentVersion: 'build-1', fetchVersion, onUpdate });

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();

    deployed = 'build-2';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(onUpdate).toHaveBeenCalledTimes(1);

    deployed = 'build-3';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenLastCalledWith('build-3');

    stop();
    deployed = 'build-4';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 5);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores failed reads and tries again at the next check', async () => {
    const fetchVersion = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('build-2');
    const onUpdate = vi.fn();
    startUpdateCheck({ currentVersion: 'build-1', fetchVersion, onUpdate });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledWith('build-2');
  });
});

describe('versionFileFetcher', () => {
  it('reads version.json beside the page without the cache', async () => {
    const fetchImpl = vi.fn((_url: URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ version: 'abc' }), { status: 200 })),
    );
    await expect(versionFileFetcher('https://portal.test/home', fetchImpl as unknown as typeof fetch)()).resolves.toBe(
      'abc',
    );
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('https://portal.test/version.json');
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('fails on a missing or malformed file', async () => {
    const missing = vi.fn(() => Promise.resolve(new Response('nope', { status: 404 })));
    await expect(versionFileFetcher('https://portal.test/', missing as unknown as typeof fetch)()).rejects.toThrow(
      'HTTP 404',
    );
    const malformed = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    await expect(versionFileFetcher('https://portal.test/', malformed as unknown as typeof fetch)()).rejects.toThrow();
  });
});
