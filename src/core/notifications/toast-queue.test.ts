import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeNotification } from '../api/contract/realtime';
import { NOTIFICATION_DURATION_MS } from './notification-routing';
import { createToastQueue, RESUME_MINIMUM_MS } from './toast-queue';

const notice = (id: string): RealtimeNotification => ({
  id,
  type: 'info',
  severity: 'info',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 10 s', () => {
    const queue = createToastQueue();
    queue.show(notice('a'));
    expect(queue.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(queue.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.toasts.value).toHaveLength(0);
  });

  it('stands still while paused and keeps what was left (at least the resume minimum) after', () => {
    const queue = createToastQueue();
    queue.show(notice('a'));
    const key = queue.toasts.value[0]?.key ?? '';
    vi.advanceTimersByTime(4000);
    queue.pause(key);
    queue.pause(key); // pointer and focus together
    vi.advanceTimersByTime(60_000);
    expect(queue.toasts.value).toHaveLength(1);
    queue.resume(key);
    vi.advanceTimersByTime(60_000);
    expect(queue.toasts.value).toHaveLength(1);
    queue.resume(key);
    vi.advanceTimersByTime(5999);
    expect(queue.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.toasts.value).toHaveLength(0);

    queue.show(notice('b'));
    const late = queue.toasts.value[0]?.key ?? '';
    vi.advanceTimersByTime(9900);
    queue.pause(late);
    queue.resume(late);
    vi.advanceTimersByTime(RESUME_MINIMUM_MS - 1);
    expect(queue.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.toasts.value).toHaveLength(0);
  });

  it('keeps at most three, dropping the oldest, and dismisses on request', () => {
    const queue = createToastQueue();
    for (const id of ['a', 'b', 'c', 'd']) queue.show(notice(id));
    expect(queue.toasts.value.map((toast) => toast.notice.id)).toEqual(['b', 'c', 'd']);
    queue.dismiss(queue.toasts.value[0]?.key ?? '');
    expect(queue.toasts.value.map((toast) => toast.notice.id)).toEqual(['c', 'd']);
    queue.clear();
    expect(queue.toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createToastQueue duplicates', () => {
  it('shows a notice delivered twice once', () => {
    const queue = createToastQueue();
    queue.show(notice('a'));
    queue.show(notice('a'));
    expect(queue.toasts.value).toHaveLength(1);
    queue.clear();
  });
});
