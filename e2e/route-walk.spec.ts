/**
 * No raw keys (issue 32): every route of the portal is opened, each by a demo user who may see it, across the six
 * languages, and fails on any text asked for under a key that no language has (the portal reports those on the
 * console, src/core/i18n/i18n.ts `onMissingTranslation`), any translation key shown as text or in an accessible
 * name, and a page without a heading.
 *
 * Each route is walked in one language: src/core/i18n/i18n-parity.test.ts already holds every language to the same
 * keys, so a key missing in one is missing in all, and the rotation still puts every language on screen. Routes are
 * opened inside the running app (openInApp), as the menus open them; one sign-in per user.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-sign-in';
import { openInApp } from './support/portal';
import { resetSandbox } from './support/sandbox';

/** Every dotted key of every locale folder's English file (`p2p.fillFromRecent`, `actions.cancel`, …). */
function allTranslationKeys(): Set<string> {
  const keys = new Set<string>();
  const flatten = (value: unknown, prefix: string): void => {
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key);
    } else if (prefix.includes('.')) {
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'locales') flatten(JSON.parse(readFileSync(join(path, 'en.json'), 'utf8')), '');
      visit(path);
    }
  };
  visit(join(import.meta.dirname, '..', 'src'));
  return keys;
}

const KEYS = allTranslationKeys();

interface Walk {
  login: string;
  language: 'en' | 'es' | 'pt' | 'ro' | 'ru' | 'uk';
  paths: readonly string[];
}

/** Which user opens which routes (src/core/navigation/route-table.ts), and in which language. */
const WALKS: Record<string, Walk> = {
  'a personal customer: money and history': {
    login: 'personal@demo.test',
    language: 'uk',
    paths: [
      '/home',
      '/transfer/p2p',
      '/transfer/account',
      '/transfer/external',
      '/transfer/preapproved-payments',
      '/transfer/invoices',
      '/history',
      '/statements',
      '/messages',
      '/news',
      '/add-card',
    ],
  },
  'a personal customer: profile and settings': {
    login: 'personal@demo.test',
    language: 'ro',
    paths: [
      '/profile',
      '/new-profile',
      '/setting',
      '/payout-blacklist',
      '/login-history',
      '/legal',
      '/profile/notifications',
    ],
  },
  'a business owner: company, mass payments and approvals': {
    login: 'business@demo.test',
    language: 'es',
    paths: [
      '/company',
      '/company-emails',
      '/company-access',
      '/company-documents',
      '/self-certification-business',
      '/transfer/mass',
      '/transfer/mass/p2p',
      '/transfer/mass/wire',
      '/transfer/mass/eft',
      '/transfer/mass/oct',
      '/transfer/mass/digital',
      '/transfer/mass/global',
      '/transfer/approved',
      '/history/batch-transfers',
      '/revenue-split',
      '/revenue-split/new',
    ],
  },
  'a merchant: buttons, API and security': {
    login: 'merchant@demo.test',
    language: 'pt',
    paths: [
      '/merchant/buttons/my_saved_buttons',
      '/merchant/buttons/pbn_settings',
      '/merchant/buttons/business_logos',
      '/merchant/internal/api_key',
      '/merchant/internal/api_log',
      '/merchant/internal/webhook_log',
      '/merchant/accounts/subscribers',
      '/merchant/security/verification',
      '/merchant/security/verification/history',
      '/merchant/security/reputation',
      '/merchant/ipn/history',
      '/merchant/ipn/settings',
    ],
  },
  'a card holder': {
    login: 'cards@demo.test',
    language: 'ru',
    paths: ['/cards', '/cards/physical', '/cards/virtual', '/cards/716101'],
  },
  'an admin': { login: 'admin@demo.test', language: 'uk', paths: ['/admin-overview'] },
  'a customer who must verify': {
    login: 'unverified@demo.test',
    language: 'es',
    paths: ['/kyc'],
  },
  'a customer with a tax self-certification to do': {
    login: 'fatca@demo.test',
    language: 'pt',
    paths: ['/self-certification-splash', '/self-certification'],
  },
  'a limited account': { login: 'limited@demo.test', language: 'ru', paths: ['/limited-account'] },
  'a customer who must update their details': {
    login: 'profile-update@demo.test',
    language: 'ro',
    paths: ['/profile-update'],
  },
};

/** Public routes, signed out. */
const PUBLIC_WALK: Walk = {
  login: '',
  language: 'ro',
  paths: [
    '/login',
    '/register',
    '/register/personal',
    '/register/business',
    '/register/new-business',
    '/activate/resend',
    '/password-reset',
  ],
};

interface Finding {
  path: string;
  problem: string;
}

/** Shown texts and accessible names that are translation keys, and whether the page has a heading. */
async function inspect(page: Page, path: string): Promise<Finding[]> {
  const main = page.locator('main').first();
  await expect(main.getByRole('heading').first(), `${path} shows a heading`).toBeVisible();
  // A page that loads shows its skeletons first; the walk reads it once its first load is done.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const findings: Finding[] = [];
  for (const token of texts.join('\n').split(/[\s"'«»“”„()[\]{},;:!?]+/)) {
    const bare = token.replace(/[.…]+$/, '');
    if (KEYS.has(bare)) findings.push({ path, problem: `shows the translation key "${bare}"` });
  }
  const heading = (await main.getByRole('heading').first().innerText()).trim();
  if (heading === '') findings.push({ path, problem: 'has an empty heading' });
  return findings;
}

async function walk(page: Page, { login, language, paths }: Walk): Promise<void> {
  const findings: Finding[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing translation:')) {
      findings.push({ path: current, problem: message.text() });
    }
  });
  if (login) {
    await apiSignIn(page, login, { query: `lang=${language}` });
  } else {
    await page.goto(`/login?lang=${language}`);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const path of paths) {
    current = path;
    await openInApp(page, path);
    await expect(page, `${login || 'a visitor'} may open ${path}`).toHaveURL(
      new RegExp(`${path.replace(/[/.]/g, '\\$&')}(\\?|$)`),
    );
    findings.push(...(await inspect(page, path)));
  }
  const unique = [...new Map(findings.map((finding) => [`${finding.path} ${finding.problem}`, finding])).values()];
  expect(unique, 'raw keys or missing texts').toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const [title, plan] of Object.entries(WALKS)) {
  test(`${title}: every route in ${plan.language} without a raw key`, async ({ page }) => {
    test.slow(); // up to 17 screens in one sign-in
    await page.setViewportSize({ width: 1440, height: 900 });
    await walk(page, plan);
  });
}

test(`the public pages in ${PUBLIC_WALK.language} without a raw key`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await walk(page, PUBLIC_WALK);
});
