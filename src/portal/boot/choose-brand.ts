import { BRAND_IDS, isBrandId, type BrandId } from '../../core/brand/brands';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../../core/brand/environment-names';

const BRAND_SWITCH_KEY = 'wallet.portal.brand';

/**
 * The brand and environment this portal build serves. A build names them with VITE_BRAND and VITE_ENVIRONMENT;
 * in the sandbox environment a `?brand=` query switches brand (remembered for the tab), so one local build
 * shows all six brands.
 */
export function chooseBrandAndEnvironment(
  location: Location,
  storage: Storage,
): { brandId: BrandId; environmentName: EnvironmentName } {
  const builtEnvironment: unknown = import.meta.env.VITE_ENVIRONMENT ?? 'sandbox';
  const environmentName: EnvironmentName = (ENVIRONMENT_NAMES as readonly unknown[]).includes(builtEnvironment)
    ? (builtEnvironment as EnvironmentName)
    : 'sandbox';
  const builtBrand: unknown = import.meta.env.VITE_BRAND ?? 'wallet';
  let brandId: BrandId = isBrandId(builtBrand) ? builtBrand : 'wallet';

  if (environmentName === 'sandbox') {
    const requested = new URLSearchParams(location.search).get('brand');
    if (requested !== null && isBrandId(requested)) {
      storage.setItem(BRAND_SWITCH_KEY, requested);
    } else if (requested !== null) {
      console.error(`Unknown brand '${requested}' in ?brand=; expected one of ${BRAND_IDS.join(', ')}.`);
    }
    const remembered = storage.getItem(BRAND_SWITCH_KEY);
    if (remembered !== null && isBrandId(remembered)) brandId = remembered;
  }
  return { brandId, environmentName };
}
