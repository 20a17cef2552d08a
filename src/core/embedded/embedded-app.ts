/**
 * Embedded-app mode (spec 1 section 4 "App shell flags", section 9): the portal running inside a mobile shell's
 * webview. The mode is on when
 * - the address has `?embedded=1` (remembered for the tab in sessionStorage; `?embedded=0` turns it off), or
 * - the user agent carries the shell's marker `WalletApp/<version>`.
 * In this mode the portal starts 100 ms later (the shell finishes injecting its bridge), the footer is locked
 * away (the shell has its own chrome), the layout follows the on-screen keyboard, and session expiry and critical
 * errors are posted to the native side through whichever bridge the shell offers.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';

/** Start delay in embedded mode (spec 1 section 9). */
export const EMBEDDED_START_DELAY_MS = 100;
export const EMBEDDED_QUERY_FLAG = 'embedded';
export const EMBEDDED_STORAGE_KEY = 'wallet.embedded';
/** User-agent marker the mobile shells append. */
export const EMBEDDED_USER_AGENT_MARKER = /\bWalletApp\/[\w.]+/;
/** Name of the iOS WKScriptMessageHandler and of the Android @JavascriptInterface object. */
export const NATIVE_HANDLER_NAME = 'walletApp';
/** The visual viewport is this much shorter than the layout viewport when the keyboard is up. */
export const KEYBOARD_THRESHOLD_PX = 150;

export type NativeMessage =
  | { type: 'sessionExpired'; reason: 'sessionExpired' | 'idle' }
  | { type: 'criticalError'; message: string; code?: 'boot' | 'render' | undefined };

export type NativeBridge = 'reactNative' | 'webkit' | 'android' | 'parent' | 'none';

/** The parts of `window` the bridges use; tests pass plain objects. */
export interface BridgeHost {
  ReactNativeWebView?: { postMessage(message: string): void } | undefined;
  webkit?:
    { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> | undefined } | undefined;
  walletApp?: { postMessage(message: string): void } | undefined;
  parent?: { postMessage(message: unknown, targetOrigin: string): void } | null | undefined;
  document?: { referrer?: string } | undefined;
}

export function detectEmbeddedMode(input: {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  userAgent: string;
}): boolean {
  const flag = new URLSearchParams(input.search).get(EMBEDDED_QUERY_FLAG);
  try {
    if (flag === '1' || flag === 'true') input.storage?.setItem(EMBEDDED_STORAGE_KEY, '1');
    if (flag === '0' || flag === 'false') input.storage?.removeItem(EMBEDDED_STORAGE_KEY);
  } catch {
    // Storage can be blocked in a webview; the query flag still counts for this load.
  }
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  let remembered = false;
  try {
    remembered = input.storage?.getItem(EMBEDDED_STORAGE_KEY) === '1';
  } catch {
    remembered = false;
  }
  return remembered || EMBEDDED_USER_AGENT_MARKER.test(input.userAgent);
}

function referrerOrigin(host: BridgeHost): string {
  try {
    return host.document?.referrer ? new URL(host.document.referrer).origin : '*';
  } catch {
    return '*';
  }
}

/**
 * Posts a message to the native side through the first bridge present: React Native's `ReactNativeWebView`,
 * iOS `webkit.messageHandlers.walletApp`, the Android interface `walletApp`, else the parent frame (an embedding
 * web page), addressed to the referrer's origin when known. Messages carry no secrets. Returns the bridge used.
 */
export function postToNative(message: NativeMessage, host: BridgeHost, self?: unknown): NativeBridge {
  const json = JSON.stringify(message);
  if (host.ReactNativeWebView && typeof host.ReactNativeWebView.postMessage === 'function') {
    host.ReactNativeWebView.postMessage(json);
    return 'reactNative';
  }
  const webkitHandler = host.webkit?.messageHandlers?.[NATIVE_HANDLER_NAME];
  if (webkitHandler && typeof webkitHandler.postMessage === 'function') {
    webkitHandler.postMessage(message);
    return 'webkit';
  }
  if (host.walletApp && typeof host.walletApp.postMessage === 'function') {
    host.walletApp.postMessage(json);
    return 'android';
  }
  if (host.parent && host.parent !== (self ?? host)) {
    host.parent.postMessage(message, referrerOrigin(host));
    return 'parent';
  }
  return 'none';
}

/** Reasons the footer is hidden; it shows again only when none is left. */
export interface FooterLocks {
  readonly locked: ReadonlySignal<boolean>;
  /** Adds a lock; call the returned function to release it (idempotent). */
  lock(reason: string): () => void;
}

export function createFooterLocks(): FooterLocks {
  const reasons = signal<ReadonlySet<string>>(new Set());
  return {
    locked: computed(() => reasons.value.size > 0),
    lock(reason) {
      reasons.value = new Set([...reasons.value, reason]);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = new Set(reasons.value);
        next.delete(reason);
        reasons.value = next;
      };
    },
  };
}

export interface ViewportHost {
  innerHeight: number;
  visualViewport?: Pick<VisualViewport, 'height' | 'addEventListener' | 'removeEventListener'> | null | undefined;
}

/**
 * Calls `onChange(visible)` when the on-screen keyboard appears or goes (the visual viewport shrinks by more
 * than KEYBOARD_THRESHOLD_PX). Without visualViewport there is nothing to watch. Returns the stop function.
 */
export function watchKeyboard(host: ViewportHost, onChange: (visible: boolean) => void): () => void {
  const viewport = host.visualViewport;
  if (!viewport) return () => undefined;
  let visible = false;
  const check = () => {
    const now = host.innerHeight - viewport.height > KEYBOARD_THRESHOLD_PX;
    if (now === visible) return;
    visible = now;
    onChange(now);
  };
  viewport.addEventListener('resize', check);
  check();
  return () => viewport.removeEventListener('resize', check);
}
