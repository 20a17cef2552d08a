/**
 * The sandbox bank server as an object: `createSandbox()` opens (or creates) the SQLite database, migrates and
 * seeds it, and builds the Hono app. Tests call `sandbox.fetch` in-process; main.ts serves it on a port.
 */
import { ACTING_CUSTOMER_HEADER } from '../src/core/api/contract/define';
import { DEMO_PARTNER_BRANDS } from '../scripts/partner-sites.mjs';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxConfig, SandboxContext, SeiPartner } from './context';
import { migrate } from './db/migrations';
import { openSeededMemoryDatabase, restoreSeed } from './db/seed-image';
import { isSandboxBrand } from './domain/brand-limits';
import { CallStats } from './domain/call-stats';
import { diskFileStore, filesDirectoryFor, memoryFileStore } from './domain/file-store';
import { RealtimeHub } from './domain/realtime-hub';
import { authHandlers } from './routes/auth';
import { registerBotCheckRoutes } from './routes/bot-check';
import { seiHandlers } from './routes/sei';
import { contractsSupportHandlers } from './routes/contracts-support';
import { registerSmartContractProviderRoutes, smartContractHandlers } from './routes/smart-contracts';
import { identifyOperation, jsonResponse, registerMethodRoute, registerRestRoutes } from './routes/contract';
import { registerControlRoutes } from './routes/control';
import { kycRestHandlers } from './routes/kyc';
import { registerReviewRoutes } from './routes/review';
import type { SandboxBindings, SandboxEnv } from './routes/env';
import { requestBodyLimits } from './routes/body-limits';
import { contractGateway, FaultStore, isDropped } from './routes/faults';
import { methodHandlers } from './routes/methods';
import { registerMerchantFileRoutes, urlCheckHandlers } from './routes/merchant-buttons';
import { inProcessWebSocketClass, registerRealtimeRoute } from './routes/realtime';
import { registerInvoicePdfRoute } from './routes/invoices';
import { registerPayButtonControlRoutes } from './routes/pay-button';
import { merchantToolsRestHandlers, registerMerchantToolsControlRoutes } from './routes/merchant-tools';
import { historyPdfHandlers, registerHistoryFileRoutes } from './routes/history';
import { registerExternalTransferControlRoutes } from './routes/external-transfers';
import { registerAgreementPdfRoute } from './routes/account-settings';
import { registerPushNoticeRoute } from './routes/profile-contacts';
import { registerClockRoutes } from './routes/clock';
import { registerMassSampleRoutes } from './routes/mass-payments';
import { companyRestHandlers, registerCompanyRoutes } from './routes/company';
import { registerSupportDeskRoutes, supportTicketHandlers } from './routes/support-tickets';

export interface SandboxOptions {
  /** SQLite file, or ':memory:' (the default) for a throw-away database. */
  database?: string;
  /** Clock in milliseconds since the epoch (tests move it to expire tokens and codes). */
  now?: () => number;
  /** Access-token lifetime; default 300 s. */
  accessTokenTtlSeconds?: number;
  /** Country `ipInfo` reports; default 'GB'. */
  ipCountryCode?: string | null;
  /** Folder for uploaded files (logos, documents); default: beside a database file (`<name>-files/`), memory for ':memory:'. */
  filesDirectory?: string;
  /** Merchant URLs may point at loopback and private hosts; default false. */
  allowPrivateUrls?: boolean;
  /** Server-side idle limit of a session that names no brand; default 900 s (15 min). A brand's sessions use its brand.json limit. */
  sessionIdleSeconds?: number;
  /** Absolute lifetime of a session; default 12 h. */
  sessionLifetimeSeconds?: number;
  /** Partner sites that may start the external authorize flow; default the demo partner page on port 5174. */
  seiPartners?: SeiPartner[];
}

/** The partner demo page (`npm start`, e2e) on its port: registered for the external authorize flow of its brands. */
export function demoPartner(port: number | string = 5174): SeiPartner {
  return { origin: `http://127.0.0.1:${port}`, name: 'Demo Shop', brands: DEMO_PARTNER_BRANDS.filter(isSandboxBrand) };
}

