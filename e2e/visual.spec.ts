/**
 * Visual comparisons of the portal's main screens (issue 32): home, send money, history, cards, a wizard step and
 * settings, in two brands (wallet and bank; the wizard in wallet and pay, as bank opens no accounts online), light and dark, at 1440 and 390 px. The reference images live beside this
 * file (visual.spec.ts-snapshots/) and were looked at before they were kept; `npm run test:e2e -- --update-snapshots
 * e2e/visual.spec.ts` renews them after an intended change (look at each new image before committing it).
 *
 * What would make the images differ between runs is held still: the page's clock is fixed (the home chart's 30 days,
 * "today" in the history filters), animations are off, the sandbox is reset before each test (balances and seeded
 * history are the same every time), and the few parts that depend on the real time of the server (a greeting by the
 * time of day, relative times of notifications) are masked. One page load per screen and brand: the width and the
 * theme change in place.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';

const FIXED_NOW = new Date('2026-11-30T10:00:00Z');
const BRANDS = ['wallet', 'bank'] as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  /** The brands it is kept in, when not the two of {@link BRANDS} (bank opens no accounts online). */
  brands?: readonly string[];
  /** Who is signed in; none for a public page. */
  login?: string;
  path: string;
  /**
   * Where the path settles, when its route sends the user on: checked once it has (checking the path itself could
   * pass before the redirect, or fail after it, by how fast the page was).
   */
  landsOn?: string;
}

const SCREENS: readonly Screen[] = [
  { name: 'home', login: 'personal@demo.test', path: '/home' },
  { name: 'send-money', login: 'personal@demo.test', path: '/transfer/p2p' },
  { name: 'history', login: 'personal@demo.test', path: '/history' },
  // The cards routes (spec 1): a customer with a usable prepaid physical card is sent to the physical cards.
  { name: 'cards', login: 'cards@demo.test', path: '/cards', landsOn: '/cards/physical' },
  { name: 'wizard-step', path: '/register/business', brands: ['wallet', 'pay'] },
  { name: 'settings', login: 'personal@demo.test', path: '/setting' },
];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/**
 * Waits until the first load is over: a level-one heading, no skeleton, no loading spinner, fonts ready. (A page whose
 * lazy part is still loading shows only a spinner: a reference taken then is a picture of "Loading…".)
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .wallet-spinner, .wallet-skeleton, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

for (const screen of SCREENS) {
  for (const brand of screen.brands ?? BRANDS) {
    test(`${screen.name} in ${brand} looks as reviewed, light and dark, at 1440 and 390 px`, async ({ page }) => {
      test.slow();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.setViewportSize(WIDTHS[0]);
      if (screen.login) {
        await apiSignIn(page, screen.login, { brand, query: `brand=${brand}&lang=en`, to: screen.path });
        await expect(page).toHaveURL(new RegExp(`${screen.landsOn ?? screen.path}$`));
      } else {
        await page.goto(`${screen.path}?brand=${brand}&lang=en`);
      }
      await settled(page);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page).toHaveScreenshot(`${screen.name}-${brand}-${size.width}-${theme}.png`, {
            animations: 'disabled',
            caret: 'hide',
            // The greeting follows the time of day and notifications say how long ago they came.
            mask: [page.locator('[data-visual="volatile"], time[data-relative]')],
            // Tight: a changed chart or a header control is well under 1 % of the pixels.
            maxDiffPixelRatio: 0.001,
            timeout: 20_000,
          });
          if (size.width === 1440) await expectNoSeriousA11yViolations(page);
        }
      }
    });
  }
}
