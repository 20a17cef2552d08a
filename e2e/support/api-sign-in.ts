/**
 * Signing in without the login form, for the tests that are not about signing in: the tokens come from the sandbox's
 * auth endpoints (the simple flow, or the direct flow's code exchange with a real PKCE verifier), are written into the
 * tab's sessionStorage in the shape the portal keeps them (src/core/session/session-keys.ts), and the tab opens the
 * start page, which decides where the user lands exactly as after a form sign-in (terms, company, admin overview).
 *
 * The portal keeps its tokens in sessionStorage, which Playwright's storageState does not save, so each tab is
 * seeded on its own: a stand-in page on the portal's origin (answered by the test, it loads no portal code) takes the
 * tokens, then the real page opens once. One sign-in per call: a correct password never counts as a failed attempt,
 * so the per-address sign-in throttling is not touched.
 *
 * The auth flows that need a person (one-time code, SMS, push, device verification) are refused here: their tests
 * go through the login form (signIn in portal.ts).
 *
 * BFF mode (the default; `E2E_PORTAL_SERVER=static` is token mode; docs/bff.md): the portal ignores tokens in
 * sessionStorage by design, so apiSignIn signs in through the BFF's own sign-in steps (`/bff/auth/login`,
 * `/bff/auth/token`) with the page's request context, which shares the browser context's cookies: the
 * `__Host-wallet-session` cookie lands in the browser, and only the non-secret tab state (the auth flag, the remembered path) is seeded. The tokens then stay on the BFF; the
 * returned session carries the BFF's placeholders. A session obtained straight from the sandbox (apiSession) cannot
 * be handed to the BFF: seedSession refuses it in BFF mode (`bffSession` turns a BFF sign-in step's reply into one).
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { PORTAL_ORIGIN, PORTAL_SERVER, SANDBOX_ORIGIN } from '../../playwright.config';
import { SESSION_KEYS } from '../../src/core/session/session-keys';
import { DEMO_PASSWORD } from './sandbox';

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  authFlow: 'simple' | 'direct';
}

export interface ApiSignInOptions {
  password?: string;
  /** The brand the portal signs in for (the session gets its idle limit); the e2e portal is built for wallet. */
  brand?: string;
  /** Where to go after the start page's own rules, as the path remembered before a login (`initialPath`). */
  to?: string;
  /** Query of the start page's address, e.g. `lang=pt` (the portal consumes `lang` on any route). */
  query?: string;
}

/** Whether the portal of this run is served by its BFF (BFF mode): the browser then holds a cookie, no tokens. */
export const PORTAL_IN_BFF_MODE = PORTAL_SERVER === 'bff';

/** What the BFF's replies carry in place of each token (bff/app.ts TOKEN_PLACEHOLDER). */
export const BFF_TOKEN_PLACEHOLDER = 'bff-session';

/** The headers the BFF asks of a state-changing call: the CSRF header and the portal's own Origin (docs/bff.md). */
export const BFF_CALL_HEADERS = { 'X-Wallet-CSRF': '1', Origin: PORTAL_ORIGIN } as const;

/**
 * The simple or direct flow of `login` against `authBase` (the sandbox, or the BFF's `/bff`), with a real PKCE
 * verifier; the other flows need a person and are refused.
 */
