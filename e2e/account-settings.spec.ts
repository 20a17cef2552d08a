/** Account security and settings (spec 1 sections 2-4, 7; spec 2 sections 2, 5, 7, 8) in the built portal. */
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { englishLines, settled } from './support/english-text';
import { apiSignIn, portalCaller, seedSession } from './support/api-sign-in';
import { signIn } from './support/portal';
import { DEMO_PASSWORD, codeSentBy, latestCode, readOutbox, resetSandbox } from './support/sandbox';

const USER = 'security@demo.test';
const NEW_PASSWORD = 'Fresh-pass-2';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function openSecurity(page: Page): Promise<void> {
  await apiSignIn(page, USER, { to: '/setting' });
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
}

test('a password change is confirmed by code, signs the other session out, and only the new password works', async ({
  page,
  browser,
  request,
}) => {
  // One journey over three sessions (the one that changes, the one signed out, the one that signs in again).
  test.slow();
  const other = await browser.newPage();
  await apiSignIn(other, USER);
  await expect(other).toHaveURL(/\/home$/);

  await openSecurity(page);
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('We sent a code to s•••@demo.test.')).toBeVisible();
  const code =
    (await readOutbox(request, USER)).find((message) => message.subject === 'Confirm your password change')?.code ?? '';
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('1 other session was signed out.')).toBeVisible();

  // The other tab's session has ended: its next call is refused and it lands on the sign-in page.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await other.close();
  // This session stays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();

  const fresh = await browser.newPage();
  await signIn(fresh, USER);
  await expect(fresh.getByRole('alert')).toContainText(/password/i);
  await fresh.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/home$/);
  await fresh.close();
});

test('switching two-step verification to SMS goes to the accounts page and makes the next sign-in ask for an SMS code', async ({
  page,
  browser,
  request,
}) => {
  // The change ends this session and starts a new one: nothing may go out with the ended session's token.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await openSecurity(page);
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('Now: no second step')).toBeVisible();
  await section.getByLabel('Switch to').selectOption('sms');
  const code = await codeSentBy(request, USER, 'sms', () =>
    section.getByRole('button', { name: 'Send a code' }).click(),
  );
  await section.getByLabel('Confirmation code').fill(code);
  await section.getByRole('button', { name: 'Confirm the switch' }).click();
  // Spec 1 section 4: after the confirmation the user goes to the accounts page.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Your accounts' })).toBeVisible();
  await page.goto('/setting');
  await expect(section.getByText('Now: SMS code', { exact: true })).toBeVisible();
  expect(refused).toEqual([]);

  const next = await browser.newPage();
  await signIn(next, USER);
  await expect(next.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  const smsCode = await latestCode(request, USER, 'sms');
  await next.getByLabel('Code', { exact: true }).fill(smsCode);
  await next.getByRole('button', { name: 'Verify' }).click();
  await expect(next).toHaveURL(/\/home$/);
  await next.close();
});

