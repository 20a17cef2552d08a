import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { PreloadKey } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Spinner, useLanguage, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

type Preloader = (deps: { api: ApiClient; cache: ResourceCache; language: string }) => Promise<unknown>;

/**
 * The loaders behind the route table's preload keys: one for every key (the type makes a key without a loader a
 * compile error, and preloads.test.ts checks every route's keys).
 */
export const PRELOADERS: Readonly<Record<PreloadKey, Preloader>> = {
  // The user data's loaders (with their contracts) load after sign-in, not with the portal's first screen.
  accounts: (deps) => import('../user/user-data').then((module) => module.loadUserData(deps, 'accounts')),
  // The dictionary's call and schema load with it, not with the portal's first screen.
  birthCountries: (deps) =>
    import('../../features/kyc/forms/forms-data').then((module) => module.loadBirthCountries(deps)),
  applyCardInfo: (deps) => import('../../core/cards/cards-data').then((module) => module.loadApplyCardInfo(deps)),
};

/**
 * Loads a route's data before its page shows (through the cache, so nothing loaded is asked for again). A failed
 * load does not block the page: the page reads the same cache entry and shows the error with a retry.
 */
export function Preloaded({ keys, children }: { keys: readonly PreloadKey[]; children: ReactNode }) {
  const { api, cache } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const language = useLanguage();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const id = keys.join(',');

  useEffect(() => {
    let current = true;
    const loaders = keys.map((key) => PRELOADERS[key]);
    void Promise.allSettled(loaders.map((load) => load({ api, cache, language }))).then(() => {
      if (current) setReadyFor(id);
    });
    return () => {
      current = false;
    };
    // `id` stands for `keys`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, cache, id, language]);

  return readyFor === id ? children : <Spinner label={t('loading')} showLabel />;
}
