/**
 * The dark theme as customers meet it (issue 32): every brand's sign-in page, and the signed-in money screens, scanned
 * by axe (WCAG 2.1 AA, colour contrast included) with the system set to dark. The token pairs are also checked by
 * unit tests (src/core/brand/colour-contrast.test.ts); this walk catches what tokens alone cannot (a component that
 * hard-codes a light colour, text on an image, focus rings).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';

const BRANDS = ['wallet', 'pay', 'bank', 'lt-alpha', 'lt-beta', 'uk-emoney'] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('every brand’s sign-in page passes axe in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const brand of BRANDS) {
    await page.goto(`/login?brand=${brand}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousA11yViolations(page);
  }
});

for (const width of [1440, 390]) {
  test(`the money screens pass axe in the dark theme at ${width} px`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width, height: 900 });
    await apiSignIn(page, 'personal@demo.test');
    const screens: { path: string; heading: RegExp }[] = [
      { path: '/home', heading: /.+/ },
      { path: '/transfer/p2p', heading: /send|transfer/i },
      { path: '/transfer/account', heading: /.+/ },
      { path: '/history', heading: /activity/i },
      { path: '/cards', heading: /card/i },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 20_000 });
      // Skeletons gone: the first load is over before the scan.
      await expect(page.locator('.wallet-skeleton')).toHaveCount(0, { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/dark-${width}-${screen.path.slice(1).replaceAll('/', '-')}.png` });
    }
  });
}
