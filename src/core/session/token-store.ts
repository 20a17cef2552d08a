/**
 * Where a session's tokens live: sessionStorage for the portal on its own origin, memory for widgets on a
 * partner's origin (a widget never writes tokens into the host page's storage).
 */
import type { TokenPair } from '../api/contract/tokens';
import { SESSION_KEYS } from './session-keys';

/** The two tokens of a session. */
export type SessionTokens = Pick<TokenPair, 'accessToken' | 'refreshToken'>;

export interface TokenStore {
  /** The stored pair, or null when either token is missing. */
  read(): SessionTokens | null;
  write(pair: SessionTokens): void;
  clear(): void;
}

/** Tokens in a Storage (the portal passes `sessionStorage`) under {@link SESSION_KEYS}. */
export function sessionTokenStore(storage: Storage): TokenStore {
  return {
    read() {
      const accessToken = storage.getItem(SESSION_KEYS.accessToken);
      const refreshToken = storage.getItem(SESSION_KEYS.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    write(pair) {
      storage.setItem(SESSION_KEYS.accessToken, pair.accessToken);
      storage.setItem(SESSION_KEYS.refreshToken, pair.refreshToken);
    },
    clear() {
      storage.removeItem(SESSION_KEYS.accessToken);
      storage.removeItem(SESSION_KEYS.refreshToken);
    },
  };
}

/** Tokens in memory only (widgets); gone with the page. */
export function memoryTokenStore(initial: SessionTokens | null = null): TokenStore {
  let current = initial ? { accessToken: initial.accessToken, refreshToken: initial.refreshToken } : null;
  return {
    read: () => (current ? { ...current } : null),
    write(pair) {
      current = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
    },
    clear() {
      current = null;
    },
  };
}

/**
 * A Storage that keeps its entries in memory: what widgets use where the portal uses sessionStorage
 * (the PKCE verifier, the approved device), so the same code runs without touching the host's storage.
 */
export function createMemoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
  };
}
