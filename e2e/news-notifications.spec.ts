/**
 * News, realtime notifications and embedded-app mode (spec 1 sections 4 and 9; spec 3 sections 2.6, 3.11, 4.6)
 * in the built portal against the sandbox.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addFault, expireAccessTokens, resetSandbox } from './support/sandbox';
import { apiSignIn } from './support/api-sign-in';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Pushes a notice through the sandbox's control endpoint once the user's socket is connected. */
async function pushNotice(request: APIRequestContext, to: string, notice: Record<string, unknown>): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/notifications`, { data: { to, ...notice } });
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { delivered: number };
      return body.delivered;
    })
    .toBeGreaterThan(0);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('.wallet-toast');

test('a pushed notice arrives as a toast and in the centre; opening it routes after the notice delay', async ({
  page,
  request,
}) => {
  // A walk through toast, centre, routing and a second notice: given the slow-test time.
  test.slow();
  // The page's clock is Playwright's: the toast's 10 s and the notice delay pass when the test says, not by waiting.
  await page.clock.install();
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await pushNotice(request, 'personal@demo.test', {
    type: 'documentRejected',
    severity: 'error',
    data: { document: 'Passport', reason: 'The photo is blurred.' },
  });
  const toast = toasts(page).filter({ hasText: 'Document rejected' });
  await expect(toast).toContainText(
    'Passport was rejected. Please upload a new one in your profile. Reason: The photo is blurred.',
  );
  // Pointing at the toast stops its 10 s clock, so it is still there after the checks below.
  await toast.hover();
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.clock.runFor(10_500);
  await expect(toast).toBeVisible();

  await toast.getByRole('button', { name: 'Open: Document rejected' }).click();
  await expect(toast).toHaveCount(0);
  // The notice delay (1000 ms) passes before the app moves.
  await page.clock.runFor(500);
  await expect(page).toHaveURL(/\/home$/);
  await page.clock.runFor(600);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await pushNotice(request, 'personal@demo.test', {
    type: 'batchPartially',
    severity: 'warning',
    data: { batchId: 314 },
  });
  await expect(toasts(page).filter({ hasText: 'Batch partially processed' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const centre = page
    .getByRole('region', { name: 'Notifications' })
    .filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(centre.getByRole('listitem')).toHaveCount(4);
  await expect(centre.getByRole('listitem').first()).toContainText('Some transfers of #314 could not be made.');
  await expectNoSeriousA11yViolations(page);
  // The panel is on the screen where the pointer can reach every item (it was off to the left under the new shell).
  const panelBox = await centre.boundingBox();
  expect(panelBox?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((panelBox?.x ?? 0) + (panelBox?.width ?? Infinity)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await centre.getByRole('button', { name: /Some transfers of #314/ }).click();
  await page.clock.runFor(1_100);
  await expect(page).toHaveURL(/\/history\/batch-transfers\?batchId=314$/);
});

test('a password-change notice says so, and a cancelled one says "Confirmation canceled"', async ({
  page,
  request,
}) => {
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await pushNotice(request, 'personal@demo.test', { type: 'PasswordChange', severity: 'success' });
  await expect(toasts(page).filter({ hasText: 'Password changed' })).toContainText('Your password has been changed.');
  await pushNotice(request, 'personal@demo.test', { type: 'PasswordChange', severity: 'error' });
  await expect(toasts(page).filter({ hasText: 'Password not changed' })).toContainText('Confirmation canceled');
});

test('news list and detail: opening an item marks it read', async ({ page }) => {
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^News/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /New mobile app with push approvals/ }).click();
  await expect(page).toHaveURL(/\/news\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New mobile app with push approvals' })).toBeVisible();
  await expect(page.getByText(/Download it from your app store/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to all news' }).click();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New mobile app with push approvals' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^New\s*:\s*Fee schedule from 1 March/ })).toBeVisible();
});

test('a confirmation news item is shown after the post-login wait and must be answered', async ({ page }) => {
  await page.clock.install();
  await apiSignIn(page, 'news@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  const dialog = page.getByRole('dialog', { name: 'Please review: Please confirm the updated fee schedule' });
  // Not before the 5 s wait of the post-login sequence, which Playwright's clock passes at once.
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(5_100);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('From 1 March your account moves to the updated fee schedule');
  // Twice, with no click between: browsers close a modal dialog on that second Escape even when it refuses `cancel`.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/news/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Please confirm the updated fee schedule' })).toBeVisible();
  await expect(page.getByText(/^You accepted this on /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('notification settings are saved', async ({ page }) => {
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('checkbox', { name: 'Cards' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cards' })).not.toBeChecked();
});

test('embedded mode: no footer, and an expired session is posted to the React Native bridge', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const messages: string[] = [];
    (window as unknown as { nativeMessages: string[] }).nativeMessages = messages;
    (window as unknown as { ReactNativeWebView: { postMessage(message: string): void } }).ReactNativeWebView = {
      postMessage: (message: string) => messages.push(message),
    };
  });
  // `?embedded=1` on any address turns the mode on for the tab (src/core/embedded/embedded-app.ts).
  await apiSignIn(page, 'personal@demo.test', { query: 'embedded=1' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The refresh token stops working and the access token has expired: the next call ends the session.
  await addFault(request, { match: { path: '/auth/refresh' }, status: 401 });
  await expireAccessTokens(request);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await account.getByRole('button', { name: 'Your account' }).click();
  await account.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/login\?reason=sessionExpired/);
  const posted = async () =>
    (await page.evaluate(() => (window as unknown as { nativeMessages: string[] }).nativeMessages)).map(
      (message) => JSON.parse(message) as unknown,
    );
  await expect.poll(posted).toContainEqual({ type: 'sessionExpired', reason: 'sessionExpired' });
});
