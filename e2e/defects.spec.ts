/**
 * Defects found by using the product (issue 24), each proven in the built portal and on the partner pages.
 */
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/portal';
import { DEMO_PASSWORD, resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const BRAND = 'Nimbus Wallet';
const KYC_PAGE = `${PARTNER_ORIGIN}/kyc.html?${new URLSearchParams({ 'api-base': SANDBOX_ORIGIN, 'portal-origin': PORTAL_ORIGIN }).toString()}`;

test('<wallet-kyc>: a user who needs KYC signs in through the popup and lands on the approval, not the forced kyc page', async ({ page }) => {
  test.slow();
  await page.goto(KYC_PAGE);
  const element = page.locator('wallet-kyc');
  await expect(element.getByRole('heading', { name: 'Sign in to verify your identity' })).toBeVisible();
  const opened = page.waitForEvent('popup');
  await element.getByRole('button', { name: `Sign in with ${BRAND}` }).click();
  const popup = await opened;
  await popup.getByLabel('E-mail').fill('unverified@demo.test');
  await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // The hand-over wins over the start page's KYC rule: the popup asks to approve the site.
  await expect(popup).toHaveURL(/\/auth\/sei\?origin=/);
  await expectNoSeriousA11yViolations(popup);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Approve' }).click();
  await closed;
  await expect(element.getByRole('heading', { level: 2, name: 'Verification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a widget whose sign-in popup was closed says so and offers to try again', async ({ page }) => {
  await page.goto(KYC_PAGE);
  const element = page.locator('wallet-kyc');
  const opened = page.waitForEvent('popup');
  await element.getByRole('button', { name: `Sign in with ${BRAND}` }).click();
  const popup = await opened;
  // While it waits, a retry is offered (the popup's page may have gone elsewhere).
  await expect(element.getByText(`If you closed the ${BRAND} window or it shows another page, try again.`)).toBeVisible();
  await expect(element.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await popup.close();
  await expect(element.getByText('The sign-in window was closed before you finished. Try again when you are ready.')).toBeVisible();
  const again = page.waitForEvent('popup');
  await element.getByRole('button', { name: 'Try again' }).click();
  await expect((await again).getByLabel('E-mail')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('menus offer only what opens: verification first for a user who needs KYC; no merchant services for a business without them', async ({ page }) => {
  await signIn(page, 'unverified@demo.test');
  await expect(page).toHaveURL(/\/kyc$/);
  const main = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(main.getByRole('link')).toHaveText(['Verification']);
  await expect(main.getByText('The other sections open once your account is verified.')).toBeVisible();
  // The account menu has nothing that would bounce back to kyc.
  await expect(page.getByRole('navigation', { name: 'Your account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  const company = page.getByRole('navigation', { name: 'Company' });
  await company.getByRole('button', { name: 'Company' }).click();
  await expect(company.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(company.getByRole('link', { name: 'Merchant services' })).toHaveCount(0);
  // The person signed in keeps their own profile and login history.
  await expect(company.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(company.getByRole('link', { name: 'Login history' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('partner demo: the index links the claim page, and the event log is numbered once (by its list)', async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/`);
  await page.getByRole('link', { name: 'Claim a global transfer' }).click();
  await expect(page).toHaveURL(/claim\.html/);
  await page.goto(KYC_PAGE);
  const first = page.locator('#event-log li').first();
  await expect(first).toHaveText(/^wallet-ready /);
});
