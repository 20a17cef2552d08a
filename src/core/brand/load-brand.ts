/**
 * One brand at a time, for code that knows which brand it shows only when it runs (the widgets read the `brand`
 * attribute): each brands/<id>/brand.json is a chunk of its own, so an element downloads its brand's configuration
 * and not all six (`brands.ts` has them all, for the portal, the sandbox and scripts). The builds check the files
 * when they are imported (vite.config.ts, `checkedBrands`); elsewhere they are validated here on arrival.
 */
import type { BrandId } from './brand-ids';
import { createKeyedLoader } from '../resource/keyed-loader';
import { parseBrand, type Brand } from './brand-schema';

const BRAND_FILES: Readonly<Record<BrandId, () => Promise<{ default: unknown }>>> = {
  wallet: () => import('../../../brands/wallet/brand.json'),
  bank: () => import('../../../brands/bank/brand.json'),
  pay: () => import('../../../brands/pay/brand.json'),
  'lt-alpha': () => import('../../../brands/lt-alpha/brand.json'),
  'lt-beta': () => import('../../../brands/lt-beta/brand.json'),
  'uk-emoney': () => import('../../../brands/uk-emoney/brand.json'),
};

declare const __WALLET_BRANDS_CHECKED__: boolean | undefined;
const checkedAtBuild = typeof __WALLET_BRANDS_CHECKED__ !== 'undefined' && __WALLET_BRANDS_CHECKED__;

const brands = createKeyedLoader<BrandId, Brand>(async (id) => {
  const module = await BRAND_FILES[id]();
  return checkedAtBuild ? (module.default as Brand) : parseBrand(id, module.default);
});

/** The brand's configuration if it has arrived, else undefined (then {@link loadBrand} fetches it). */
export function loadedBrand(id: BrandId): Brand | undefined {
  return brands.peek(id);
}

/** Fetches a brand's configuration once per page; a failed download is tried again on the next call. */
export function loadBrand(id: BrandId): Promise<Brand> {
  return brands.load(id);
}
