/**
 * The routes spec 1 section 2 names without a path (docs/decisions.md "New business applications and profiles"):
 * `register/new-business` starts a business application beside the one saved on the device and offers it back;
 * `new-profile` opens the wizard for a signed-in person, linked from the profile page, with them already in the
 * application, its draft kept apart and gone at sign-out.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { openInApp } from './support/portal';
import { resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a visitor starts a new business application beside a saved one and goes back to it', async ({ page }) => {
  await page.goto('/register/business');
  const name = page.getByLabel('Registered company name');
  await name.fill('Kept Harbour Ltd');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('wallet.businessRegistrationDraft') ?? ''))
    .toContain('Kept Harbour Ltd');

  await page.reload();
  await expect(page.getByText('We restored the application you started earlier on this device.')).toBeVisible();
  await page.getByRole('link', { name: 'Start a new application instead' }).click();
  await expect(page).toHaveURL(/\/register\/new-business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open a business account' })).toBeVisible();
  await expect(name).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // Untouched, the saved application is one link away.
  await page.getByRole('link', { name: 'Continue the saved application' }).click();
  await expect(page).toHaveURL(/\/register\/business$/);
  await expect(name).toHaveValue('Kept Harbour Ltd');

  // Changed, the new application replaces it.
  await page.goto('/register/new-business');
  await name.fill('Second Quay Ltd');
  await expect(page.getByRole('link', { name: 'Continue the saved application' })).toHaveCount(0);
  await page.goto('/register/business');
  await expect(name).toHaveValue('Second Quay Ltd');
});

test('an employee opens a new business profile from the profile page; sign-out drops its draft', async ({ page }) => {
  // employee@ acts for Northwind only through an access: their e-mail may be a user of another company too.
  await apiSignIn(page, 'employee@demo.test');
  await expect(page).not.toHaveURL(/\/(login|start)(\?|$)/);
  await openInApp(page, '/profile');
  await page.getByRole('link', { name: 'Open a new business profile' }).click();
  await expect(page).toHaveURL(/\/new-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open a business account' })).toBeVisible();
  // Signed in: no sign-in link.
  await expect(page.getByText('Already have an account? Sign in')).toHaveCount(0);
  await page.getByLabel('Registered company name').fill('Second Venture Ltd');
  const draft = async () =>
    JSON.parse(await page.evaluate(() => window.localStorage.getItem('wallet.newProfileDraft') ?? 'null')) as {
      general: { name: string };
      directors: string[];
      users: string[];
      persons: { id: string; email: string; emailStatus?: unknown }[];
    } | null;
  await expect.poll(async () => (await draft())?.general.name).toBe('Second Venture Ltd');
  const stored = await draft();
  expect(stored?.directors).toEqual(['person-self']);
  expect(stored?.users).toEqual(['person-self']);
  expect(stored?.persons[0]?.email).toBe('employee@demo.test');
  // The visitor's application is a different one.
  expect(await page.evaluate(() => window.localStorage.getItem('wallet.businessRegistrationDraft'))).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('wallet.newProfileDraft'))).toBeNull();
});
