import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '../../../core/auth/idle-timer';
import { FrameVisibility } from './frame-visibility';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const MINUTE = 60_000;

describe('FrameVisibility (the pay button keeps its frame hidden between openings)', () => {
  let tab: FakeDocument;
  let frame: FrameVisibility;
  let element: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    tab = new FakeDocument();
    frame = new FrameVisibility(tab);
    element = new EventTarget();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is visible only while the element shows the frame and its tab is visible', () => {
    const shownChanges = vi.fn();
    frame.addEventListener('shownchange', shownChanges);
    expect(frame.visibilityState).toBe('visible');
    frame.setShown(false);
    expect(frame.shown).toBe(false);
    expect(frame.visibilityState).toBe('hidden');
    tab.setVisibility('hidden');
    frame.setShown(true);
    expect(frame.visibilityState).toBe('hidden');
    tab.setVisibility('visible');
    expect(frame.visibilityState).toBe('visible');
    frame.setShown(true);
    expect(shownChanges).toHaveBeenCalledTimes(2);
  });

  it('ends the session after the idle time while hidden: coming back to the tab is not activity in a hidden frame', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target: element, visibilityTarget: frame, timeoutMs: 15 * MINUTE });
    frame.setShown(false);
    vi.advanceTimersByTime(10 * MINUTE);
    tab.setVisibility('hidden');
    tab.setVisibility('visible');
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('the same return to the tab counts while the frame is shown (as for an element in the page); being shown does not', () => {
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, target: element, visibilityTarget: frame, timeoutMs: 15 * MINUTE });
    vi.advanceTimersByTime(10 * MINUTE);
    tab.setVisibility('hidden');
    tab.setVisibility('visible');
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();

    const shownAgain = vi.fn();
    const other = new FrameVisibility(tab);
    startIdleTimer({ onIdle: shownAgain, target: element, visibilityTarget: other, timeoutMs: 15 * MINUTE });
    other.setShown(false);
    vi.advanceTimersByTime(14 * MINUTE);
    other.setShown(true);
    vi.advanceTimersByTime(1 * MINUTE);
    expect(shownAgain).toHaveBeenCalledTimes(1);
  });
});
