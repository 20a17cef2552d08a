/** The login history (spec 2 "Login history") in the built portal against the sandbox. */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, resetSandbox } from './support/sandbox';
import { signIn } from './support/portal';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a failed attempt and the sign-in after it are listed first, and the dates filter the list', async ({ page }) => {
  await signIn(page, 'personal@demo.test', { password: 'Wrong-pass-1' });
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const account = page.getByRole('navigation', { name: 'Your account' });
  await account.getByRole('button', { name: 'Your account' }).click();
  await account.getByRole('link', { name: 'Login history' }).click();
  await expect(page).toHaveURL(/\/login-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login history' })).toBeVisible();
  await expect(page.getByText('Sign-ins found: 5')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Signed in');
  await expect(rows.nth(1)).toContainText(/Chrome on (Windows|Linux)/);
  await expect(rows.nth(2)).toContainText('Failed: wrong password');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-05');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Sign-ins found: 1')).toBeVisible();
  await expect(rows.nth(1)).toContainText('Brazil');

  await page.getByLabel('To', { exact: true }).fill('2026-10-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-11-01');
  await expectNoSeriousA11yViolations(page);
});

test('on a phone each sign-in is a card with its labels', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login-history');
  await expect(page.getByText('Sign-ins found: 4')).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
