/** The news calls and their cache keys, shared by the list, the detail, the menu badge and the post-login load. */
import type { ApiClient } from '../../core/api/client';
import { newsConfirmationList, newsGet, newsList } from '../../core/api/contract/news-notifications';
import { LIST_PAGING } from '../../core/api/contract/paging';
import { queryOptions } from '../../core/resource/query-options';
import type { ResourceCache } from '../../core/resource/resource-cache';

/** Generic list page size (spec 1 section 9, "Default paging 100 for generic lists"). */
export const NEWS_PAGE_SIZE = LIST_PAGING.defaultPageSize;

export const NEWS_CACHE_KEYS = {
  /** Prefix of everything news: invalidate it after a read or a decision. */
  all: 'news/',
  recent: 'news/recent',
  confirmation: 'news/confirmation',
  item: (id: number) => `news/item/${id}`,
} as const;

export const newsLoaders = {
  recent: (api: ApiClient, signal?: AbortSignal) =>
    api.call(newsList, { pageNumber: 1, pageSize: NEWS_PAGE_SIZE }, signal ? { signal } : {}),
  confirmation: (api: ApiClient, signal?: AbortSignal) => api.call(newsConfirmationList, {}, signal ? { signal } : {}),
  item: (api: ApiClient, id: number, signal?: AbortSignal) =>
    api.call(newsGet, { newsId: id }, signal ? { signal } : {}),
};

/** The news reads, one query each (read with `useQuery`). */
export const newsQueries = {
  recent: (api: ApiClient) =>
    queryOptions({ key: NEWS_CACHE_KEYS.recent, load: (signal) => newsLoaders.recent(api, signal) }),
  item: (api: ApiClient, id: number) =>
    queryOptions({ key: NEWS_CACHE_KEYS.item(id), load: (signal) => newsLoaders.item(api, id, signal) }),
};

/** The post-login load of recent and confirmation news (spec 1 section 4, step 4). */
export async function loadNewsAfterLogin(deps: { api: ApiClient; cache: ResourceCache }): Promise<void> {
  await Promise.all([
    deps.cache.load(NEWS_CACHE_KEYS.recent, (signal) => newsLoaders.recent(deps.api, signal)),
    deps.cache.load(NEWS_CACHE_KEYS.confirmation, (signal) => newsLoaders.confirmation(deps.api, signal)),
  ]);
}
