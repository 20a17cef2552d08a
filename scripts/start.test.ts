/**
 * `npm start` as people run it (`node scripts/start.mjs --no-build`, over a stand-in build): the portal is served by
 * its BFF; when the sandbox dies the portal keeps answering, the output says what died, and the sandbox comes back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let dir: string;
let start: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Polls until `check` holds; the test's own timeout bounds the wait. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (;;) {
    if (await check()) return;
    if (start?.exitCode !== null) throw new Error(`npm start ended while waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

function sandboxPids(): number[] {
  return [...output.matchAll(/\[start\] sandbox started \(pid (\d+)\)/g)].map((match) => Number(match[1]));
}

/** The start script's child running the sandbox, found through /proc (Linux), whatever the script prints. */
function sandboxChild(): number | undefined {
  const pid = start?.pid;
  if (pid === undefined) return undefined;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children
    .map(Number)
    .find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').includes('sandbox/main.ts'));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wallet-start-'));
  // A stand-in build: the servers only need the files they refuse to start without.
  mkdirSync(join(dir, 'dist/portal'), { recursive: true });
  mkdirSync(join(dir, 'dist/widgets'), { recursive: true });
  mkdirSync(join(dir, 'dist/partner-examples'), { recursive: true });
  writeFileSync(join(dir, 'dist/portal/index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dir, 'dist/widgets/wallet-widgets.js'), 'export {};');
});

afterAll(async () => {
  if (start && start.exitCode === null) {
    const ended = new Promise((resolve) => start?.once('exit', resolve));
    start.kill('SIGTERM');
    await ended;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('keeps the portal up when the sandbox dies, says so, and starts the sandbox again', async () => {
    const [sandboxPort, portalPort, partnerPort] = [await freePort(), await freePort(), await freePort()];
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}/sandbox/outbox?format=json`;
    const portalUrl = `http://127.0.0.1:${portalPort}/`;
    start = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
      cwd: root,
      env: {
        ...process.env,
        SANDBOX_PORT: String(sandboxPort),
        PORTAL_PORT: String(portalPort),
        PARTNER_PORT: String(partnerPort),
        SANDBOX_DATABASE: join(dir, 'sandbox.db'),
        BFF_SQLITE_FILE: join(dir, 'bff-sessions.db'),
        WALLET_DIST: join(dir, 'dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [start.stdout, start.stderr]) stream?.on('data', (chunk: Buffer) => (output += String(chunk)));

    await until('the sandbox and the portal', async () => (await answers(sandboxUrl)) && (await answers(portalUrl)));
    // The portal is served by its BFF (BFF mode) unless WALLET_PORTAL_SERVER=static says otherwise.
    expect(await (await fetch(`${portalUrl}env.json`)).json()).toMatchObject({ authMode: 'bff' });
    const firstPid = sandboxChild();
    expect(firstPid).toBeGreaterThan(0);

    process.kill(firstPid ?? 0, 'SIGKILL');
    await until('the report of the dead sandbox', () => output.includes('The sandbox killed by SIGKILL'));
    expect(output).toMatch(/The portal and the partner page stay up; restarting the sandbox in \d+ s/);
    // The API is down (nothing of the killed sandbox still answers) while the portal does.
    await until('the API to be down', async () => !(await answers(sandboxUrl)));
    expect(await answers(portalUrl)).toBe(true);
    expect(start.exitCode).toBeNull();

    await until('the restarted sandbox', async () => (await answers(sandboxUrl)) && sandboxPids().length === 2);
    // Each run's process is named in the output, and is the one serving.
    expect(sandboxPids()[0]).toBe(firstPid);
    expect(sandboxChild()).toBe(sandboxPids()[1]);
    expect(sandboxPids()[1]).not.toBe(firstPid);
    expect(await answers(portalUrl)).toBe(true);
    expect(await answers(`http://127.0.0.1:${partnerPort}/widgets/wallet-widgets.js`)).toBe(true);
  }, 180_000);
});
