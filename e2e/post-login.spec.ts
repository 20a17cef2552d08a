/**
 * The loads after a login (spec 1 section 4 "After login"): contract stats first, then after the 5 s wait the login
 * history, support initialisation and news. Business customers see their account manager once support is ready.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addFault, resetSandbox } from './support/sandbox';
import { bankPathOf } from './support/api-sign-in';
import { signIn } from './support/portal';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

function supportCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = bankPathOf(request.url());
    if (request.method() !== 'OPTIONS' && (path === '/support-desk/me' || path?.startsWith('/support-desk/agents/')))
      calls.push(path);
  });
  return calls;
}

test('a business user gets contract stats for the company, then support with the account manager', async ({ page }) => {
  const stats = page.waitForRequest(
    (request) => bankPathOf(request.url()) === '/contract/stats' && request.method() === 'GET',
  );
  await signIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  expect((await stats).headers()['x-customer-id']).toBe('200001');

  const manager = page.getByRole('region', { name: 'Your account manager' });
  // After the post-login wait of 5 s.
  await expect(manager).toBeVisible({ timeout: 15_000 });
  await expect(manager).toContainText('Mara Ionescu looks after Northwind Trading Ltd.');
  await expect(manager.getByRole('link', { name: '+40215550142' })).toHaveAttribute('href', 'tel:+40215550142');
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the session; the loads that follow a login run again for it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(manager).toBeVisible({ timeout: 15_000 });
});

test('a personal customer has no account manager card', async ({ page }) => {
  const calls = supportCalls(page);
  await signIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => calls, { timeout: 15_000 }).toEqual(['/support-desk/me']);
  await expect(page.getByRole('region', { name: 'Your account manager' })).toHaveCount(0);
});

test('after a 429 the support desk is not asked again until the back-off ends, even after signing in again', async ({
  page,
  request,
}) => {
  await addFault(request, { match: { path: '/support-desk/me' }, status: 429, times: 1 });
  const calls = supportCalls(page);
  await signIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => calls, { timeout: 15_000 }).toEqual(['/support-desk/me']);
  const blockedUntil = Number(await page.evaluate(() => localStorage.getItem('wallet.support.blockedUntil')));
  expect(blockedUntil).toBeGreaterThan(Date.now());

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  // The login history loads in the same step as support; once it is in, support would have been asked too.
  await page.waitForResponse((response) => response.url().includes('method=loginHistoryGet'), { timeout: 15_000 });
  expect(calls).toEqual(['/support-desk/me']);
  await expect(page.getByRole('region', { name: 'Your account manager' })).toHaveCount(0);
});
