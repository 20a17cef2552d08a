/** Password hashing with scrypt from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (base64url parts). */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function scryptAsync(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const seedHashes = new Map<string, string>();

/**
 * Hash for a seeded user. The salt is derived from the e-mail address so the seed is deterministic, and the result
 * is memoised because tests build many sandboxes with the same demo users. Never use this for user-chosen passwords.
 */
export function hashSeedPassword(email: string, password: string): string {
  const memoKey = `${email}\u0000${password}`;
  const known = seedHashes.get(memoKey);
  if (known) return known;
  const salt = createHash('sha256').update(`sandbox-seed-salt:${email.toLowerCase()}`).digest().subarray(0, 16);
  const hash = encode(salt, scryptSync(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }));
  seedHashes.set(memoKey, hash);
  return hash;
}

/**
 * The seed hashes worked out so far, to hand to another process. Each Vitest test file has module instances of its own,
 * so without this every file that builds a sandbox pays the scrypt cost of every demo user again (about 4 s of CPU per
 * file); src/test-global-setup.ts works them out once per run and src/test-setup.ts gives them to each file.
 */
export function knownSeedPasswordHashes(): Array<[string, string]> {
  return [...seedHashes];
}

/** Takes seed hashes worked out elsewhere (by {@link hashSeedPassword} itself, see {@link knownSeedPasswordHashes}). */
export function rememberSeedPasswordHashes(entries: Iterable<readonly [string, string]>): void {
  for (const [memoKey, hash] of entries) seedHashes.set(memoKey, hash);
}

/** Hash for a password a user chose (registration, reset, employee activation): random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, COST, BLOCK_SIZE, PARALLELISM));
}

/** A stored hash no password matches, for spending the same time on unknown users as on known ones. */
export const UNMATCHABLE_HASH = encode(Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
