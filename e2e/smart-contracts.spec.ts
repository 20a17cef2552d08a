/**
 * Revenue-split (smart) contracts (issue 20; spec 3 sections 2.1, 2.2, 3.8, 4.1, 5.3, 7.3) in the built portal
 * against the sandbox: personal@ proposes a contract to business@ (Northwind pays the share), both sides sign on the
 * stand-in e-signature provider's page, the sandbox clock starts it on its day, a payment Northwind receives is
 * split in the ledger, then personal@ asks to end it with a note and business@ ends it at once. Also: the field
 * checks before anything is sent, the menu badge, axe, six languages and a 375 px screen.
 */
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn, bankPathOf } from './support/api-sign-in';
import { expectPastSignIn, signIn } from './support/portal';
import { DEMO_PASSWORD, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

// The clock and every contract, payment and notice made here go back to the seed.
test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** YYYY-MM-DD `days` from today in the browser's (and this machine's) calendar. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A p2p payment from another customer's own API session (Pixel Goods pays Northwind), as a third party would. */
async function payNorthwind(request: APIRequestContext, amount: string): Promise<void> {
  const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    data: { client: 'spa', username: 'merchant@demo.test', password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=p2pTransfer`, {
    data: { method: 'p2pTransfer', accountId: 500018, amount, currency: 'USD', toEmail: 'business@demo.test' },
    headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': `split-${amount}` },
  });
  expect(((await reply.json()) as { responseCode: string }).responseCode).toBe('00');
}

/** The count a menu entry's badge shows (red: requests, blue: active contracts). */
const badge = (entry: Locator, tone: 'danger' | 'info') =>
  entry.locator(`.portal-badge--${tone} > [aria-hidden="true"]`);

async function openAccountMenu(page: Page) {
  const menu = page.locator('nav.portal-account-menu');
  await menu.locator('button.portal-account-menu__toggle').click();
  return menu;
}

/** Signs one side on the provider page the portal opens in a new tab, and comes back. */
async function signOnProviderPage(page: Page, signerName: string): Promise<void> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  const provider = await opened;
  await expect(provider.getByRole('heading', { name: 'Electronic signature' })).toBeVisible();
  await expect(provider.getByRole('table')).toContainText('Northwind web shop');
  await provider.getByLabel('I agree to this contract').check();
  await provider.getByLabel(/Type the signer's name to sign/).fill(signerName);
  await provider.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(provider.getByRole('status')).toContainText('Signed. Thank you');
  await provider.close();
  await page.bringToFront();
  // Back in the portal's tab: the customer asks for the current state (returning to the tab also reloads it).
  await page.getByRole('button', { name: 'Refresh' }).click();
}

async function signInAs(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignIn(page, login);
  return page;
}

test('propose, sign on both sides, start on its day, split an incoming payment, terminate with a note, end now', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);

  // The badge: red with the one request waiting for personal@.
  const menu = await openAccountMenu(page);
  const entry = menu.getByRole('link', { name: /Smart contracts/ });
  await expect(entry).toHaveAccessibleName(/Smart contracts.*contract requests: 1/);
  await expect(badge(entry, 'danger')).toHaveText('1');
  await entry.click();
  await expect(page).toHaveURL(/\/revenue-split$/);
  await expect(page.getByRole('heading', { name: 'Smart contracts', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All 4' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Requests 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Proposing: counterparty, company and the pair check first.
  await page.getByRole('link', { name: 'New contract' }).click();
  await expect(page.getByRole('heading', { name: 'New revenue-split contract' })).toBeVisible();
  await page.getByLabel(/Counterparty's e-mail/).fill('business@demo.test');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Found: Northwind Trading Ltd (business customer)')).toBeVisible();
  await page.getByLabel('I receive a share of their incoming payments').check();
  await page.getByLabel('Company the contract is about').selectOption({ label: 'Northwind web shop' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();

  // The checks of spec 3 section 5.3 at their fields, before any call.
  const creates: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && bankPathOf(sent.url()) === '/contract') creates.push(sent.url());
  });
  const percentage = page.getByLabel(/Share of the payer's incoming payments/);
  await percentage.fill('0');
  await page.getByLabel(/Name of the payer's signer/).fill('B'.repeat(257));
  await page.getByRole('button', { name: 'Propose the contract' }).click();
  await expect(page.getByText('Add at least one obligation.')).toHaveCount(2);
  await expect(page.getByText('The percentage must be above 0 and at most 100.')).toBeVisible();
  await expect(page.getByText('The name can have at most 256 characters.')).toBeVisible();
  await expect(page.getByText('Choose the date the contract starts.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Obligations of the payer' }).getByLabel('Obligation 1')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await percentage.fill('100.5');
  await page.getByRole('button', { name: 'Propose the contract' }).click();
  await expect(page.getByText('The percentage must be above 0 and at most 100.')).toBeVisible();
  await expect(percentage).toHaveValue('100.5');
  expect(creates).toEqual([]);

  await page
    .getByRole('group', { name: 'Obligations of the payer' })
    .getByLabel('Obligation 1')
    .fill('Pay the share of web shop sales every month');
  await page
    .getByRole('group', { name: 'Obligations of the beneficiary' })
    .getByLabel('Obligation 1')
    .fill('Promote the web shop on the review blog');
  await percentage.fill('10');
  await page.getByLabel(/Name of the payer's signer/).fill('Bianca Business');
  await page.getByLabel(/Name of the beneficiary's signer/).fill('Paula Personal');
  await page.getByLabel('In force from').fill(dayFromToday(2));
  await page.getByLabel('Note (optional)').fill('Affiliate programme 2026');
  await page.getByRole('button', { name: 'Propose the contract' }).click();
  await expect(page.getByRole('heading', { name: 'Contract with Northwind Trading Ltd' })).toBeVisible();
  expect(creates).toHaveLength(1);
  const contractPath = new URL(page.url()).pathname;
  expect(contractPath).toMatch(/^\/revenue-split\/\d+$/);
  await expect(page.getByText('Not signed', { exact: true })).toBeVisible();
  await expect(page.getByText('You receive 10% of the incoming payments of Northwind Trading Ltd')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // business@ has a request now (red badge) and signs first, on the provider page.
  const business = await signInAs(browser, 'business@demo.test');
  const businessMenu = await openAccountMenu(business);
  await expect(badge(businessMenu.getByRole('link', { name: /Smart contracts/ }), 'danger')).toHaveText('1');
  await business.goto(contractPath);
  await expect(business.getByText('You pay 10% of your incoming payments to Paula Personal')).toBeVisible();
  await signOnProviderPage(business, 'Bianca Business');
  await expect(business.getByText('Waiting for a signature')).toBeVisible();
  await expect(business.getByText('Your side has signed. Waiting for the other side.')).toBeVisible();

  // personal@ signs second: both signed, it waits for its day.
  await page.reload();
  await expect(page.getByText('Waiting for a signature')).toBeVisible();
  await signOnProviderPage(page, 'Paula Personal');
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();

  // The sandbox clock reaches the start day: the contract is active and the badges turn blue.
  const moved = await request.post(`${SANDBOX_ORIGIN}/sandbox/clock`, { data: { advanceDays: 3 } });
  expect(((await moved.json()) as { ran: Record<string, number> }).ran.contracts).toBe(1);
  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // Northwind has no request left: its badge is blue with its two active contracts (the seeded one and this one).
  await business.goto('/revenue-split');
  await expect(business.getByRole('button', { name: 'Active 2' })).toBeVisible();
  const activeEntry = (await openAccountMenu(business)).getByRole('link', { name: /Smart contracts/ });
  await expect(badge(activeEntry, 'info')).toHaveText('2');
  await expect(activeEntry).toHaveAccessibleName(/active contracts: 2/);

  // A payment Northwind receives is split: 10 % goes on to personal@ in the ledger.
  const before = {
    northwind: await balances(request, 'business@demo.test'),
    paula: await balances(request, 'personal@demo.test'),
  };
  await payNorthwind(request, '200.00');
  const after = {
    northwind: await balances(request, 'business@demo.test'),
    paula: await balances(request, 'personal@demo.test'),
  };
  expect((after.northwind.USD ?? 0) - (before.northwind.USD ?? 0)).toBeCloseTo(180, 2);
  expect((after.paula.USD ?? 0) - (before.paula.USD ?? 0)).toBeCloseTo(20, 2);

  // Termination needs a note.
  await page.getByRole('button', { name: 'End the contract' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End the contract' });
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(dialog.getByText('Give a reason for ending the contract.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Reason for ending').fill('The review blog closes at the end of the year');
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You asked to end the contract.' })).toBeVisible();
  await expect(page.getByText('Terminating', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: The review blog closes at the end of the year')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take back the termination' })).toBeVisible();

  // business@ is asked to agree (a request again) and ends it now.
  await business.goto('/revenue-split');
  await expect(business.getByRole('button', { name: 'Requests 1' })).toBeVisible();
  await business.goto(contractPath);
  await expect(business.getByText('Paula Personal asked to end this contract.')).toBeVisible();
  await business.getByRole('button', { name: 'End it now' }).click();
  await business
    .getByRole('alertdialog', { name: 'End it now' })
    .getByRole('button', { name: 'Yes, continue' })
    .click();
  await expect(business.getByText('Terminated', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(business);
  await business.context().close();

  // After the end nothing is split any more.
  const ended = await balances(request, 'personal@demo.test');
  await payNorthwind(request, '50.00');
  expect((await balances(request, 'personal@demo.test')).USD).toBeCloseTo(ended.USD ?? 0, 2);
  await page.reload();
  await expect(page.getByText('Terminated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the contract (PDF)' })).toBeVisible();
});

test('the contract PDF downloads', async ({ page }) => {
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/revenue-split/1');
  await expect(page.getByRole('heading', { name: 'Contract with Northwind Trading Ltd' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the contract (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('contract-1.pdf');
});

test('six languages and a 375 px phone', async ({ page }) => {
  await apiSignIn(page, 'personal@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  const titles: Record<string, string> = {
    es: 'Contratos inteligentes',
    pt: 'Contratos inteligentes',
    ro: 'Contracte inteligente',
    ru: 'Смарт-контракты',
    uk: 'Смарт-контракти',
    en: 'Smart contracts',
  };
  for (const [language, title] of Object.entries(titles)) {
    await page.goto(`/revenue-split?lang=${language}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await page.goto('/revenue-split/2?lang=ro');
  await expect(page.getByRole('heading', { name: 'Contract cu Northwind Trading Ltd' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Semnează contractul' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/revenue-split?lang=en');
  await expect(page.getByRole('button', { name: 'All 4' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/revenue-split/1');
  await expect(page.getByRole('heading', { name: 'Contract with Northwind Trading Ltd' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/revenue-split/new');
  await page.getByLabel(/Counterparty's e-mail/).fill('business@demo.test');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByLabel('Company the contract is about').selectOption({ label: 'Northwind web shop' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test('an unverified customer who opens a contract page by its address is sent home', async ({ page }) => {
  await signIn(page, 'final-review@demo.test');
  await expectPastSignIn(page);
  for (const path of ['/revenue-split', '/revenue-split/new', '/revenue-split/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await expect(page.getByRole('heading', { name: 'Smart contracts' })).toHaveCount(0);
});
