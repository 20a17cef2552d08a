/**
 * PKCE (RFC 7636) with the S256 method: the login sends the challenge, the token step proves possession of the
 * verifier (spec 1 sections 3 and 9).
 */

/** The verifier alphabet: unreserved URI characters `A-Z a-z 0-9 - . _ ~` (66 characters). */
export const PKCE_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** Verifier length the product uses (spec 1 section 9). */
export const CODE_VERIFIER_LENGTH = 128;

const MIN_LENGTH = 43;
const MAX_LENGTH = 128;

/**
 * Bytes at or above this are discarded: 198 is the largest multiple of 66 not above 256, so `byte % 66` is
 * uniform over the charset for the bytes kept (no modulo bias).
 */
const UNBIASED_LIMIT = 256 - (256 % PKCE_CHARSET.length);

/** A random code verifier of `length` (43 to 128) characters from {@link PKCE_CHARSET}. */
export function createCodeVerifier(length: number = CODE_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new RangeError(
      `PKCE code verifier length must be an integer from ${MIN_LENGTH} to ${MAX_LENGTH}, got ${length}`,
    );
  }
  let verifier = '';
  const bytes = new Uint8Array(length * 2);
  while (verifier.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) verifier += PKCE_CHARSET[byte % PKCE_CHARSET.length];
      if (verifier.length === length) break;
    }
  }
  return verifier;
}

/** Base64url without padding (RFC 4648 section 5), as PKCE requires. */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), 43 characters. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
