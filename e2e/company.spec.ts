/**
 * The company pages, manage users and the admin overview (issue 19; spec 3 sections 2.1, 4.3, 6 and 7.2) against
 * the sandbox's demo companies: Northwind Trading Ltd (business@, employee@), Blue Harbor Studios SRL
 * (representative@), and admin@.
 */
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { readOutbox, resetSandbox } from './support/sandbox';
import { apiSignIn } from './support/api-sign-in';
import { openInApp } from './support/portal';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Company', exact: true });

async function openAccountMenu(page: Page) {
  const menu = accountMenu(page);
  await menu.getByRole('button', { name: /^Company/ }).click();
  return menu;
}

async function expectFits(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a director uploads a corporate document; the company highlight goes away after the review', async ({ page }) => {
  await apiSignIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  let menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Company details (action required)' })).toBeVisible();
  await menu.getByRole('link', { name: /Company details/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Trading Ltd' })).toBeVisible();
  await expect(page.getByText('Corporate documents are missing, rejected or waiting for review.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company details' }).getByText('SC481516')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFits(page);

  await page.getByRole('link', { name: 'Go to the company documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  const corporate = page.getByRole('region', { name: 'Corporate documents' });
  await expect(corporate.getByText('Reason: The copy is not certified.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFits(page);

  // A wrong file is refused at the field before anything is sent; the type the company still owes is preselected.
  const form = page.getByRole('form', { name: 'Upload a document for Corporate documents' });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('This type of file cannot be uploaded here.', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Document type')).toHaveValue('61');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'articles-certified.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Uploaded. Our team will review it.')).toBeVisible();
  await expect(
    corporate.getByRole('listitem').filter({ hasText: 'articles-certified.pdf' }).getByText('Waiting for review'),
  ).toBeVisible();
  // Waiting for review still needs action (spec 3 section 4.3: status not 1 or 2).
  menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Company details (action required)' })).toBeVisible();

  const review = await page.context().newPage();
  await review.goto(`${SANDBOX_ORIGIN}/sandbox/review/company`);
  await expect(review.getByRole('heading', { level: 1, name: 'Review: company documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(review);
  await review
    .getByRole('button', { name: 'Approve Memorandum and articles of association of Northwind Trading Ltd' })
    .click();
  await expect(review.getByRole('status')).toHaveText('Approved: the company was notified.');
  await review.close();

  await page.reload();
  menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Company details', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Company details (action required)' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Corporate documents' }).getByText('Action needed')).toHaveCount(0);
});

test("manage users: change an employee's rights, add a representative, remove a user", async ({ page, request }) => {
  await apiSignIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  const menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: 'Manage users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  const evan = page.getByRole('form', { name: 'Access rights of Evan Employee' });
  await expect(evan.getByLabel('Access rights')).toHaveValue('3');
  // Right 5 is never offered (spec 3 section 5.2).
  await expect(evan.getByLabel('Access rights').locator('option')).toHaveText([
    'Choose the rights',
    'Read only',
    'Full access',
    'Initiate payments',
    'Confirm payments',
  ]);
  await expectNoSeriousA11yViolations(page);
  await expectFits(page);

  await evan.getByLabel('Access rights').selectOption('1');
  await evan.getByRole('button', { name: 'Save rights' }).click();
  await expect(evan.getByText('The rights of Evan Employee were changed.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Access rights of Evan Employee' }).getByLabel('Access rights'),
  ).toHaveValue('1');

  // A potential user (a shareholder without access) gets access and an activation link.
  await page.getByRole('button', { name: 'Give access to Hugo Holder' }).click();
  const access = page.getByRole('form', { name: 'Access for Hugo Holder' });
  await access.getByRole('button', { name: 'Add the user' }).click();
  await expect(access.getByText('Choose the access rights.')).toBeVisible();
  await access.getByLabel('Access rights').selectOption('1');
  await access.getByRole('button', { name: 'Add the user' }).click();
  await expect(page.getByRole('list', { name: 'Users of the company' }).getByText('Hugo Holder')).toBeVisible();
  const mails = await readOutbox(request, 'hugo.holder@northwind.demo.test');
  expect(mails[0]?.link).toContain('action=activationEmployee');

  // A new representative: the e-mail is checked before anything is sent.
  const add = page.getByRole('form', { name: 'Add a representative' });
  await add.getByLabel('First name').fill('Nora');
  await add.getByLabel('Last name').fill('Newman');
  await add.getByLabel('E-mail').fill('nora.newman');
  await add.getByLabel('Access rights').selectOption('3');
  await add.getByRole('button', { name: 'Add the user' }).click();
  await expect(add.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expect(add.getByLabel('First name')).toHaveValue('Nora');
  await add.getByLabel('E-mail').fill('nora.newman@northwind.demo.test');
  await add.getByRole('button', { name: 'Add the user' }).click();
  await expect(add.getByText('Access given to nora.newman@northwind.demo.test.')).toBeVisible();

  await page
    .getByRole('form', { name: 'Access rights of Nora Newman' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this user?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove the user' }).click();
  await expect(page.getByRole('list', { name: 'Users of the company' }).getByText('Nora Newman')).toHaveCount(0);
});

test('admin finds a customer, assigns a file, updates the financial detail and acts for the customer', async ({
  page,
}) => {
  await apiSignIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin overview' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole('search', { name: 'Find a customer' });
  await search.getByLabel('Customer name, e-mail or id').fill('N');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Enter at least 2 characters.')).toBeVisible();
  await search.getByLabel('Customer name, e-mail or id').fill('Northwind');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'View the company of Northwind Trading Ltd' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Company: Northwind Trading Ltd' })).toBeVisible();

  const unassigned = page.getByRole('region', { name: 'Uploaded files not assigned to a document' });
  const file = unassigned.getByRole('form', { name: 'File scan-0193.pdf' });
  await file
    .getByLabel('Assign to document')
    .selectOption({ label: 'Corporate · Memorandum and articles of association' });
  await file.getByRole('button', { name: 'Assign' }).click();
  await expect(unassigned.getByText('Every uploaded file belongs to a document.')).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents and their files' });
  await expect(documents.getByRole('form', { name: 'File scan-0193.pdf' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFits(page);

  // Reassign to another document, then take it off again.
  const assigned = documents.getByRole('form', { name: 'File scan-0193.pdf' });
  await assigned.getByLabel('Move to document').selectOption({ label: 'Corporate · Certificate of incorporation' });
  await assigned.getByRole('button', { name: 'Move' }).click();
  await expect(documents.getByRole('form', { name: 'File scan-0193.pdf' })).toHaveCount(1);
  await documents
    .getByRole('form', { name: 'File scan-0193.pdf' })
    .getByRole('button', { name: 'Take off the document' })
    .click();
  await expect(unassigned.getByRole('form', { name: 'File scan-0193.pdf' })).toBeVisible();

  const financial = page.getByRole('form', { name: 'Financial detail' });
  await financial.getByLabel('Expected monthly deposits').fill('300000');
  await financial.getByRole('button', { name: 'Save the financial detail' }).click();
  await expect(financial.getByText('Saved.')).toBeVisible();

  const acting = page.waitForRequest(
    (request) =>
      request.url().includes('method=businessInfoGet') &&
      (request.postDataJSON() as { fromCustomerId?: string }).fromCustomerId === '200001',
  );
  await page.getByRole('button', { name: 'Act for Northwind Trading Ltd' }).last().click();
  await acting;
  await expect(page).toHaveURL(/\/home$/);
  await openInApp(page, '/company');
  const banner = page.getByRole('status', { name: 'Acting for a customer' });
  await expect(banner).toContainText('Acting for Northwind Trading Ltd');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Trading Ltd' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Financial detail' }).getByLabel('Expected monthly deposits'),
  ).toHaveValue('300000');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/home');
  await expect(page.getByRole('status', { name: 'Acting for a customer' })).toBeVisible();

  await page.getByRole('button', { name: 'Stop acting for this customer' }).click();
  await expect(page).toHaveURL(/\/admin-overview$/);
  await expect(page.getByRole('status', { name: 'Acting for a customer' })).toHaveCount(0);
});

test('representative@ stays on company documents and uploads their identity document', async ({ page }) => {
  await apiSignIn(page, 'representative@demo.test');
  await expect(page).toHaveURL(/\/company-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  // One typed address (a full load), then the others inside the app: the same guard sends each back.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/company-documents$/);
  for (const path of ['/company', '/company-access', '/history']) {
    await openInApp(page, path);
    await expect(page).toHaveURL(/\/company-documents$/);
  }
  const rita = page.getByRole('region', { name: 'Rita Representative' });
  await expect(rita.getByText('No document has been uploaded for this person yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFits(page);
  const form = rita.getByRole('form', { name: 'Upload a document for Rita Representative' });
  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'rita-passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Uploaded. Our team will review it.')).toBeVisible();
  await expect(
    rita.getByRole('listitem').filter({ hasText: 'rita-passport.pdf' }).getByText('Waiting for review'),
  ).toBeVisible();
});

test('the business self-certification and the confirmation letter', async ({ page }) => {
  await apiSignIn(page, 'business@demo.test', { to: '/self-certification-business' });
  await expect(page).toHaveURL(/\/self-certification-business$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company FATCA/CRS self-certification' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Company FATCA/CRS self-certification' });
  await form.getByLabel('Classification of the company').selectOption('financialInstitution');
  await form.getByRole('button', { name: 'Sign the self-certification' }).click();
  await expect(form.getByText('Enter the GIIN as XXXXXX.XXXXX.XX.XXX.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Classification of the company').selectOption('activeNfe');
  await form.getByLabel('Country of tax residence').fill('GB');
  await form.getByLabel('Tax number in that country').fill('GB123456789');
  await form.getByLabel('Name of the director who signs').fill('Bianca Business');
  await form.getByLabel(/I confirm that the answers are true/).check();
  await form.getByRole('button', { name: 'Sign the self-certification' }).click();
  await expect(page.getByText(/Signed by Bianca Business on/)).toBeVisible();

  await openInApp(page, '/company');
  await page.getByRole('button', { name: 'Create the letter' }).click();
  const link = page.getByRole('link', { name: 'Open the letter (PDF)' });
  const href = await link.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1')).toContain('Account confirmation letter');

  // The business verification page is for companies that still need KYC: a verified company is sent home.
  await openInApp(page, '/business-kyc');
  await expect(page).toHaveURL(/\/home$/);
});

const LANGUAGE_HEADINGS = {
  es: { documents: 'Documentos de la empresa', users: 'Gestionar usuarios', admin: 'Panel de administración' },
  pt: { documents: 'Documentos da empresa', users: 'Gerir utilizadores', admin: 'Painel de administração' },
  ro: { documents: 'Documentele companiei', users: 'Gestionați utilizatorii', admin: 'Panou de administrare' },
  ru: { documents: 'Документы компании', users: 'Управление пользователями', admin: 'Панель администратора' },
  uk: { documents: 'Документи компанії', users: 'Керування користувачами', admin: 'Панель адміністратора' },
} as const;

for (const [language, headings] of Object.entries(LANGUAGE_HEADINGS)) {
  test(`the company screens and the admin overview in ${language}`, async ({ page }) => {
    // Signed in over the API, in the language from the start (the translated login form has tests of its own).
    await apiSignIn(page, 'business@demo.test', { to: '/company-documents', query: `lang=${language}` });
    await expect(page).toHaveURL(/\/company-documents$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: headings.documents })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openInApp(page, '/company-access');
    await expect(page.getByRole('heading', { level: 1, name: headings.users })).toBeVisible();
    await expectFits(page);

    await page.evaluate(() => window.sessionStorage.clear());
    await apiSignIn(page, 'admin@demo.test', { query: `lang=${language}` });
    await expect(page).toHaveURL(/\/admin-overview$/);
    await expect(page.getByRole('heading', { level: 1, name: headings.admin })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
