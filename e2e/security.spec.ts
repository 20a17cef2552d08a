/**
 * Security and resilience, end to end: the portal's headers (an injected inline script and a foreign frame are
 * refused), /env.json from memory, sign-in throttling as the login page shows it, the external authorize flow
 * refusing an unregistered site, idleness shared between tabs with the one-minute warning, a server idle limit
 * ending a widget's session, a refresh surviving a lost answer, and a bidi file name shown cleaned.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn, PORTAL_IN_BFF_MODE } from './support/api-sign-in';
import { signIn } from './support/portal';
import { addFault, DEMO_PASSWORD, resetSandbox, solvedBotCheck } from './support/sandbox';
import { handOverCode } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterAll(async ({ request }) => {
  await resetSandbox(request);
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

test.describe('the portal server', () => {
  test('sends a strict nonce-based CSP with Trusted Types, no framing, and the other security headers', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['x-frame-options']).toBe('DENY');
    // Plain http here: HSTS belongs to https only.
    expect(headers['strict-transport-security']).toBeUndefined();
    // The page's own scripts carry this response's nonce; the next response has another.
    expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
    const again = await page.request.get('/login', { headers: { accept: 'text/html' } });
    expect(again.headers()['content-security-policy']).not.toContain(nonce);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('refuses an injected inline script and markup that would run code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      const script = document.createElement('script');
      try {
        script.textContent = 'window.__injected = true';
        document.head.append(script);
      } catch {
        violations.push('refused at the sink');
      }
      let markupRefused = false;
      try {
        document.createElement('div').innerHTML = '<img src="x" onerror="window.__injected = true">';
      } catch {
        markupRefused = true;
      }
      await new Promise((done) => setTimeout(done, 200));
      return { injected: (window as { __injected?: boolean }).__injected === true, violations, markupRefused };
    });
    expect(outcome.injected).toBe(false);
    expect(outcome.markupRefused).toBe(true);
    expect(outcome.violations.length).toBeGreaterThan(0);
  });

  test('a page of another site cannot frame the portal', async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/`);
    const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'portal';
      document.body.append(frame);
    }, `${PORTAL_ORIGIN}/login`);
    await refused;
    await expect(page.frameLocator('iframe[title="portal"]').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });

  test("answers /env.json from memory, with this stack's sandbox, and writes no file into the build", async ({
    request,
  }) => {
    const response = await request.get(`${PORTAL_ORIGIN}/env.json`);
    // The BFF also names its mode (docs/bff.md); the static server names none (token mode).
    const mode = PORTAL_IN_BFF_MODE ? { authMode: 'bff' } : {};
    expect(await response.json()).toEqual({ sandboxOrigin: SANDBOX_ORIGIN, ...mode });
    expect(existsSync(resolve(import.meta.dirname, '../dist/portal/env.json'))).toBe(false);
  });
});

test.describe('sign-in abuse', () => {
  test('20 wrong passwords: the server answers 429 with Retry-After and the login page says when to try again', async ({
    page,
    request,
  }) => {
    const statuses: number[] = [];
    let retryAfter = '';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // Past the third failure the server wants a solved bot check with each guess; a persistent guesser solves it.
      const botCheckToken = attempt >= 3 ? await solvedBotCheck(request) : undefined;
      const reply = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
        data: {
          client: 'spa',
          username: 'personal@demo.test',
          password: 'Wrong-pass-1',
          codeChallenge: 'x'.repeat(43),
          botCheckToken,
        },
      });
      statuses.push(reply.status());
      retryAfter = reply.headers()['retry-after'] ?? '';
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // Even the right password waits now; the page says until when, in the user's language.
    await signIn(page, 'personal@demo.test', { password: DEMO_PASSWORD });
    await expect(
      page.getByText(/Too many attempts\. For your security, signing in is paused\. Try again after \d/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectNoSeriousA11yViolations(page);
  });

  test('after three wrong passwords the login page asks for the bot check, and a person who answers it signs in', async ({
    page,
  }) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signIn(page, 'personal@demo.test', { password: 'Wrong-pass-1' });
      await expect(page.getByText('Invalid username or password')).toBeVisible();
    }
    // The right password now needs a bot check first: the server says so and the page shows the brand's check.
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('To sign in, first confirm you are a person')).toBeVisible();
    const check = page.getByRole('group', { name: 'Confirm you are a person' });
    const question = check.getByLabel(/What is \d+ plus \d+\?/);
    const [, a, b] =
      /What is (\d+) plus (\d+)\?/.exec((await check.locator('label').first().textContent()) ?? '') ?? [];
    await question.fill(String(Number(a) + Number(b)));
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByText('Thank you, check passed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unregistered site cannot start the external authorize flow: the page refuses it and offers no approval', async ({
    page,
    request,
  }) => {
    await signIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    const challenge = createHash('sha256').update(randomBytes(64).toString('base64url')).digest('base64url');
    const url = `/auth/sei?origin=${encodeURIComponent('https://attacker.example')}&codeChallenge=${challenge}&state=${'s'.repeat(32)}`;
    // Opened as a popup, as a widget's sign-in would be (the page only asks the server with an opener to answer).
    const opened = page.waitForEvent('popup');
    await page.evaluate((target) => window.open(target, 'sei'), url);
    const popup = await opened;
    await expect(popup.getByRole('heading', { name: 'This site is not a partner' })).toBeVisible();
    await expect(popup.getByText('attacker.example is not registered')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(popup);

    // The registered partner is named on the consent screen.
    const partner = `/auth/sei?origin=${encodeURIComponent(PARTNER_ORIGIN)}&codeChallenge=${challenge}&state=${'p'.repeat(32)}`;
    const openedPartner = page.waitForEvent('popup');
    await page.evaluate((target) => window.open(target, 'sei-partner'), partner);
    const consent = await openedPartner;
    await expect(
      consent.getByRole('heading', { name: `Allow Demo Shop (${new URL(PARTNER_ORIGIN).host}) to use your account?` }),
    ).toBeVisible();

    // And the server itself refuses the foreign origin, whoever asks.
    const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
      data: { client: 'spa', username: 'business@demo.test', password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const refused = await request.post(`${SANDBOX_ORIGIN}/auth/sei/authorize`, {
      data: { origin: 'https://attacker.example', codeChallenge: challenge, brand: 'wallet' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(refused.status()).toBe(403);
    // The registry is per brand: the demo shop is registered with wallet, not with the Lithuanian brand lt-alpha.
    const otherBrand = await request.post(`${SANDBOX_ORIGIN}/auth/sei/authorize`, {
      data: { origin: PARTNER_ORIGIN, codeChallenge: challenge, brand: 'lt-alpha' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(otherBrand.status()).toBe(403);
  });
});

test.describe('sessions', () => {
  test('two tabs share idleness: work in one keeps the other signed in, and both warn a minute before', async ({
    page,
    context,
    request,
  }) => {
    // The browsers' clock runs 45 minutes ahead of the server's here. With the usual 5-minute access tokens every
    // call after the first jump would find its token expired and rotate the refresh token, both tabs racing each
    // other (a tab spending a pair the other already rotated revokes the session: the flaky failure of issue 37).
    // This test is about idleness, so its tokens outlive the jump; refreshing has tests of its own.
    await request.post(`${SANDBOX_ORIGIN}/sandbox/config`, { data: { accessTokenTtlSeconds: 2 * 60 * 60 } });
    await context.clock.install();
    await apiSignIn(page, 'personal@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    const opened = page.waitForEvent('popup');
    await page.evaluate(() => window.open('/home', 'second'));
    const second = await opened;
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // 20 minutes of work in the first tab only (the brand signs out after 15 idle minutes).
    await page.bringToFront();
    for (let minute = 0; minute < 20; minute += 4) {
      // Pointer moves and key presses are delivered before the call returns (a wheel's events may arrive after
      // the clock has moved on, which would make the last activity later than this loop says).
      await page.mouse.move(100 + minute, 200);
      await page.keyboard.press('Shift');
      await context.clock.fastForward('04:00');
    }
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(second.getByRole('alertdialog')).toHaveCount(0);

    // Then nobody moves (the last activity was four minutes ago): both tabs warn a minute before the end.
    await context.clock.fastForward('10:10');
    await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
    await expect(second.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
    await expectNoSeriousA11yViolations(second);
    // Staying in one tab withdraws the warning in the other.
    await second.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);

    // Without an answer, both sign out at the end.
    await context.clock.fastForward('14:30');
    await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
    await context.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login\?reason=idle/);
    await expect(second).toHaveURL(/\/login/);
  });

  // The page's own refresh, with its tokens in sessionStorage: a test of token mode, which `npm run test:e2e` runs
  // this spec in as part of its token-mode subset (scripts/e2e.mjs). In BFF mode the page does not refresh at all;
  // the BFF's refresh under faults is e2e/bff.spec.ts ("a refresh fault keeps the user signed in"), so this test is
  // not defined there rather than skipped.
  const tokenModeOnly = PORTAL_IN_BFF_MODE ? () => undefined : test;
  tokenModeOnly(
    'a refresh whose answer was lost, and three dropped connections, keep the user signed in',
    async ({ page, request }) => {
      await signIn(page, 'personal@demo.test');
      await expect(page).toHaveURL(/\/home$/);
      await addFault(request, { match: { path: '/auth/refresh' }, drop: true, times: 3 });
      await request.post(`${SANDBOX_ORIGIN}/sandbox/faults`, {
        data: { match: { path: '/auth/refresh' }, loseAnswer: true, times: 1 },
      });
      // Every access token issued so far now counts as expired: the next call refreshes through the faults.
      await request.post(`${SANDBOX_ORIGIN}/sandbox/expire-access-tokens`);
      await page.reload();
      // The refresh went through every fault (three drops, then an answer lost after the server rotated)...
      await expect
        .poll(
          async () =>
            ((await (await request.get(`${SANDBOX_ORIGIN}/sandbox/faults`)).json()) as { faults: unknown[] }).faults
              .length,
          { timeout: 30_000 },
        )
        .toBe(0);
      // ...and the user is still signed in, with a working session.
      await page.reload();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const stored = await page.evaluate(
        () => Object.keys(window.sessionStorage).filter((key) => /token/i.test(key)).length,
      );
      expect(stored).toBeGreaterThan(0);
    },
  );

  test('the server ends a widget session after its idle limit; the widget emits wallet-session-expired', async ({
    page,
    request,
  }) => {
    const { code, verifier } = await handOverCode(request, 'unverified@demo.test');
    const query = new URLSearchParams({ code, 'code-verifier': verifier, 'api-base': SANDBOX_ORIGIN });
    await page.goto(`${PARTNER_ORIGIN}/kyc.html?${query.toString()}`);
    const element = page.locator('wallet-kyc');
    const events = page.locator('#event-log');
    await expect(events).toContainText('wallet-ready');
    const identity = element.getByRole('region', { name: 'Identity document' });
    await identity.getByLabel('Type of document').selectOption({ label: 'Passport' });
    await page.setInputFiles('#kyc-identity-main', {
      name: 'passport\u202Egpj.jpg',
      mimeType: 'image/jpeg',
      buffer: JPEG,
    });
    // The chosen file's name is shown without the bidi override that would reverse its ending.
    await expect(identity.locator('.wallet-file-drop__name')).toHaveText('passportgpj.jpg');

    // Idle past the server's limit (15 minutes by default, 5 for PSD2 brands) without waiting: the sandbox moves the
    // session's last activity an hour back, so the next call meets the limit as after a real idle hour.
    const idle = await request.post(`${SANDBOX_ORIGIN}/sandbox/idle-sessions`, { data: { seconds: 60 * 60 } });
    expect(idle.ok()).toBe(true);
    await identity.getByRole('button', { name: 'Upload document' }).click();
    await expect(events).toContainText('wallet-session-expired');
    await expect(events).toContainText('wallet-auth-required');
  });
});
