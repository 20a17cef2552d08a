/**
 * The pages of the filtered history as the list shows them: the first page replaces the list, later pages append
 * (spec 2 section 7). Each page is read through the shared resource cache with its query's key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Transaction } from '../../core/api/contract/history';
import { filterKey, transactionsOf, type HistoryFilterValues } from '../../core/history/history-filter';
import { historyQueries } from '../../core/history/history-queries';
import type { ResourceCache } from '../../core/resource/resource-cache';

export interface HistoryPagesState {
  transactions: Transaction[];
  total: number;
  processingCount: number;
  rejectedCount: number;
  /** Pages loaded so far. */
  pages: number;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  error: unknown;
}

const INITIAL: HistoryPagesState = {
  transactions: [],
  total: 0,
  processingCount: 0,
  rejectedCount: 0,
  pages: 0,
  status: 'loading',
  loadingMore: false,
  error: null,
};

export function useHistoryPages(api: ApiClient, cache: ResourceCache, filter: HistoryFilterValues, pageSize?: number) {
  const [state, setState] = useState<HistoryPagesState>(INITIAL);
  const key = filterKey(filter);
  const generation = useRef(0);
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const loadPage = useCallback(
    async (page: number, force = false) => {
      const run = generation.current;
      const query = historyQueries.page(api, filterRef.current, page, pageSize);
      setState((current) =>
        page === 1 ? { ...INITIAL, status: 'loading' } : { ...current, loadingMore: true, error: null },
      );
      try {
        const answer = await cache.load(query.key, query.load, { force, staleMs: query.staleMs });
        if (run !== generation.current) return;
        const items = transactionsOf(answer);
        setState((current) => ({
          transactions: page === 1 ? items : [...current.transactions, ...items],
          total: answer.results,
          processingCount: answer.processingCount,
          rejectedCount: answer.rejectedCount,
          pages: page,
          status: 'ready',
          loadingMore: false,
          error: null,
        }));
      } catch (error) {
        if (run !== generation.current) return;
        // Spec 2 section 8: activity lists are empty on other codes; the error is shown beside them with a retry.
        setState((current) =>
          page === 1 ? { ...INITIAL, status: 'error', error } : { ...current, loadingMore: false, error },
        );
      }
    },
    [api, cache, pageSize],
  );

  useEffect(() => {
    generation.current += 1;
    // The first page is always read afresh: money may have moved since it was cached.
    void loadPage(1, true);
  }, [key, loadPage]);

  const hasMore = state.status === 'ready' && state.transactions.length < state.total;
  const loadMore = useCallback(() => {
    if (!hasMore || state.loadingMore) return;
    void loadPage(state.pages + 1);
  }, [hasMore, loadPage, state.loadingMore, state.pages]);
  const retry = useCallback(() => {
    void loadPage(state.status === 'error' ? 1 : state.pages + 1, true);
  }, [loadPage, state.pages, state.status]);

  return { ...state, hasMore, loadMore, retry };
}
