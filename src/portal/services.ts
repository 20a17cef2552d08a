import type { I18n } from '../core/i18n/i18n';
import type { Brand, BrandFeatures, BrandId } from '../core/brand/brand-schema';
import { brandFeatureFlags } from '../core/brand/brands';
import type { EnvironmentConfig } from '../core/brand/environments';
import { createApiClient, type ApiClient } from '../core/api/client';
import { createLoginFlow, type LoginFlow } from '../core/auth/login-flow';
import { createSessionManager, type SessionManager } from '../core/auth/session-manager';
import { createBffSessionManager } from '../core/auth/bff-session';
import { createResourceCache, watchFocus, type ResourceCache } from '../core/resource/resource-cache';
import { sessionTokenStore } from '../core/session/token-store';
import { runPostLogin, type PostLoginRun } from '../core/start-page/post-login';
import { createSupportDesk, type SupportDesk } from '../core/support/support-desk';
import { createActingCustomerStore, type ActingCustomerStore } from './navigation/acting-customer';
import { createAnalytics, type Analytics } from './navigation/analytics';
import type { AppShell } from './shell/app-shell';
import { createLiveNotifications, type LiveNotifications } from './shell/live-notifications';
import { postLoginPlan } from './start/post-login-plan';
import { DRAFT_STORAGE_KEY, NEW_PROFILE_DRAFT_STORAGE_KEY } from '../core/business-registration/draft-key';

/** Everything the portal's pages need, created once at boot. */
export interface PortalServices {
  brandId: BrandId;
  brand: Brand;
  /** The brand's feature switches with the environment's overrides applied. */
  features: BrandFeatures;
  environment: EnvironmentConfig;
  i18n: I18n;
  session: SessionManager;
  api: ApiClient;
  cache: ResourceCache;
  /** The tab's session storage (remembered paths, acting customer). */
  storage: Storage;
  /** The customer a business user or admin acts for (`fromCustomerId`). */
  actingCustomer: ActingCustomerStore;
  analytics: Analytics;
  /** Starts the loads that follow a login, once per session (spec 1 section 4, "After login"). */
  startPostLogin: () => void;
  /** A fresh sign-in state machine for one visit of the login page. */
  createLoginFlow: () => LoginFlow;
  /** Embedded-app mode, footer locks, keyboard, update check, native messages. */
  shell: AppShell;
  /** The realtime channel's notices: notification centre and toasts. */
  notifications: LiveNotifications;
  /** The support desk API, with its back-off after a 429. */
  supportDesk: SupportDesk;
}

export function createPortalServices(init: {
  brandId: BrandId;
  brand: Brand;
  environment: EnvironmentConfig;
  i18n: I18n;
  shell: AppShell;
  /** Token mode (tokens in sessionStorage) or BFF mode (tokens on the BFF; `environment` is its bffEnvironment). */
  auth?: { mode: 'token' } | { mode: 'bff'; signedIn: boolean };
}): PortalServices {
  const storage = window.sessionStorage;
  const language = () => init.i18n.language;
  const session =
    init.auth?.mode === 'bff'
      ? createBffSessionManager({
          environment: init.environment,
          signedIn: init.auth.signedIn,
          sessionStorage: storage,
          language,
        })
      : createSessionManager({
          environment: init.environment,
          store: sessionTokenStore(storage),
          sessionStorage: storage,
          language,
        });
  const cache = createResourceCache();
  // The one refetch-on-focus rule: stale data reloads when the customer comes back to the tab.
  watchFocus(cache);
  // Another acting customer means other data: everything cached is reloaded on next read.
  const actingCustomer = createActingCustomerStore(storage, () => cache.invalidate());
  const api = createApiClient({
    environment: init.environment,
    language,
    session,
    actingCustomerId: () => actingCustomer.id.peek(),
  });

  const features = brandFeatureFlags(init.brand, init.environment.name);
  // The desk's back-off outlives the tab (spec 3 section 8: the timer is persisted).
  const supportDesk = createSupportDesk({
    api,
    storage: persistentStorage(),
    actingCustomerId: () => actingCustomer.id.peek(),
  });

  let postLogin: PostLoginRun | null = null;
  const startPostLogin = () => {
    postLogin ??= runPostLogin(postLoginPlan({ api, cache, features, supportDesk }), {
      onError: (task, error) => console.error(`Loading ${task} after the login failed:`, error),
    });
  };

  // Everything user-specific goes when the session ends: the post-login loads, the acting customer, cached data.
  session.onLogout(() => {
    postLogin?.cancel();
    postLogin = null;
    actingCustomer.set(null);
    supportDesk.forgetToken();
    cache.clear();
    // Spec 1 section 4: logout also clears the stored business registration draft.
    persistentStorage()?.removeItem(DRAFT_STORAGE_KEY);
    persistentStorage()?.removeItem(NEW_PROFILE_DRAFT_STORAGE_KEY);
  });
  const notifications = createLiveNotifications({ api, session, cache, websocketUrl: init.environment.websocketUrl });
  notifications.start();
  init.shell.start(session);
  return {
    ...init,
    notifications,
    supportDesk,
    features,
    storage,
    session,
    api,
    cache,
    actingCustomer,
    analytics: createAnalytics(window),
    startPostLogin,
    createLoginFlow: () =>
      createLoginFlow({ environment: init.environment, session, storage, language, brand: init.brandId }),
  };
}

/** localStorage, or null where the browser refuses it (private modes of some webviews). */
function persistentStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
