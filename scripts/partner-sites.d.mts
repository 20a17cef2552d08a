/** Types of scripts/partner-sites.mjs for the TypeScript that reads the partner registry (sandbox, tests). */
export interface PartnerSite {
  origin: string;
  name: string;
  brands: string[];
}
export const DEMO_PARTNER_BRANDS: readonly string[];
export function parsePartnerEntry(entry: string): PartnerSite;
export const LOCAL_DEVELOPMENT_ORIGINS: readonly string[];
export function originMatches(registered: string, origin: string): boolean;
export function partnerSites(env: Record<string, string | undefined>): PartnerSite[];
export function partnerOriginsFor(
  sites: readonly { origin: string; brands: readonly string[] }[],
  brand: string | null | undefined,
): string[];
