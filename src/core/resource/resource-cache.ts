/**
 * The one shared cache for server data. Entries are keyed strings; concurrent loads of one key share a single
 * request; a failed load keeps the previous data so a screen never goes blank; `invalidate` reloads on next read.
 * Framework-free: React reads it through `useResource` in src/ui.
 */

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
  load<T>(key: string, loader: (signal: AbortSignal) => Promise<T>, options?: { force?: boolean }): Promise<T>;
  subscribe(key: string, listener: () => void): () => void;
  /** Marks keys starting with `prefix` stale; subscribed screens reload them. */
  invalidate(prefix?: string): void;
  /** Drops everything (sign-out): aborts loads and forgets data. */
  clear(): void;
}

export function createResourceCache(): ResourceCache {
  const entries = new Map<string, Entry>();

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = { snapshot: IDLE, inFlight: null, controller: null, stale: false, listeners: new Set() };
      entries.set(key, entry);
    }
    return entry;
  }

  function update(entry: Entry, snapshot: ResourceSnapshot<unknown>): void {
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  return {
    read<T>(key: string): ResourceSnapshot<T> {
      return (entries.get(key)?.snapshot ?? IDLE) as ResourceSnapshot<T>;
    },

    load<T>(key: string, loader: (signal: AbortSignal) => Promise<T>, options: { force?: boolean } = {}): Promise<T> {
      const entry = entryOf(key);
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
      return () => entry.listeners.delete(listener);
    },

    invalidate(prefix = ''): void {
      for (const [key, entry] of entries) {
        if (!key.startsWith(prefix)) continue;
        entry.stale = true;
        for (const listener of [...entry.listeners]) listener();
      }
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
