import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityChannel } from './idle-timer';
import { ACTIVITY_EVENTS, DEFAULT_IDLE_TIMEOUT_MS, startIdleTimer } from './idle-timer';

/** Tabs of one browser: what one posts, every other one receives (as BroadcastChannel does, never the sender). */
function channelPair(): [ActivityChannel, ActivityChannel] {
  const a = new EventTarget();
  const b = new EventTarget();
  const make = (own: EventTarget, other: EventTarget): ActivityChannel => ({
    postMessage: (data: unknown) => other.dispatchEvent(new MessageEvent('message', { data })),
    addEventListener: own.addEventListener.bind(own),
    removeEventListener: own.removeEventListener.bind(own),
  });
  return [make(a, b), make(b, a)];
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('startIdleTimer', () => {
  let target: EventTarget;
  let visibility: FakeDocument;

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    visibility = new FakeDocument();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 15 minutes without activity by default', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility });
    vi.advanceTimersByTime(DEFAULT_IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart', 'touchmove'])(
    '%s restarts the countdown',
    (type) => {
      const onIdle = vi.fn();
      startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
      vi.advanceTimersByTime(900);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(900);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores other events', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('fires only once', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('coming back to the tab restarts the countdown', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    visibility.setVisibility('hidden');
    vi.advanceTimersByTime(900);
    visibility.setVisibility('visible');
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('coming back after the timeout passed (throttled timers) fires at once', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    visibility.setVisibility('hidden');
    // The clock moves on while the timer callback has not run (a throttled background tab).
    vi.setSystemTime(Date.now() + 5000);
    visibility.setVisibility('visible');
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('checkDeadline ends at once only when the idle time has passed, and counts as no activity', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.advanceTimersByTime(900);
    timer.checkDeadline();
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const throttled = startIdleTimer({ onIdle: late, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.setSystemTime(Date.now() + 5000);
    throttled.checkDeadline();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('stop removes the timer and every listener', () => {
    const onIdle = vi.fn();
    const add = vi.spyOn(target, 'addEventListener');
    const timer = startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    const signals = add.mock.calls.map((call) => (call[2] as AddEventListenerOptions).signal);
    expect(signals).toHaveLength(ACTIVITY_EVENTS.length);
    timer.stop();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('warns before the end; activity in the tab does not withdraw the warning, staying does', () => {
    const onIdle = vi.fn();
    const onWarn = vi.fn();
    const onResume = vi.fn();
    const timer = startIdleTimer({
      onIdle,
      onWarn,
      onResume,
      target,
      visibilityTarget: visibility,
      timeoutMs: 10_000,
      warnBeforeMs: 3_000,
    });
    vi.advanceTimersByTime(6_999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledWith(Date.now() + 3_000);
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(2_000);
    expect(onResume).not.toHaveBeenCalled();
    timer.stayActive();
    expect(onResume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity in one tab keeps the other tab alive and withdraws its warning', () => {
    const [channelA, channelB] = channelPair();
    const targetB = new EventTarget();
    const idleA = vi.fn();
    const idleB = vi.fn();
    const resumeB = vi.fn();
    const warnB = vi.fn();
    startIdleTimer({ onIdle: idleA, target, visibilityTarget: visibility, timeoutMs: 10_000, channel: channelA });
    startIdleTimer({
      onIdle: idleB,
      onWarn: warnB,
      onResume: resumeB,
      target: targetB,
      visibilityTarget: null,
      timeoutMs: 10_000,
      warnBeforeMs: 3_000,
      channel: channelB,
    });
    // The user works in tab A only, for longer than the timeout.
    for (let second = 0; second < 20; second += 1) {
      vi.advanceTimersByTime(1_000);
      target.dispatchEvent(new Event('keydown'));
    }
    expect(idleB).not.toHaveBeenCalled();
    vi.advanceTimersByTime(7_500);
    expect(warnB).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    expect(resumeB).toHaveBeenCalledTimes(1);
    expect(idleA).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(idleA).toHaveBeenCalledTimes(1);
    expect(idleB).toHaveBeenCalledTimes(1);
  });
});
