import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import type { TestSandbox } from '../test-support';
import {
  bearer,
  createTestSandbox,
  decodeJwtPayload,
  login,
  pkce,
  send,
  signIn,
  decideSeiAuthorization,
  readSeiAuthorization,
} from '../test-support';

let t: TestSandbox;

beforeEach(() => {
  t = createTestSandbox({
    seiPartners: [
      { origin: 'https://shop.example', name: 'Example Shop', brands: ['wallet', 'pay'] },
      { origin: 'https://harbour-shop.example', name: 'Harbour Shop', brands: ['bank'] },
    ],
  });
});

afterEach(() => {
  t.close();
});

const SITE = 'https://shop.example';

async function authorize(accessToken: string, codeChallenge: string, origin = SITE, brand = 'wallet') {
  return send(t.sandbox, 'POST', '/auth/sei/authorize', { origin, codeChallenge, brand }, bearer(accessToken));
}

describe('external authorize (auth/sei)', () => {
  it('reads its own authorization back by id (the page resumes it after a reload); another user gets 404', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    const started = await authorize(user.accessToken, pkce().challenge);
    const id = started.body.authorizationId as string;
    const read = await readSeiAuthorization(t.sandbox, id, user.accessToken);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(started.body);
    await send(t.sandbox, 'POST', `/auth/sei/authorize/${id}`, { approve: false }, bearer(user.accessToken));
    const decided = await readSeiAuthorization(t.sandbox, id, user.accessToken);
    expect(decided.body).toMatchObject({ status: 'declined', partnerName: 'Example Shop' });
    const other = await signIn(t.sandbox, DEMO_USERS.business);
    const foreign = await readSeiAuthorization(t.sandbox, id, other.accessToken);
    expect(foreign.status).toBe(404);
  });

  it('an approved authorization gives a code that only the holder of the PKCE verifier can exchange, once', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    const widget = pkce();
    const started = await authorize(user.accessToken, widget.challenge, `${SITE}/checkout?x=1`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ origin: SITE, partnerName: 'Example Shop', status: 'pending' });
    const id = started.body.authorizationId as string;

    const decided = await decideSeiAuthorization(t.sandbox, id, true, user.accessToken);
    expect(decided.body).toMatchObject({ status: 'approved' });
    const code = decided.body.code as string;

    const fromSite = { origin: SITE };
    const stranger = await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: pkce().verifier }, fromSite);
    expect(stranger.status).toBe(400);
    const exchanged = await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: widget.verifier }, fromSite);
    expect(exchanged.status).toBe(200);
    expect(decodeJwtPayload(exchanged.body.accessToken as string)).toMatchObject({ sub: '1' });
    const again = await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: widget.verifier }, fromSite);
    expect(again.status).toBe(400);
  });

  it("the partner widget's session keeps the idle limit of the brand the user approved it in", async () => {
    const portal = await login(t.sandbox, DEMO_USERS.personal, { brand: 'lt-alpha' });
    const widget = pkce();
    const started = await authorize(portal.body.accessToken as string, widget.challenge);
    const decided = await send(
      t.sandbox,
      'POST',
      `/auth/sei/authorize/${started.body.authorizationId as string}`,
      { approve: true },
      bearer(portal.body.accessToken as string),
    );
    const exchanged = await send(
      t.sandbox,
      'POST',
      '/auth/token',
      { code: decided.body.code, codeVerifier: widget.verifier },
      { origin: SITE },
    );
    expect(exchanged.status).toBe(200);
    t.advance(5 * 60_000 + 1_000);
    expect(await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: exchanged.body.refreshToken })).toMatchObject(
      {
        status: 401,
        body: { message: 'Session ended after inactivity' },
      },
    );
  });

  it('a foreign origin cannot start it: only registered partner sites may', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    const refused = await authorize(user.accessToken, pkce().challenge, 'https://attacker.example');
    expect(refused).toMatchObject({ status: 403, body: { reason: 'unregisteredOrigin' } });
    // A look-alike of the partner (other port, other scheme) is another origin.
    expect((await authorize(user.accessToken, pkce().challenge, 'https://shop.example:8443')).status).toBe(403);
    expect((await authorize(user.accessToken, pkce().challenge, 'http://shop.example')).status).toBe(403);
  });

  it('a partner registered for one brand cannot start it for another brand: the registry is per brand', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    // Example Shop is registered with wallet and pay, Harbour Shop with bank only.
    expect(await authorize(user.accessToken, pkce().challenge, SITE, 'pay')).toMatchObject({
      status: 200,
      body: { partnerName: 'Example Shop' },
    });
    expect(await authorize(user.accessToken, pkce().challenge, SITE, 'bank')).toMatchObject({
      status: 403,
      body: { reason: 'unregisteredOrigin' },
    });
    expect(await authorize(user.accessToken, pkce().challenge, 'https://harbour-shop.example', 'bank')).toMatchObject({
      status: 200,
      body: { partnerName: 'Harbour Shop' },
    });
    expect((await authorize(user.accessToken, pkce().challenge, 'https://harbour-shop.example', 'wallet')).status).toBe(
      403,
    );
    // Without a brand (or with one that does not exist) there is no registry to be in.
    const noBrand = await send(
      t.sandbox,
      'POST',
      '/auth/sei/authorize',
      { origin: SITE, codeChallenge: pkce().challenge },
      bearer(user.accessToken),
    );
    expect(noBrand.status).toBe(400);
    expect((await authorize(user.accessToken, pkce().challenge, SITE, 'acme')).status).toBe(400);
  });

  it('the code is bound to the partner origin: another site (or no Origin at all) cannot exchange it', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    const widget = pkce();
    const id = (await authorize(user.accessToken, widget.challenge)).body.authorizationId as string;
    const code = (
      await send(t.sandbox, 'POST', `/auth/sei/authorize/${id}`, { approve: true }, bearer(user.accessToken))
    ).body.code as string;
    const elsewhere = await send(
      t.sandbox,
      'POST',
      '/auth/token',
      { code, codeVerifier: widget.verifier },
      { origin: 'https://attacker.example' },
    );
    expect(elsewhere).toMatchObject({ status: 400, body: { message: 'This code was issued to another site' } });
    expect((await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: widget.verifier })).status).toBe(400);
    expect(
      (await send(t.sandbox, 'POST', '/auth/token', { code, codeVerifier: widget.verifier }, { origin: SITE })).status,
    ).toBe(200);
  });

  it('a declined authorization gives no code and cannot be approved afterwards', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    const started = await authorize(user.accessToken, pkce().challenge);
    const id = started.body.authorizationId as string;
    const declined = await decideSeiAuthorization(t.sandbox, id, false, user.accessToken);
    expect(declined.body).toEqual({ status: 'declined' });
    const late = await decideSeiAuthorization(t.sandbox, id, true, user.accessToken);
    expect(late.status).toBe(409);
  });

  it("needs a signed-in user, and nobody decides another user's authorization", async () => {
    expect(
      (
        await send(t.sandbox, 'POST', '/auth/sei/authorize', {
          origin: SITE,
          codeChallenge: pkce().challenge,
          brand: 'wallet',
        })
      ).status,
    ).toBe(401);
    const owner = await signIn(t.sandbox, DEMO_USERS.personal);
    const other = await signIn(t.sandbox, DEMO_USERS.business);
    const id = (await authorize(owner.accessToken, pkce().challenge)).body.authorizationId as string;
    const hijack = await decideSeiAuthorization(t.sandbox, id, true, other.accessToken);
    expect(hijack.status).toBe(404);
  });

  it('refuses origins that are not http(s) and expires after five minutes', async () => {
    const user = await signIn(t.sandbox, DEMO_USERS.personal);
    expect((await authorize(user.accessToken, pkce().challenge, 'javascript:alert(1)')).status).toBe(400);
    const id = (await authorize(user.accessToken, pkce().challenge)).body.authorizationId as string;
    t.advance(5 * 60 * 1000 + 1);
    // The access token lives five minutes too: the user's portal has refreshed by then.
    const later = await signIn(t.sandbox, DEMO_USERS.personal);
    const late = await decideSeiAuthorization(t.sandbox, id, true, later.accessToken);
    expect(late.status).toBe(410);
  });
});
