/**
 * A client 'sei' sign-in code is bound to the partner page it was issued for: the browser's `Origin` of the login
 * (or the `origin` a mobile shell's native sign-in names). `/auth/token` takes it on that page, or in the bank's
 * frame on that page (`embeddedIn`); the frame takes no code issued for no page or for another one.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import type { Pkce } from '../test-support';
import { pkce, send, useTestSandbox } from '../test-support';

const PARTNER = 'http://127.0.0.1:5174';
const OTHER_SITE = 'https://other.example';
const PORTAL = 'http://127.0.0.1:5173';

const t = useTestSandbox();

async function seiCode(
  options: { origin?: string; named?: string; username?: string; client?: 'spa' | 'sei' } = {},
): Promise<{ status: number; code: string; pair: Pkce; body: Record<string, unknown> }> {
  const pair = pkce();
  const reply = await send(
    t.sandbox,
    'POST',
    '/auth/login',
    {
      client: options.client ?? 'sei',
      username: options.username ?? DEMO_USERS.personal,
      password: DEMO_PASSWORD,
      codeChallenge: pair.challenge,
      ...(options.named === undefined ? {} : { origin: options.named }),
    },
    options.origin === undefined ? {} : { origin: options.origin },
  );
  return { status: reply.status, code: String(reply.body.code), pair, body: reply.body };
}

function exchange(code: string, pair: Pkce, options: { origin?: string; embeddedIn?: string } = {}) {
  return send(
    t.sandbox,
    'POST',
    '/auth/token',
    {
      code,
      codeVerifier: pair.verifier,
      ...(options.embeddedIn === undefined ? {} : { embeddedIn: options.embeddedIn }),
    },
    options.origin === undefined ? {} : { origin: options.origin },
  );
}

describe('a sign-in code bound to its partner page', () => {
  it("a code asked for from a partner's page is exchanged on that page or in the bank's frame there, nowhere else", async () => {
    const elsewhere = await seiCode({ origin: PARTNER });
    const refused = await exchange(elsewhere.code, elsewhere.pair, { origin: OTHER_SITE });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('codeForAnotherSite');

    const inFrameElsewhere = await seiCode({ origin: PARTNER });
    expect(
      (await exchange(inFrameElsewhere.code, inFrameElsewhere.pair, { origin: PORTAL, embeddedIn: OTHER_SITE })).status,
    ).toBe(400);

    const onPage = await seiCode({ origin: PARTNER });
    expect((await exchange(onPage.code, onPage.pair, { origin: PARTNER })).status).toBe(200);

    const inFrame = await seiCode({ origin: PARTNER });
    const framed = await exchange(inFrame.code, inFrame.pair, { origin: PORTAL, embeddedIn: PARTNER });
    expect(framed.status).toBe(200);
    expect(typeof framed.body.accessToken).toBe('string');
  });

  it("the bank's frame refuses a code issued for no page (a script's or a command line's own sign-in)", async () => {
    const unbound = await seiCode();
    const refused = await exchange(unbound.code, unbound.pair, { origin: PORTAL, embeddedIn: PARTNER });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('codeForAnotherSite');
    // The same kind of code still works outside a frame: a mobile shell's page on the portal's own origin.
    const shell = await seiCode();
    expect((await exchange(shell.code, shell.pair, { origin: PORTAL })).status).toBe(200);
  });

  it('a code of the spa client (the direct flow) is not for a frame either', async () => {
    const direct = await seiCode({ client: 'spa', username: DEMO_USERS.direct });
    expect(direct.status).toBe(200);
    expect((await exchange(direct.code, direct.pair, { origin: PORTAL, embeddedIn: PARTNER })).status).toBe(400);
  });

  it('a native sign-in names the page; a browser cannot name another page than its own', async () => {
    const named = await seiCode({ named: `${PARTNER}/kyc.html` });
    expect((await exchange(named.code, named.pair, { origin: PORTAL, embeddedIn: OTHER_SITE })).status).toBe(400);
    const again = await seiCode({ named: PARTNER });
    expect((await exchange(again.code, again.pair, { origin: PORTAL, embeddedIn: PARTNER })).status).toBe(200);

    const lying = await seiCode({ origin: OTHER_SITE, named: PARTNER });
    expect(lying.status).toBe(400);
    expect((await seiCode({ named: 'javascript:alert(1)' })).status).toBe(400);
  });
});
