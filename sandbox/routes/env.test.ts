/**
 * Whose address a request is: the socket's for a direct client (its X-Forwarded-For is ignored), the right-most
 * untrusted hop behind a trusted proxy, the header's for in-process calls (the test harness stands in for a proxy).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, type SandboxEnv } from './env';

function addressOf(headers: Record<string, string>, socket: string | null, proxies: string[] = []): Promise<string> {
  const app = new Hono<SandboxEnv>();
  app.get('/', (c) => c.text(clientIp(c, new Set(proxies))));
  const env =
    socket === null ? undefined : { incoming: { socket: { remoteAddress: socket, destroy: () => undefined } } };
  return Promise.resolve(app.request('/', { headers }, env)).then((response) => response.text());
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy (per-address limits cannot be walked past)', async () => {
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.9' }, '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(await addressOf({}, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('behind a trusted proxy takes the right-most hop that is not a proxy', async () => {
    expect(await addressOf({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1', ['127.0.0.1'])).toBe('203.0.113.9');
    // The client wrote the left-most hop itself; the proxy appended the real one.
    expect(await addressOf({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }, '127.0.0.1', ['127.0.0.1'])).toBe(
      '203.0.113.9',
    );
    expect(
      await addressOf({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }, '127.0.0.1', ['127.0.0.1', '10.0.0.2']),
    ).toBe('203.0.113.9');
    expect(await addressOf({}, '127.0.0.1', ['127.0.0.1'])).toBe('127.0.0.1');
  });

  it('in process, the harness plays the proxy', async () => {
    expect(await addressOf({ 'x-forwarded-for': '192.0.2.44' }, null)).toBe('192.0.2.44');
    expect(await addressOf({}, null)).toBe('127.0.0.1');
  });
});
