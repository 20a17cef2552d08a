/** What every sandbox route and domain function shares: the database, the clock, settings and live state. */
import type Database from 'better-sqlite3';
import type { BrandId } from './domain/brand-limits';
import type { CallStats } from './domain/call-stats';
import type { FileStore } from './domain/file-store';
import type { RealtimeHub } from './domain/realtime-hub';
import type { FaultStore } from './routes/faults';

export interface SandboxConfig {
  /** Lifetime of access tokens issued from now on. */
  accessTokenTtlSeconds: number;
  /** What `ipInfo` answers as the caller's country (the sandbox has no geo-IP database). */
  ipCountryCode: string | null;
  /** Lets merchant URLs point at loopback and private hosts (tests whose storefront runs on 127.0.0.1). */
  allowPrivateUrls: boolean;
  /** A session of no brand without an authenticated call or refresh for this long ends (15 min); a brand's sessions use its limit. */
  sessionIdleSeconds: number;
  /** A session ends this long after sign-in however busy it is (refresh tokens no longer renew it). */
  sessionLifetimeSeconds: number;
  /** Partner sites registered for the external authorize flow (auth/sei): exact origins, display names and brands. */
  seiPartners: SeiPartner[];
}

export interface SeiPartner {
  /** Scheme, host and port, e.g. `https://shop.example`. */
  origin: string;
  /** Shown on the consent screen. */
  name: string;
  /** The brands the site is registered with: only their portals' auth/sei may sign it in. */
  brands: readonly BrandId[];
}

export interface SandboxContext {
  readonly db: Database.Database;
  /** Milliseconds since the epoch; tests pass a controllable clock. */
  readonly now: () => number;
  readonly config: SandboxConfig;
  readonly realtime: RealtimeHub;
  readonly stats: CallStats;
  readonly faults: FaultStore;
  /** Uploaded files (business logos, identity and address documents): a folder beside the database file, or memory. */
  readonly files: FileStore;
  /** HMAC key of access tokens, kept in the database so tokens survive a restart of the CLI. */
  jwtSecret(): string;
  /**
   * Access tokens carry the generation they were issued in; `POST /sandbox/expire-access-tokens` bumps it, so every
   * earlier token counts as expired (refresh tokens stay valid), as if time had passed on the server.
   */
  accessTokenGeneration: number;
}

export function nowSeconds(context: SandboxContext): number {
  return Math.floor(context.now() / 1000);
}
