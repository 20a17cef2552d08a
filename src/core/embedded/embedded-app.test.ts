import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session/token-store';
import type { BridgeHost, NativeMessage, ViewportHost } from './embedded-app';
import {
  createFooterLocks,
  detectEmbeddedMode,
  EMBEDDED_STORAGE_KEY,
  postToNative,
  watchKeyboard,
} from './embedded-app';

const expired: NativeMessage = { type: 'sessionExpired', reason: 'sessionExpired' };

describe('detectEmbeddedMode', () => {
  it.each([
    ['?embedded=1', 'Mozilla/5.0', true],
    ['?embedded=true', 'Mozilla/5.0', true],
    ['', 'Mozilla/5.0 (iPhone) WalletApp/3.2.1', true],
    ['', 'Mozilla/5.0 (Linux; Android 14; wv)', false],
    ['?embedded=0', 'Mozilla/5.0 WalletApp/3.2.1', false],
  ])('%s with %s is %s', (search, userAgent, expected) => {
    expect(detectEmbeddedMode({ search, storage: createMemoryStorage(), userAgent })).toBe(expected);
  });

  it('remembers the query flag for the tab until ?embedded=0', () => {
    const storage = createMemoryStorage();
    expect(detectEmbeddedMode({ search: '?embedded=1', storage, userAgent: '' })).toBe(true);
    expect(storage.getItem(EMBEDDED_STORAGE_KEY)).toBe('1');
    expect(detectEmbeddedMode({ search: '?page=2', storage, userAgent: '' })).toBe(true);
    expect(detectEmbeddedMode({ search: '?embedded=0', storage, userAgent: '' })).toBe(false);
    expect(detectEmbeddedMode({ search: '', storage, userAgent: '' })).toBe(false);
  });

  it('still honours the query when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(detectEmbeddedMode({ search: '?embedded=1', storage: blocked, userAgent: '' })).toBe(true);
    expect(detectEmbeddedMode({ search: '', storage: blocked, userAgent: '' })).toBe(false);
  });
});

describe('postToNative', () => {
  it('uses React Native first, with a JSON string', () => {
    const rn = vi.fn();
    const webkit = vi.fn();
    const host: BridgeHost = {
      ReactNativeWebView: { postMessage: rn },
      webkit: { messageHandlers: { walletApp: { postMessage: webkit } } },
    };
    expect(postToNative(expired, host)).toBe('reactNative');
    expect(rn).toHaveBeenCalledWith(JSON.stringify(expired));
    expect(webkit).not.toHaveBeenCalled();
  });

  it('uses the iOS message handler with the object', () => {
    const webkit = vi.fn();
    expect(postToNative(expired, { webkit: { messageHandlers: { walletApp: { postMessage: webkit } } } })).toBe(
      'webkit',
    );
    expect(webkit).toHaveBeenCalledWith(expired);
  });

  it('ignores other iOS handlers and uses the Android interface', () => {
    const android = vi.fn();
    const host: BridgeHost = {
      webkit: { messageHandlers: { somethingElse: { postMessage: vi.fn() } } },
      walletApp: { postMessage: android },
    };
    const message: NativeMessage = { type: 'criticalError', message: 'The portal could not start.', code: 'boot' };
    expect(postToNative(message, host)).toBe('android');
    expect(android).toHaveBeenCalledWith(JSON.stringify(message));
  });

  it("falls back to the parent frame, addressed to the referrer's origin", () => {
    const parent = { postMessage: vi.fn() };
    const host: BridgeHost = { parent, document: { referrer: 'https://shell.example/app?x=1' } };
    expect(postToNative(expired, host)).toBe('parent');
    expect(parent.postMessage).toHaveBeenCalledWith(expired, 'https://shell.example');
    const anonymous = { postMessage: vi.fn() };
    postToNative(expired, { parent: anonymous, document: { referrer: '' } });
    expect(anonymous.postMessage).toHaveBeenCalledWith(expired, '*');
  });

  it('does nothing in a top-level page without a bridge', () => {
    const host: BridgeHost = {};
    host.parent = host as unknown as BridgeHost['parent'];
    expect(postToNative(expired, host)).toBe('none');
  });
});

describe('createFooterLocks', () => {
  it('stays locked until every reason is released', () => {
    const locks = createFooterLocks();
    expect(locks.locked.value).toBe(false);
    const shell = locks.lock('embedded');
    const keyboard = locks.lock('keyboard');
    keyboard();
    keyboard();
    expect(locks.locked.value).toBe(true);
    shell();
    expect(locks.locked.value).toBe(false);
  });
});

describe('watchKeyboard', () => {
  it('reports the keyboard when the visual viewport shrinks past the threshold', () => {
    const listeners = new Set<() => void>();
    const viewport = {
      height: 800,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const host = { innerHeight: 800, visualViewport: viewport } as unknown as ViewportHost;
    const onChange = vi.fn();
    const stop = watchKeyboard(host, onChange);
    expect(onChange).not.toHaveBeenCalled();
    viewport.height = 450;
    for (const listener of listeners) listener();
    expect(onChange).toHaveBeenLastCalledWith(true);
    viewport.height = 780;
    for (const listener of listeners) listener();
    expect(onChange).toHaveBeenLastCalledWith(false);
    stop();
    expect(listeners.size).toBe(0);
    expect(watchKeyboard({ innerHeight: 800 }, onChange)()).toBeUndefined();
  });
});
