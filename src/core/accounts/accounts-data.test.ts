import { describe, expect, it } from 'vitest';
import { createResourceCache } from '../resource/resource-cache';
import { ACCOUNTS_KEY, ensureFreshAccounts, exchangeRateOf, refreshAccounts, type Clock } from './accounts-data';
import type { ApiClient } from '../api/client';

/** A clock the test moves by hand, with timers that fire when it passes them. */
function manualClock(): Clock & { advance: (ms: number) => void } {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run });
      return 0 as unknown as ReturnType<typeof setTimeout>;
    },
    advance(ms) {
      now += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= now) timer.run();
        else timers.push(timer);
      }
    },
  };
}

function countingCache() {
  const cache = createResourceCache();
  let loads = 0;
  const load = () => cache.load(ACCOUNTS_KEY, () => Promise.resolve({ accounts: [], n: ++loads }));
  return { cache, load, loads: () => loads };
}

describe('the shared accounts read', () => {
  it('reloads at most once per 3 s; asks meanwhile become one reload when the 3 s are up', async () => {
    const clock = manualClock();
    const { cache, load, loads } = countingCache();
    await load();
    expect(refreshAccounts(cache, clock)).toBe(true);
    await load();
    expect(loads()).toBe(2);
    clock.advance(1000);
    expect(refreshAccounts(cache, clock)).toBe(false);
    expect(refreshAccounts(cache, clock)).toBe(false);
    await load();
    expect(loads()).toBe(2);
    clock.advance(2000);
    await load();
    expect(loads()).toBe(3);
    clock.advance(10_000);
    await load();
    expect(loads()).toBe(3);
  });

  it('uses data younger than 5 s as it is when a screen opens, and reloads older data', async () => {
    const clock = manualClock();
    const { cache, load, loads } = countingCache();
    expect(ensureFreshAccounts(cache, clock)).toBe(false);
    await load();
    expect(ensureFreshAccounts(cache, clock)).toBe(false);
    clock.advance(4000);
    expect(ensureFreshAccounts(cache, clock)).toBe(false);
    clock.advance(1500);
    expect(ensureFreshAccounts(cache, clock)).toBe(true);
    await load();
    expect(loads()).toBe(2);
  });
});

describe('exchangeRateOf', () => {
  it('is 1 without a call for equal or missing currencies, and asks the bank otherwise', async () => {
    const calls: unknown[] = [];
    const api = {
      call: (_operation: unknown, payload: unknown) => (calls.push(payload), Promise.resolve({ exchangeRate: 0.92 })),
    } as unknown as ApiClient;
    expect(await exchangeRateOf(api, 'USD', 'USD')).toBe('1');
    expect(await exchangeRateOf(api, 'USD', null)).toBe('1');
    expect(await exchangeRateOf(api, undefined, 'EUR')).toBe('1');
    expect(calls).toEqual([]);
    expect(await exchangeRateOf(api, 'USD', 'EUR')).toBe('0.92');
    expect(calls).toEqual([{ fromCurrencyCode: 'USD', toCurrencyCode: 'EUR' }]);
  });
});
