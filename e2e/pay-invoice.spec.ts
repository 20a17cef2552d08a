import { expect, test, type Page } from '@playwright/test';
import { PARTNER_ORIGIN, PORTAL_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { pdfText } from './support/pdf-text';
import { expectShown, recordShown, shownIn } from './support/shown';
import { addFault, DEMO_PASSWORD, expireAccessTokens, latestCode, resetSandbox, sandboxStats } from './support/sandbox';
import { balances, signInThroughPopup } from './support/widget-sessions';

/**
 * <wallet-pay-invoice> on the partner's checkout page (another origin than the portal and the sandbox): the payer
 * signs in through the portal's auth/sei popup (every sign-in flow), pays by their approval mode or rejects; and the
 * portal's invoices page, where a business creates an invoice that a personal customer pays.
 */

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  // The success popup closes by itself after 3 seconds: the tests read what it said from the record.
  await recordShown(context, ['Payment sent']);
});

const BRAND = 'Nimbus Wallet';

function checkoutUrl(invoiceId: string): string {
  const query = new URLSearchParams({ invoice: invoiceId, 'api-base': SANDBOX_ORIGIN, 'portal-origin': PORTAL_ORIGIN });
  return `${PARTNER_ORIGIN}/pay-invoice.html?${query.toString()}`;
}

async function eventLog(page: Page): Promise<string[]> {
  return page.locator('#event-log li').allTextContents();
}

