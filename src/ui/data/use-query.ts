import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { QueryOptions } from '../../core/resource/query-options';
import type { ResourceCache, ResourceSnapshot } from '../../core/resource/resource-cache';

export interface QueryView<T> extends ResourceSnapshot<T> {
  /** Loads again, keeping the current data on screen while it runs (the retry path of error states). */
  reload: () => void;
}

const NO_QUERY_SNAPSHOT: ResourceSnapshot<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  refreshing: false,
});

/**
 * The one read hook: reads a {@link QueryOptions} from the shared cache, loading it on first use and again after
 * `invalidate` (a write's `invalidates`, another acting customer) or when stale data meets a focus of the page.
 * Pass `null` to wait (for example until an id is known).
 */
export function useQuery<T>(cache: ResourceCache, query: QueryOptions<T> | null): QueryView<T> {
  const key = query?.key ?? null;
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  });

  const ensureLoaded = useCallback(
    (force: boolean) => {
      const current = queryRef.current;
      if (key === null || !current) return;
      // Errors are shown from the snapshot; the promise rejection is not a second error channel.
      cache
        .load(key, (signal) => (queryRef.current ?? current).load(signal), { force, staleMs: current.staleMs })
        .catch(() => undefined);
    },
    [cache, key],
  );

  const subscribe = useCallback(
    (notify: () => void) => {
      if (key === null) return () => undefined;
      return cache.subscribe(key, () => {
        notify();
        ensureLoaded(false);
      });
    },
    [cache, key, ensureLoaded],
  );

  const snapshot = useSyncExternalStore(
    subscribe,
    () => (key === null ? NO_QUERY_SNAPSHOT : cache.read<T>(key)),
    () => NO_QUERY_SNAPSHOT,
  );

  useEffect(() => {
    ensureLoaded(false);
  }, [ensureLoaded]);

  const reload = useCallback(() => ensureLoaded(true), [ensureLoaded]);
  return { ...snapshot, reload };
}
