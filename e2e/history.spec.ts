/** Activity history, CSV export and statements (spec 2 "History, statements and export") in the built portal. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { readOutbox, resetSandbox } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function signInAs(page: Page, login = 'personal@demo.test') {
  await apiSignIn(page, login);
  await expect(page).toHaveURL(/\/home$/);
}

type CsvRow = Record<string, string>;
const parseCsv = (text: string) => Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true }).data;

test('home shows recent activity without fees; the history filters by type and date, keeps the filter in the address, appends pages and opens a transaction', async ({
  page,
  request,
}) => {
  await signInAs(page);
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(recent.getByText('To Baker Street Lettings Ltd')).toBeVisible();
  await expect(recent.getByText('Monthly account fee')).toHaveCount(0);
  await recent.getByRole('link', { name: 'All activity' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText(/Processing: 2 · Rejected: \d+/)).toBeVisible();

  await page.getByLabel('Type').selectOption('cardPurchase');
  await page.getByLabel('From', { exact: true }).fill('2025-01-01');
  await page.getByLabel('To', { exact: true }).fill('2025-03-31');
  const pageOne = page.waitForResponse((response) => response.url().includes('method=transactionHistoryGet'));
  await page.getByRole('button', { name: 'Show' }).click();
  await pageOne;
  await expect(page).toHaveURL(/type=cardPurchase/);
  await expect(page).toHaveURL(/from=2025-01-01/);
  const found = page.getByText(/^Transactions found: \d+$/);
  await expect(found).toBeVisible();
  const total = Number((await found.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);

  // Page 2 comes by the "load more" button or, when the end of the list is already on screen, by the infinite scroll.
  const pageTwo = page.waitForRequest(
    (req) => req.url().includes('method=transactionHistoryGet') && req.postData()?.includes('"pageNumber":2') === true,
  );
  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('cardPurchase');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2025-01-01');
  await expect(page.getByText(`Transactions found: ${total}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Page 2 is appended: the list grows and ends with the oldest transaction of the filter.
  const list = page.getByRole('region', { name: 'Transactions' });
  const firstRow = list.getByRole('button').first();
  const firstName = (await firstRow.locator('.wallet-history__row-title').textContent()) ?? '';
  const loadMore = page.getByRole('button', { name: 'Load more transactions' });
  if (await loadMore.isVisible()) await loadMore.click();
  await pageTwo;
  await expect(page.getByText(`All ${total} transactions are shown.`)).toBeVisible();
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(
    list.getByRole('heading', { name: /January 2025|2 January 2025|January \d+, 2025/ }).last(),
  ).toBeVisible();
  await list.evaluate((element) => element.scrollTo(0, 0));
  await expect(list.getByRole('button', { name: firstName }).first()).toBeVisible();

  // The detail panel: parties, amounts, fee, reference, status history, and the receipt PDF.
  await list.getByRole('button', { name: firstName }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Reference')).toBeVisible();
  await expect(dialog.getByText(/^NW-2025/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Get the receipt (PDF)' }).click();
  const receiptLink = dialog.getByRole('link', { name: 'Open the receipt (PDF)' });
  await expect(receiptLink).toBeVisible();
  const receipt = await request.get((await receiptLink.getAttribute('href')) ?? '');
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  expect((await receipt.body()).toString('latin1')).toContain('(Transaction receipt) Tj');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The back button returns to the unfiltered history.
  await page.goBack();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByLabel('Type')).toHaveValue('');
});

test('the filtered list exports as CSV (downloaded and parsed) and is e-mailed to the outbox', async ({
  page,
  request,
}) => {
  await signInAs(page);
  await page.goto('/history?type=cardPayout&from=2025-01-01&to=2025-12-31');
  const found = page.getByText(/^Transactions found: \d+$/);
  await expect(found).toBeVisible();
  const total = Number((await found.textContent())?.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(`The file is ready: ${total} transactions.`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download transactions-/ }).click();
  const download = await downloading;
  const rows = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
  expect(rows).toHaveLength(total);
  for (const row of rows) {
    expect(row.Type).toBe('cardPayout');
    expect(row.Date?.slice(0, 4)).toBe('2025');
  }
  expect(rows.some((row) => row.Status === 'rejected')).toBe(true);

  await page.getByLabel('E-mail address').fill('accountant@example');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await page.getByLabel('E-mail address').fill('accountant@example.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent to accountant@example.test.')).toBeVisible();
  const [mail] = await readOutbox(request, 'accountant@example.test');
  expect(mail?.link).toMatch(/\/files\/history\/exports\/.+\.csv/);
  const mailed = await request.get(mail?.link ?? '');
  expect(parseCsv(await mailed.text())).toHaveLength(total);
  await expectNoSeriousA11yViolations(page);
});

test("a month's statement totals reconcile with that month's rows, and its PDF opens", async ({ page, request }) => {
  await signInAs(page);
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'August 2026' });
  const totals = page.getByRole('region', { name: 'Totals for August 2026' });
  await expect(totals).toBeVisible();
  const value = async (label: string) =>
    Number(
      await totals
        .locator('dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]')
        .locator('data')
        .getAttribute('value'),
    );
  const beginning = await value('Beginning balance');
  const credit = await value('Total credit');
  const debit = await value('Total debit');
  const ending = await value('Ending balance');
  expect(Math.round((beginning + credit - debit) * 100)).toBe(Math.round(ending * 100));

  const downloading = page.waitForEvent('download');
  await totals.getByRole('link', { name: 'Download CSV' }).click();
  const rows = parseCsv(await readFile((await (await downloading).path()) ?? '', 'utf8'));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.every((row) => row.Date?.startsWith('2026-08'))).toBe(true);
  const net = rows.reduce((sum, row) => sum + Math.round(Number(row.Total) * 100), 0);
  expect(net).toBe(Math.round((credit - debit) * 100));
  expect(Number(rows.at(-1)?.Balance)).toBe(ending);

  await totals.getByRole('button', { name: 'Get the PDF' }).click();
  const pdfLink = totals.getByRole('link', { name: 'Open the statement (PDF)' });
  await expect(pdfLink).toBeVisible();
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdf.body()).toString('latin1');
  expect(text).toContain('(Statement period: August 2026) Tj');
  expect(text).toContain('(Nimbus Payments Ltd) Tj');
  await expectNoSeriousA11yViolations(page);
});

test('a business filters its history by the other party’s e-mail', async ({ page }) => {
  await signInAs(page, 'business@demo.test');
  await page.goto('/history');
  await page.getByLabel("Other party's e-mail").fill('contoso');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/email=contoso/);
  await expect(page.getByText('Transactions found: 6')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Transactions' })
      .getByText(/From Contoso Retail Inc/)
      .first(),
  ).toBeVisible();
});

test('the history and statements speak six languages and fit a phone', async ({ page }) => {
  await signInAs(page);
  const titles: Record<string, string> = {
    es: 'Actividad',
    pt: 'Atividade',
    ro: 'Activitate',
    ru: 'Операции',
    uk: 'Операції',
  };
  for (const [language, title] of Object.entries(titles)) {
    await page.goto(`/history?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link', { name: 'Виписки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Виписки' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Підсумки за/ })).toBeVisible();
  await page.goto('/history?lang=en');
  // The choice of language is kept for the next page once English is showing.
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/history');
  await expect(page.getByRole('region', { name: 'Transactions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
