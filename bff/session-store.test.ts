/**
 * The session store on both adapters: SQLite (a file of its own per test) and Redis (a real redis-server started
 * here). The same behaviour is asked of each: sealed records, expiry, deletion, and no usable secret in the store.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisVault } from './redis-vault';
import { startRedis, type RunningRedis } from './redis-server';
import type { BffSession, SessionVault } from './session-store';
import { createSessionStore, sessionKeyFrom, vaultKey } from './session-store';
import { createSqliteVault } from './sqlite-vault';

const session: BffSession = {
  accessToken: 'header.access-token-secret.signature',
  refreshToken: 'refresh-token-secret',
  createdAt: 1_000,
  lastSeenAt: 2_000,
  actingCustomerId: null,
};

const key = sessionKeyFrom('11'.repeat(32)).key;

function behaves(name: string, open: () => Promise<{ vault: SessionVault; raw: (k: string) => Promise<string> }>) {
  describe(name, () => {
    it('keeps a session sealed and gives it back', async () => {
      const { vault, raw } = await open();
      const store = createSessionStore(vault, key);
      await store.set('cookie-id-1', session, 60_000);
      expect(await store.get('cookie-id-1')).toEqual(session);
      // At rest: neither the tokens nor the cookie's value.
      const stored = await raw(vaultKey('cookie-id-1'));
      expect(stored).not.toContain('secret');
      expect(stored).not.toContain('cookie-id-1');
      expect(await store.get('another-id')).toBeNull();
      await store.close();
    });

    it('forgets a deleted session and one sealed with another key', async () => {
      const { vault } = await open();
      const store = createSessionStore(vault, key);
      await store.set('cookie-id-2', session, 60_000);
      const otherKey = createSessionStore(vault, sessionKeyFrom(undefined).key);
      expect(await otherKey.get('cookie-id-2')).toBeNull();
      await store.delete('cookie-id-2');
      expect(await store.get('cookie-id-2')).toBeNull();
      await store.close();
    });

    it('lets a session expire after its time to live', async () => {
      const { vault } = await open();
      const store = createSessionStore(vault, key);
      await store.set('cookie-id-3', session, 50);
      expect(await store.get('cookie-id-3')).toEqual(session);
      await expect.poll(() => store.get('cookie-id-3'), { timeout: 5_000, interval: 50 }).toBeNull();
      await store.close();
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'bff-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
behaves('SQLite vault', () => {
  files += 1;
  const file = join(folder, `sessions-${files}.db`);
  const vault = createSqliteVault(file);
  return Promise.resolve({
    vault,
    raw: () => Promise.resolve(readFileSync(file).toString('latin1') + readWal(file)),
  });
});

function readWal(file: string): string {
  try {
    return readFileSync(`${file}-wal`).toString('latin1');
  } catch {
    return '';
  }
}

describe('Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  behaves('Redis vault', async () => {
    const vault = await createRedisVault(redis.url);
    return {
      vault,
      raw: async (k) => {
        const client = createClient({ url: redis.url });
        await client.connect();
        const keys = await client.keys('*');
        const values = await Promise.all(keys.map((name) => client.get(name)));
        await client.close();
        expect(keys.some((name) => name.endsWith(k))).toBe(true);
        return [...keys, ...values].join('\n');
      },
    };
  });

  it('serves one session to two instances sharing the server', async () => {
    const first = createSessionStore(await createRedisVault(redis.url), key);
    const second = createSessionStore(await createRedisVault(redis.url), key);
    await first.set('shared-id', session, 60_000);
    expect(await second.get('shared-id')).toEqual(session);
    await second.delete('shared-id');
    expect(await first.get('shared-id')).toBeNull();
    await first.close();
    await second.close();
  });
});
