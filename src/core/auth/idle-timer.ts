/**
 * Idle timeout (spec 1 section 4: the session expires after 15 minutes idle; the brand config may set another).
 *
 * User activity (pointer moves and presses, touches, scrolling, the wheel, key presses) restarts the countdown.
 * Activity is shared between the tabs of the portal over the BroadcastChannel 'wallet-activity': a tab the user
 * is busy in keeps the idle ones alive, so an idle tab never signs out (and revokes the session of) a busy one.
 *
 * `warnBeforeMs` before the end, `onWarn` runs (the portal shows a "stay signed in" dialog). While the warning
 * shows, activity in this tab does not dismiss it (the dialog is modal: the user answers it); `stayActive()` (the
 * dialog's button) or activity in another tab does, and `onResume` runs.
 *
 * Coming back to the tab (visibilitychange to visible) counts as activity unless the timeout already passed while
 * the tab was hidden, when background timer throttling may have delayed the timer: then `onIdle` runs at once.
 * Uses setTimeout and Date.now, so fake clocks (vitest, Playwright's clock) drive it.
 */

/** Default idle timeout (spec 1 section 9). */
export const DEFAULT_IDLE_TIMEOUT_MS = 15 * 60 * 1000;

/** The portal warns this long before the idle sign-out. */
export const IDLE_WARNING_MS = 60 * 1000;

export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'touchmove',
] as const;

/** Name of the BroadcastChannel on which tabs tell each other about activity. */
export const ACTIVITY_CHANNEL_NAME = 'wallet-activity';

/** A tab tells the others about its activity at most this often (pointer moves come by the dozen). */
export const ACTIVITY_BROADCAST_INTERVAL_MS = 1_000;

/** The subset of BroadcastChannel the timer uses. */
export type ActivityChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

interface ActivityMessage {
  type: 'activity';
  /** Epoch ms of the activity. */
  at: number;
}

function isActivityMessage(data: unknown): data is ActivityMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<ActivityMessage>).type === 'activity' &&
    typeof (data as Partial<ActivityMessage>).at === 'number'
  );
}

export interface IdleTimerOptions {
  /** From the brand config; default 15 minutes. */
  timeoutMs?: number | undefined;
  /** Runs once when the user has been idle for `timeoutMs`; the timer then stops. */
  onIdle: () => void;
  /** Where activity is listened for: the window (portal) or a widget's host element. */
  target: EventTarget;
  /** The document whose visibility is watched; defaults to the global document when there is one. */
  visibilityTarget?: Pick<Document, 'visibilityState' | 'addEventListener'> | null | undefined;
  /** Warn this long before `onIdle`; 0 (the default) does not warn. */
  warnBeforeMs?: number | undefined;
  /** The warning starts; `deadline` is the epoch ms of the sign-out. */
  onWarn?: ((deadline: number) => void) | undefined;
  /** The warning is withdrawn (the user stayed, or was active in another tab). */
  onResume?: (() => void) | undefined;
  /** Activity shared with other tabs; null (the default) keeps it to this tab. */
  channel?: ActivityChannel | null | undefined;
}

export interface IdleTimer {
  /** Stops the timer and removes every listener. */
  stop(): void;
  /** The user chose to stay: counts as activity, here and in the other tabs, and withdraws a warning. */
  stayActive(): void;
  /**
   * Ends at once when the idle time has passed and the timer has not run yet (throttled), without counting activity:
   * for an element the page showed again (the pay button's frame).
   */
  checkDeadline(): void;
}

/** The portal's activity channel, when the browser has BroadcastChannel. */
export function createActivityChannel(): (ActivityChannel & { close(): void }) | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL_NAME) : null;
}

/** Starts the idle timer. */
export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const warnBeforeMs = Math.min(options.warnBeforeMs ?? 0, timeoutMs);
  const visibility = options.visibilityTarget === undefined ? (globalThis.document ?? null) : options.visibilityTarget;
  const channel = options.channel ?? null;
  const listeners = new AbortController();
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let warnTimer: ReturnType<typeof setTimeout> | null = null;
  let lastActivityAt = Date.now();
  let lastBroadcastAt = Number.NEGATIVE_INFINITY;
  let warning = false;

  function clearTimers(): void {
    if (idleTimer !== null) clearTimeout(idleTimer);
    if (warnTimer !== null) clearTimeout(warnTimer);
    idleTimer = null;
    warnTimer = null;
  }

  function stop(): void {
    clearTimers();
    listeners.abort();
    channel?.removeEventListener('message', onMessage);
  }

  function idle(): void {
    stop();
    options.onIdle();
  }

  function warn(): void {
    warnTimer = null;
    warning = true;
    options.onWarn?.(lastActivityAt + timeoutMs);
  }

  /** Counts activity at `at` (epoch ms): both timers start over from it, and a warning is withdrawn. */
  function activityAt(at: number): void {
    if (listeners.signal.aborted) return;
    lastActivityAt = Math.max(lastActivityAt, at);
    clearTimers();
    const remaining = lastActivityAt + timeoutMs - Date.now();
    if (remaining <= 0) return idle();
    idleTimer = setTimeout(idle, remaining);
    if (warnBeforeMs > 0) {
      if (remaining > warnBeforeMs) warnTimer = setTimeout(warn, remaining - warnBeforeMs);
      else if (!warning) warn();
    }
    if (warning && remaining > warnBeforeMs) {
      warning = false;
      options.onResume?.();
    }
  }

  function broadcast(at: number): void {
    if (!channel || at - lastBroadcastAt < ACTIVITY_BROADCAST_INTERVAL_MS) return;
    lastBroadcastAt = at;
    const message: ActivityMessage = { type: 'activity', at };
    channel.postMessage(message);
  }

  function localActivity(): void {
    // The warning is a modal question: only its answer (stayActive) or another tab's activity withdraws it.
    if (warning) return;
    const now = Date.now();
    activityAt(now);
    broadcast(now);
  }

  function onMessage(event: Event): void {
    const data: unknown = (event as MessageEvent).data;
    if (isActivityMessage(data)) activityAt(Math.min(data.at, Date.now()));
  }

  const listenerOptions: AddEventListenerOptions = { signal: listeners.signal, passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) options.target.addEventListener(type, localActivity, listenerOptions);
  channel?.addEventListener('message', onMessage);
  visibility?.addEventListener(
    'visibilitychange',
    () => {
      if (visibility.visibilityState !== 'visible') return;
      if (Date.now() - lastActivityAt >= timeoutMs) idle();
      else localActivity();
    },
    listenerOptions,
  );
  activityAt(Date.now());

  return {
    stop,
    checkDeadline() {
      if (!listeners.signal.aborted && Date.now() - lastActivityAt >= timeoutMs) idle();
    },
    stayActive() {
      if (listeners.signal.aborted) return;
      const wasWarning = warning;
      warning = false;
      const now = Date.now();
      lastBroadcastAt = Number.NEGATIVE_INFINITY;
      activityAt(now);
      broadcast(now);
      if (wasWarning) options.onResume?.();
    },
  };
}
