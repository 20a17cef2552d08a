/**
 * Mass payments in the portal against the sandbox: files checked in the browser (a Worker) before anything is sent,
 * fixed files paid with one ledger entry, a retried submit paying once, a partially refused p2p file with its notice,
 * and a global-pay batch from upload (code 92) to a recipient's claim in <wallet-global-claim>. Needs `npm run build`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MASS_SAMPLE_ROWS } from '../src/core/api/contract/mass-payments';
import { sampleCsv } from '../src/core/mass-payments/mass-check';
import { PARTNER_ORIGIN, SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { watchErrors } from './support/page-errors';
import { apiSignIn } from './support/api-sign-in';
import { addFault, clearFaults, codeSentBy, latestCode, readOutbox, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

const BUSINESS = 'business@demo.test';
const ANNA = 'anna.schmidt@recipient.test';

const WIRE_HEADER = 'name,iban,swift,country,amount,currency,reference';
const goodWire = (index: number) =>
  `Payee ${index},DE89370400440532013000,COBADEFFXXX,DE,1.${String(index % 100).padStart(2, '0')},USD,Invoice ${index}`;

/** 1,000 wire rows; with `bad`, rows 100, 200, 300, 400 and 500 carry one problem each. */
function wireFile(bad: boolean): string {
  const rows = Array.from({ length: 1000 }, (_, index) => goodWire(index + 1));
  if (bad) {
    rows[99] = 'Payee 100,DE00370400440532013000,COBADEFFXXX,DE,1.00,USD,Invoice 100';
    rows[199] = ',DE89370400440532013000,COBADEFFXXX,DE,1.00,USD,Invoice 200';
    rows[299] = 'Payee 300,DE89370400440532013000,COBADEFFXXX,XX,1.00,USD,Invoice 300';
    rows[399] = 'Payee 400,DE89370400440532013000,COBADEFFXXX,DE,0.00,USD,Invoice 400';
    rows[499] = goodWire(1);
  }
  return `${[WIRE_HEADER, ...rows].join('\r\n')}\r\n`;
}

/** 200 p2p rows to wallet users; with `bad`, rows 20, 80 and 150 are wrong; `unknownPayee` adds a payee the bank refuses. */
function p2pFile(bad: boolean, unknownPayee = false): string {
  const rows = Array.from(
    { length: 200 },
    (_, index) =>
      `${index % 2 ? 'personal@demo.test' : 'otp@demo.test'},0.${String((index % 90) + 10)},USD,Bonus ${index + 1}`,
  );
  if (bad) {
    rows[19] = 'personal-at-demo.test,1.00,USD,Bonus 20';
    rows[79] = 'personal@demo.test,abc,USD,Bonus 80';
    rows[149] = 'personal@demo.test,1.00,GBP,Bonus 150';
  }
  if (unknownPayee) rows[9] = 'nobody@nowhere.test,1.00,USD,Bonus 10';
  return `email;amount;currency;note\n${rows.map((row) => row.replace(/,/g, ';')).join('\n')}\n`;
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  // The file field is the shared file picker: a "Choose a file" button and a drop zone over one file input.
  await page
    .getByRole('group', { name: 'CSV file', exact: true })
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Check the payments' }).click();
}

/** The value of one line of the review before money moves. */
function reviewValue(review: Locator, label: string): Locator {
  return review
    .locator('div')
    .filter({ has: review.page().getByText(label, { exact: true }) })
    .locator('dd');
}

