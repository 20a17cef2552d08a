import { describe, expect, it } from 'vitest';
import { clearSessionKeys, SESSION_KEYS } from './session-keys';
import { createMemoryStorage, memoryTokenStore, sessionTokenStore } from './token-store';

describe('sessionTokenStore', () => {
  it('writes, reads and clears the pair under the session keys', () => {
    const storage = createMemoryStorage();
    const store = sessionTokenStore(storage);
    expect(store.read()).toBeNull();
    store.write({ accessToken: 'a', refreshToken: 'r' });
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('a');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r');
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    store.clear();
    expect(store.read()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('reads nothing when one token is missing', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.accessToken, 'a');
    expect(sessionTokenStore(storage).read()).toBeNull();
  });
});

describe('memoryTokenStore', () => {
  it('keeps a copy of the pair', () => {
    const store = memoryTokenStore();
    const pair = { accessToken: 'a', refreshToken: 'r' };
    store.write(pair);
    pair.accessToken = 'changed';
    expect(store.read()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    store.clear();
    expect(store.read()).toBeNull();
  });
});

describe('clearSessionKeys', () => {
  it('removes every session key and nothing else', () => {
    const storage = createMemoryStorage();
    for (const key of Object.values(SESSION_KEYS)) storage.setItem(key, 'x');
    storage.setItem('host.own', 'keep');
    clearSessionKeys(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('host.own')).toBe('keep');
  });
});
