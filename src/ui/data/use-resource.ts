import type { ResourceCache } from '../../core/resource/resource-cache';
import { useQuery, type QueryView } from './use-query';

/** @deprecated the old read hook's view; use {@link QueryView}. */
export type ResourceView<T> = QueryView<T>;

/**
 * @deprecated The old read hook, kept only for the files eslint.config.js lists until they move: define the read
 * with `queryOptions` in the model and read it with `useQuery`. It is `useQuery` over an inline read.
 */
export function useResource<T>(
  cache: ResourceCache,
  key: string | null,
  loader: (signal: AbortSignal) => Promise<T>,
): ResourceView<T> {
  return useQuery(cache, key === null ? null : { key, load: loader });
}
