import type { ApiClient } from '../../core/api/client';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { PostLoginPlan } from '../../core/start-page/post-login';
import { loadNewsAfterLogin } from '../../features/news/news-data';
import { loadUserData } from '../user/user-data';

/**
 * What the portal loads after a login, in the phases of spec 1 section 4 ("After login"). Only calls the contract
 * has are wired; each later area adds its task to its phase here:
 * - first: the admin flag (customer info carries it), then profile info for users who are not admins, then
 *   contract stats (with the contracts issue);
 * - after the 5 second wait: recent and confirmation news (the confirmation dialog shows once they are in the
 *   cache); login history and support initialisation come with their issues.
 */
export function postLoginPlan(deps: { api: ApiClient; cache: ResourceCache }): PostLoginPlan {
  return {
    first: [
      { name: 'customer info', run: () => loadUserData(deps, 'customer') },
      // Admins are set as admin (customer info carries the flag); everybody else loads profile info.
      // (The profile call's module loads here, outside the portal's first download.)
      {
        name: 'profile info',
        run: async () => (await loadUserData(deps, 'customer')).customer.isAdmin || (await import('../../features/kyc/kyc-data')).loadProfileAfterLogin(deps),
      },
    ],
    afterWait: [{ name: 'recent and confirmation news', run: () => loadNewsAfterLogin(deps) }],
  };
}