async function problemRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /problem/ });
  await expect(table).toBeVisible();
  return table
    .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('[role="cell"]')?.textContent ?? ''));
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a 1,000-row wire file: exactly the 5 bad rows before upload, then the fixed file is paid once despite a failed first submit and a double click', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await apiSignIn(page, BUSINESS, { to: '/transfer/mass/wire' });
  await expect(page.getByRole('heading', { name: 'Mass bank wire' })).toBeVisible();
  await chooseFile(page, 'wires.csv', wireFile(true));
  await expect(page.getByText('5 problems found')).toBeVisible();
  const table = page.getByRole('table', { name: '5 problems found' });
  await expect(table).toHaveAttribute('aria-rowcount', '6');
  expect(await problemRows(page)).toEqual(['100', '200', '300', '400', '500']);
  await expect(table.getByText("The IBAN's check digits are wrong: check for a typo")).toBeVisible();
  await expect(table.getByText('Unknown country code: use two letters (DE, US)')).toBeVisible();
  await expect(table.getByText('The amount must be more than 0')).toBeVisible();
  await expect(table.getByText('Repeats row 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A fix in place is checked again at once.
  await table.getByRole('textbox', { name: 'Row 400, Amount' }).fill('2.50');
  await table.getByRole('textbox', { name: 'Row 400, Amount' }).press('Enter');
  await expect(page.getByText('4 problems found')).toBeVisible();

  await chooseFile(page, 'wires-fixed.csv', wireFile(false));
  await expect(page.getByText(/1000 payments checked in \d+ ms: no problems found/)).toBeVisible();
  const before = await balances(request, BUSINESS);
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Confirm the mass payment' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Check and confirm' });
  // 1,000 payments of 1.00 to 1.99 (1,495.00) and a wire fee of 2.50 each.
  await expect(reviewValue(review, 'Total charged')).toHaveText('$3,995.00');
  await expect(reviewValue(review, 'To')).toHaveText('1000 payees');
  await expect(reviewValue(review, 'Arrives')).toHaveText('When the payout network pays it out');
  await expectNoSeriousA11yViolations(page);

  // The first submit fails with a server error; the retry (a double click) carries the same idempotency key.
  await addFault(request, { match: { method: 'massWireTransfer' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Pay 1000 payments' }).click();
  await expect(page.getByRole('button', { name: 'Pay 1000 payments' })).toBeEnabled();
  await expect(page.locator('.wallet-banner--error')).toBeVisible();
  await expect(review).toBeVisible();
  await page.getByRole('button', { name: 'Pay 1000 payments' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All payments were sent' })).toBeVisible();
  await expect(page.getByText('1000 of 1000 payments sent, $3,995.00 charged.')).toBeVisible();
  await clearFaults(request);
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(399_500);

  await page.getByRole('button', { name: 'Open the batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch history' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Every row was paid.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('row', { name: /Mass wire transfer: wires-fixed.csv/ })).toHaveCount(1);
  expect(errors.filter((error) => !/Failed to load resource|ERR_EMPTY_RESPONSE|net::/.test(error))).toEqual([]);
});

test('mass p2p: 200 rows with 3 bad ones are caught before upload; a partially refused file notifies and the notice opens the batch', async ({
  page,
  request,
}) => {
  await apiSignIn(page, BUSINESS, { to: '/transfer/mass/p2p' });
  await expect(page.getByRole('heading', { name: 'Pay many wallet users' })).toBeVisible();
  await chooseFile(page, 'bonus.csv', p2pFile(true));
  await expect(page.getByText('3 problems found')).toBeVisible();
  expect(await problemRows(page)).toEqual(['20', '80', '150']);
  await expectNoSeriousA11yViolations(page);

  await chooseFile(page, 'bonus.csv', p2pFile(false, true));
  await expect(page.getByText(/200 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await expect(page.getByText('1 row will not be paid')).toBeVisible();
  await expect(page.getByText('Row 10 · E-mail: No wallet account uses this e-mail')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay 199 payments' }).click();
  await expect(page.getByText('Some payments were not sent')).toBeVisible();

  const toast = page.locator('.wallet-toast[data-notification-type="batchPartially"]').first();
  await expect(toast).toContainText('Mass payment to wallet users: bonus.csv');
  await toast.getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/\/history\/batch-transfers\?batchId=\d+/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Row 10 · E-mail: No wallet account uses this e-mail');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'View the uploaded file' }).click();
  await expect(
    dialog
      .getByText('nobody@nowhere.test;1.00;USD;Bonus 10')
      .or(dialog.getByText(/nobody@nowhere\.test,1\.00,USD,Bonus 10/)),
  ).toBeVisible();
  void request;
});

/** otp@demo.test holds only USD: its EUR and RON rows are refused by the bank at the summary. */
const REFUSED_P2P =
  'email,amount,currency,note\npersonal@demo.test,10.00,USD,Bonus\notp@demo.test,5.00,EUR,Bonus\notp@demo.test,3.00,RON,Bonus\n';

test('mass p2p review: refused rows are fixed and removed at the summary, Edit keeps the file, a 500 and a double click pay once, the done screen says so', async ({
  page,
  request,
}) => {
  await apiSignIn(page, BUSINESS, { to: '/transfer/mass/p2p' });
  await expect(page.getByRole('heading', { name: 'Pay many wallet users' })).toBeVisible();
  await chooseFile(page, 'refused.csv', REFUSED_P2P);
  await expect(page.getByText(/3 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await expect(page.getByRole('heading', { name: '2 rows will not be paid' })).toBeVisible();
  await expect(page.getByText('Row 2 · Currency: The payee cannot receive EUR')).toBeVisible();
  const review = page.getByRole('region', { name: 'Check and confirm' });
  await expect(reviewValue(review, 'To')).toHaveText('1 payee');
  await expectNoSeriousA11yViolations(page);

  // Edit goes back to the file as it was checked, and the summary comes back with it.
  await review.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Pay many wallet users' })).toBeVisible();
  await expect(page.getByText(/3 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page.getByRole('heading', { name: '2 rows will not be paid' })).toBeVisible();

  // Row 2 is paid in USD instead, row 3 is left out; the changed file is priced again.
  await page.getByLabel('New Currency for row 2').fill('USD');
  await page.getByRole('button', { name: 'Remove row 3' }).click();
  await page.getByRole('button', { name: 'Check the changed rows' }).click();
  await expect(page.getByText(/rows? will not be paid/)).toHaveCount(0);
  await expect(reviewValue(review, 'To')).toHaveText('2 payees');
  await expect(reviewValue(review, 'Amount')).toHaveText('$15.00');
  await expect(reviewValue(review, 'Fee')).toHaveText('$1.00');
  await expect(reviewValue(review, 'Total charged')).toHaveText('$16.00');
  await expect(reviewValue(review, 'Arrives')).toHaveText('Instantly');
  await expect(review.getByText('Exchange rate')).toHaveCount(0);

  const before = await balances(request, BUSINESS);
  await addFault(request, { match: { method: 'p2pMassTransfer' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Pay 2 payments' }).click();
  await expect(page.locator('.wallet-banner--error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay 2 payments' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pay 2 payments' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'All payments were sent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm the mass payment' })).toHaveCount(0);
  await expect(page.getByText(/2 of 2 payments sent, \$16\.00 charged\./)).toBeVisible();
  await clearFaults(request);
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(1_600);
});

/** Two p2p payments (USD 15.00) and two p2p fees of 0.50: USD 16.00 leave the paying account. */
const SMALL_P2P = 'email,amount,currency,note\npersonal@demo.test,10.00,USD,Bonus\notp@demo.test,5.00,USD,Bonus\n';
const SMALL_P2P_DEBIT = 1_600;

async function submitSmallP2p(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay many wallet users' })).toBeVisible();
  await chooseFile(page, 'bonus-small.csv', SMALL_P2P);
  await expect(page.getByText(/2 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the summary' }).click();
  await expect(page).toHaveURL(/\/transfer\/mass\/p2p\/confirm$/);
  await page.getByRole('button', { name: 'Pay 2 payments' }).click();
}

test("mass p2p by the payer's mode: approval-code@ pays a file only after the e-mailed code", async ({
  page,
  request,
}) => {
  const PAYER = 'approval-code@demo.test';
  const before = await balances(request, PAYER);
  await apiSignIn(page, PAYER, { to: '/transfer/mass/p2p' });
  await submitSmallP2p(page);
  await expect(page.getByRole('heading', { name: 'Approve the payment' })).toBeVisible();
  expect(await balances(request, PAYER)).toEqual(before);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, PAYER, 'email'));
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('All payments were sent')).toBeVisible();
  const after = await balances(request, PAYER);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(SMALL_P2P_DEBIT);
});

test('mass p2p by an initiator: employee@ (right 3) makes one request, nothing is booked; business@ approves the file with its code and it is paid once', async ({
  page,
  request,
}) => {
  const before = await balances(request, BUSINESS);
  await apiSignIn(page, 'employee@demo.test');
  await page
    .getByRole('list', { name: 'Companies you can work for' })
    .getByRole('button', { name: /Northwind Trading Ltd/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/mass/p2p');
  await submitSmallP2p(page);
  await expect(page.getByText('Sent for approval')).toBeVisible();
  expect(await balances(request, BUSINESS)).toEqual(before);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await apiSignIn(page, BUSINESS, { to: '/transfer/approved' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction approvals' })).toBeVisible();
  await expect(page.getByText(/File \d+: 2 payments, \$15\.00, by Evan/)).toBeVisible();
  const code = await codeSentBy(request, BUSINESS, 'email', () =>
    page.getByRole('button', { name: 'Approve the file' }).click(),
  );
  await page.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  // Spec 3 section 8: the 'Payment Confirmation' popup.
  const confirmation = page.getByRole('dialog', { name: 'Payment Confirmation' });
  await expect(confirmation.getByText('Successfully submitted')).toBeVisible();
  await expect(confirmation.getByText(/^Request \d+: Approved\.$/)).toBeVisible();
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(SMALL_P2P_DEBIT);
});

test("a global batch by the payer's mode: approval-code@ holds it only after the e-mailed code", async ({
  page,
  request,
}) => {
  const PAYER = 'approval-code@demo.test';
  const before = await balances(request, PAYER);
  await apiSignIn(page, PAYER, { to: '/transfer/mass/global' });
  await page.getByLabel('Batch name').fill('Translators, May');
  await chooseFile(
    page,
    'translators.csv',
    'name,email,country,amount,currency,description\nLena Vogel,lena.vogel@recipient.test,DE,12.00,USD,May\n',
  );
  await expect(page.getByText(/1 payments? checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload the batch' }).click();
  await expect(page.getByRole('heading', { name: 'Global batch: Translators, May' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the batch' }).click();
  await page.getByRole('region', { name: 'Check and confirm' }).getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the payment' })).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  expect(await balances(request, PAYER)).toEqual(before);
  await page.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, PAYER, 'email'));
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  const after = await balances(request, PAYER);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(1_200);
});

test('a global batch by an initiator: employee@ (right 3) sends it for approval, nothing is held; business@ approves it with its code and it is held once', async ({
  page,
  request,
}) => {
  const LENA = 'lena.vogel@recipient.test';
  const before = await balances(request, BUSINESS);
  await apiSignIn(page, 'employee@demo.test');
  await page
    .getByRole('list', { name: 'Companies you can work for' })
    .getByRole('button', { name: /Northwind Trading Ltd/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/mass/global');
  await page.getByLabel('Batch name').fill('Freelancers, May');
  await chooseFile(
    page,
    'freelancers.csv',
    `name,email,country,amount,currency,description\nLena Vogel,${LENA},DE,40.00,USD,May\nTom Berg,tom.berg@recipient.test,DE,2.50,USD,May\n`,
  );
  await expect(page.getByText(/2 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload the batch' }).click();
  await expect(page.getByRole('heading', { name: 'Global batch: Freelancers, May' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the batch' }).click();
  await page.getByRole('region', { name: 'Check and confirm' }).getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByText('Sent for approval')).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit the batch' })).toHaveCount(0);
  expect(await balances(request, BUSINESS)).toEqual(before);
  expect(await readOutbox(request, LENA)).toEqual([]);
  // The history lists it as waiting, not as a draft.
  await page.goto('/history/batch-transfers');
  await expect(page.getByRole('row', { name: /Freelancers, May/ }).first()).toContainText('Waiting for approval');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await apiSignIn(page, BUSINESS, { to: '/transfer/approved' });
  await expect(page.getByText(/File \d+: 2 payments, \$42\.50, by Evan/)).toBeVisible();
  const code = await codeSentBy(request, BUSINESS, 'email', () =>
    page.getByRole('button', { name: 'Approve the file' }).click(),
  );
  await page.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText(/^Request \d+: Approved\.$/)).toBeVisible();
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(4_250);
  expect((await readOutbox(request, LENA)).filter((message) => message.link?.includes('/receive/gp_'))).toHaveLength(1);
});

test('a global batch: upload (code 92 confirmed), edit a payment, forbid a method, submit; the recipient claims it in the widget; the history lists it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await apiSignIn(page, BUSINESS, { to: '/transfer/mass/global' });
  await expect(page.getByRole('heading', { name: 'Global payment batch' })).toBeVisible();
  await page.getByLabel('Batch name').fill('Contractors, April');
  await chooseFile(page, 'globalPay-sample.csv', sampleCsv('global', MASS_SAMPLE_ROWS.global));
  await expect(page.getByText(/2 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload the batch' }).click();
  const confirm = page.getByRole('dialog', { name: 'This file was uploaded before' });
  await expect(confirm).toContainText('as batch 920001');
  await expect(confirm).toContainText('2025');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Upload it again' }).click();

  await expect(page).toHaveURL(/global-summary\?batchId=\d+/);
  await expect(page.getByRole('heading', { name: 'Global batch: Contractors, April' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit: Anna Schmidt' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the payment to Anna Schmidt' });
  await edit.getByLabel('Amount (USD)').fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The amount must be more than 0')).toBeVisible();
  await edit.getByLabel('Amount (USD)').fill('275.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('$275.00')).toBeVisible();
  const swift = page.getByRole('checkbox', { name: 'Allow SWIFT wire for Anna Schmidt' });
  await swift.click();
  await expect(swift).not.toBeChecked();
  await expect(swift).toBeEnabled();
  await page.getByRole('button', { name: 'Remove: Maria Santos' }).click();
  await expect(page.getByRole('button', { name: 'Restore: Maria Santos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const before = await balances(request, BUSINESS);
  await page.getByRole('button', { name: 'Submit the batch' }).click();
  await page.getByRole('region', { name: 'Check and confirm' }).getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(27_500);

  const mail = (await readOutbox(request, ANNA)).find((message) => message.link?.includes('/receive/gp_'));
  const secret = mail?.link?.split('/receive/')[1] ?? '';
  expect(secret).toMatch(/^gp_/);
  await page.goto(
    `${PARTNER_ORIGIN}/claim.html?api-base=${encodeURIComponent(SANDBOX_ORIGIN)}&secret=${encodeURIComponent(secret)}`,
  );
  const claim = page.locator('#claim');
  await expect(claim.getByRole('heading', { name: 'Northwind Trading Ltd sent you money' })).toBeVisible();
  await claim.getByRole('button', { name: 'Choose how to get paid' }).click();
  await claim.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await expect(claim.getByRole('radio', { name: /SWIFT/ })).toHaveCount(0);
  await claim.getByRole('radio', { name: 'SEPA credit transfer' }).check();
  await claim.getByRole('button', { name: 'Continue' }).click();
  await claim.getByRole('textbox', { name: 'Account holder name' }).fill('Anna Schmidt');
  await claim.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await claim.getByRole('textbox', { name: 'IBAN' }).blur();
  // Leaving the IBAN looks up its bank and fills the BIC; a click while that re-renders the form could be lost.
  await expect(claim.getByText('Filled in from your bank details. You can change it.')).toBeVisible();
  const code = await codeSentBy(request, ANNA, 'email', () =>
    claim.getByRole('button', { name: 'Claim the money' }).click(),
  );
  await claim.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await claim.getByRole('button', { name: 'Confirm' }).click();
  await expect(claim.getByText(/is being paid out to you by SEPA credit transfer/)).toBeVisible();

  await page.goto('/history/batch-transfers?lang=es');
  await expect(page.getByRole('heading', { name: 'Historial de lotes' })).toBeVisible();
  const row = page.getByRole('row', { name: /Contractors, April/ });
  await expect(row).toContainText('Enviado');
  await expectNoSeriousA11yViolations(page);
  // On a phone the table scrolls inside its frame; the page itself does not widen (its hidden column label once did).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: /Abrir/ }).click();
  await expect(page.getByText('Cobrados: 1 · en espera: 0')).toBeVisible({ timeout: 15_000 });
});
