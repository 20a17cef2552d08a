/**
 * Test-only: the in-process sandbox with a movable clock, and small helpers over its public control endpoints
 * (outbox, device approvals, faults, stats). Core tests run the real client against it instead of mocks.
 * Never imported by application code.
 */
import { createSandbox } from '../../sandbox/app';
import { DEMO_PASSWORD, DEMO_USERS } from '../../sandbox/db/seed';
import { createLoginFlow } from '../core/auth/login-flow';
import type { SessionManagerOptions } from '../core/auth/session-manager';
import { createSessionManager } from '../core/auth/session-manager';
import type { EnvironmentConfig } from '../core/brand/environments';
import { resolveEnvironment } from '../core/brand/environments';
import { memoryTokenStore } from '../core/session/token-store';
import type { ApiClient } from '../core/api/client';
import type { SessionManager } from '../core/auth/session-manager';
import type { PushWatch } from '../core/payments/approval-machine';
import { createPushWatch } from '../core/payments/push-watch';
import { createRealtimeClient } from '../core/realtime/realtime-client';

export { DEMO_PASSWORD, DEMO_USERS };

export type Sandbox = ReturnType<typeof createSandbox>;

export interface SandboxFault {
  match?: { method?: string; path?: string };
  status?: number;
  responseCode?: string;
  responseDescription?: string;
  latencyMs?: number;
  malformed?: boolean;
  drop?: boolean;
  loseAnswer?: boolean;
  times?: number;
}

export interface SandboxHarness {
  sandbox: Sandbox;
  environment: EnvironmentConfig;
  fetch: typeof fetch;
  /** The clock shared by the sandbox and the sessions the harness creates (epoch ms). */
  now(): number;
  advance(ms: number): void;
  /** Options for createSessionManager wired to this sandbox (memory store, no cross-tab helpers). */
  sessionOptions(overrides?: Partial<SessionManagerOptions>): SessionManagerOptions;
  /** A session signed in with a simple-flow demo user. */
  signIn(email?: string, overrides?: Partial<SessionManagerOptions>): Promise<ReturnType<typeof createSessionManager>>;
  /** The code of the newest outbox message for a recipient. */
  latestCode(to: string): Promise<string>;
  /** Calls per operation since the last reset. */
  stats(): Promise<Record<string, number>>;
  clearStats(): Promise<void>;
  addFault(fault: SandboxFault): Promise<void>;
  decidePush(loginKey: string, decision: 'approve' | 'decline'): Promise<void>;
  close(): void;
}

async function control(fetchImpl: typeof fetch, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetchImpl(path, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export function createSandboxHarness(): SandboxHarness {
  let clock = Date.UTC(2030, 0, 1, 12);
  const now = () => clock;
  // The widget tests' partner site is registered for the external authorize flow, as a real partner would be.
  const sandbox = createSandbox({
    database: ':memory:',
    now,
    seiPartners: [{ origin: 'https://shop.example', name: 'Example Shop', brands: ['wallet'] }],
  });
  const environment = resolveEnvironment('wallet', 'sandbox');
  const fetchImpl = sandbox.fetch;

  const sessionOptions = (overrides: Partial<SessionManagerOptions> = {}): SessionManagerOptions => ({
    environment,
    store: memoryTokenStore(),
    fetch: fetchImpl,
    now,
    locks: null,
    channel: null,
    ...overrides,
  });

  return {
    sandbox,
    environment,
    fetch: fetchImpl,
    now,
    advance(ms) {
      clock += ms;
    },
    sessionOptions,
    async signIn(email = DEMO_USERS.personal, overrides = {}) {
      const session = createSessionManager(sessionOptions(overrides));
      const flow = createLoginFlow({ environment, session, fetch: fetchImpl });
      await flow.start(email, DEMO_PASSWORD);
      if (flow.step.value.kind !== 'done') throw new Error(`${email} is not a simple-flow user`);
      return session;
    },
    async latestCode(to) {
      const { messages } = (await control(fetchImpl, `/sandbox/outbox?format=json&to=${encodeURIComponent(to)}`)) as {
        messages: Array<{ code?: string }>;
      };
      const code = messages[0]?.code;
      if (!code) throw new Error(`No code in the outbox for ${to}`);
      return code;
    },
    async stats() {
      return (await control(fetchImpl, '/sandbox/stats')) as Record<string, number>;
    },
    async clearStats() {
      await control(fetchImpl, '/sandbox/stats', { method: 'DELETE' });
    },
    async addFault(fault) {
      await control(fetchImpl, '/sandbox/faults', { method: 'POST', body: JSON.stringify(fault) });
    },
    async decidePush(loginKey, decision) {
      await control(fetchImpl, `/sandbox/device/${encodeURIComponent(loginKey)}/${decision}`, { method: 'POST' });
    },
    close() {
      sandbox.close();
    },
  };
}

/** A push watcher over the in-process sandbox's websocket, with this session's token (money-flow tests). */
export function sandboxPushWatch(harness: SandboxHarness, api: ApiClient, session: SessionManager): PushWatch {
  return createPushWatch({
    api,
    connect: () =>
      createRealtimeClient({
        url: harness.environment.websocketUrl,
        token: () => session.getAccessToken(),
        WebSocketImpl: harness.sandbox.WebSocket,
      }),
  });
}
