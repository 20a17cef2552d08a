/** Random identifiers and codes for the sandbox (node:crypto, never Math.random). */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** URL-safe random token, 32 bytes (43 characters) by default. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits, leading zeros kept. */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** PKCE S256: base64url(sha256(verifier)) without padding (RFC 7636). */
export function pkceChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Two digits, 10 to 99: the SMS identifier that lets a user match a code to the screen asking for it. */
export function randomSmsIdentifier(): string {
  return String(randomInt(10, 100));
}
