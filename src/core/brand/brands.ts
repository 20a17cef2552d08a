/**
 * The six brands, validated before use: a broken brand.json fails with a message naming the brand and field,
 * instead of failing later on a screen that happens to read the field. The builds (and tests) check them when they
 * are imported (vite.config.ts, `checkedBrands`) and say so with `__WALLET_BRANDS_CHECKED__`; node code without
 * vite (sandbox, scripts) validates them here when this module loads. Plain JSON imports only.
 */
import bankJson from '../../../brands/bank/brand.json';
import ltAlphaJson from '../../../brands/lt-alpha/brand.json';
import ltBetaJson from '../../../brands/lt-beta/brand.json';
import payJson from '../../../brands/pay/brand.json';
import ukEmoneyJson from '../../../brands/uk-emoney/brand.json';
import walletJson from '../../../brands/wallet/brand.json';
import { BRAND_IDS, isBrandId, type BrandId } from './brand-ids';
import { parseBrand, type Brand, type BrandBotCheck, type BrandFeatures } from './brand-schema';
import type { EnvironmentName } from './environment-names';

export { BRAND_IDS, isBrandId, type BrandId };
export type { Brand, BrandBotCheck, BrandFeatures };

const BRAND_FILES: Readonly<Record<BrandId, unknown>> = {
  wallet: walletJson,
  bank: bankJson,
  pay: payJson,
  'lt-alpha': ltAlphaJson,
  'lt-beta': ltBetaJson,
  'uk-emoney': ukEmoneyJson,
};

declare const __WALLET_BRANDS_CHECKED__: boolean | undefined;
const checkedAtBuild = typeof __WALLET_BRANDS_CHECKED__ !== 'undefined' && __WALLET_BRANDS_CHECKED__;

const BRANDS = (
  checkedAtBuild ? BRAND_FILES : Object.fromEntries(BRAND_IDS.map((id) => [id, parseBrand(id, BRAND_FILES[id])]))
) as Readonly<Record<BrandId, Brand>>;

/** The validated configuration of a brand. */
export function getBrand(id: BrandId): Brand {
  return BRANDS[id];
}

/**
 * Turns untrusted input (an element attribute, a URL parameter) into a brand id.
 * @throws Error listing the valid ids.
 */
export function parseBrandId(value: unknown): BrandId {
  if (isBrandId(value)) return value;
  throw new Error(`Unknown brand ${JSON.stringify(value)}: use one of ${BRAND_IDS.join(', ')}`);
}

/** A brand's feature flags in one environment: the brand's flags with that environment's overrides applied. */
export function brandFeatureFlags(brand: Brand, environmentName: EnvironmentName): BrandFeatures {
  const overrides = Object.entries(brand.environments[environmentName]?.features ?? {}).filter(
    ([, value]) => value !== undefined,
  );
  return { ...brand.features, ...(Object.fromEntries(overrides) as Partial<BrandFeatures>) };
}

/** The bot-check provider and site key a brand uses in one environment. */
export function brandBotCheck(brand: Brand, environmentName: EnvironmentName): BrandBotCheck {
  return brand.environments[environmentName]?.botCheck ?? brand.botCheck;
}