test('personal@demo.test signs in through the popup and pays at once; a double click pays once; balances move by amount + fee', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const before = await balances(request, 'personal@demo.test');
  await page.goto(checkoutUrl('4001'));
  await expectNoSeriousA11yViolations(page);
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND });

  await expect(page.getByRole('heading', { level: 2, name: 'Invoice from Northwind Trading Ltd' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pay from' })).toBeVisible();
  await expect(page.getByText('1 USD = 0.92 EUR')).toBeVisible();
  await expect(page.getByText('Total charged to the account').locator('..')).toContainText('$120.60');
  await expect(page.getByRole('link', { name: /invoice-4001\.pdf/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);

  const statsBefore = (await sandboxStats(request)).p2pTransfer ?? 0;
  // The button says the total charged (amount + fee), which is what the ledger moves below.
  expect(await shownIn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay $120.60' }).dblclick();
  await expectShown(
    page,
    'dialog',
    'Payment sent',
    /You paid \$120\.00 to Northwind Trading Ltd\..*Total charged \$120\.60/,
  );
  // Scanned while it shows (on a machine slow enough to have closed it, the scan sees the page under it).
  await expectNoSeriousA11yViolations(page);
  // The success popup closes by itself after 3 seconds.
  const success = page.getByRole('dialog', { name: 'Payment sent' });
  await expect(success).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('This invoice is paid.')).toBeVisible();
  // The receipt stays, with the bank's branded PDF (history's generator) under the one reference it shows.
  const receipt = page.locator('[part="receipt"]').last();
  await expect(receipt).toContainText('Total charged$120.60');
  const reference = ((await receipt.locator('dd').first().textContent()) ?? '').trim();
  expect(reference).toMatch(/^\d+$/);
  await expect(page.getByRole('link', { name: 'Download the receipt' })).toHaveCount(0);
  await receipt.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  const pdfLink = receipt.getByRole('link', { name: 'Open the receipt (PDF)' });
  await expect(pdfLink).toBeVisible({ timeout: 15_000 });
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pdfLines = pdfText(await pdf.body());
  expect(pdfLines).toContain(reference);
  expect(pdfLines).toContain('120.60');
  await expectNoSeriousA11yViolations(page);

  expect((await sandboxStats(request)).p2pTransfer ?? 0).toBe(statsBefore + 1);
  const after = await balances(request, 'personal@demo.test');
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(12_060);
  expect(after.EUR).toBe(before.EUR);
  const log = await eventLog(page);
  expect(log.some((line) => line.startsWith('wallet-invoice-paid {"invoiceId":"4001","transactionId":'))).toBe(true);
  expect(log.some((line) => line.includes('wallet-invoice-loaded {"id":4001,"status":"paid"}'))).toBe(true);

  // The same invoice again is paid: its own screen, nothing to pay.
  await page.reload();
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND });
  await expect(page.getByText('This invoice is paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('push@demo.test approves the payment on the device page; the widget hears it over the websocket', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.goto(checkoutUrl('4007'));
  await signInThroughPopup(page, context, request, 'push@demo.test', { brand: BRAND });
  await page.getByRole('button', { name: 'Pay $25.50' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the payment' })).toBeVisible();
  await expect(page.getByText('Waiting for your approval on your phone…')).toBeVisible();
  await page.getByRole('button', { name: 'Send the request to my phone again' }).click();
  await expect(page.getByText('We sent the request to your phone again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const device = await context.newPage();
  await device.goto(`${SANDBOX_ORIGIN}/sandbox/device`);
  await device.getByRole('button', { name: /Approve payment \d+ of push@demo\.test/ }).click();
  await page.bringToFront();
  await expectShown(page, 'dialog', 'Payment sent');
  await expect(page.getByText('This invoice is paid.')).toBeVisible({ timeout: 10_000 });
});

test('sms@demo.test signs in with the SMS code and approves the payment with another SMS code', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await page.goto(checkoutUrl('4008'));
  await signInThroughPopup(page, context, request, 'sms@demo.test', { brand: BRAND });
  await page.getByRole('button', { name: 'Pay €40.50' }).click();
  await expect(
    page.getByText('We sent a 6-digit code to +44 ••• ••• 1234. Enter it to approve the payment.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Approval code' }).fill('000000');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const code = await latestCode(request, 'sms@demo.test', 'sms');
  if (code !== '000000') await expect(page.getByText('Invalid approval code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectShown(page, 'dialog', 'Payment sent', 'You paid €40.00 to Northwind Trading Ltd.');
  await expect(page.getByText('This invoice is paid.')).toBeVisible({ timeout: 10_000 });
});

test("the payer rejects an invoice with a note; another account's invoice gets its own screen", async ({
  page,
  context,
  request,
}) => {
  await page.goto(checkoutUrl('4005'));
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND });
  await page.getByRole('button', { name: 'Reject invoice' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject this invoice?' });
  await dialog.getByRole('textbox', { name: 'Note for the payee (optional)' }).fill('Not ordered by us');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reject invoice' }).click();
  await expect(page.getByText('You rejected this invoice.')).toBeVisible();
  await expect(page.getByText('Not ordered by us')).toBeVisible();
  expect(await eventLog(page)).toContain('wallet-invoice-rejected {"invoiceId":"4005"}');

  await page.evaluate(() => document.getElementById('pay')?.setAttribute('invoice-id', '4007'));
  await expect(page.getByRole('heading', { name: 'Invoice not found for this account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a session that ends emits wallet-session-expired and asks for a sign-in again', async ({
  page,
  context,
  request,
}) => {
  await page.goto(checkoutUrl('4002'));
  await signInThroughPopup(page, context, request, 'personal@demo.test', { brand: BRAND });
  await expect(page.getByRole('group', { name: 'Pay from' })).toBeVisible();
  // The refresh token is refused from now on, and every access token counts as expired: the next call ends the session.
  await addFault(request, { match: { path: '/auth/refresh' }, status: 401 });
  await expireAccessTokens(request);
  await page.getByRole('radio', { name: /USD account/ }).click();
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  expect(
    (await eventLog(page)).some((line) =>
      line.endsWith('wallet-session-expired from #pay {"reason":"sessionExpired"}'),
    ),
  ).toBe(true);
});

test('portal: a business creates an invoice, the payer pays it in the portal, both see it paid', async ({
  page: business,
  browser,
}) => {
  test.slow();
  await business.goto('/login');
  await business.getByLabel('E-mail').fill('business@demo.test');
  await business.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await business.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the start page has taken the user home (its Sign out button shows while it still works).
  await expect(business).toHaveURL(/\/home$/);
  await business.goto('/transfer/invoices');
  await expect(business.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expectNoSeriousA11yViolations(business);
  await business.getByRole('button', { name: 'Create invoice' }).click();
  const create = business.getByRole('dialog', { name: 'Create invoice' });
  await create.getByRole('textbox', { name: "Payer's e-mail" }).fill('personal@demo.test');
  await create.getByRole('textbox', { name: 'Amount' }).fill('42.50');
  await create.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await create.getByLabel('Due date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await create.getByRole('textbox', { name: 'Note for the payer (optional)' }).fill('E2E consulting');
  await expectNoSeriousA11yViolations(business);
  await create.getByRole('button', { name: 'Send invoice' }).click();
  await expect(business.getByText('Invoice 4011 for $42.50 was sent to personal@demo.test.')).toBeVisible();
  await expect(business.getByRole('row', { name: /4011/ })).toContainText('Unpaid');

  const payerContext = await browser.newContext({ baseURL: PORTAL_ORIGIN });
  await recordShown(payerContext, ['Payment sent']);
  const payer = await payerContext.newPage();
  await payer.goto('/login');
  await payer.getByLabel('E-mail').fill('personal@demo.test');
  await payer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await payer.getByRole('button', { name: 'Sign in' }).click();
  await expect(payer).toHaveURL(/\/home$/);
  await payer.goto('/transfer/invoices');
  await expect(payer.getByRole('row', { name: /4011/ })).toContainText('Northwind Trading Ltd');
  await payer.getByRole('button', { name: 'Pay invoice 4011' }).click();
  const pay = payer.getByRole('dialog', { name: 'Pay invoice 4011' });
  await expect(pay.getByText('E2E consulting')).toBeVisible();
  await expectNoSeriousA11yViolations(payer);
  // The portal reviews before it pays.
  await pay.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(pay.getByRole('region', { name: 'Check and confirm' })).toContainText('Total charged$43.00');
  await pay.getByRole('button', { name: 'Pay $43.00' }).click();
  await expectShown(payer, 'dialog', 'Payment sent', 'You paid $42.50 to Northwind Trading Ltd.');
  await expect(pay.getByText('This invoice is paid.')).toBeVisible({ timeout: 10_000 });
  await pay.getByRole('button', { name: 'Close' }).first().click();
  await expect(payer.getByRole('row', { name: /4011/ })).toContainText('Paid');

  await business.reload();
  await business.getByRole('tab', { name: 'Sent' }).click();
  await expect(business.getByRole('row', { name: /4011/ })).toContainText('Paid');
});
