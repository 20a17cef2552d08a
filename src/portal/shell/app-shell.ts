/**
 * The app shell's flags (spec 1 section 4 "App shell flags"): embedded-app mode, keyboard visibility and footer
 * locks, the deployed-build check, and the messages to the native side when the session ends or the app fails.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { startUpdateCheck, versionFileFetcher } from '../../core/app-update/update-check';
import type { SessionManager } from '../../core/auth/session-manager';
import {
  createFooterLocks,
  detectEmbeddedMode,
  postToNative,
  watchKeyboard,
  type FooterLocks,
  type NativeMessage,
} from '../../core/embedded/embedded-app';

export interface AppShell {
  /** Running inside a mobile shell's webview (`?embedded=1`, remembered for the tab, or the WalletApp UA marker). */
  readonly embedded: boolean;
  readonly footerLocks: FooterLocks;
  readonly keyboardVisible: ReadonlySignal<boolean>;
  /** A newer build is deployed: its id, until the user reloads or dismisses the offer. */
  readonly updateAvailable: ReadonlySignal<string | null>;
  dismissUpdate(): void;
  /** Tells the native side (embedded mode only). */
  notifyNative(message: NativeMessage): void;
  /** Watches the session and the keyboard, starts the update check; returns the stop function. */
  start(session: SessionManager): () => void;
}

export function createAppShell(win: Window, buildId: string): AppShell {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  const embedded = detectEmbeddedMode({ search: win.location.search, storage, userAgent: win.navigator.userAgent });
  const footerLocks = createFooterLocks();
  const keyboardVisible = signal(false);
  const updateAvailable = signal<string | null>(null);
  if (embedded) footerLocks.lock('embedded');

  const notifyNative = (message: NativeMessage) => {
    if (!embedded) return;
    postToNative(message, win, win);
  };

  return {
    embedded,
    footerLocks,
    keyboardVisible,
    updateAvailable,
    dismissUpdate: () => {
      updateAvailable.value = null;
    },
    notifyNative,
    start(session) {
      const stops: (() => void)[] = [];
      let keyboardLock: (() => void) | null = null;
      stops.push(
        watchKeyboard(win, (visible) => {
          keyboardVisible.value = visible;
          keyboardLock?.();
          keyboardLock = visible ? footerLocks.lock('keyboard') : null;
        }),
      );
      let reported = false;
      stops.push(
        effect(() => {
          const state = session.state.value;
          if (state.status === 'active') reported = false;
          if (state.status === 'expired' && state.reason !== 'loggedOut' && !reported) {
            reported = true;
            notifyNative({ type: 'sessionExpired', reason: state.reason });
          }
        }),
      );
      // The dev server has no version file; only a built portal checks.
      if (buildId !== 'dev') {
        const base = new URL(import.meta.env.BASE_URL, win.location.origin).href;
        stops.push(
          startUpdateCheck({
            currentVersion: buildId,
            fetchVersion: versionFileFetcher(base),
            onUpdate: (version) => {
              updateAvailable.value = version;
            },
          }),
        );
      }
      return () => stops.forEach((stop) => stop());
    },
  };
}
