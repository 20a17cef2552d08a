/**
 * The one shared cache for server data. Entries are keyed strings; concurrent loads of one key share a single
 * request; a failed load keeps the previous data so a screen never goes blank; `invalidate` reloads on next read.
 * Entries expire: one no screen has read for {@link UNUSED_EVICT_MS} is dropped, and at most
 * {@link MAX_UNUSED_ENTRIES} unused ones are kept, so a long session does not only grow. Data older than its read's
 * `staleMs` reloads in the background when the page gets focus again ({@link ResourceCache.refreshStale}, wired once
 * by {@link watchFocus}). Framework-free: React reads it through `useQuery` in src/ui.
 */
import { DEFAULT_STALE_MS, MAX_UNUSED_ENTRIES, UNUSED_EVICT_MS, type QueryOptions } from './query-options';

export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ResourceSnapshot<T> {
  readonly status: ResourceStatus;
  readonly data: T | undefined;
  readonly error: unknown;
  /** True while a reload runs for an entry that already has data. */
  readonly refreshing: boolean;
}

interface Entry {
  snapshot: ResourceSnapshot<unknown>;
  inFlight: Promise<unknown> | null;
  controller: AbortController | null;
  stale: boolean;
  listeners: Set<() => void>;
  /** When the data last arrived (clock ms), for staleness. */
  loadedAt: number;
  staleMs: number;
  /** When the last screen stopped reading it (clock ms); null while read. */
  unusedSince: number | null;
}

const IDLE: ResourceSnapshot<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  refreshing: false,
});

export interface ResourceCache {
  /** The current snapshot of a key (stable object identity until it changes). */
  read<T>(key: string): ResourceSnapshot<T>;
  /**
   * Loads the key when it was never loaded, was invalidated, or `force` is set; otherwise returns what is there
   * (a settled error stays until a forced reload, so a failing call is never retried in a loop).
   */
  load<T>(key: string, loader: (signal: AbortSignal) => Promise<T>, options?: LoadOptions): Promise<T>;
  subscribe(key: string, listener: () => void): () => void;
  /** Marks keys starting with `prefix` stale; subscribed screens reload them. */
  invalidate(prefix?: string): void;
  /** Marks data older than its read's `staleMs` stale; the screens showing it reload it in the background. */
  refreshStale(): void;
  /** Drops everything (sign-out): aborts loads and forgets data. */
  clear(): void;
  /** How many keys it holds (for tests and the bench). */
  readonly size: number;
}

export interface LoadOptions {
  force?: boolean | undefined;
  /** See `QueryOptions.staleMs`. */
  staleMs?: number | undefined;
}

export interface ResourceCacheOptions {
  /** The clock (ms); tests give their own. */
  now?: () => number;
}

export function createResourceCache({ now = () => Date.now() }: ResourceCacheOptions = {}): ResourceCache {
  const entries = new Map<string, Entry>();

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        snapshot: IDLE,
        inFlight: null,
        controller: null,
        stale: false,
        listeners: new Set(),
        loadedAt: Number.NEGATIVE_INFINITY,
        staleMs: DEFAULT_STALE_MS,
        unusedSince: now(),
      };
      entries.set(key, entry);
      evictUnused();
    }
    return entry;
  }

  /** Drops entries no one reads that are old or over the cap (least recently used first); never one in flight. */
  function evictUnused(): void {
    const time = now();
    const unused: [string, Entry][] = [];
    for (const [key, entry] of entries) {
      if (entry.unusedSince === null || entry.inFlight) continue;
      if (time - entry.unusedSince >= UNUSED_EVICT_MS) entries.delete(key);
      else unused.push([key, entry]);
    }
    if (unused.length <= MAX_UNUSED_ENTRIES) return;
    unused.sort(([, a], [, b]) => (a.unusedSince ?? 0) - (b.unusedSince ?? 0));
    for (const [key] of unused.slice(0, unused.length - MAX_UNUSED_ENTRIES)) entries.delete(key);
  }

  function update(entry: Entry, snapshot: ResourceSnapshot<unknown>): void {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  return {
    read<T>(key: string): ResourceSnapshot<T> {
      return (entries.get(key)?.snapshot ?? IDLE) as ResourceSnapshot<T>;
    },

    load<T>(key: string, loader: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): Promise<T> {
      const entry = entryOf(key);
      if (options.staleMs !== undefined) entry.staleMs = options.staleMs;
      if (entry.inFlight) return entry.inFlight as Promise<T>;
      const settled = entry.snapshot.status === 'success' || entry.snapshot.status === 'error';
      if (settled && !entry.stale && !options.force) {
        return entry.snapshot.status === 'success'
          ? Promise.resolve(entry.snapshot.data as T)
          : // The settled error is whatever the loader threw; it is handed back unchanged.
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
            Promise.reject(entry.snapshot.error);
      }
      const controller = new AbortController();
      const previous = entry.snapshot;
      const hasData = previous.data !== undefined;
      entry.controller = controller;
      entry.stale = false;
      const promise = loader(controller.signal).then(
        (data) => {
          if (entry.controller === controller) {
            entry.inFlight = null;
            entry.loadedAt = now();
            update(entry, { status: 'success', data, error: undefined, refreshing: false });
          }
          return data;
        },
        (error: unknown) => {
          if (entry.controller === controller) {
            entry.inFlight = null;
            update(entry, { status: 'error', data: previous.data, error, refreshing: false });
          }
          throw error;
        },
      );
      // In flight before anyone is told, so listeners that call load() again share this request.
      entry.inFlight = promise;
      update(entry, {
        status: hasData ? previous.status : 'loading',
        data: previous.data,
        error: undefined,
        refreshing: hasData,
      });
      return promise;
    },

    subscribe(key: string, listener: () => void): () => void {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      entry.unusedSince = null;
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) entry.unusedSince = now();
      };
    },

    invalidate(prefix = ''): void {
      for (const [key, entry] of entries) {
        if (!key.startsWith(prefix)) continue;
        entry.stale = true;
        for (const listener of [...entry.listeners]) listener();
      }
    },

    refreshStale(): void {
      const time = now();
      for (const entry of entries.values()) {
        if (entry.snapshot.status !== 'success' || entry.inFlight || time - entry.loadedAt < entry.staleMs) continue;
        entry.stale = true;
        for (const listener of [...entry.listeners]) listener();
      }
    },

    get size(): number {
      return entries.size;
    },

    clear(): void {
      for (const entry of entries.values()) {
        entry.controller?.abort();
        entry.controller = null;
        entry.inFlight = null;
        update(entry, IDLE);
      }
      entries.clear();
    },
  };
}

/**
 * The one focus rule: when the page becomes visible or gets focus again, stale data reloads in the background.
 * Wired once per cache by whoever creates it (the portal's services, a widget's root); answers the unwiring.
 */
export function watchFocus(cache: ResourceCache, target: Window | undefined = globalThis.window): () => void {
  if (!target) return () => undefined;
  const onFocus = () => {
    if (target.document.visibilityState !== 'hidden') cache.refreshStale();
  };
  target.addEventListener('focus', onFocus);
  target.document.addEventListener('visibilitychange', onFocus);
  return () => {
    target.removeEventListener('focus', onFocus);
    target.document.removeEventListener('visibilitychange', onFocus);
  };
}

/** Loads a read into the cache outside React (the post-login sequence, a prefetch); shares a load in flight. */
export function fetchQuery<T>(cache: ResourceCache, query: QueryOptions<T>): Promise<T> {
  return cache.load(query.key, query.load, { staleMs: query.staleMs });
}
