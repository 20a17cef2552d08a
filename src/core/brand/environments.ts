/**
 * Where each service of the bank API lives for a brand in an environment (spec 1 section 1: production and
 * staging 1 to 15 per brand, API version 4, one websocket per environment), plus the local sandbox.
 */
import { BFF_PREFIX, SANDBOX_SERVICE_PREFIXES } from '../api/contract/define';
import type { Brand } from './brand-schema';
import { getBrand, type BrandId } from './brands';
import { ENVIRONMENT_NAMES, isEnvironmentName, type EnvironmentName } from './environment-names';

export { ENVIRONMENT_NAMES, isEnvironmentName, type EnvironmentName };

/** The sandbox server's default origin (`npm run sandbox`). */
export const DEFAULT_SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

/** Where `npm start` serves the portal next to the sandbox (the widgets' sign-in popup opens its `auth/sei` page). */
export const DEFAULT_SANDBOX_PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/**
 * Base URLs of every service. REST operation paths are absolute (`/auth/login`, `/customer/two-step-verification`)
 * and are appended to their service's base; named methods are posted to `apiBase?method=NAME`.
 */
export interface EnvironmentConfig {
  name: EnvironmentName;
  /** Named-method API (version 4). */
  apiBase: string;
  /** Auth service (`/auth/...`). */
  authBase: string;
  /** Two-step verification (`/customer/two-step-verification...`). */
  twoStepBase: string;
  /** Phone and customer verification, identity verification. */
  verificationBase: string;
  /** Revenue-split (smart) contracts. */
  contractsBase: string;
  /** Support ticket desk. */
  supportBase: string;
  /** Merchant public API. */
  publicApiBase: string;
  /** PDF generator. */
  pdfBase: string;
  /** Real-time notifications (`ws:` or `wss:`). */
  websocketUrl: string;
  /** Origin of the customer portal: signed-in widgets open its `auth/sei` page to sign the user in. */
  portalOrigin: string;
  /**
   * How the API client's calls identify the caller (src/core/api/transport.ts): absent or `direct` for token mode,
   * `bff` when every service is the portal's BFF ({@link bffEnvironment}).
   */
  transport?: 'direct' | 'bff';
  /**
   * Origin of the sandbox's bot check (`/sandbox/bot-check/...`, a captcha vendor's stand-in that the browser calls
   * with no session, as it calls Turnstile). Absent: the origin of {@link apiBase}. BFF mode sets it to the bank's
   * origin, since its `apiBase` is the portal's, which has no bot check.
   */
  botCheckOrigin?: string;
}

export interface EnvironmentOverrides {
  /** Origin of the sandbox server, e.g. `http://127.0.0.1:4999` in tests; only used for `sandbox`. */
  sandboxOrigin?: string;
  /** Origin of the portal that runs against that sandbox (default {@link DEFAULT_SANDBOX_PORTAL_ORIGIN}). */
  portalOrigin?: string;
}

function sandboxOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `Invalid sandboxOrigin ${JSON.stringify(value)}: expected an origin such as ${DEFAULT_SANDBOX_ORIGIN}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid sandboxOrigin ${JSON.stringify(value)}: expected http:// or https://`);
  }
  return url.origin;
}

function sandboxEnvironment(origin: string, portalOrigin: string): EnvironmentConfig {
  return {
    name: 'sandbox',
    apiBase: `${origin}/api/v4`,
    authBase: origin,
    twoStepBase: origin,
    verificationBase: origin,
    contractsBase: origin,
    supportBase: `${origin}${SANDBOX_SERVICE_PREFIXES.support ?? ''}`,
    publicApiBase: origin,
    pdfBase: origin,
    websocketUrl: `${origin.replace(/^http/, 'ws')}/ws`,
    portalOrigin,
  };
}

/** Production lives on the brand's domain; staging N on `stagingN.<domain>`, with the same service hosts. */
function hostedEnvironment(name: EnvironmentName, domain: string): EnvironmentConfig {
  const zone = name === 'production' ? domain : `${name}.${domain}`;
  const host = (service: string) => `https://${service}.${zone}`;
  return {
    name,
    apiBase: `${host('api')}/api/v4`,
    authBase: host('auth'),
    twoStepBase: host('api'),
    verificationBase: host('verification'),
    contractsBase: host('contracts'),
    supportBase: host('support'),
    publicApiBase: host('merchant'),
    pdfBase: host('pdf'),
    websocketUrl: `wss://ws.${zone}/ws`,
    portalOrigin: host('my'),
  };
}

export { BFF_PREFIX };

/**
 * BFF mode (docs/bff.md): every service is reached through the portal's own origin under {@link BFF_PREFIX}, with
 * the same paths as the bank's; the BFF adds the bearer token server-side. Widgets' frames and the auth/sei page's
 * code hand-over keep the bank's own environment (token mode).
 */
export function bffEnvironment(bank: EnvironmentConfig, portalOrigin: string): EnvironmentConfig {
  const origin = sandboxOriginOf(portalOrigin);
  const base = `${origin}${BFF_PREFIX}`;
  return {
    name: bank.name,
    apiBase: `${base}/api/v4`,
    authBase: base,
    twoStepBase: base,
    verificationBase: base,
    contractsBase: base,
    supportBase: `${base}${SANDBOX_SERVICE_PREFIXES.support ?? ''}`,
    publicApiBase: base,
    pdfBase: base,
    websocketUrl: `${base.replace(/^http/, 'ws')}/ws`,
    portalOrigin: origin,
    transport: 'bff',
    botCheckOrigin: bank.botCheckOrigin ?? new URL(bank.apiBase).origin,
  };
}

/**
 * The service URLs of a brand in an environment.
 * @param name untrusted input is fine: an unknown name throws an error listing the valid names.
 */
export function resolveEnvironment(
  brandId: BrandId,
  name: string,
  overrides: EnvironmentOverrides = {},
): EnvironmentConfig {
  return resolveBrandEnvironment(getBrand(brandId), name, overrides);
}

/**
 * {@link resolveEnvironment} for a brand configuration at hand (the widgets load only their own brand's, so they do
 * not go through `getBrand`, which holds all six).
 */
export function resolveBrandEnvironment(
  brand: Pick<Brand, 'domain'>,
  name: string,
  overrides: EnvironmentOverrides = {},
): EnvironmentConfig {
  if (!isEnvironmentName(name)) {
    throw new Error(`Unknown environment ${JSON.stringify(name)}: use production, staging1 to staging15, or sandbox`);
  }
  if (name === 'sandbox') {
    return sandboxEnvironment(
      sandboxOriginOf(overrides.sandboxOrigin ?? DEFAULT_SANDBOX_ORIGIN),
      sandboxOriginOf(overrides.portalOrigin ?? DEFAULT_SANDBOX_PORTAL_ORIGIN),
    );
  }
  return hostedEnvironment(name, brand.domain);
}
