import type { ApiClient } from '../../core/api/client';
import type { BrandFeatures } from '../../core/brand/brand-schema';
import { queryOptions } from '../../core/resource/query-options';
import { fetchQuery, type ResourceCache } from '../../core/resource/resource-cache';
import type { PostLoginPlan, PostLoginTask } from '../../core/start-page/post-login';
import { initialiseSupport, type SupportDesk } from '../../core/support/support-desk';
import type { UserDataKey } from '../user/user-data';

/** Cache key of the support contact (desk profile and account manager) that support initialisation loads. */
export const SUPPORT_CONTACT_CACHE_KEY = 'support/contact';

/** The support desk's contact (account manager or desk): loaded after the login, read by the support page. */
export const supportContactQuery = (supportDesk: SupportDesk) =>
  queryOptions({ key: SUPPORT_CONTACT_CACHE_KEY, load: (signal) => initialiseSupport(supportDesk, signal) });

/**
 * What the portal loads after a login, in the phases of spec 1 section 4 ("After login"):
 * - first: the admin flag (customer info carries it), then profile info for users who are not admins (the profile
 *   call's module loads here, outside the portal's first download), then contract stats for the smart-contracts menu
 *   badge, where the brand has contracts;
 * - after the 5 second wait: the first page of the login history (so its page opens at once), support
 *   initialisation (desk profile and account manager, shown on the home page), recent and confirmation news (the
 *   confirmation dialog shows once they are in the cache).
 * Each task loads its module when it runs: none of them is part of the sign-in page's download.
 */
export function postLoginPlan(deps: {
  api: ApiClient;
  cache: ResourceCache;
  features: BrandFeatures;
  supportDesk: SupportDesk;
}): PostLoginPlan {
  const userData = async <K extends UserDataKey>(key: K) => (await import('../user/user-data')).loadUserData(deps, key);
  const first: PostLoginTask[] = [
    { name: 'customer info', run: () => userData('customer') },
    {
      name: 'profile info',
      run: async () =>
        (await userData('customer')).customer.isAdmin ||
        (await import('../../features/kyc/kyc-data')).loadProfileAfterLogin(deps),
    },
  ];
  if (deps.features.contracts) first.push({ name: 'contract stats', run: () => userData('contractStats') });
  return {
    first,
    afterWait: [
      {
        name: 'login history',
        run: async () => {
          const { LATEST_LOGIN_HISTORY_FILTER, loginHistoryQuery } =
            await import('../../features/login-history/login-history-data');
          return fetchQuery(deps.cache, loginHistoryQuery(deps.api, LATEST_LOGIN_HISTORY_FILTER));
        },
      },
      {
        name: 'support initialisation',
        run: () => fetchQuery(deps.cache, supportContactQuery(deps.supportDesk)),
      },
      {
        name: 'recent and confirmation news',
        run: async () => (await import('../../features/news/news-data')).loadNewsAfterLogin(deps),
      },
    ],
  };
}
