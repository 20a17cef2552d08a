/** Types of scripts/portal-headers.mjs for the TypeScript server that sends them (bff/main.ts). */
export function createNonce(): string;
export function portalSecurityHeaders(options: {
  nonce: string;
  connectOrigins?: string[];
  https?: boolean;
  path?: string;
  embedAncestors?: string[];
}): Record<string, string>;
export function addNonce(html: string, nonce: string): string;
