// The portal's response headers (scripts/serve.mjs for `npm start` and production-like runs; docs/security-headers.md
// has the same set for nginx). Kept in one function so the server, its test and the docs agree.
//
// - Content-Security-Policy: nothing inline or evaluated. Scripts come from the portal's origin and carry the
//   per-response nonce (the entry and its module preloads; imports and lazy chunks follow from them); styles are
//   files or constructable stylesheets (CSSOM), never `<style>` or style attributes in markup; Trusted Types guard
//   the DOM's script sinks (the portal's 'default' policy, src/portal/boot/trusted-types.ts, lets same-origin script
//   URLs through for Web Workers and refuses everything else); the API and its websocket are the only connections.
// - frame-ancestors 'none': no page of the portal may be framed, except routes under /embed/, whose ancestors are the
//   partner sites registered for the embed page's brand (`embedAncestors`, from scripts/partner-sites.mjs).
// - Referrer-Policy, Permissions-Policy, X-Content-Type-Options, and HSTS over https. No Cross-Origin-Opener-Policy:
//   the auth/sei page answers a partner's widget through window.opener, which COOP would cut.
import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce (128 bits, base64). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * @param {{ nonce: string, connectOrigins?: string[], https?: boolean, path?: string, embedAncestors?: string[] }} options
 * @returns {Record<string, string>}
 */
export function portalSecurityHeaders({ nonce, connectOrigins = [], https = false, path = '/', embedAncestors = [] }) {
  const websocketOrigins = connectOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const connect = ["'self'", ...connectOrigins, ...websocketOrigins].join(' ');
  const framing = path.startsWith('/embed/') && embedAncestors.length > 0 ? embedAncestors.join(' ') : "'none'";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${connectOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framing}`,
    "require-trusted-types-for 'script'",
    "trusted-types default 'allow-duplicates'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
    'X-Content-Type-Options': 'nosniff',
    // Older browsers without frame-ancestors.
    ...(framing === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Puts the nonce on every `<script>` and module preload of a page. */
export function addNonce(html, nonce) {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")/g, `<link nonce="${nonce}"`);
}
