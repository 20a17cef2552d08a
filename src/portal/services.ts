import type { i18n as I18n } from 'i18next';
import type { Brand, BrandId } from '../core/brand/brand-schema';
import type { EnvironmentConfig } from '../core/brand/environments';
import { createApiClient, type ApiClient } from '../core/api/client';
import { createLoginFlow, type LoginFlow } from '../core/auth/login-flow';
import { createSessionManager, type SessionManager } from '../core/auth/session-manager';
import { createResourceCache, type ResourceCache } from '../core/resource/resource-cache';
import { sessionTokenStore } from '../core/session/token-store';

/** Everything the portal's pages need, created once at boot. */
export interface PortalServices {
  brandId: BrandId;
  brand: Brand;
  environment: EnvironmentConfig;
  i18n: I18n;
  session: SessionManager;
  api: ApiClient;
  cache: ResourceCache;
  /** A fresh sign-in state machine for one visit of the login page. */
  createLoginFlow: () => LoginFlow;
}

export function createPortalServices(init: {
  brandId: BrandId;
  brand: Brand;
  environment: EnvironmentConfig;
  i18n: I18n;
}): PortalServices {
  const language = () => init.i18n.language;
  const session = createSessionManager({
    environment: init.environment,
    store: sessionTokenStore(window.sessionStorage),
    sessionStorage: window.sessionStorage,
    language,
  });
  const cache = createResourceCache();
  const api = createApiClient({
    environment: init.environment,
    language,
    session,
  });
  // Everything user-specific goes when the session ends: cached server data first.
  session.onLogout(() => cache.clear());
  return {
    ...init,
    session,
    api,
    cache,
    createLoginFlow: () => createLoginFlow({ environment: init.environment, session, storage: window.sessionStorage, language }),
  };
}
