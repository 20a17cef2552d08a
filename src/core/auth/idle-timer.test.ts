import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT_MS, startIdleTimer } from './idle-timer';

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

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('%s restarts the countdown', (type) => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores other events', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('mousemove'));
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

  it('stop removes the timer and every listener', () => {
    const onIdle = vi.fn();
    const add = vi.spyOn(target, 'addEventListener');
    const stop = startIdleTimer({ onIdle, target, visibilityTarget: visibility, timeoutMs: 1000 });
    const signals = add.mock.calls.map((call) => (call[2] as AddEventListenerOptions).signal);
    expect(signals).toHaveLength(4);
    stop();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
