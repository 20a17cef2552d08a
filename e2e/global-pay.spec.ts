import { expect, test } from '@playwright/test';
import { apiSignIn } from './support/api-sign-in';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { watchErrors } from './support/page-errors';
import { addFault, clearFaults, readOutbox, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

/**
 * Global pay to a person (/transfer/global-pay, spec 2 section 7 "p2p global pay methods, meta and submit") as
 * external@demo.test: the method is chosen by country, the review shows from, to, amount, fee, the rate only when the
 * currencies differ, what arrives, the total and when; a double click, an injected 500 and a lost answer book exactly
 * once against the sandbox ledger (amount and fee), and the recipient gets one claim link.
 */

const USER = 'external@demo.test';
const RECIPIENT = 'hans.becker@example.test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** Balance change of a currency in cents. */
function cents(before: Record<string, number>, after: Record<string, number>, currency: string): number {
  return Math.round(((after[currency] ?? 0) - (before[currency] ?? 0)) * 100);
}

test('a double click, an injected 500 and a lost answer book one global payment: amount and fee once, one claim link', async ({
  page,
  request,
}) => {
  watchErrors(page, [/status of 500/]);
  const before = await balances(request, USER);
  await apiSignIn(page, USER, { to: '/transfer/global-pay' });
  await expect(page.getByRole('heading', { level: 1, name: 'Global pay to a person' })).toBeVisible();
  await page.getByLabel("Recipient's e-mail").fill(RECIPIENT);
  await page.getByLabel("Recipient's full name").fill('Hans Becker');
  await page.getByLabel("Recipient's country").selectOption({ label: 'Germany' });
  await page.getByLabel('Paid out by').selectOption({ label: 'SEPA credit transfer' });
  await expect(page.getByText('1 business day after the recipient enters their details')).toBeVisible();
  const from = page.getByLabel('Pay from');
  const usd = (await from.locator('option').allTextContents()).find((text) => text.startsWith('USD'));
  await from.selectOption({ label: usd ?? '' });
  await page.getByLabel('Amount in USD').fill('100');
  await page.getByLabel('Description for the recipient').fill('Invoice 2026-11');
  const summary = page.getByRole('region', { name: 'Before you confirm' });
  await expect(summary).toContainText('Total charged$101.50', { timeout: 15_000 });
  await expect(summary).toContainText('Exchange rate1 USD = ');
  await expectNoSeriousA11yViolations(page);

  await addFault(request, { match: { method: 'p2pGlobalPaySubmit' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Check and confirm' });
  for (const text of [
    'From',
    'Hans Becker (hans.becker@example.test)',
    'SEPA credit transfer in Germany',
    'Fee$1.50',
  ]) {
    await expect(review).toContainText(text);
  }
  await expect(review).toContainText('Amount received€');
  await expect(review).toContainText('Arrives1 business day after the recipient enters their details');
  await page.getByRole('button', { name: 'Send global payment' }).dblclick();
  await expect(page.getByText('Nothing was sent').or(page.getByText('The payment was not made.'))).toBeVisible();
  await expect(page.getByLabel("Recipient's e-mail")).toHaveValue(RECIPIENT);
  await expect(page.getByLabel('Amount in USD')).toHaveValue('100');
  expect(cents(before, await balances(request, USER), 'USD')).toBe(0);

  // The sandbox books it and the answer is lost: the retry carries the same key and gets the booked payment.
  await addFault(request, { match: { method: 'p2pGlobalPaySubmit' }, loseAnswer: true, times: 1 });
  await page.getByRole('button', { name: 'Send global payment' }).click();
  await expect(page.getByText('Done: the money was sent.')).toBeVisible({ timeout: 15_000 });
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Hans Becker (hans.becker@example.test)');
  await expect(receipt).toContainText('Total charged$101.50');
  await expectNoSeriousA11yViolations(page);

  const after = await balances(request, USER);
  expect(cents(before, after, 'USD')).toBe(-10_150);
  expect(cents(before, after, 'EUR')).toBe(0);
  const links = (await readOutbox(request, RECIPIENT)).filter((message) => message.link?.includes('/receive/gp_'));
  expect(links).toHaveLength(1);

  // One reference: the receipt's is the history's, and its branded PDF is found by it.
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  await expect(page.getByRole('link', { name: 'Open the receipt (PDF)' })).toHaveAttribute(
    'href',
    /\/files\/history\/receipts\/receipt-\d+\.pdf/,
    { timeout: 15_000 },
  );
});

test('paid in the account’s own currency: no exchange rate in the review, and the recipient claims by the chosen method only', async ({
  page,
  request,
}) => {
  await apiSignIn(page, USER, { to: '/transfer/global-pay' });
  await page.getByLabel("Recipient's e-mail").fill(RECIPIENT);
  await page.getByLabel("Recipient's full name").fill('Hans Becker');
  await page.getByLabel("Recipient's country").selectOption({ label: 'United States' });
  await page.getByLabel('Paid out by').selectOption({ label: 'ACH bank transfer' });
  const from = page.getByLabel('Pay from');
  const usd = (await from.locator('option').allTextContents()).find((text) => text.startsWith('USD'));
  await from.selectOption({ label: usd ?? '' });
  await page.getByLabel('Amount in USD').fill('20');
  await expect(page.getByRole('region', { name: 'Before you confirm' })).toContainText('Total charged', {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText('Amount received$20.00');
  await expect(review).not.toContainText('Exchange rate');
  await page.getByRole('button', { name: 'Send global payment' }).click();
  await expect(page.getByText('Done: the money was sent.')).toBeVisible({ timeout: 15_000 });

  const link =
    (await readOutbox(request, RECIPIENT)).find((message) => message.link?.includes('/receive/'))?.link ?? '';
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Erin External sent you money' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Choose how to get paid' }).click();
  const country = page.getByRole('combobox', { name: 'Country' });
  if (await country.isEnabled()) await country.selectOption('US');
  await expect(page.getByRole('radio', { name: /ACH bank transfer/ })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(1);
});
