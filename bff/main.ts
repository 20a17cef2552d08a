/**
 * Runs the portal's BFF on 127.0.0.1 (`npm run bff`; `npm start` unless WALLET_PORTAL_SERVER=static): the built
 * portal (dist/portal) with its security headers, and the BFF under /bff/ (app.ts, docs/bff.md). Environment:
 *   PORTAL_PORT (default 5173)           where it listens (it stands in place of the static portal server)
 *   SANDBOX_PORT (4010) / BFF_UPSTREAM   the bank: the sandbox's origin, or another one
 *   BFF_STORE=sqlite|redis (sqlite)      the session store; BFF_SQLITE_FILE (.sandbox/bff-sessions.db), BFF_REDIS_URL
 *   BFF_SESSION_KEY                      AES-256-GCM key of the sessions at rest (64 hex); without it, one per start
 *   BFF_IDLE_SECONDS (900)               idle limit of a server session
 *   BFF_PUBLIC_ORIGIN, PORTAL_HTTPS=1    the origin browsers see, behind a TLS proxy
 *   BFF_TRUSTED_PROXIES                  proxies whose X-Forwarded-For it passes on (none: the peer's address only)
 *   PARTNER_PORT, SANDBOX_SEI_PARTNERS   the partner sites that may frame /embed/ (scripts/partner-sites.mjs)
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { partnerOriginsFor, partnerSites } from '../scripts/partner-sites.mjs';
import { addNonce, createNonce, portalSecurityHeaders } from '../scripts/portal-headers.mjs';
import { createStaticHandler, parseArgs } from '../scripts/static-server.mjs';
import { createBff, trustedProxiesFrom } from './app';
import { createRedisVault } from './redis-vault';
import { createSqliteVault } from './sqlite-vault';
import { createSessionStore, sessionKeyFrom } from './session-store';

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '..');
const env = process.env;
const port = Number(env.PORTAL_PORT ?? 5173);
const upstream = new URL(env.BFF_UPSTREAM ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 4010}`).origin;
const dist = env.WALLET_DIST ? resolve(env.WALLET_DIST) : resolve(root, 'dist');
const https = env.PORTAL_HTTPS === '1';
const idleSeconds = Number(env.BFF_IDLE_SECONDS ?? 900);

if (!existsSync(resolve(dist, 'portal/index.html'))) {
  console.error(`${resolve(dist, 'portal/index.html')} is missing: run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || !(idleSeconds > 0)) {
  console.error('PORTAL_PORT must be a port number and BFF_IDLE_SECONDS a positive number of seconds');
  process.exit(1);
}

const { key, generated } = sessionKeyFrom(env.BFF_SESSION_KEY);
if (generated) console.warn('[bff] BFF_SESSION_KEY is not set: sessions are sealed with a key of this run only');
const storeKind = env.BFF_STORE ?? 'sqlite';
let vault;
if (storeKind === 'redis') {
  vault = await createRedisVault(env.BFF_REDIS_URL ?? 'redis://127.0.0.1:6379');
} else if (storeKind === 'sqlite') {
  vault = createSqliteVault(resolve(env.BFF_SQLITE_FILE ?? resolve(root, '.sandbox/bff-sessions.db')));
} else {
  console.error(`BFF_STORE must be sqlite or redis, got '${storeKind}'`);
  process.exit(1);
}
const store = createSessionStore(vault, key);

const partners = partnerSites(env);
const staticHandler = createStaticHandler({
  ...parseArgs(['--root', resolve(dist, 'portal'), '--port', String(port), '--spa', '--hashed-assets']),
  virtualFiles: new Map([
    [
      '/env.json',
      {
        contentType: 'application/json; charset=utf-8',
        // authMode: the portal talks to this BFF; sandboxOrigin: the bank, for the widgets' frames (token mode).
        body: JSON.stringify({ sandboxOrigin: upstream, authMode: 'bff' }),
      },
    ],
  ]),
  security: (path: string, query: URLSearchParams) => {
    const nonce = createNonce();
    const embedAncestors = partnerOriginsFor(partners, query.get('brand'));
    return {
      nonce,
      headers: portalSecurityHeaders({ nonce, connectOrigins: [upstream], https, path, embedAncestors }),
    };
  },
  addNonce,
  spaPage: (path: string) => (/^\/embed\/[a-z-]+\/?$/.test(path) ? '/embed.html' : '/index.html'),
});

const bff = createBff({
  upstream,
  store,
  idleMs: idleSeconds * 1000,
  staticHandler,
  publicOrigin: env.BFF_PUBLIC_ORIGIN,
  https,
  trustedProxies: trustedProxiesFrom(env.BFF_TRUSTED_PROXIES),
});
const server = createServer(bff.handle);
// Idle keep-alive connections outlive a browser's reuse of them (about 60 s), as in scripts/static-server.mjs.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('upgrade', (request, socket, head) => bff.upgrade(request, socket, head));
server.listen(port, HOST, () => {
  console.log(`BFF: the portal at http://${HOST}:${port}/ (bank ${upstream}, ${storeKind} session store)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    bff.close();
    server.close(() => {
      void store.close().finally(() => process.exit(0));
    });
    server.closeAllConnections();
  });
}
