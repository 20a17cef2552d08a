// @vitest-environment happy-dom
/**
 * No silent loopback: an element without `env` calls the brand's production API, never the sandbox on the
 * visitor's machine; the sandbox only when the host asks for it (`env="sandbox"`, or `api-base` naming one); and a
 * configuration that cannot work (the sandbox from a public page) says so in the console.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBrand } from '../../core/brand/load-brand';
import '../global-claim/global-claim.define';
import { isLoopbackOrigin, loopbackProblem } from './widget-runtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The origins the page's fetch was asked for; every answer is a network failure (no server in this test). */
function recordRequests(): string[] {
  const origins: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    origins.push(new URL(url).origin);
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  return origins;
}

async function mountClaim(attributes: string): Promise<HTMLElement> {
  const template = document.createElement('template');
  template.innerHTML = `<wallet-global-claim payment-secret="secret-1" ${attributes}></wallet-global-claim>`;
  const element = template.content.firstElementChild as HTMLElement;
  await act(async () => {
    document.body.append(element);
    await Promise.resolve();
  });
  return element;
}

async function requestsOf(attributes: string): Promise<string[]> {
  const origins = recordRequests();
  await mountClaim(attributes);
  await vi.waitFor(() => expect(origins.length).toBeGreaterThan(0));
  return origins;
}

beforeAll(async () => {
  await loadBrand('wallet');
});

beforeEach(() => {
  // The API client logs each failed call; every call fails here on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
    await Promise.resolve();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the environment of an element', () => {
  it('is production without env: no request goes to loopback', async () => {
    const origins = await requestsOf('brand="wallet"');
    expect(origins.filter(isLoopbackOrigin)).toEqual([]);
    expect(new Set(origins)).toEqual(new Set(['https://api.nimbus-wallet.example']));
  });

  it('is the local sandbox only with env="sandbox"', async () => {
    const origins = await requestsOf('brand="wallet" env="sandbox"');
    expect(new Set(origins)).toEqual(new Set(['http://127.0.0.1:4010']));
  });

  it('is the sandbox that api-base names', async () => {
    const origins = await requestsOf('brand="wallet" api-base="http://127.0.0.1:4999"');
    expect(new Set(origins)).toEqual(new Set(['http://127.0.0.1:4999']));
  });

  it('is a staging environment when env names one', async () => {
    const origins = await requestsOf('brand="wallet" env="staging3"');
    expect(new Set(origins)).toEqual(new Set(['https://api.staging3.nimbus-wallet.example']));
  });
});

describe('a configuration that cannot work', () => {
  it('knows loopback origins', () => {
    for (const origin of ['http://127.0.0.1:4010', 'http://localhost:5173', 'http://app.localhost', 'http://[::1]:80'])
      expect(isLoopbackOrigin(origin)).toBe(true);
    for (const origin of ['https://shop.example', 'http://10.0.0.2', 'https://127.0.0.1.example', 'null'])
      expect(isLoopbackOrigin(origin)).toBe(false);
  });

  it('is the sandbox on loopback from a page that is not: the message names both and what to write', () => {
    const message = loopbackProblem('wallet-kyc', 'http://127.0.0.1:4010', 'https://shop.example');
    expect(message).toContain('<wallet-kyc>');
    expect(message).toContain('http://127.0.0.1:4010');
    expect(message).toContain('https://shop.example');
    expect(message).toContain('env="production"');
  });

  it('is fine on a developer’s own machine, and for a hosted API', () => {
    expect(loopbackProblem('wallet-kyc', 'http://127.0.0.1:4010', 'http://localhost:3000')).toBeNull();
    expect(loopbackProblem('wallet-kyc', 'https://api.nimbus-wallet.example', 'https://shop.example')).toBeNull();
  });
});
