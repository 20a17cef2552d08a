/**
 * The shared session vault for several BFF instances behind a load balancer: Redis or Valkey (node-redis). Expiry is
 * the server's (`PX`), so an idle session disappears on every instance at once.
 */
import { createClient } from 'redis';
import type { SessionVault } from './session-store';

/** Key prefix, so the store can share a Redis database with other uses. */
const PREFIX = 'wallet-bff:session:';

export async function createRedisVault(url: string): Promise<SessionVault> {
  const client = createClient({ url });
  client.on('error', (error: unknown) => console.error('[bff] redis:', error));
  await client.connect();
  return {
    read: (key) => client.get(PREFIX + key),
    write: async (key, value, ttlMs) => {
      await client.set(PREFIX + key, value, { expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } });
    },
    remove: async (key) => {
      await client.del(PREFIX + key);
    },
    close: async () => {
      await client.close();
    },
  };
}
