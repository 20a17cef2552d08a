// The registered partner sites of the local stack, in one place: each is registered with the bank for some brands, and
// for those brands only the sandbox lets it start the external authorize flow (auth/sei) and the portal lets it frame
// the /embed/<widget> pages (isolation mode). The partner demo page on PARTNER_PORT ("Demo Shop", registered for
// DEMO_PARTNER_BRANDS), plus SANDBOX_SEI_PARTNERS: comma separated `origin=Display name@brand+brand` entries, e.g.
// SANDBOX_SEI_PARTNERS="https://shop.example=Example Shop@wallet+pay,https://other.example=Other@bank".
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** The brand ids: one folder with a brand.json each under brands/ (src/core/brand/brand-ids.ts lists the same). */
const brandsDir = resolve(import.meta.dirname, '../brands');
const brandIds = readdirSync(brandsDir).filter((id) => existsSync(resolve(brandsDir, id, 'brand.json')));

/** The brands the demo partner page is registered for; the Lithuanian brands have not registered it. */
export const DEMO_PARTNER_BRANDS = ['wallet', 'bank', 'pay', 'uk-emoney'];

/**
 * One `origin=Display name@brand+brand` entry of SANDBOX_SEI_PARTNERS.
 * @param {string} entry
 * @returns {{ origin: string, name: string, brands: string[] }}
 */
export function parsePartnerEntry(entry) {
  const equals = entry.indexOf('=');
  const at = entry.lastIndexOf('@');
  if (equals < 0 || at < equals)
    throw new Error(`SANDBOX_SEI_PARTNERS: "${entry}" is not origin=Display name@brand+brand`);
  const origin = new URL(entry.slice(0, equals).trim()).origin;
  const name = entry.slice(equals + 1, at).trim();
  const brands = entry
    .slice(at + 1)
    .split('+')
    .map((brand) => brand.trim())
    .filter(Boolean);
  const unknown = brands.filter((brand) => !brandIds.includes(brand));
  if (!name || brands.length === 0 || unknown.length > 0) {
    throw new Error(`SANDBOX_SEI_PARTNERS: "${entry}" needs a display name and brands out of ${brandIds.join(', ')}`);
  }
  return { origin, name, brands };
}

/**
 * A partner's local development: any port on the machine, registered for every brand when SANDBOX_LOCAL_PARTNERS=1
 * (`npm start` sets it; the e2e stack does not, its tests need unregistered origins). Sandbox only: a production
 * portal's registry comes from the bank's partner records, never from this file.
 */
export const LOCAL_DEVELOPMENT_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string, name: string, brands: string[] }[]}
 */
export function partnerSites(env) {
  return [
    { origin: `http://127.0.0.1:${env.PARTNER_PORT ?? 5174}`, name: 'Demo Shop', brands: DEMO_PARTNER_BRANDS },
    ...(env.SANDBOX_SEI_PARTNERS ?? '')
      .split(',')
      .filter((entry) => entry.trim())
      .map(parsePartnerEntry),
    ...(env.SANDBOX_LOCAL_PARTNERS === '1'
      ? LOCAL_DEVELOPMENT_ORIGINS.map((origin) => ({ origin, name: 'Local development', brands: [...brandIds] }))
      : []),
  ];
}

/**
 * Whether a registered origin covers a page's origin: the same origin, or `scheme://host:*` for any port of that host
 * (as a CSP source expression says it).
 * @param {string} registered
 * @param {string} origin
 * @returns {boolean}
 */
export function originMatches(registered, origin) {
  if (registered === origin) return true;
  if (!registered.endsWith(':*')) return false;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return `${url.protocol}//${url.hostname}:*` === registered && url.origin === origin;
}

/**
 * The origins registered for a brand (who may frame its /embed pages); none for an unknown brand.
 * @param {{ origin: string, brands: string[] }[]} sites
 * @param {string | null | undefined} brand
 * @returns {string[]}
 */
export function partnerOriginsFor(sites, brand) {
  return [...new Set(sites.filter((site) => brand && site.brands.includes(brand)).map((site) => site.origin))];
}