/** Server-side session limits (spec 1 section 4: 15 minutes idle; a session lasts at most 12 hours). */
export const DEFAULT_SESSION_IDLE_SECONDS = 15 * 60;
export const DEFAULT_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** Origin used for relative URLs given to `sandbox.fetch` (the CLI's default address). */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'X-Client-Version',
  'Idempotency-Key',
  ACTING_CUSTOMER_HEADER,
];
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface Sandbox {
  app: Hono<SandboxEnv>;
  /**
   * Browser-like fetch over the app, without a port: relative URLs resolve against {@link SANDBOX_ORIGIN}, an abort
   * signal rejects with its reason, and a `drop` fault rejects with a TypeError as a lost connection does.
   */
  fetch: typeof fetch;
  /** The request handler for `@hono/node-server`: a `drop` fault destroys the client's socket. */
  handle: (request: Request, env?: SandboxBindings) => Promise<Response>;
  /** A WebSocket class connected to this sandbox in memory, for realtime clients under test. */
  WebSocket: typeof WebSocket;
  db: Database.Database;
  context: SandboxContext;
  /** Restores the seed and clears outbox, faults, stats, config overrides and realtime connections. */
  reset(): void;
  close(): void;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      const reason: unknown = signal.reason;
      reject(reason instanceof Error ? reason : new DOMException(String(reason), 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: Error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const database = options.database ?? ':memory:';
  const files = options.filesDirectory
    ? diskFileStore(options.filesDirectory)
    : database === ':memory:'
      ? memoryFileStore()
      : diskFileStore(filesDirectoryFor(database));
  // A new in-memory sandbox is a copy of today's seed (db/seed-image.ts); a file keeps what it holds.
  const db = database === ':memory:' ? openSeededMemoryDatabase(files) : new Database(database);
  if (database !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  if (!db.prepare("SELECT 1 FROM settings WHERE key = 'jwtSecret'").get()) restoreSeed(db, files);

  const initialConfig: SandboxConfig = {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 300,
    ipCountryCode: options.ipCountryCode === undefined ? 'GB' : options.ipCountryCode,
    allowPrivateUrls: options.allowPrivateUrls ?? false,
    sessionIdleSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS,
    sessionLifetimeSeconds: options.sessionLifetimeSeconds ?? DEFAULT_SESSION_LIFETIME_SECONDS,
    seiPartners: options.seiPartners ?? [demoPartner()],
  };
  let jwtSecret: string | null = null;
  const context: SandboxContext = {
    db,
    now: options.now ?? Date.now,
    config: { ...initialConfig },
    realtime: new RealtimeHub(),
    stats: new CallStats(),
    faults: new FaultStore(),
    files,
    accessTokenGeneration: 0,
    jwtSecret() {
      jwtSecret ??= (db.prepare("SELECT value FROM settings WHERE key = 'jwtSecret'").get() as { value: string }).value;
      return jwtSecret;
    },
  };

  function reset(): void {
    context.realtime.closeAll('Sandbox reset');
    restoreSeed(db, files);
    jwtSecret = null;
    context.faults.clear();
    context.stats.clear();
    Object.assign(context.config, initialConfig);
  }

  const app = new Hono<SandboxEnv>();
  app.use(
    '*',
    cors({ origin: '*', allowHeaders: CORS_ALLOWED_HEADERS, allowMethods: CORS_ALLOWED_METHODS, maxAge: 600 }),
  );
  app.use('*', requestBodyLimits());
  app.use('*', contractGateway(context, identifyOperation));

  registerControlRoutes(app, context, { reset, startedAt: Date.now() });
  registerBotCheckRoutes(app, context);
  registerReviewRoutes(app, context);
  registerRestRoutes(app, context, {
    ...authHandlers(context),
    ...seiHandlers(context),
    ...contractsSupportHandlers(context),
    ...smartContractHandlers(context),
    ...urlCheckHandlers(context),
    ...kycRestHandlers(context),
    ...historyPdfHandlers(context),
    ...companyRestHandlers(context),
    ...supportTicketHandlers(context),
    ...merchantToolsRestHandlers(context),
  });
  registerMethodRoute(app, context, methodHandlers(context));
  registerRealtimeRoute(app, context);
  registerMerchantFileRoutes(app, context);
  registerInvoicePdfRoute(app, context);
  registerAgreementPdfRoute(app);
  registerPushNoticeRoute(app, context);
  registerPayButtonControlRoutes(app, context);
  registerMerchantToolsControlRoutes(app, context);
  registerHistoryFileRoutes(app, context);
  registerExternalTransferControlRoutes(app, context);
  registerClockRoutes(app, context);
  registerSmartContractProviderRoutes(app, context);
  registerMassSampleRoutes(app);
  registerCompanyRoutes(app, context);
  registerSupportDeskRoutes(app, context);

  app.notFound((c) => jsonResponse({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error) => {
    console.error('[sandbox] unhandled error', error);
    return jsonResponse({ message: `Sandbox error: ${error.message}` }, 500);
  });

  const fetchInProcess = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? `${SANDBOX_ORIGIN}${input}` : input,
      init,
    );
    if (request.signal.aborted) throw request.signal.reason;
    const response = await raceAbort(Promise.resolve(app.fetch(request)), request.signal);
    if (isDropped(response))
      throw new TypeError('fetch failed', { cause: new Error('Connection dropped by a sandbox fault') });
    return response;
  };

  return {
    app,
    fetch: fetchInProcess,
    handle: async (request, env) => {
      const response = await app.fetch(request, env);
      if (isDropped(response)) env?.incoming?.socket.destroy();
      return response;
    },
    WebSocket: inProcessWebSocketClass(context) as unknown as typeof WebSocket,
    db,
    context,
    reset,
    close() {
      context.realtime.closeAll('Sandbox closed');
      db.close();
    },
  };
}
