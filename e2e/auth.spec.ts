import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  addFault,
  clearFaults,
  DEMO_PASSWORD,
  expireAccessTokens,
  latestCode,
  resetSandbox,
  sandboxStats,
} from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function submitCredentials(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectHome(page: Page, firstName: RegExp | string): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
  await expect(page.getByRole('region', { name: 'Your accounts' })).toBeVisible();
}

test('simple sign-in shows the name, accounts and balances from the sandbox', async ({ page }) => {
  await submitCredentials(page, 'personal@demo.test');
  await expectHome(page, /Hello, /);
  const accounts = page.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByText('USD').first()).toBeVisible();
  await expect(accounts.getByText('EUR').first()).toBeVisible();
  await expect(accounts.getByText(/\d[\d,]*\.\d{2}/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the login page is accessible and shows the brand', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/Terms and conditions/);
  await expectNoSeriousA11yViolations(page);
});

test('otp sign-in takes the authenticator code', async ({ page, request }) => {
  await submitCredentials(page, 'otp@demo.test');
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('000000');
  const code = await latestCode(request, 'otp@demo.test', 'otp');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectHome(page, /Hello, /);
});

test('sms sign-in takes the SMS code', async ({ page, request }) => {
  await submitCredentials(page, 'sms@demo.test');
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(page.getByText(/The message starts with \d\d/)).toBeVisible();
  const code = await latestCode(request, 'sms@demo.test', 'sms');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectHome(page, /Hello, /);
});

test('push sign-in waits for approval on the device page', async ({ page, context }) => {
  // Two pages and a websocket round trip: give it the slow-test allowance on a loaded machine.
  test.slow();
  await submitCredentials(page, 'push@demo.test');
  await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the request again' }).click();
  await expect(page.getByText('We sent the request again.')).toBeVisible();

  const device = await context.newPage();
  await device.goto(`${SANDBOX_ORIGIN}/sandbox/device`);
  await device
    .getByRole('button', { name: /approve/i })
    .first()
    .click();
  // The device page stays open (closing it right after its form post has hung headless Chromium); the
  // context closes it when the test ends.
  await page.bringToFront();

  await expectHome(page, /Hello, /);
});

test('a push sign-in declined on the device says so', async ({ page, context }) => {
  test.slow();
  await submitCredentials(page, 'push@demo.test');
  await expect(page.getByRole('heading', { name: 'Approve the sign-in on your phone' })).toBeVisible();
  const device = await context.newPage();
  await device.goto(`${SANDBOX_ORIGIN}/sandbox/device`);
  await device
    .getByRole('button', { name: /decline/i })
    .first()
    .click();
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: 'Sign-in declined' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('a new device is confirmed with the e-mailed code', async ({ page, request }) => {
  await submitCredentials(page, 'device@demo.test');
  await expect(page.getByRole('heading', { name: 'Confirm this device' })).toBeVisible();
  const code = await latestCode(request, 'device@demo.test', 'email');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectHome(page, /Hello, /);
});

test('direct sign-in completes the token step by itself', async ({ page }) => {
  await submitCredentials(page, 'direct@demo.test');
  await expectHome(page, /Hello, /);
});

test('soft migration shows the days left and lets the user continue', async ({ page }) => {
  await submitCredentials(page, 'soft@demo.test');
  await expect(page.getByRole('heading', { name: 'Switch to app approvals' })).toBeVisible();
  await expect(page.getByText(/Days left to set it up: 5\./)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expectHome(page, /Hello, /);
});

test('strict migration blocks the sign-in', async ({ page }) => {
  await submitCredentials(page, 'strict@demo.test');
  await expect(page.getByRole('heading', { name: 'Set up app approvals to continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to sign in' })).toHaveCount(0);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test("a migration with the 'enable' strategy leads to the secure-device page (scp)", async ({ page }) => {
  await submitCredentials(page, 'strict@demo.test');
  await page.getByRole('button', { name: 'Set up a secure device' }).click();
  await expect(page).toHaveURL(/\/scp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your secure device' })).toBeVisible();

  await submitCredentials(page, 'soft@demo.test');
  await page.getByRole('button', { name: 'Set up a secure device' }).click();
  await expect(page).toHaveURL(/\/scp$/);
});

test('a wrong password shows the server message and keeps the e-mail', async ({ page }) => {
  await submitCredentials(page, 'personal@demo.test', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await expect(page.getByLabel('E-mail')).toHaveValue('personal@demo.test');
});

test('bad input is refused before any request, with the typed text kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');
});

test('the user is signed out after the idle timeout', async ({ page }) => {
  await page.clock.install();
  await submitCredentials(page, 'personal@demo.test');
  await expectHome(page, /Hello, /);
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/home$/);
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('You were signed out after 15 minutes without activity.')).toBeVisible();
});

test('expired access tokens are refreshed once for concurrent requests', async ({ page, request }) => {
  await submitCredentials(page, 'personal@demo.test');
  await expectHome(page, /Hello, /);
  const before = (await sandboxStats(request)).refresh ?? 0;
  await expireAccessTokens(request);
  await page.reload();
  await expectHome(page, /Hello, /);
  const after = (await sandboxStats(request)).refresh ?? 0;
  expect(after - before).toBe(1);
});

test('a server fault shows "Server is not available" and recovers on retry', async ({ page, request }) => {
  await submitCredentials(page, 'personal@demo.test');
  await expectHome(page, /Hello, /);
  await addFault(request, { match: { method: 'balanceInquiry' }, status: 500 });
  await page.reload();
  // The home's total and its accounts list both read the balances; the failure is said once, in the accounts (with
  // the one Try again), and the total is quietly unavailable.
  const accounts = page.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByRole('alert')).toContainText('Server is not available');
  const total = page.getByRole('region', { name: 'Total balance', exact: true });
  await expect(total).toContainText('Not available while your accounts cannot be loaded.');
  await expect(total.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Server is not available' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);
  await clearFaults(request);
  await accounts.getByRole('button', { name: 'Try again' }).click();
  await expect(accounts.getByText('USD').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a server fault right after sign-in keeps the session: the start page offers Try again, then opens home; a refusal there signs out with the reason', async ({
  page,
  request,
}) => {
  // An answer that decided nothing (a 500): the user who just signed in is not sent back to the sign-in form.
  await addFault(request, { match: { method: 'customerInfoGet' }, status: 500, times: 1 });
  await submitCredentials(page, 'personal@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening your account' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Server is not available');
  await expect(page).toHaveURL(/\/start/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHome(page, /Hello, /);

  // A refusal the server gave: the spec's rule, back to the sign-in with what the server said.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await addFault(request, {
    match: { method: 'customerInfoGet' },
    responseCode: '13',
    responseDescription: 'Access denied',
    times: 1,
  });
  await submitCredentials(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toContainText('Access denied');
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => /token/i.test(key)))).toEqual([]);
});

test('a deep link opened while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/home?tab=accounts');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill('personal@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\?tab=accounts$/);
});

test('signing out clears the session', async ({ page }) => {
  await submitCredentials(page, 'personal@demo.test');
  await expectHome(page, /Hello, /);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('the language can be switched at run time', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('another brand shows its own name and hides what it does not offer', async ({ page }) => {
  await page.goto('/login?brand=uk-emoney');
  const languages = page.getByLabel('Language').locator('option');
  await expect(languages).toHaveCount(2);
  await page.goto('/login?brand=wallet');
  await expect(page.getByLabel('Language').locator('option')).toHaveCount(6);
});