async function signInOver(
  request: APIRequestContext,
  authBase: string,
  headers: Record<string, string>,
  login: string,
  { password = DEMO_PASSWORD, brand = 'wallet' }: Pick<ApiSignInOptions, 'password' | 'brand'>,
): Promise<ApiSession> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const reply = await request.post(`${authBase}/auth/login`, {
    headers,
    data: { client: 'spa', username: login, password, codeChallenge, brand },
  });
  expect(reply.ok(), `API sign-in of ${login}: ${reply.status()} ${await reply.text()}`).toBe(true);
  const body = (await reply.json()) as {
    authFlow: string;
    accessToken?: string;
    refreshToken?: string;
    code?: string;
    migration?: { req?: string };
  };
  if (body.migration && body.migration.req !== 'none') {
    throw new Error(`${login} has a migration notice (${body.migration.req}): sign in through the form (signIn)`);
  }
  if (body.authFlow === 'simple' && body.accessToken && body.refreshToken) {
    return { accessToken: body.accessToken, refreshToken: body.refreshToken, authFlow: 'simple' };
  }
  if (body.authFlow === 'direct' && body.code) {
    const exchanged = await request.post(`${authBase}/auth/token`, {
      headers,
      data: { code: body.code, codeVerifier },
    });
    expect(exchanged.ok(), `token step of ${login}: ${exchanged.status()}`).toBe(true);
    const pair = (await exchanged.json()) as { accessToken: string; refreshToken: string };
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, authFlow: 'direct' };
  }
  throw new Error(`${login} signs in with the '${body.authFlow}' flow, which needs a person: use signIn (the form)`);
}

/** The tokens of a new session for `login`, from the sandbox (no browser involved; the same in both modes). */
export async function apiSession(
  request: APIRequestContext,
  login: string,
  options: Pick<ApiSignInOptions, 'password' | 'brand'> = {},
): Promise<ApiSession> {
  return signInOver(request, SANDBOX_ORIGIN, {}, login, options);
}

/**
 * BFF mode: signs `login` in through the BFF from the page's context, so the session cookie is the browser's; the
 * returned pair is the BFF's placeholders.
 */
async function bffSignIn(
  page: Page,
  login: string,
  options: Pick<ApiSignInOptions, 'password' | 'brand'>,
): Promise<ApiSession> {
  const session = await signInOver(page.request, `${PORTAL_ORIGIN}/bff`, BFF_CALL_HEADERS, login, options);
  const cookies = await page.context().cookies(PORTAL_ORIGIN);
  expect(
    cookies.some((cookie) => cookie.name === '__Host-wallet-session' && cookie.value !== ''),
    `BFF sign-in of ${login}: no session cookie in the browser`,
  ).toBe(true);
  return session;
}

/**
 * The bank's path of a request the page sends on its way to the bank, or null for any other request: in token mode a
 * call straight to the sandbox, in BFF mode a call to the portal's own `/bff/…` (the BFF passes it on, bearer added).
 */
export function bankPathOf(url: string): string | null {
  const parsed = new URL(url);
  if (!PORTAL_IN_BFF_MODE) return parsed.origin === SANDBOX_ORIGIN ? parsed.pathname : null;
  const prefix = '/bff/';
  return parsed.origin === PORTAL_ORIGIN && parsed.pathname.startsWith(prefix)
    ? parsed.pathname.slice(prefix.length - 1)
    : null;
}

/** Path of the stand-in page that seeds a tab's sessionStorage; it exists only while seeding. */
const SEED_PATH = '/__e2e-session-seed';

/**
 * Writes the tab's session state into its sessionStorage on the portal's origin, without loading the portal: in token
 * mode the token pair, the auth flag and the remembered path; in BFF mode only the auth flag and the remembered path
 * (the BFF holds the tokens, its cookie is already the browser's), and only for a session the BFF started (its
 * placeholders): a pair from the sandbox cannot become a BFF session.
 */
export async function seedSession(
  page: Page,
  session: ApiSession,
  { initialPath }: { initialPath?: string | undefined } = {},
): Promise<void> {
  if (
    PORTAL_IN_BFF_MODE &&
    (session.accessToken !== BFF_TOKEN_PLACEHOLDER || session.refreshToken !== BFF_TOKEN_PLACEHOLDER)
  ) {
    throw new Error(
      'BFF mode: the portal ignores tokens in sessionStorage; sign in with apiSignIn (through the BFF), ' +
        'or make the call that issues the pair through the BFF (BFF_CALL_HEADERS on page.request)',
    );
  }
  const seedUrl = `${PORTAL_ORIGIN}${SEED_PATH}`;
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' });
  await page.route(seedUrl, handler);
  try {
    await page.goto(seedUrl);
    await page.evaluate(
      ({ keys, values, withTokens }) => {
        if (withTokens) {
          window.sessionStorage.setItem(keys.accessToken, values.accessToken);
          window.sessionStorage.setItem(keys.refreshToken, values.refreshToken);
        }
        window.sessionStorage.setItem(keys.authFlow, values.authFlow);
        if (values.initialPath) window.sessionStorage.setItem(keys.initialPath, values.initialPath);
        else window.sessionStorage.removeItem(keys.initialPath);
      },
      {
        keys: SESSION_KEYS,
        values: { ...session, initialPath: initialPath ?? '' },
        withTokens: !PORTAL_IN_BFF_MODE,
      },
    );
  } finally {
    await page.unroute(seedUrl, handler);
  }
}

