/**
 * Idle timeout (spec 1 section 4: the session expires after 15 minutes idle; the brand config may set another).
 *
 * User activity (pointerdown, keydown, wheel, touchstart) restarts the countdown. Coming back to the tab
 * (visibilitychange to visible) counts as activity unless the timeout already passed while the tab was hidden,
 * when background timer throttling may have delayed the timer: then `onIdle` runs at once.
 * Uses setTimeout and Date.now, so fake clocks (vitest, Playwright's clock) drive it.
 */

/** Default idle timeout (spec 1 section 9). */
export const DEFAULT_IDLE_TIMEOUT_MS = 15 * 60 * 1000;

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleTimerOptions {
  /** From the brand config; default 15 minutes. */
  timeoutMs?: number | undefined;
  /** Runs once when the user has been idle for `timeoutMs`; the timer then stops. */
  onIdle: () => void;
  /** Where activity is listened for: the window (portal) or a widget's host element. */
  target: EventTarget;
  /** The document whose visibility is watched; defaults to the global document when there is one. */
  visibilityTarget?: Pick<Document, 'visibilityState' | 'addEventListener'> | null | undefined;
}

/** Starts the idle timer; returns the function that stops it and removes every listener. */
export function startIdleTimer(options: IdleTimerOptions): () => void {
  const timeoutMs = options.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const visibility = options.visibilityTarget === undefined ? (globalThis.document ?? null) : options.visibilityTarget;
  const listeners = new AbortController();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastActivityAt = Date.now();

  function stop(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    listeners.abort();
  }

  function idle(): void {
    stop();
    options.onIdle();
  }

  function restart(): void {
    if (listeners.signal.aborted) return;
    lastActivityAt = Date.now();
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(idle, timeoutMs);
  }

  const listenerOptions: AddEventListenerOptions = { signal: listeners.signal, passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) options.target.addEventListener(type, restart, listenerOptions);
  visibility?.addEventListener(
    'visibilitychange',
    () => {
      if (visibility.visibilityState !== 'visible') return;
      if (Date.now() - lastActivityAt >= timeoutMs) idle();
      else restart();
    },
    listenerOptions,
  );
  restart();
  return stop;
}
