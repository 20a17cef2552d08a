/** Hono environment of the sandbox app: node-server bindings when served, nothing when called in-process. */
import type { Context } from 'hono';

/** What the sandbox reads of node-server's bindings (HTTP/1 and HTTP/2 requests both fit). */
export interface SandboxBindings {
  incoming?: { socket: { remoteAddress?: string | undefined; destroy(): void } };
}

export interface SandboxEnv {
  Bindings: SandboxBindings;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) -> `127.0.0.1`. */
function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** Proxies whose X-Forwarded-For the sandbox believes: `SANDBOX_TRUSTED_PROXIES=127.0.0.1,10.0.0.2` (none by default). */
export function trustedProxies(): ReadonlySet<string> {
  return new Set(
    (process.env.SANDBOX_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => normaliseAddress(entry.trim()))
      .filter(Boolean),
  );
}

/**
 * The caller's address, for per-address throttles and the IP whitelist. A client that talks to the sandbox directly
 * is its socket's address: an X-Forwarded-For header it sends is its own claim and is ignored (otherwise every
 * request could come "from" a fresh address and walk past per-address limits). Behind a trusted proxy, the
 * right-most hop that is not a trusted proxy is the client (hops further left are whatever the client wrote).
 * In-process calls (tests through app.fetch) have no socket: the harness stands in for a proxy, so the header
 * counts, read the same way.
 */
export function clientIp(c: Context<SandboxEnv>, proxies: ReadonlySet<string> = trustedProxies()): string {
  // c.env is undefined when the app is called in-process through app.fetch(request).
  const env = c.env as SandboxBindings | undefined;
  const socketAddress = env?.incoming?.socket.remoteAddress;
  const peer = socketAddress === undefined ? null : normaliseAddress(socketAddress);
  if (peer !== null && !proxies.has(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index];
    if (hop && !proxies.has(hop)) return hop;
  }
  return peer ?? '127.0.0.1';
}
