/**
 * Toasts of incoming notices: each stays NOTIFICATION_DURATION_MS (10 s, spec 1 section 9), and its time stands
 * still while the pointer is over it or focus is inside it (WCAG 2.2.1 "Timing adjustable": a reader who needs
 * longer is never cut off). After a pause at least RESUME_MINIMUM_MS remain, so moving away does not make it
 * vanish at once. At most `max` show at once; older ones leave first.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { RealtimeNotification } from '../api/contract/realtime';
import { NOTIFICATION_DURATION_MS } from './notification-routing';

/** What is left at least when a paused toast's clock runs again. */
export const RESUME_MINIMUM_MS = 3000;

export interface Toast {
  key: string;
  notice: RealtimeNotification;
}

export interface ToastTimers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
  now: () => number;
}

export interface ToastQueue {
  readonly toasts: ReadonlySignal<readonly Toast[]>;
  show(notice: RealtimeNotification): void;
  dismiss(key: string): void;
  /** Stops the toast's clock (pointer over it, focus in it); nested holds need as many resumes. */
  pause(key: string): void;
  resume(key: string): void;
  clear(): void;
}

interface Clock {
  remaining: number;
  startedAt: number;
  handle: unknown;
  holds: number;
}

const DEFAULT_TIMERS: ToastTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export function createToastQueue(
  options: { durationMs?: number; max?: number; timers?: ToastTimers } = {},
): ToastQueue {
  const durationMs = options.durationMs ?? NOTIFICATION_DURATION_MS;
  const max = options.max ?? 3;
  const timers = options.timers ?? DEFAULT_TIMERS;
  const toasts = signal<readonly Toast[]>([]);
  const clocks = new Map<string, Clock>();
  let counter = 0;

  function dismiss(key: string): void {
    const clock = clocks.get(key);
    if (clock?.handle != null) timers.clear(clock.handle);
    clocks.delete(key);
    toasts.value = toasts.value.filter((toast) => toast.key !== key);
  }

  function run(key: string, clock: Clock): void {
    clock.startedAt = timers.now();
    clock.handle = timers.set(() => dismiss(key), clock.remaining);
  }

  return {
    toasts,
    show(notice) {
      // A notice delivered twice (a reconnect, a second tab's replay) shows once.
      if (toasts.value.some((toast) => String(toast.notice.id) === String(notice.id))) return;
      counter += 1;
      const key = `${String(notice.id)}#${counter}`;
      const clock: Clock = { remaining: durationMs, startedAt: 0, handle: null, holds: 0 };
      clocks.set(key, clock);
      toasts.value = [...toasts.value, { key, notice }];
      run(key, clock);
      while (toasts.value.length > max) {
        const oldest = toasts.value[0];
        if (!oldest) break;
        dismiss(oldest.key);
      }
    },
    dismiss,
    pause(key) {
      const clock = clocks.get(key);
      if (!clock) return;
      clock.holds += 1;
      if (clock.holds > 1 || clock.handle == null) return;
      timers.clear(clock.handle);
      clock.handle = null;
      clock.remaining = Math.max(RESUME_MINIMUM_MS, clock.remaining - (timers.now() - clock.startedAt));
    },
    resume(key) {
      const clock = clocks.get(key);
      if (!clock || clock.holds === 0) return;
      clock.holds -= 1;
      if (clock.holds === 0) run(key, clock);
    },
    clear() {
      for (const key of [...clocks.keys()]) dismiss(key);
    },
  };
}
