/** Types of scripts/partner-sites.mjs for the TypeScript that reads the partner list (sandbox/main.ts). */
export function partnerSites(env: Record<string, string | undefined>): { origin: string; name: string }[];
