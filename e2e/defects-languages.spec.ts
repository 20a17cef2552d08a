/**
 * Every screen in every language (issue 24, "Language"): the tests walk every route of the route table without
 * parameters (so screens added later are walked too) and fail on English left in a page of another language. Per
 * language one test walks the public pages, and the signed-in pages are walked in parts of {@link WALK_PART_SIZE}
 * screens, each signed in over the API with the language asked for in the address (`lang`), so every test stays
 * well inside its timeout on a slow machine (a walk over all 60-odd screens in one test took over 60 s there).
 * Client-side navigation keeps each walk fast. The last part then reads a notice naming a document. Last, the claim
 * widget's payout method and details steps, where the sandbox's texts (methods, delivery times, labels, hints,
 * earlier payouts) show.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, type RouteDefinition } from '../src/core/navigation/route-table';
import { apiSignIn } from './support/api-sign-in';
import { englishIn, englishLines, SERVER_ENGLISH, settled } from './support/english-text';
import { resetSandbox } from './support/sandbox';

const LANGUAGES = ['es', 'pt', 'ro', 'ru', 'uk'] as const;

/** Public pages a visitor opens without a link's parameters. */
const PUBLIC_PATHS = PUBLIC_ROUTES.filter(
  (route) => !route.path.includes(':') && !route.logoutFirst && route.name !== 'scp-enable',
).map((route) => `/${route.path}`);
/** Signed-in pages without parameters; the sign-in steps and the authorize page need their own context. */
const SIGNED_IN_PATHS = SIGNED_IN_ROUTES.filter(
  (route: RouteDefinition) => !route.path.includes(':') && route.name !== 'oau',
).map((route) => `/${route.path}`);
/** Signed-in screens per test: about 35 s of walking with 10 processes per core (30 took 50 s there). */
const WALK_PART_SIZE = 20;
const WALK_PARTS = Array.from({ length: Math.ceil(SIGNED_IN_PATHS.length / WALK_PART_SIZE) }, (_, index) =>
  SIGNED_IN_PATHS.slice(index * WALK_PART_SIZE, (index + 1) * WALK_PART_SIZE),
);

/** Navigates inside the single-page app (no reload), then waits until no spinner is left. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (target) => window.location.pathname !== target || document.readyState === 'complete',
    path,
  );
  await settled(page);
}

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const language of LANGUAGES) {
  test(`every public screen in ${language} has no English left`, async ({ page }) => {
    const found: string[] = [];
    await page.goto(`/login?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of PUBLIC_PATHS) {
      await open(page, path);
      for (const line of await englishLines(page)) found.push(`${path}: ${line}`);
    }
    expect([...new Set(found)]).toEqual([]);
  });

  for (const [index, paths] of WALK_PARTS.entries()) {
    const last = index === WALK_PARTS.length - 1;
    test(`signed-in screens ${index + 1} of ${WALK_PARTS.length} in ${language} have no English left${last ? ', nor a notice' : ''}`, async ({
      page,
      request,
    }) => {
      const found: string[] = [];
      await apiSignIn(page, 'personal@demo.test', { query: `lang=${language}` });
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The walk starts once the landing page has painted its shell and settled: a check of a page not painted yet
      // finds no English in it. (A cold start in pt under heavy load once painted the transfers menu in English until
      // its texts arrived; they now come with the language, src/portal/messages.ts.)
      await expect(page.locator('nav.transfers-nav').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled(page);
      await expect.poll(() => englishLines(page), { timeout: 20_000 }).toEqual([]);
      for (const path of paths) {
        await open(page, path);
        for (const line of await englishLines(page)) found.push(`${path}: ${line}`);
      }
      if (last) {
        // A notice naming a document: the name is translated by its type code, not shown in the server's English.
        await pushNotice(request, 'personal@demo.test', {
          type: 'documentFailed',
          severity: 'error',
          data: { document: 'Video identity check', documentType: 'videoIdentity' },
        });
        const toast = page.getByRole('region', { name: NOTICE_REGION[language] }).locator('.wallet-toast');
        await expect(toast).toHaveCount(1);
        for (const line of englishIn(await toast.innerText(), SERVER_ENGLISH)) found.push(`notice: ${line}`);
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
}

/** Pushes a notice through the sandbox's control endpoint once the user's socket is connected. */
async function pushNotice(request: APIRequestContext, to: string, notice: Record<string, unknown>): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.post(`${SANDBOX_ORIGIN}/sandbox/notifications`, { data: { to, ...notice } });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const NOTICE_REGION = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    readJson<{ toasts: { region: string } }>(`../src/features/notifications/locales/${language}.json`).toasts.region,
  ]),
) as Record<(typeof LANGUAGES)[number], string>;

interface ClaimTexts {
  details: { claim: string };
  method: { heading: string; country: string; continue: string };
  amounts: { received: string };
  form: { heading: string; submit: string };
  recent: { heading: string };
}

/** The claim widget's text as a recipient sees it (its shadow root). */
async function claimText(claim: Locator): Promise<string> {
  return claim.evaluate((element) => element.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.innerText ?? '');
}

// The claim's later steps show what the sandbox words (methods, delivery times, labels, hints, earlier payouts).
for (const language of ['ro', 'uk'] as const) {
  test(`the claim's payout method and details steps in ${language} have no English left`, async ({ page }) => {
    const texts: ClaimTexts = {
      ...readJson<ClaimTexts>(`../src/features/global-claim/locales/${language}.json`),
      ...readJson<ClaimTexts>(`../src/features/global-claim/steps/locales/${language}.json`),
    };
    const found: string[] = [];
    await page.goto(
      `${PARTNER_ORIGIN}/claim.html?api-base=${encodeURIComponent(SANDBOX_ORIGIN)}&secret=demo-claim-usd&lang=${language}`,
    );
    const claim = page.locator('#claim');
    await claim.getByRole('button', { name: texts.details.claim }).click();
    await expect(claim.getByRole('heading', { name: texts.method.heading })).toBeVisible();
    await expect(claim.getByRole('heading', { name: texts.recent.heading })).toBeVisible();
    await expect(claim.getByRole('listitem').first()).toBeVisible();
    await claim.getByRole('combobox', { name: texts.method.country }).selectOption('US');
    await claim.locator('input[value="ach"]').check();
    await expect(claim.getByText(texts.amounts.received, { exact: true })).toBeVisible();
    for (const line of englishIn(await claimText(claim), SERVER_ENGLISH)) found.push(`method: ${line}`);

    await claim.getByRole('button', { name: texts.method.continue }).click();
    await expect(claim.getByRole('heading', { name: texts.form.heading })).toBeVisible();
    // Errors name the fields: submitting the empty form shows them all.
    await claim.getByRole('button', { name: texts.form.submit }).click();
    await expect(claim.locator('[aria-invalid="true"]').first()).toBeVisible();
    for (const line of englishIn(await claimText(claim), SERVER_ENGLISH)) found.push(`details: ${line}`);
    expect([...new Set(found)]).toEqual([]);
  });
}
