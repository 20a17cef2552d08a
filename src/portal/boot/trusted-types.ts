/**
 * The portal's Trusted Types 'default' policy. The portal's server requires Trusted Types for script sinks
 * (scripts/portal-headers.mjs), so a string reaching `innerHTML`, a script's `src` or `new Worker(url)` goes
 * through this policy first:
 *
 * - script URLs (Web Workers built the Vite way, `new Worker(new URL('./x.worker.ts', import.meta.url))`, module
 *   preloads) pass only when they are of the portal's own origin;
 * - HTML passes only when it is inert markup, such as the brand logos' and QR codes' SVG: no script, event handler
 *   attribute, `javascript:` URL, frame, object or foreignObject;
 * - script text never passes (no eval-like sinks).
 *
 * Anything refused throws a TypeError naming the sink, and the browser reports the CSP violation.
 */

/** The subset of the Trusted Types API the policy needs. */
interface TrustedTypePolicyFactoryLike {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string;
      createScriptURL?: (input: string) => string;
      createScript?: (input: string) => string;
    },
  ): unknown;
}

const ACTIVE_MARKUP =
  /<\s*(script|iframe|frame|object|embed|foreignobject|link|meta|base|form)\b|\son[a-z]+\s*=|javascript:|data:\s*text\/html/i;

/** True when the markup cannot run anything (the only HTML the portal inserts is brand and QR SVG). */
export function isInertMarkup(html: string): boolean {
  return !ACTIVE_MARKUP.test(html);
}

/** True for URLs of the page's own origin. */
export function isSameOriginUrl(url: string, base: string): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** Creates the 'default' policy where the browser has Trusted Types; elsewhere nothing is needed. */
export function installTrustedTypesPolicy(win: Window & { trustedTypes?: TrustedTypePolicyFactoryLike }): void {
  const factory = win.trustedTypes;
  if (!factory) return;
  factory.createPolicy('default', {
    createHTML(input) {
      if (isInertMarkup(input)) return input;
      throw new TypeError('Trusted Types: active markup refused by the portal policy');
    },
    createScriptURL(input) {
      if (isSameOriginUrl(input, win.location.href)) return input;
      throw new TypeError(`Trusted Types: script URL of another origin refused: ${input}`);
    },
    createScript() {
      throw new TypeError('Trusted Types: script text refused by the portal policy');
    },
  });
}
