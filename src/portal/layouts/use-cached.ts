import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceCache } from '../../core/resource/resource-cache';

/**
 * What the cache holds for a key, without loading it: for data another step loads at its own time (the news the
 * post-login sequence loads after its 5 s wait), so reading it here does not move the call earlier.
 */
export function useCachedData<T>(cache: ResourceCache, key: string): T | undefined {
  const subscribe = useCallback((notify: () => void) => cache.subscribe(key, notify), [cache, key]);
  const read = useCallback(() => cache.read<T>(key), [cache, key]);
  return useSyncExternalStore(subscribe, read, read).data;
}
