/**
 * The notification centre: the notices the server kept for the user, a page of 25 at a time (spec 3 section 9:
 * "load more while size x page <= total"), with notices arriving on the realtime channel put on top as they come.
 * Framework-free; the feature renders its signals.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import {
  NOTIFICATION_PAGE_SIZE,
  notificationList,
  notificationMarkRead,
  type StoredNotification,
} from '../api/contract/news-notifications';
import type { RealtimeNotification } from '../api/contract/realtime';

export type CentreStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationCentre {
  readonly items: ReadonlySignal<readonly StoredNotification[]>;
  readonly total: ReadonlySignal<number>;
  readonly unread: ReadonlySignal<number>;
  readonly status: ReadonlySignal<CentreStatus>;
  /** The last load failure (first page or a further page); cleared by the next successful load. */
  readonly error: ReadonlySignal<unknown>;
  readonly loadingMore: ReadonlySignal<boolean>;
  /** More notices on the server than loaded. */
  readonly hasMore: ReadonlySignal<boolean>;
  /** Loads (or reloads) the first page. */
  load(): Promise<void>;
  /** Loads the next page; ignored while a load runs or when there is none. */
  loadMore(): Promise<void>;
  /** A notice from the realtime channel: on top, unread. */
  receive(notice: RealtimeNotification): void;
  markRead(ids: readonly (string | number)[]): Promise<void>;
  markAllRead(): Promise<void>;
  /** Forgets everything (sign-out). */
  clear(): void;
}

function stored(notice: RealtimeNotification): StoredNotification {
  return {
    id: notice.id,
    type: notice.type,
    severity: notice.severity,
    title: notice.title ?? null,
    message: notice.message ?? null,
    data: notice.data ?? null,
    createdAt: notice.createdAt,
    read: false,
  };
}

export function createNotificationCentre(options: { api: ApiClient; pageSize?: number }): NotificationCentre {
  const pageSize = options.pageSize ?? NOTIFICATION_PAGE_SIZE;
  const items = signal<readonly StoredNotification[]>([]);
  const total = signal(0);
  const unread = signal(0);
  const status = signal<CentreStatus>('idle');
  const error = signal<unknown>(null);
  const loadingMore = signal(false);
  const pagesLoaded = signal(0);
  let generation = 0;

  const hasMore = computed(() => pagesLoaded.value > 0 && pageSize * pagesLoaded.value < total.value);

  function merge(current: readonly StoredNotification[], page: readonly StoredNotification[]): StoredNotification[] {
    const known = new Set(current.map((notice) => String(notice.id)));
    return [...current, ...page.filter((notice) => !known.has(String(notice.id)))];
  }

  async function fetchPage(pageNumber: number) {
    return options.api.call(notificationList, { pageNumber, pageSize });
  }

  return {
    items,
    total,
    unread,
    status,
    error,
    loadingMore,
    hasMore,
    async load() {
      const mine = ++generation;
      status.value = items.value.length > 0 ? 'ready' : 'loading';
      try {
        const page = await fetchPage(1);
        if (mine !== generation) return;
        batch(() => {
          items.value = page.notifications;
          total.value = page.total;
          unread.value = page.unread;
          pagesLoaded.value = 1;
          status.value = 'ready';
          error.value = null;
        });
      } catch (failure) {
        if (mine !== generation) return;
        batch(() => {
          error.value = failure;
          status.value = items.value.length > 0 ? 'ready' : 'error';
        });
      }
    },
    async loadMore() {
      if (loadingMore.value || !hasMore.value) return;
      const mine = generation;
      loadingMore.value = true;
      try {
        // Live notices pushed the older ones down; the duplicates this may fetch are merged away by id.
        const next = pagesLoaded.value + 1;
        const page = await fetchPage(next);
        if (mine !== generation) return;
        batch(() => {
          items.value = merge(items.value, page.notifications);
          total.value = page.total;
          unread.value = page.unread;
          pagesLoaded.value = next;
          error.value = null;
        });
      } catch (failure) {
        if (mine === generation) error.value = failure;
      } finally {
        if (mine === generation) loadingMore.value = false;
      }
    },
    receive(notice) {
      if (items.value.some((item) => String(item.id) === String(notice.id))) return;
      batch(() => {
        items.value = [stored(notice), ...items.value];
        total.value += 1;
        unread.value += 1;
      });
    },
    async markRead(ids) {
      const wanted = new Set(ids.map(String));
      const newlyRead = items.value.filter((item) => !item.read && wanted.has(String(item.id))).length;
      if (newlyRead === 0) return;
      batch(() => {
        items.value = items.value.map((item) => (wanted.has(String(item.id)) ? { ...item, read: true } : item));
        unread.value = Math.max(0, unread.value - newlyRead);
      });
      const result = await options.api.call(notificationMarkRead, { ids: [...ids] });
      unread.value = result.unread;
    },
    async markAllRead() {
      batch(() => {
        items.value = items.value.map((item) => (item.read ? item : { ...item, read: true }));
        unread.value = 0;
      });
      const result = await options.api.call(notificationMarkRead, { all: true });
      unread.value = result.unread;
    },
    clear() {
      generation += 1;
      batch(() => {
        items.value = [];
        total.value = 0;
        unread.value = 0;
        pagesLoaded.value = 0;
        status.value = 'idle';
        error.value = null;
        loadingMore.value = false;
      });
    },
  };
}
