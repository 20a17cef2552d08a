/**
 * Every screen in every language (issue 24, "Language"): signed out, then signed in once per language, the test walks
 * every route of the route table without parameters (so screens added later are walked too) and fails on English
 * left in a page of another language. Client-side navigation keeps it fast (one sign-in per language).
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, type RouteDefinition } from '../src/core/navigation/route-table';
import { englishLines, settled } from './support/english-text';
import { resetSandbox } from './support/sandbox';

const LANGUAGES = ['es', 'pt', 'ro', 'ru', 'uk'] as const;

/** Public pages a visitor opens without a link's parameters. */
const PUBLIC_PATHS = PUBLIC_ROUTES.filter((route) => !route.path.includes(':') && !route.logoutFirst && route.name !== 'scp-enable').map((route) => `/${route.path}`);
/** Signed-in pages without parameters; the sign-in steps and the authorize page need their own context. */
const SIGNED_IN_PATHS = SIGNED_IN_ROUTES.filter((route: RouteDefinition) => !route.path.includes(':') && route.name !== 'oau').map((route) => `/${route.path}`);

/** Navigates inside the single-page app (no reload), then waits until no spinner is left. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((target) => window.location.pathname !== target || document.readyState === 'complete', path);
  await settled(page);
}

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const language of LANGUAGES) {
  test(`every screen in ${language} has no English left`, async ({ page }) => {
    const found: string[] = [];
    await page.goto(`/login?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of PUBLIC_PATHS) {
      await open(page, path);
      for (const line of await englishLines(page)) found.push(`${path}: ${line}`);
    }
    await open(page, '/login');
    await page.locator('input[name="username"]').fill('personal@demo.test');
    await page.locator('input[name="password"]').fill('Demo-pass-1');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    for (const path of SIGNED_IN_PATHS) {
      await open(page, path);
      for (const line of await englishLines(page)) found.push(`${path}: ${line}`);
    }
    expect([...new Set(found)]).toEqual([]);
  });
}
