/**
 * Two BFF instances (bff/main.ts) sharing one Redis session store, in front of the sandbox the Playwright config
 * starts: the horizontal setup of docs/bff.md, for e2e/bff.spec.ts. Ports sit beside PORTAL_PORT (+5, +6; Redis +7),
 * so a stack on other ports never meets this one. Started once per worker, stopped by pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startRedis, type RunningRedis } from '../../bff/redis-server';
import { SANDBOX_ORIGIN } from '../../playwright.config';

const PORTAL_PORT = Number(process.env.PORTAL_PORT ?? 5173);
export const BFF_PORTS = [PORTAL_PORT + 5, PORTAL_PORT + 6] as const;
export const BFF_ORIGINS = BFF_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const REDIS_PORT = PORTAL_PORT + 7;

export interface BffStack {
  origins: [string, string];
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The BFF exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The BFF did not answer ${url} within a minute: ${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done();
      return;
    }
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export async function startBffStack(): Promise<BffStack> {
  const redis: RunningRedis = await startRedis(REDIS_PORT);
  // One key for both instances: each reads what the other sealed.
  const key = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    for (const port of BFF_PORTS) {
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../../bff/main.ts')], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          PORTAL_PORT: String(port),
          BFF_UPSTREAM: SANDBOX_ORIGIN,
          BFF_STORE: 'redis',
          BFF_REDIS_URL: redis.url,
          BFF_SESSION_KEY: key,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      children.push(child);
      await waitFor(`http://127.0.0.1:${port}/env.json`, child, () => output);
    }
  } catch (error) {
    await Promise.all(children.map(stopChild));
    await redis.stop();
    throw error;
  }
  return {
    origins: BFF_ORIGINS,
    async stop() {
      await Promise.all(children.map(stopChild));
      await redis.stop();
    },
  };
}
