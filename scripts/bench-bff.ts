/**
 * The BFF's cost per API call (`npm run bench`, part `bff`): the same named-method call (customerInfoGet) made straight
 * to the sandbox with a bearer token and through the BFF with its session cookie, alternately in the same run, both
 * over real loopback HTTP (the sandbox served on a port, the BFF in front of it with an in-memory SQLite store). The
 * issue's budget: the proxy adds at most a few milliseconds at the median.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createBff } from '../bff/app';
import { createSessionStore, sessionKeyFrom } from '../bff/session-store';
import { createSqliteVault } from '../bff/sqlite-vault';

export interface BffRoundTrip {
  rows: { name: string; medianMs: number; p90Ms: number; runs: number }[];
  check: { name: string; pass: boolean; detail: string };
}

/** At most this much more at the median through the BFF ("a few milliseconds"). */
export const BFF_OVERHEAD_BUDGET_MS = 3;
const RUNS = Number(process.env.BENCH_BFF_RUNS ?? 300);
const CODE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const LOGIN = { client: 'spa', username: 'personal@demo.test', password: 'Demo-pass-1', codeChallenge: CODE_CHALLENGE };

function listen(server: Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const reply = await call();
  const body = (await reply.json()) as { responseCode?: string };
  if (!reply.ok || body.responseCode !== '00') throw new Error(`customerInfoGet answered ${reply.status}`);
  return performance.now() - started;
}

export async function measureBffRoundTrip(): Promise<BffRoundTrip> {
  const { createSandbox } = await import('../sandbox/app');
  const sandbox = createSandbox({ database: ':memory:' });
  const sandboxServer = serve({ fetch: sandbox.handle, hostname: '127.0.0.1', port: 0 });
  const upstream = await new Promise<string>((done) => {
    const check = () => {
      const address = sandboxServer.address() as AddressInfo | null;
      if (address) done(`http://127.0.0.1:${address.port}`);
      else setTimeout(check, 10);
    };
    check();
  });
  const store = createSessionStore(createSqliteVault(':memory:'), sessionKeyFrom(undefined).key);
  const bff = createBff({
    upstream,
    store,
    idleMs: 15 * 60_000,
    staticHandler: (_request, response) => {
      response.writeHead(404).end();
    },
  });
  const bffServer = createServer(bff.handle);
  const portal = await listen(bffServer);
  try {
    const direct = await fetch(`${upstream}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    const { accessToken } = (await direct.json()) as { accessToken: string };
    const viaBff = await fetch(`${portal}/bff/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: portal, 'X-Wallet-CSRF': '1' },
      body: JSON.stringify(LOGIN),
    });
    const cookie = (viaBff.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (!cookie.startsWith('__Host-wallet-session=')) throw new Error('the BFF set no session cookie');
    const body = JSON.stringify({ method: 'customerInfoGet' });
    const callDirect = () =>
      fetch(`${upstream}/api/v4?method=customerInfoGet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body,
      });
    const callBff = () =>
      fetch(`${portal}/bff/api/v4?method=customerInfoGet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: portal, 'X-Wallet-CSRF': '1', Cookie: cookie },
        body,
      });
    for (let warmUp = 0; warmUp < 30; warmUp++) {
      await timed(callDirect);
      await timed(callBff);
    }
    const directMs: number[] = [];
    const bffMs: number[] = [];
    // Alternately, so that a busy moment of the machine falls on both.
    for (let run = 0; run < RUNS; run++) {
      directMs.push(await timed(callDirect));
      bffMs.push(await timed(callBff));
    }
    const rows = [
      { name: 'customerInfoGet direct (bearer)', values: directMs },
      { name: 'customerInfoGet through the BFF (cookie)', values: bffMs },
    ].map(({ name, values }) => ({
      name,
      medianMs: percentile(values, 0.5),
      p90Ms: percentile(values, 0.9),
      runs: values.length,
    }));
    const overhead = (rows[1]?.medianMs ?? 0) - (rows[0]?.medianMs ?? 0);
    return {
      rows,
      check: {
        name: 'BFF overhead per API call (median)',
        pass: overhead <= BFF_OVERHEAD_BUDGET_MS,
        detail: `${overhead.toFixed(2)} ms more than direct (${rows[0]?.medianMs.toFixed(2)} -> ${rows[1]?.medianMs.toFixed(2)} ms), budget ${BFF_OVERHEAD_BUDGET_MS} ms`,
      },
    };
  } finally {
    bff.close();
    await new Promise((done) => bffServer.close(done));
    await new Promise((done) => sandboxServer.close(done));
    await store.close();
    sandbox.close();
  }
}