test('a customer of the wallet brand turns two-step verification off again, confirmed by the SMS code', async ({
  page,
  request,
}) => {
  // Switched on earlier (over the API, as the previous test does on screen; in BFF mode through the BFF).
  const caller = await portalCaller(page, request, USER);
  const started = await caller.post('/customer/two-step-verification', { mode: 'sms' });
  const { reqId } = (await started.json()) as { reqId: string };
  const confirmed = await caller.post(`/customer/two-step-verification/${reqId}/confirm`, {
    code: await latestCode(request, USER, 'sms'),
  });
  expect(confirmed.ok()).toBe(true);
  // The change started a new session (sign-in now asks for an SMS code): the portal continues with it.
  const pair = (await confirmed.json()) as { accessToken: string; refreshToken: string };
  await seedSession(page, { ...pair, authFlow: 'simple' }, { initialPath: '/setting' });
  await page.goto('/start');
  await expect(page).toHaveURL(/\/setting$/);
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('Now: SMS code', { exact: true })).toBeVisible();
  await section.getByLabel('Switch to').selectOption({ label: 'Turn it off (password only)' });
  await expect(section.getByText(/ask for your password only/)).toBeVisible();
  const code = await codeSentBy(request, USER, 'sms', () =>
    section.getByRole('button', { name: 'Send a code' }).click(),
  );
  await section.getByLabel('Confirmation code').fill(code);
  await section.getByRole('button', { name: 'Confirm the switch' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/setting');
  await expect(section.getByText('Now: no second step')).toBeVisible();
});

test('a linked device is removed, and the link-a-device popup shows a QR code and texts the store links', async ({
  page,
  request,
}) => {
  await openSecurity(page);
  const devices = page.getByRole('region', { name: 'Linked devices' });
  await expect(devices.getByRole('rowheader', { name: "Sid's Galaxy" })).toBeVisible();
  await devices.getByRole('button', { name: "Remove Sid's Galaxy" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove device' }).click();
  await expect(devices.getByText("Sid's Galaxy was removed.")).toBeVisible();
  await expect(devices.getByText('No device is linked yet.')).toBeVisible();

  await devices.getByRole('button', { name: 'Link a new device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a new device' });
  await expect(dialog.getByRole('img', { name: 'QR code that links the app to your account' })).toBeVisible();
  await dialog.getByLabel('Phone number (with country code)').fill('12345');
  await dialog.getByRole('button', { name: 'Text me the links' }).click();
  await expect(
    dialog.getByText('Enter a phone number with its country code, for example +44 7700 900123.'),
  ).toBeVisible();
  await dialog.getByLabel('Phone number (with country code)').fill('+44 7700 900610');
  await dialog.getByRole('button', { name: 'Text me the links' }).click();
  await expect(dialog.getByText('We sent the app store links to +44 7700 900610.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sms = await readOutbox(request, '+447700900610');
  expect(sms.some((message) => message.subject === 'Get the app')).toBe(true);
});

test('the IP whitelist warns before a lock-out, then lets only listed addresses in', async ({ page, request }) => {
  await openSecurity(page);
  const section = page.getByRole('region', { name: 'IP whitelist' });
  await expect(section.getByText('Your current address: 127.0.0.1')).toBeVisible();

  await section.getByRole('button', { name: 'Add an address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an address or a range' });
  await dialog.getByLabel('IP address (IPv4 or IPv6)').fill('10.0.0.1');
  await dialog.getByLabel('End of the range (optional)').fill('10.0.0.50');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(section.getByRole('rowheader', { name: '10.0.0.1 to 10.0.0.50' })).toBeVisible();
  await section.getByRole('button', { name: 'Turn the whitelist on' }).click();
  const warning = page.getByRole('alertdialog', { name: 'You would lock yourself out' });
  await expect(warning).toContainText('127.0.0.1 is not on the list');
  await expectNoSeriousA11yViolations(page);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByText('Off: any address may use your account')).toBeVisible();

  await section.getByRole('button', { name: 'Add an address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add an address or a range' });
  await dialog.getByLabel('IP address (IPv4 or IPv6)').fill('127.0.0.1');
  await dialog.getByLabel('End of the range (optional)').fill('127.0.0.9');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await section.getByRole('button', { name: 'Turn the whitelist on' }).click();
  await expect(section.getByText('On: only listed addresses may use your account')).toBeVisible();

  // The portal keeps working from 127.0.0.1; the sandbox refuses the same user from an address outside the list.
  await page.reload();
  await expect(section.getByText('On: only listed addresses may use your account')).toBeVisible();
  const outside = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    headers: { 'x-forwarded-for': '192.0.2.44' },
    data: { client: 'spa', username: USER, password: DEMO_PASSWORD, codeChallenge: 'c'.repeat(43) },
  });
  expect(outside.status()).toBe(403);
  expect(await outside.json()).toMatchObject({ code: 'ipNotAllowed' });
});

test('the payout blacklist adds with the bank message and removes, in Romanian too', async ({ page }) => {
  await apiSignIn(page, USER, { to: '/payout-blacklist' });
  await expect(page).toHaveURL(/\/payout-blacklist$/);
  await expect(page.getByRole('rowheader', { name: 'refunds-desk@scam.example' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to blacklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the payout blacklist' });
  await dialog.getByLabel('E-mail address').fill('personal@demo.test');
  await dialog.getByLabel('What to block').selectOption('p2p');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('User with email personal@demo.test has been added to black list')).toBeVisible();
  await expect(page.getByRole('row', { name: /personal@demo.test/ })).toContainText('Person-to-person payments');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Remove refunds-desk@scam.example' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('refunds-desk@scam.example was removed from the blacklist.')).toBeVisible();

  await page.goto('/payout-blacklist?lang=ro');
  await expect(page.getByRole('heading', { level: 1, name: 'Listă neagră pentru plăți' })).toBeVisible();
  await expect(page.getByRole('row', { name: /personal@demo.test/ })).toContainText('Plăți între persoane');
});

test('pending terms are read and accepted, then the customer reaches home; the legal page records it', async ({
  page,
}) => {
  await signIn(page, 'terms@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Accept the updated terms' })).toBeVisible();
  const link = page.getByRole('list', { name: 'Terms to accept' }).getByRole('link', { name: /Terms and conditions/ });
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Tick the box to accept the terms, or sign out.')).toBeVisible();
  await page.getByLabel('I have read and accept these terms').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  const row = page.getByRole('row', { name: /Terms and conditions/ });
  await expect(row).not.toContainText('Not recorded');
  await expectNoSeriousA11yViolations(page);
});

// One page per test (issue 37: nine pages in one test did not fit its timeout on a slow machine). Each signs in over
// the API and opens its page in the language straight from the start page.
const TRANSLATED_HEADINGS: Record<string, Record<string, string>> = {
  pt: {
    '/setting': 'Segurança da conta',
    '/payout-blacklist': 'Lista negra de pagamentos',
    '/legal': 'Informação legal',
  },
  ru: {
    '/setting': 'Безопасность учётной записи',
    '/payout-blacklist': 'Чёрный список выплат',
    '/legal': 'Правовая информация',
  },
  uk: {
    '/setting': 'Безпека облікового запису',
    '/payout-blacklist': 'Чорний список виплат',
    '/legal': 'Правова інформація',
  },
};

for (const [language, pages] of Object.entries(TRANSLATED_HEADINGS)) {
  for (const [path, heading] of Object.entries(pages)) {
    test(`${path} speaks ${language}, with no English left`, async ({ page }) => {
      await apiSignIn(page, USER, { to: path, query: `lang=${language}` });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settled(page);
      expect(await englishLines(page)).toEqual([]);
    });
  }
}

test('security pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSecurity(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/payout-blacklist');
  await expect(page.getByRole('rowheader', { name: 'refunds-desk@scam.example' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
