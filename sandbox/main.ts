/**
 * Runs the sandbox on 127.0.0.1 (`npm run sandbox`). Options:
 *   --reset            restore the seed before starting
 *   --database PATH    SQLite file (default .sandbox/sandbox.db; ':memory:' for a throw-away run); uploaded files
 *                      (logos) go beside it, in `<name>-files/`
 *   --allow-private-urls  merchant URLs may point at loopback and private hosts (a storefront on 127.0.0.1)
 * Environment: SANDBOX_PORT (default 4010), SANDBOX_DATABASE (same as --database), SANDBOX_ALLOW_PRIVATE_URLS=1,
 * PARTNER_PORT (the partner demo page registered for auth/sei, default 5174), SANDBOX_SEI_PARTNERS (more partner
 * sites, `origin=Name@brand+brand,...`), SANDBOX_SESSION_IDLE_SECONDS (server idle limit, default 900; 300 for EU PSD2 brands).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { WebSocketServerLike } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { partnerSites } from '../scripts/partner-sites.mjs';
import { isSandboxBrand } from './domain/brand-limits';
import { createSandbox } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '..');

/** `--name=value` or `--name value`. */
function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

const port = Number(process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SANDBOX_PORT must be a port number, got '${process.env.SANDBOX_PORT}'`);
  process.exit(1);
}
const databaseOption = option('database') ?? process.env.SANDBOX_DATABASE ?? resolve(root, '.sandbox/sandbox.db');
const database = databaseOption === ':memory:' ? databaseOption : resolve(databaseOption);
if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });

const allowPrivateUrls =
  process.argv.includes('--allow-private-urls') || process.env.SANDBOX_ALLOW_PRIVATE_URLS === '1';
// Sites that may use the external authorize flow (and frame the portal's embed pages) of the brands they are registered
// for: the partner demo page on PARTNER_PORT, plus SANDBOX_SEI_PARTNERS="https://shop.example=Example Shop@wallet+pay".
const seiPartners = partnerSites(process.env).map((site) => ({ ...site, brands: site.brands.filter(isSandboxBrand) }));
const sessionIdleSeconds = process.env.SANDBOX_SESSION_IDLE_SECONDS
  ? Number(process.env.SANDBOX_SESSION_IDLE_SECONDS)
  : undefined;
const sandbox = createSandbox({
  database,
  allowPrivateUrls,
  seiPartners,
  ...(sessionIdleSeconds ? { sessionIdleSeconds } : {}),
});
if (process.argv.includes('--reset')) sandbox.reset();

const websocketServer = new WebSocketServer({ noServer: true });
// @types/ws declares `noServer?: boolean`, which exactOptionalPropertyTypes will not match to node-server's interface.
const websocket = { server: websocketServer as WebSocketServerLike };
const server = serve({ fetch: sandbox.handle, hostname: HOST, port, websocket }, (info: AddressInfo) => {
  const origin = `http://${HOST}:${info.port}`;
  console.log(`Sandbox listening on ${origin}`);
  console.log(`  API       ${origin}/api/v4?method=NAME   (auth at ${origin}/auth/...)`);
  console.log(`  Realtime  ws://${HOST}:${info.port}/ws`);
  console.log(`  Outbox    ${origin}/sandbox/outbox    Device ${origin}/sandbox/device`);
  console.log(`  Database  ${database}   Files ${sandbox.context.files.location}`);
  console.log(`  Demo users: ${Object.values(DEMO_USERS).join(', ')} (password ${DEMO_PASSWORD})`);
});

// Idle keep-alive connections stay open longer than any client keeps one for reuse (Playwright's, browsers' ~60 s):
// with Node's default of 5 s, a test's request sent on a connection the server was just closing failed with "socket
// hang up" (ECONNRESET), seen once on /sandbox/stats in a merchant-buttons test.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

server.on('error', (error: Error) => {
  console.error(`Sandbox could not start: ${error.message}`);
  sandbox.close();
  process.exit(1);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  sandbox.context.realtime.closeAll('Sandbox stopping');
  for (const client of websocketServer.clients) client.terminate();
  server.close(() => {
    sandbox.close();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open; they have nothing left to say.
  if ('closeAllConnections' in server) server.closeAllConnections();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
