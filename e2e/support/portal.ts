import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sandbox';

/**
 * Signs in on the portal's login form as a user would: opens `from` (the login page, or a page that sends a signed-out
 * user there), fills the e-mail and password and presses Sign in. What follows (a second step, the start page) is the
 * test's to check.
 */
export async function signIn(
  page: Page,
  login: string,
  { password = DEMO_PASSWORD, from = '/login' }: { password?: string; from?: string } = {},
): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until a sign-in is past the login form and the start page, so the next address opens on a signed-in portal. */
export async function expectPastSignIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/(login|start)(\?|$)/);
}

/**
 * Opens `path` inside the running single-page app, as its own links and the browser's back button do (the router
 * follows the history entry), without loading the page again: the guards and pages run as after a link. For steps
 * of a journey that only need the next screen; a test about what a typed address or a reload does uses page.goto.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
