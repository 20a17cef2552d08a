/**
 * The check that no page sends its visitors' browsers to a sandbox on their own machine. Without React or zod: the
 * in-page runtime (widget-runtime.ts) and the thin framed element (isolation/framed-element.ts) both say it.
 */

/** Loopback hosts: the sandbox runs there, and only on the developer's own machine. */
export function isLoopbackOrigin(origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/**
 * Why a configuration cannot work, for the console: an API on loopback (the sandbox) from a page that is not on
 * loopback, where every visitor's browser would call its own machine. Null when it can work.
 */
export function loopbackProblem(tagName: string, apiOrigin: string, pageOrigin: string): string | null {
  if (!isLoopbackOrigin(apiOrigin) || isLoopbackOrigin(pageOrigin) || pageOrigin === 'null') return null;
  return (
    `<${tagName}>: the API is ${apiOrigin}, a sandbox on the visitor's own machine, but this page is ${pageOrigin}: ` +
    'its visitors\' browsers cannot reach it. Leave env out (production is the default) or set env="production" for ' +
    'real customers; for a sandbox other machines can reach, set env="sandbox" and api-base to its public origin.'
  );
}
