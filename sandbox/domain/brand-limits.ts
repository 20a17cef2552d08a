/**
 * What the auth server knows of each brand: the idle limit of its sessions (brand.json `idleTimeoutMinutes`, the
 * value the portal's and the widgets' idle timers use too) and whether two-step verification may be turned off. Read from the brand files themselves; the sandbox does
 * not load the client's brand module.
 */
import bankJson from '../../brands/bank/brand.json';
import ltAlphaJson from '../../brands/lt-alpha/brand.json';
import ltBetaJson from '../../brands/lt-beta/brand.json';
import payJson from '../../brands/pay/brand.json';
import ukEmoneyJson from '../../brands/uk-emoney/brand.json';
import walletJson from '../../brands/wallet/brand.json';
import type { LoginRequest } from '../../src/core/api/contract/auth';

export type BrandId = NonNullable<LoginRequest['brand']>;

/** brand.json's default when a brand names no `idleTimeoutMinutes` (as DEFAULT_IDLE_TIMEOUT_MINUTES of the client). */
export const DEFAULT_BRAND_IDLE_MINUTES = 15;

const BRAND_FILES: Readonly<Record<BrandId, object>> = {
  wallet: walletJson,
  bank: bankJson,
  pay: payJson,
  'lt-alpha': ltAlphaJson,
  'lt-beta': ltBetaJson,
  'uk-emoney': ukEmoneyJson,
};

/** The idle limit, in seconds, of a brand's sessions; null (the sandbox's setting) when no brand was named. */
export function brandIdleSeconds(brand: BrandId | undefined): number | null {
  if (!brand) return null;
  const minutes = (BRAND_FILES[brand] as { idleTimeoutMinutes?: unknown }).idleTimeoutMinutes;
  return (typeof minutes === 'number' ? minutes : DEFAULT_BRAND_IDLE_MINUTES) * 60;
}

/**
 * Whether a customer of the brand may turn two-step verification off again (brand.json `twoStepOffAllowed`, false
 * when absent): a bank's brands keep a second step once it is on; a session of no brand may not turn it off.
 */
export function brandAllowsTwoStepOff(brand: BrandId | null | undefined): boolean {
  if (!brand) return false;
  return (BRAND_FILES[brand] as { twoStepOffAllowed?: unknown }).twoStepOffAllowed === true;
}

/** True for the id of a brand the sandbox knows (a folder under brands/). */
export function isSandboxBrand(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(BRAND_FILES, value);
}

/** The brand's legal documents (brand.json `legalLinks`): terms, privacy policy and fee page. */
export function brandLegalLinks(brand: BrandId): { terms: string; privacy: string; fees: string } {
  return (BRAND_FILES[brand] as { legalLinks: { terms: string; privacy: string; fees: string } }).legalLinks;
}

export const SANDBOX_BRAND_IDS = Object.keys(BRAND_FILES) as BrandId[];
