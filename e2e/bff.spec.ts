/**
 * The portal in BFF mode (docs/bff.md), served by two BFF instances that share one Redis session store
 * (support/bff-stack.ts), in front of the config's sandbox: the browser holds a session cookie and nothing else.
 * Runs as its own Playwright project ('bff'); every other spec keeps the static portal in token mode.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { startBffStack, type BffStack } from './support/bff-stack';
import {
  DEMO_PASSWORD,
  addFault,
  clearFaults,
  expireAccessTokens,
  resetSandbox,
  sandboxStats,
} from './support/sandbox';

const COOKIE = '__Host-wallet-session';

let stack: BffStack;
test.beforeAll(async () => {
  stack = await startBffStack();
});
test.afterAll(async () => {
  await stack.stop();
});
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

function origin(index: 0 | 1 = 0): string {
  return stack.origins[index];
}

async function signInOnForm(page: Page, login: string, at = origin()): Promise<void> {
  await page.goto(`${at}/`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Hello, /);
  await expect(page.getByRole('region', { name: 'Your accounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your accounts' }).getByText('USD').first()).toBeVisible();
}

test('after sign-in the browser holds no token: not in storage, not in a readable cookie, not in any request', async ({
  page,
  context,
}) => {
  const portalRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin())) portalRequests.push(request);
  });
  await signInOnForm(page, 'personal@demo.test');
  await expectHome(page);

  const stored = await page.evaluate(() => ({
    session: Object.entries(window.sessionStorage),
    local: Object.entries(window.localStorage),
    cookie: document.cookie,
  }));
  const jwt = /eyJ[\w-]+\.[\w-]+\./;
  for (const [key, value] of [...stored.session, ...stored.local]) {
    expect(key, `storage key ${key}`).not.toMatch(/token/i);
    expect(value, `storage value of ${key}`).not.toMatch(jwt);
  }
  expect(stored.cookie).toBe('');

  // The portal's own calls went to the BFF, on its origin, with the CSRF header and never a bearer token.
  const apiCalls = portalRequests.filter((request) => new URL(request.url()).pathname.startsWith('/bff/'));
  expect(apiCalls.length).toBeGreaterThan(2);
  for (const request of portalRequests) {
    expect(await request.headerValue('authorization'), request.url()).toBeNull();
  }
  for (const request of apiCalls) {
    if (request.method() !== 'GET') expect(await request.headerValue('x-wallet-csrf'), request.url()).toBe('1');
  }

  // The one cookie: __Host-, HttpOnly, Secure, SameSite=Strict, Path=/, no Domain (host-only), a browser session.
  const cookies = await context.cookies(origin());
  expect(cookies.map((cookie) => cookie.name)).toEqual([COOKIE]);
  expect(cookies[0]).toMatchObject({
    name: COOKIE,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    domain: '127.0.0.1',
    expires: -1,
  });
  expect(cookies[0]?.value).not.toMatch(jwt);
});

test('a cross-site replay of a portal call with the session cookie is refused with 403', async ({
  page,
  context,
  playwright,
}) => {
  await signInOnForm(page, 'personal@demo.test');
  await expectHome(page);
  const cookie = (await context.cookies(origin())).find((each) => each.name === COOKIE);
  expect(cookie).toBeDefined();
  const replay = await playwright.request.newContext();
  const call = (headers: Record<string, string>) =>
    replay.post(`${origin()}/bff/api/v4?method=customerInfoGet`, {
      headers: { Cookie: `${COOKIE}=${cookie?.value ?? ''}`, 'Content-Type': 'application/json', ...headers },
      data: { method: 'customerInfoGet' },
    });
  // Another site's page: its Origin, even with the header forged.
  expect((await call({ Origin: 'https://attacker.example', 'X-Wallet-CSRF': '1' })).status()).toBe(403);
  // A form post or a simple request: no custom header.
  expect((await call({ Origin: origin() })).status()).toBe(403);
  // No Origin on a state-changing call.
  expect((await call({ 'X-Wallet-CSRF': '1' })).status()).toBe(403);
  // The portal's own call, as it sends it, is answered: the cookie is valid, only the replay was refused.
  const own = await call({ Origin: origin(), 'X-Wallet-CSRF': '1' });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ responseCode: '00' });
  // Not an open proxy: a path of the bank the portal never calls.
  const outside = await replay.get(`${origin()}/bff/sandbox/stats`, {
    headers: { Cookie: `${COOKIE}=${cookie?.value ?? ''}`, 'X-Wallet-CSRF': '1' },
  });
  expect(outside.status()).toBe(404);
  await replay.dispose();
});

test('two BFF instances sharing one Redis store serve one session alternately', async ({ page }) => {
  await signInOnForm(page, 'personal@demo.test', origin(0));
  await expectHome(page);
  // The cookie is host-only for 127.0.0.1, so both instances see it, as behind one load balancer.
  await page.goto(`${origin(1)}/home`);
  await expectHome(page);
  await page.goto(`${origin(0)}/home`);
  await expectHome(page);
  await page.goto(`${origin(1)}/home`);
  await expectHome(page);
});

test('a link opened in a new tab stays signed in', async ({ page, context }) => {
  await signInOnForm(page, 'personal@demo.test');
  await expectHome(page);
  const tab = await context.newPage();
  await tab.goto(`${origin()}/home`);
  await expectHome(tab);
  await tab.close();
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await signInOnForm(page, 'personal@demo.test');
  await expectHome(page);
  const other = await context.newPage();
  await other.goto(`${origin()}/home`);
  await expectHome(other);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/);
  // The server session is gone too: a new tab lands on the sign-in form.
  const third = await context.newPage();
  await third.goto(`${origin()}/home`);
  await expect(third).toHaveURL(/\/login/);
  await third.close();
  await other.close();
});

test('a refresh fault at the BFF keeps the user signed in', async ({ page, request }) => {
  await signInOnForm(page, 'personal@demo.test');
  await expectHome(page);
  const before = (await sandboxStats(request)).refresh ?? 0;
  // Every access token is dead, and the bank's refresh fails twice: the BFF retries within its window.
  await expireAccessTokens(request);
  await addFault(request, { match: { path: '/auth/refresh' }, status: 503, times: 2 });
  await page.reload();
  await expectHome(page);
  const after = (await sandboxStats(request)).refresh ?? 0;
  expect(after - before).toBeGreaterThanOrEqual(1);
});
