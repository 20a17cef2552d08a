import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ResourceCache, ResourceSnapshot } from '../../core/resource/resource-cache';

export interface ResourceView<T> extends ResourceSnapshot<T> {
  /** Loads again, keeping the current data on screen while it runs (the retry path of error states). */
  reload: () => void;
}

const NO_KEY_SNAPSHOT: ResourceSnapshot<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  error: undefined,
  refreshing: false,
});

/**
 * Reads server data from the shared resource cache, loading it on first use and again after `invalidate`.
 * Pass `null` as key to wait (for example until an id is known).
 */
export function useResource<T>(
  cache: ResourceCache,
  key: string | null,
  loader: (signal: AbortSignal) => Promise<T>,
): ResourceView<T> {
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });

  const ensureLoaded = useCallback(
    (force: boolean) => {
      if (key === null) return;
      // Errors are shown from the snapshot; the promise rejection is not a second error channel.
      cache.load(key, (signal) => loaderRef.current(signal), { force }).catch(() => undefined);
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
    () => (key === null ? NO_KEY_SNAPSHOT : cache.read<T>(key)),
    () => NO_KEY_SNAPSHOT,
  );

  useEffect(() => {
    ensureLoaded(false);
  }, [ensureLoaded]);

  const reload = useCallback(() => ensureLoaded(true), [ensureLoaded]);
  return { ...snapshot, reload };
}
