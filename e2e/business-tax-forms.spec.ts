/**
 * The business W-form and certificate of loss of nationality uploads (spec 3 sections 3.5 and 7.1, "business
 * equivalent exists"): the company's signed self-certification decides the forms it owes; a form is uploaded on
 * `/self-certification-business`, waits for review, and the reviewer's decision shows when the page is read again.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a passive holding company uploads its W-8BEN-E; the review accepts it', async ({ page, request }) => {
  await apiSignIn(page, 'business@demo.test', { to: '/self-certification-business' });
  await expect(page).toHaveURL(/\/self-certification-business$/);
  const form = page.getByRole('form', { name: 'Company FATCA/CRS self-certification' });
  await form.getByLabel('Classification of the company').selectOption('passiveNfe');
  await form
    .getByLabel('A controlling person of the company was born a US citizen and has given up US citizenship.')
    .check();
  await form.getByLabel('Country of tax residence').fill('GB');
  await form.getByLabel('Tax number in that country').fill('GB123456789');
  await form.getByLabel('Name of the director who signs').fill('Bianca Business');
  await form.getByLabel(/I confirm that the answers are true/).check();
  await form.getByRole('button', { name: 'Sign the self-certification' }).click();
  await expect(page.getByText(/Signed by Bianca Business on/)).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Tax forms' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Form W-8BEN-E' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Certificate of loss of US nationality' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Form W-9' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const upload = page.getByRole('form', { name: 'Upload Form W-8BEN-E' });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'w8bene-signed.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload Form W-8BEN-E' }).click();
  await expect(page.getByRole('form', { name: 'Upload Form W-8BEN-E' })).toHaveCount(0);
  const w8 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Form W-8BEN-E' }) });
  await expect(w8.getByText('Waiting for review')).toBeVisible();

  // The reviewer accepts it; the page read again shows the decision.
  const queue = (await (await request.get(`${SANDBOX_ORIGIN}/sandbox/review?format=json`)).json()) as {
    documents: { documentId: number; documentType: string }[];
  };
  const item = queue.documents.find((document) => document.documentType === 'Form W-8BEN-E');
  expect(item, 'the W-8BEN-E waits in the review queue').toBeDefined();
  const decided = await request.post(`${SANDBOX_ORIGIN}/sandbox/review/documents/${String(item?.documentId)}/approve`, {
    data: {},
  });
  expect(decided.ok()).toBe(true);
  await page.reload();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Form W-8BEN-E' }) })
      .getByText('Approved'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Upload Certificate of loss of US nationality' })).toBeVisible();
});
