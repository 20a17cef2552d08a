/**
 * Every screen in every language (issue 24, "Language"): signed out, then signed in once per language, the test walks
 * every route of the route table without parameters (so screens added later are walked too) and fails on English
 * left in a page of another language. Client-side navigation keeps it fast (one sign-in per language).
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, type RouteDefinition } from '../src/core/navigation/route-table';
import { resetSandbox } from './support/sandbox';

const LANGUAGES = ['es', 'pt', 'ro', 'ru', 'uk'] as const;

/** Words that are English in any sentence and not words of the other five languages ("has" is Spanish too: "Aún no la has confirmado"). */
const ENGLISH_WORDS = ['the', 'and', 'your', 'you', 'with', 'this', 'from', 'have', 'been', 'will', 'please', 'of', 'to', 'is', 'not', 'yet', 'here', 'when', 'what', 'which'];
// Letter boundaries of any script ("Notícias" holds no "not").
const ENGLISH = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'giu');

/** Names, codes and addresses that stay as they are in every language. */
const ALLOWED = [/@demo\.test/, /https?:\/\//];

/** Public pages a visitor opens without a link's parameters. */
const PUBLIC_PATHS = PUBLIC_ROUTES.filter((route) => !route.path.includes(':') && !route.logoutFirst && route.name !== 'scp-enable').map((route) => `/${route.path}`);
/** Signed-in pages without parameters; the sign-in steps and the authorize page need their own context. */
const SIGNED_IN_PATHS = SIGNED_IN_ROUTES.filter((route: RouteDefinition) => !route.path.includes(':') && route.name !== 'oau').map((route) => `/${route.path}`);

/** Lines of the page's visible text that read as English (one English word or more), customers' own words aside. */
async function englishLines(page: Page): Promise<string[]> {
  // What customers typed themselves (transaction descriptions, notes) is marked translate="no": it stays as written.
  const text = await page.evaluate(() => {
    const hidden = [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((element) => {
      const previous = element.style.visibility;
      element.style.visibility = 'hidden';
      return () => (element.style.visibility = previous);
    });
    const visible = document.body.innerText;
    for (const restore of hidden) restore();
    return visible;
  });
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !ALLOWED.some((pattern) => pattern.test(line)))
    .filter((line) => new Set((line.match(ENGLISH) ?? []).map((word) => word.toLowerCase())).size >= 1);
}

/** Navigates inside the single-page app (no reload), then waits until no spinner is left. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((target) => window.location.pathname !== target || document.readyState === 'complete', path);
  // A page still loading shows a spinner; one that keeps one (a wait on a phone) is read as it is after 3 s.
  await page
    .locator('.wallet-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
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
