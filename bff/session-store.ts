/**
 * Where the BFF keeps its sessions: the one piece of state it has, so that several instances can serve the same
 * session (docs/bff.md). A {@link SessionVault} adapter stores opaque sealed strings under an opaque key; the
 * {@link SessionStore} on top of it seals every record with AES-256-GCM and keys it by a hash of the session id, so a
 * copy of the store holds neither a usable token nor a usable cookie.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** One signed-in browser session: the bank's token pair and what the BFF needs to keep it alive. */
export interface BffSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms of the sign-in. */
  createdAt: number;
  /** Epoch ms of the last call through the BFF (idle expiry). */
  lastSeenAt: number;
  /** The customer the user last acted for (fromCustomerId / X-Customer-Id); a change rotates the session id. */
  actingCustomerId: string | null;
  /**
   * Set on a session id retired by a rotation: the id that replaced it. A request still in flight with the old
   * cookie (another tab) is served with the new session and given the new cookie, for a short grace only.
   */
  movedTo?: string;
}

/** A key-value store with expiry: the adapters (sqlite-vault.ts, redis-vault.ts). */
export interface SessionVault {
  read(key: string): Promise<string | null>;
  /** Writes (or replaces) the value; it is gone after `ttlMs`. */
  write(key: string, value: string, ttlMs: number): Promise<void>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionStore {
  get(id: string): Promise<BffSession | null>;
  set(id: string, session: BffSession, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 256-bit key sealing the sessions, from `BFF_SESSION_KEY` (64 hex characters or 32 bytes of base64), the same on
 * every instance; without it a key is made for this process only (development: a restart signs everyone out).
 */
export function sessionKeyFrom(value: string | undefined): { key: Buffer; generated: boolean } {
  if (!value) return { key: randomBytes(KEY_BYTES), generated: true };
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('BFF_SESSION_KEY must be 32 bytes: 64 hex characters or base64 (openssl rand -hex 32)');
  }
  return { key, generated: false };
}

/** The vault key of a session id: a hash, so the store never holds the cookie's value. */
export function vaultKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

function seal(key: Buffer, plain: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, sealed: string, aad: string): string | null {
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    // Another key (a restart without BFF_SESSION_KEY) or a tampered record: no session.
    return null;
  }
}

function isSession(value: unknown): value is BffSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<BffSession>;
  return (
    typeof record.accessToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.createdAt === 'number' &&
    typeof record.lastSeenAt === 'number' &&
    (record.actingCustomerId === null || typeof record.actingCustomerId === 'string')
  );
}

/** Seals records into the vault; the record is bound to its key (AAD), so records cannot be swapped between ids. */
export function createSessionStore(vault: SessionVault, key: Buffer): SessionStore {
  return {
    async get(id) {
      const at = vaultKey(id);
      const sealed = await vault.read(at);
      if (sealed === null) return null;
      const plain = open(key, sealed, at);
      if (plain === null) return null;
      const record: unknown = JSON.parse(plain);
      return isSession(record) ? record : null;
    },
    async set(id, session, ttlMs) {
      const at = vaultKey(id);
      await vault.write(at, seal(key, JSON.stringify(session), at), ttlMs);
    },
    async delete(id) {
      await vault.remove(vaultKey(id));
    },
    close: () => vault.close(),
  };
}
