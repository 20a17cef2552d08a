import type { ApiClient } from '../../core/api/client';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { PostLoginPlan } from '../../core/start-page/post-login';
import { LATEST_LOGIN_HISTORY_FILTER, LOGIN_HISTORY_CACHE_KEYS, loadLoginHistory } from '../../features/login-history/login-history-data';
import { loadNewsAfterLogin } from '../../features/news/news-data';
import { loadUserData } from '../user/user-data';

/**
 * What the portal loads after a login, in the phases of spec 1 section 4 ("After login"). Only calls the contract
 * has are wired; each later area adds its task to its phase here:
 * - first: the admin flag and profile info (customer info carries the admin flag; the profile-data call comes
 *   with the profile issue), then contract stats (with the contracts issue);
 * - after the 5 second wait: the first page of the login history (so its page opens at once), recent and
 *   confirmation news (the confirmation dialog shows once they are in the cache); support initialisation comes
 *   with its issue.
 */
export function postLoginPlan(deps: { api: ApiClient; cache: ResourceCache }): PostLoginPlan {
  return {
    first: [{ name: 'customer info', run: () => loadUserData(deps, 'customer') }],
    afterWait: [
      {
        name: 'login history',
        run: () =>
          deps.cache.load(LOGIN_HISTORY_CACHE_KEYS.page(LATEST_LOGIN_HISTORY_FILTER), (signal) =>
            loadLoginHistory(deps.api, LATEST_LOGIN_HISTORY_FILTER, signal),
          ),
      },
      { name: 'recent and confirmation news', run: () => loadNewsAfterLogin(deps) },
    ],
  };
}
