/**
 * The one way to describe a server read: a value that carries its cache key and its loader (the `queryOptions` idea
 * of TanStack Query). Reads are defined once, in a feature's model (or in src/core next to their contract when
 * several features share them), and read through `useQuery` in src/ui; a screen never writes a key or a loader
 * inline (the lint rule `no-restricted-syntax` in eslint.config.js keeps it so).
 */

export interface QueryOptions<T> {
  /** The cache key; keys of one family share a prefix so one `invalidate(prefix)` reloads them all. */
  readonly key: string;
  /** Loads the data; aborted when the cache is cleared or a newer load of the key replaces it. */
  readonly load: (signal: AbortSignal) => Promise<T>;
  /**
   * How long loaded data counts as fresh (ms). After that, the next focus of the page reloads it in the background
   * (data stays on screen). Default {@link DEFAULT_STALE_MS}; `Infinity` for data that never changes by itself
   * (dictionaries, a quote the customer is reviewing).
   */
  readonly staleMs?: number | undefined;
}

/** Data older than this is reloaded when the customer comes back to the page. */
export const DEFAULT_STALE_MS = 60_000;

/** An entry no screen has read for this long is dropped from the cache. */
export const UNUSED_EVICT_MS = 5 * 60_000;

/** At most this many unused entries are kept, the least recently used go first. */
export const MAX_UNUSED_ENTRIES = 200;

/** Defines a read. The identity function, typed: it keeps definitions uniform and greppable. */
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}

/** The data type of a read (`QueryData<typeof accountsQuery>`... for a factory, of its result). */
export type QueryData<Q> = Q extends QueryOptions<infer T> ? T : never;
