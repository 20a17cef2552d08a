/** The IP privacy check (spec 3 section 7.3) answers by the caller's forwarded address from the ranges table. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { bearer, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

describe('ipPrivacyCheck', () => {
  it.each([
    ['198.51.100.7', 'vpn', 'Sandbox VPN'],
    ['203.0.113.9', 'tor', 'Tor exit relays'],
    ['203.0.113.200', 'proxy', 'Open proxy'],
    ['192.0.2.44', 'hosting', 'Sandbox Cloud'],
    ['2001:db8:dead::1', 'vpn', 'Sandbox VPN'],
    ['93.184.216.34', null, null],
  ])('%s is %s', async (ip, kind, provider) => {
    const token = (await signIn(t.sandbox, DEMO_USERS.business)).accessToken;
    const reply = await send(t.sandbox, 'GET', '/privacy/ip-check', undefined, {
      ...bearer(token),
      'x-forwarded-for': ip,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ip, private: kind !== null, kind, provider });
  });

  it('needs a session', async () => {
    expect((await send(t.sandbox, 'GET', '/privacy/ip-check')).status).toBe(401);
  });
});
