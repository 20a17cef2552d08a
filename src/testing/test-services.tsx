/**
 * Component-test support: the real core services wired to the in-process sandbox (no hand-written API mocks),
 * and a render helper with an i18n root. Test files only.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from '../ui';
import { createApiClient, type ApiClient } from '../core/api/client';
import { createLoginFlow, type LoginFlow } from '../core/auth/login-flow';
import type { BrandId } from '../core/brand/brand-ids';
import { createSessionManager, type SessionManager } from '../core/auth/session-manager';
import { createI18n, type I18n } from '../core/i18n/i18n';
import type { Language } from '../core/i18n/languages';
import type { PushWatch } from '../core/payments/approval-machine';
import { createRealtimeClient } from '../core/realtime/realtime-client';
import { createResourceCache, type ResourceCache } from '../core/resource/resource-cache';
import { createMemoryStorage } from '../core/session/token-store';
import { createSandboxHarness, DEMO_PASSWORD, sandboxPushWatch, type SandboxHarness } from './sandbox-harness';

export interface TestServices {
  harness: SandboxHarness;
  session: SessionManager;
  api: ApiClient;
  cache: ResourceCache;
  i18n: I18n;
  storage: Storage;
  createLoginFlow: () => LoginFlow;
  /** Waits for a payment's push result over the sandbox's websocket with this session's token (money screens). */
  watchPush: PushWatch;
  /** Signs a simple-flow demo user in on this session. */
  signIn: (login: string) => Promise<void>;
  close: () => void;
}

export function createTestServices(
  options: {
    language?: Language;
    /** `fromCustomerId` sent as the portal's acting customer. */ actingCustomerId?: string;
    /** The brand the sign-ins are for (the session takes its rules; none by default). */
    brand?: BrandId;
  } = {},
): TestServices {
  const harness = createSandboxHarness();
  const i18n = createI18n({ language: options.language ?? 'en' });
  const language = () => i18n.language;
  const storage = createMemoryStorage();
  const session = createSessionManager(harness.sessionOptions({ sessionStorage: storage, language }));
  const api = createApiClient({
    environment: harness.environment,
    language,
    session,
    fetch: harness.fetch,
    actingCustomerId: () => options.actingCustomerId ?? null,
  });
  const newLoginFlow = () =>
    createLoginFlow({
      environment: harness.environment,
      session,
      fetch: harness.fetch,
      storage,
      language,
      ...(options.brand ? { brand: options.brand } : {}),
      realtime: (loginKey) =>
        createRealtimeClient({
          url: harness.environment.websocketUrl,
          loginKey,
          WebSocketImpl: harness.sandbox.WebSocket,
        }),
    });
  return {
    harness,
    session,
    api,
    cache: createResourceCache(),
    i18n,
    storage,
    createLoginFlow: newLoginFlow,
    watchPush: sandboxPushWatch(harness, api, session),
    async signIn(login) {
      const flow = newLoginFlow();
      await flow.start(login, DEMO_PASSWORD);
      if (flow.step.value.kind !== 'done')
        throw new Error(`${login} did not sign in with the simple flow (step ${flow.step.value.kind})`);
    },
    close: () => harness.close(),
  };
}

export function renderWithI18n(ui: ReactElement, i18n: I18n): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