/**
 * Signs `login` in over the API and opens the portal's start page in `page`; resolves once the start page has
 * sent the user on (to `to` when given and the start rules allow it, else wherever they send this user). The test
 * then checks where it landed, as after signIn + the form. In BFF mode through the BFF (see the top of this file):
 * the returned pair is then the BFF's placeholders, not tokens a test could send to the sandbox (use apiSession).
 */
export async function apiSignIn(page: Page, login: string, options: ApiSignInOptions = {}): Promise<ApiSession> {
  const session = PORTAL_IN_BFF_MODE
    ? await bffSignIn(page, login, options)
    : await apiSession(page.request, login, options);
  await seedSession(page, session, { initialPath: options.to });
  await page.goto(`/start${options.query ? `?${options.query}` : ''}`);
  await expect(page).not.toHaveURL(/\/(start|login)(\?|$)/);
  return session;
}

/** A signed-in page's own session as the test calls the bank with it: the base of the bank's paths and the headers. */
export interface PageSession {
  /** Where the bank's paths (`/api/v4`, `/public-api/…`) start: the sandbox's origin, or the portal's `/bff`. */
  base: string;
  headers: Record<string, string>;
}

/**
 * The session of a signed-in page, for calls the test makes beside the page's on the same session (no second
 * sign-in), sent with `page.request`: in token mode the bearer of the page's next named-method call (after a reload)
 * to the bank; in BFF mode the portal's BFF with the CSRF headers, the browser's cookie going with `page.request`.
 */
export async function pageSession(page: Page): Promise<PageSession> {
  if (PORTAL_IN_BFF_MODE) return { base: `${PORTAL_ORIGIN}/bff`, headers: { ...BFF_CALL_HEADERS } };
  const call = page.waitForRequest(
    (request) => request.url().includes('/api/v4?method=') && /^Bearer /.test(request.headers().authorization ?? ''),
  );
  await page.reload();
  const request = await call;
  return { base: new URL(request.url()).origin, headers: { authorization: request.headers().authorization ?? '' } };
}

/** Calls of a signed-in user from the test, over the portal's own path to the bank (see {@link portalCaller}). */
export interface PortalCaller {
  session: ApiSession;
  post(path: string, data: unknown): Promise<APIResponse>;
}

/**
 * Signs `login` in and returns a caller for the bank's REST paths (`/customer/…`) the way the portal of this run
 * reaches the bank: in token mode straight to the sandbox with the bearer (the browser is untouched; seed it with
 * seedSession), in BFF mode through the BFF from the page's context (the browser gets the session cookie, and a
 * reply that issues a new pair, a two-step change, rotates the BFF's session for the browser too).
 */
export async function portalCaller(
  page: Page,
  request: APIRequestContext,
  login: string,
  options: Pick<ApiSignInOptions, 'password' | 'brand'> = {},
): Promise<PortalCaller> {
  if (PORTAL_IN_BFF_MODE) {
    const session = await bffSignIn(page, login, options);
    return {
      session,
      post: (path, data) => page.request.post(`${PORTAL_ORIGIN}/bff${path}`, { data, headers: BFF_CALL_HEADERS }),
    };
  }
  const session = await apiSession(request, login, options);
  return {
    session,
    post: (path, data) =>
      request.post(`${SANDBOX_ORIGIN}${path}`, { data, headers: { authorization: `Bearer ${session.accessToken}` } }),
  };
}
