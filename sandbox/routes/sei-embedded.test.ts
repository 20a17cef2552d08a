import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import type { TestSandbox } from '../test-support';
import { bearer, createTestSandbox, pkce, send, signIn, decideSeiAuthorization } from '../test-support';

/**
 * auth/sei for an element in isolation mode: the portal frames the element on the partner's page, so the consent is
 * for the partner, but the code goes to the portal's origin (the frame) and only that origin can exchange it.
 */
let t: TestSandbox;

beforeEach(() => {
  t = createTestSandbox({
    seiPartners: [{ origin: 'https://shop.example', name: 'Example Shop', brands: ['wallet'] }],
  });
});

afterEach(() => {
  t.close();
});

const SITE = 'https://shop.example';
const PORTAL = 'https://portal.example';

async function approvedCode(body: Record<string, unknown>, headers: Record<string, string>) {
  const user = await signIn(t.sandbox, DEMO_USERS.personal);
  const started = await send(t.sandbox, 'POST', '/auth/sei/authorize', body, {
    ...bearer(user.accessToken),
    ...headers,
  });
  if (started.status !== 200) return { started, code: '' };
  const id = started.body.authorizationId as string;
  const decided = await decideSeiAuthorization(t.sandbox, id, true, user.accessToken);
  return { started, code: decided.body.code as string };
}

describe('embedded external authorize (isolation mode)', () => {
  it('names the partner, and binds the code to the portal origin the request came from', async () => {
    const widget = pkce();
    const { started, code } = await approvedCode(
      { origin: SITE, codeChallenge: widget.challenge, embedded: true, brand: 'wallet' },
      { origin: PORTAL },
    );
    expect(started.body).toMatchObject({ origin: SITE, partnerName: 'Example Shop', status: 'pending' });

    // The partner's page itself cannot exchange it: it was handed to the frame, not to the page.
    const fromPage = await send(
      t.sandbox,
      'POST',
      '/auth/token',
      { code, codeVerifier: widget.verifier },
      { origin: SITE },
    );
    expect(fromPage).toMatchObject({ status: 400, body: { message: 'This code was issued to another site' } });
    const fromFrame = await send(
      t.sandbox,
      'POST',
      '/auth/token',
      { code, codeVerifier: widget.verifier },
      { origin: PORTAL },
    );
    expect(fromFrame.status).toBe(200);
    expect(typeof fromFrame.body.accessToken).toBe('string');
  });

  it('still refuses a partner that is not registered', async () => {
    const { started } = await approvedCode(
      { origin: 'https://attacker.example', codeChallenge: pkce().challenge, embedded: true, brand: 'wallet' },
      { origin: PORTAL },
    );
    expect(started).toMatchObject({ status: 403, body: { reason: 'unregisteredOrigin' } });
  });

  it('refuses an embedded request without an Origin to bind the code to', async () => {
    const { started } = await approvedCode(
      { origin: SITE, codeChallenge: pkce().challenge, embedded: true, brand: 'wallet' },
      {},
    );
    expect(started.status).toBe(400);
  });
});
