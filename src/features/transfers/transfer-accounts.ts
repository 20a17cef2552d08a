import { useEffect } from 'react';
import type { ApiClient } from '../../core/api/client';
import { accountsQuery, ensureFreshAccounts, transferAccounts } from '../../core/accounts/accounts-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { useQuery } from '../../ui';

/**
 * The accounts a transfer screen offers as "from": the shared accounts read, made fresh when the screen opens (a
 * balance seen on home a minute ago may have moved), and the list of those a transfer may use.
 */
export function useTransferAccounts(api: ApiClient, cache: ResourceCache) {
  const accounts = useQuery(cache, accountsQuery(api, cache));
  useEffect(() => {
    ensureFreshAccounts(cache);
  }, [cache]);
  return { accounts, list: transferAccounts(accounts.data?.accounts) };
}
