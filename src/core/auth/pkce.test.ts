import { describe, expect, it, vi } from 'vitest';
import { pkceString } from '../api/contract/common';
import { base64UrlEncode, codeChallengeS256, createCodeVerifier, PKCE_CHARSET } from './pkce';

describe('createCodeVerifier', () => {
  it('makes 128 characters from the PKCE charset by default', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toHaveLength(128);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(pkceString.safeParse(verifier).success).toBe(true);
  });

  it('has a 66-character alphabet without duplicates', () => {
    expect(PKCE_CHARSET).toHaveLength(66);
    expect(new Set(PKCE_CHARSET).size).toBe(66);
  });

  it('accepts lengths 43 to 128 and rejects others', () => {
    expect(createCodeVerifier(43)).toHaveLength(43);
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
    expect(() => createCodeVerifier(50.5)).toThrow(RangeError);
  });

  it('is different every time', () => {
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });

  it('discards bytes that would bias the modulo (198 and above)', () => {
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        // 198..255 must be skipped; 0 -> 'A', 65 -> '~', 197 -> 197 % 66 = 65 -> '~'.
        bytes.fill(0);
        bytes.set([255, 198, 0, 65, 197, 250]);
        return array;
      });
    try {
      const verifier = createCodeVerifier(43);
      expect(verifier.startsWith('A~~')).toBe(true);
      expect(verifier).toHaveLength(43);
    } finally {
      spy.mockRestore();
    }
  });

  it('spreads evenly over the alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 200; i += 1) {
      for (const char of createCodeVerifier()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 25,600 characters over 66 symbols: about 388 each; a bias of the modulo kind would push some far off.
    expect(counts.size).toBe(66);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(290);
      expect(count).toBeLessThan(490);
    }
  });
});

describe('codeChallengeS256', () => {
  it('matches the RFC 7636 appendix B vector', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('is 43 base64url characters without padding, valid for the login request', async () => {
    const challenge = await codeChallengeS256(createCodeVerifier());
    expect(challenge).toHaveLength(43);
    expect(challenge).not.toMatch(/[+/=]/);
    expect(pkceString.safeParse(challenge).success).toBe(true);
  });
});

describe('base64UrlEncode', () => {
  it('uses - and _ and drops padding', () => {
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});
