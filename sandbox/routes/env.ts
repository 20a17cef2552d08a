/** Hono environment of the sandbox app: node-server bindings when served, nothing when called in-process. */
import type { Context } from 'hono';

/** What the sandbox reads of node-server's bindings (HTTP/1 and HTTP/2 requests both fit). */
export interface SandboxBindings {
  incoming?: { socket: { remoteAddress?: string | undefined; destroy(): void } };
}

export interface SandboxEnv {
  Bindings: SandboxBindings;
}

/** The caller's address: first X-Forwarded-For hop, else the socket's address, else loopback (in-process calls). */
export function clientIp(c: Context<SandboxEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  // c.env is undefined when the app is called in-process through app.fetch(request).
  const env = c.env as SandboxBindings | undefined;
  return env?.incoming?.socket.remoteAddress ?? '127.0.0.1';
}
