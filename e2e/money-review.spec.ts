/**
 * The review before money moves (issue 33) in the flows that went on one click: the portal's invoice payment, the card
 * order and the global-pay batches. Each shows from, to, amount, fee, a rate only across currencies, the total and the
 * arrival with Edit and Confirm, and the ledger moves exactly once through a double click and a failed first try.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { addFault, clearFaults, DEMO_PASSWORD, codeSentBy, resetSandbox } from './support/sandbox';
import { pdfText } from './support/pdf-text';
import { expectShown, recordShown } from './support/shown';
import { balances, balancesByAccount } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await clearFaults(request);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('portal invoice: Pay goes to a review (rate only across currencies), Edit goes back, a 500 then a double click pays once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await recordShown(context, ['Payment sent']);
  const before = await balances(request, 'personal@demo.test');
  await apiSignIn(page, 'personal@demo.test');
  await page.goto('/transfer/invoices');
  await page.getByRole('button', { name: 'Pay invoice 4001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay invoice 4001' });
  await expect(dialog.getByText('Total charged to the account').locator('..')).toContainText('$120.60');
  await dialog.getByRole('button', { name: 'Review', exact: true }).click();

  const review = dialog.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText('Nothing has moved yet.');
  await expect(review).toContainText(/From\s*USD account/);
  await expect(review).toContainText('ToNorthwind Trading Ltd');
  await expect(review).toContainText('Amount$120.00');
  await expect(review).toContainText('Fee$0.60');
  await expect(review).toContainText('Total charged$120.60');
  await expect(review).toContainText('ArrivesInstantly');
  await expect(review).not.toContainText('Exchange rate');
  await expectNoSeriousA11yViolations(page);

  // Edit goes back to the form; from the EUR account the review shows the rate.
  await review.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('radio', { name: /EUR account/ }).check();
  await expect(dialog.getByText('Total charged to the account').locator('..')).toContainText('€');
  await dialog.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(review).toContainText('Exchange rate1 USD = 0.92 EUR');
  await expect(review).toContainText(/Total charged\s*€/);
  await review.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('radio', { name: /USD account/ }).check();
  await expect(dialog.getByText('Total charged to the account').locator('..')).toContainText('$120.60');
  await dialog.getByRole('button', { name: 'Review', exact: true }).click();
  expect(await balances(request, 'personal@demo.test')).toEqual(before);

  // The first try fails with a 500: nothing is paid, the review stays with the reason.
  await addFault(request, { match: { method: 'p2pTransfer' }, status: 500, times: 1 });
  await review.getByRole('button', { name: 'Pay $120.60' }).click();
  await expect(dialog).toContainText('The payment was not made.');
  expect(await balances(request, 'personal@demo.test')).toEqual(before);

  // Tried again with a double click on a slow connection: booked once, with the same idempotency key.
  await addFault(request, { match: { method: 'p2pTransfer' }, latencyMs: 1_000, times: 2 });
  await review.getByRole('button', { name: 'Pay $120.60' }).dblclick();
  await expectShown(page, 'dialog', 'Payment sent', /You paid \$120\.00 to Northwind Trading Ltd\./);
  await expect(dialog.getByText('This invoice is paid.')).toBeVisible({ timeout: 10_000 });
  const after = await balances(request, 'personal@demo.test');
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(12_060);
  expect(after.EUR).toBe(before.EUR);
});

test('card order: Review shows the account, card, fees, total and delivery; Edit goes back; a 500 then a double click charges once', async ({
  page,
  request,
}) => {
  test.slow();
  const USD_WALLET = 716001;
  const before = await balancesByAccount(request, 'cards@demo.test');
  await apiSignIn(page, 'cards@demo.test', { to: '/add-card' });
  await expect(page.getByRole('heading', { level: 1, name: 'Order a card' })).toBeVisible();
  await page.getByRole('radio', { name: /Visa Prepaid USD/ }).check();
  await page.getByRole('radio', { name: /Express/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your card order' })).toBeVisible();
  await page
    .locator('#card-requirement-3')
    .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('bill.pdf uploaded, waiting for review')).toBeVisible();
  // No button confirms the order before its review.
  await expect(page.getByRole('button', { name: /Confirm order/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review', exact: true }).click();

  const review = page.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText(/FromUSD \S+ · \$/);
  await expect(review).toContainText('ToVisa Prepaid USD');
  await expect(review).toContainText('Issue fee$5.00');
  await expect(review).toContainText(/ShippingExpress · \$15\.00/);
  await expect(review).toContainText('Total charged$20.00');
  await expect(review).toContainText(/Arrives2-3 working days/);
  await expect(review).not.toContainText('Exchange rate');
  await expectNoSeriousA11yViolations(page);
  await review.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('combobox', { name: 'Pay from' })).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();

  await addFault(request, { match: { method: 'cardConfirm' }, status: 500, times: 1 });
  await review.getByRole('button', { name: 'Confirm order, $20.00 charged' }).click();
  await expect(page.getByText('The order was not confirmed')).toBeVisible();
  expect((await balancesByAccount(request, 'cards@demo.test'))[USD_WALLET]).toBe(before[USD_WALLET]);
  await addFault(request, { match: { method: 'cardConfirm' }, latencyMs: 1_000, times: 2 });
  await review.getByRole('button', { name: 'Try again' }).dblclick();
  await expect(page.getByText('Your card is ordered.')).toBeVisible();
  const after = await balancesByAccount(request, 'cards@demo.test');
  expect((after[USD_WALLET] ?? 0) - (before[USD_WALLET] ?? 0)).toBe(-2_000);
});

test('global batch: Submit goes to a review (payees, amount, fee on claim, total, arrival); Edit keeps the draft; a 500 then a double click holds once', async ({
  page,
  request,
}) => {
  test.slow();
  const BUSINESS = 'business@demo.test';
  const before = await balances(request, BUSINESS);
  await apiSignIn(page, BUSINESS, { to: '/transfer/mass/global' });
  await page.getByLabel('Batch name').fill('Editors, June');
  await page
    .getByRole('group', { name: 'CSV file', exact: true })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'editors.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,email,country,amount,currency,description\nLena Vogel,lena.vogel@recipient.test,DE,30.00,USD,June\nTom Berg,tom.berg@recipient.test,DE,12.50,USD,June\n',
      ),
    });
  await page.getByRole('button', { name: 'Check the payments' }).click();
  await expect(page.getByText(/2 payments checked/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload the batch' }).click();
  await expect(page.getByRole('heading', { name: 'Global batch: Editors, June' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the batch' }).click();

  const review = page.getByRole('region', { name: 'Check and confirm' });
  await expect(review).toContainText(/FromUSD \S+ · \$/);
  await expect(review).toContainText('To2 payees');
  await expect(review).toContainText('Amount$42.50');
  await expect(review).toContainText('FeeDepends on the payout method each recipient chooses');
  await expect(review).toContainText('Total charged$42.50');
  await expect(review).toContainText('ArrivesWhen each recipient claims it');
  await expect(review).not.toContainText('Exchange rate');
  // While it is reviewed the batch cannot change under it.
  await expect(page.getByRole('button', { name: 'Remove: Tom Berg' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await review.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Remove: Tom Berg' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the batch' }).click();

  await addFault(request, { match: { method: 'globalPayBatchSubmit' }, status: 500, times: 1 });
  await review.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByText('The payment was not made.')).toBeVisible();
  expect(await balances(request, BUSINESS)).toEqual(before);
  await addFault(request, { match: { method: 'globalPayBatchSubmit' }, latencyMs: 1_000, times: 2 });
  await review.getByRole('button', { name: 'Submit and pay' }).dblclick();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  const after = await balances(request, BUSINESS);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(4_250);
});

test('the statement PDF in Ukrainian: its words, the locale’s number separators, descriptions wrapped and not cut', async ({
  page,
  request,
}) => {
  await apiSignIn(page, 'personal@demo.test', { to: '/statements?lang=uk' });
  await page.goto('/statements?lang=uk');
  await page.getByRole('combobox', { name: 'Місяць' }).first().selectOption({ index: 1 });
  const totals = page.getByRole('region', { name: /^Підсумки за/ });
  await totals.getByRole('button', { name: 'Отримати PDF' }).click();
  const link = totals.getByRole('link', { name: 'Відкрити виписку (PDF)' });
  await expect(link).toBeVisible();
  const pdf = await request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain('Виписка з рахунку');
  expect(text).toMatch(/Рахунок \S+ \(USD\)/);
  expect(text).toMatch(/Період виписки: [А-ЯІЇЄҐ][а-яіїєґ']+ 20\d\d/);
  expect(text).toContain('Початковий залишок');
  expect(text).toContain('Кінцевий залишок');
  expect(text).not.toContain('Beginning balance');
  expect(text).not.toContain('Statement period');
  // Ukrainian writes 1 234,56: a comma before the cents, a space between the thousands; never 1234.56.
  expect(text).toMatch(/\d,\d\d USD/);
  expect(text).not.toMatch(/\d\.\d\d USD/);
  expect(text).toMatch(/\d[\u00a0\u202f ]\d{3},\d\d/);
  // Rows' types are Ukrainian; a description longer than its column goes on over the next line, none is cut.
  expect(text).toMatch(/\n(Поповнення|Платіж із гаманця|Покупка карткою|Між своїми рахунками|Комісія)/);
  expect(text).not.toContain('...');
  expect(text).not.toContain('?');
});

/** A call to the sandbox's API as `email` (outside the browser), with an idempotency key when it moves money. */
async function apiCall<T>(
  request: APIRequestContext,
  email: string,
  method: string,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<T> {
  const login = await request.post(`${SANDBOX_ORIGIN}/auth/login`, {
    data: { client: 'spa', username: email, password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post(`${SANDBOX_ORIGIN}/api/v4?method=${method}`, {
    data: { method, ...payload },
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as T;
}

test('payees: the people paid before and the templates, searched and picked in p2p; bank payees searched in external transfers', async ({
  page,
  request,
}) => {
  // A payment to push@ makes a recent payee beside the template "Rent share" (to business@).
  const { accounts } = await apiCall<{ accounts: { accountId: number; currencyCode: string; type: number }[] }>(
    request,
    'personal@demo.test',
    'balanceInquiry',
    {},
  );
  const usd = accounts.find((account) => account.currencyCode === 'USD' && account.type === 1001);
  const sent = await apiCall<{ validationErrors?: unknown[] }>(
    request,
    'personal@demo.test',
    'p2pTransfer',
    { accountId: String(usd?.accountId), amount: '7.25', currency: 'USD', toEmail: 'push@demo.test' },
    `payees-${Date.now()}`,
  );
  expect(sent.validationErrors ?? []).toEqual([]);

  await apiSignIn(page, 'personal@demo.test', { to: '/transfer/p2p' });
  const payees = page.getByRole('region', { name: 'Payees' });
  const list = payees.getByRole('list', { name: 'Payees' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('push@demo.test');
  await expect(list).toContainText('Last paid $7.25');
  await expect(list).toContainText('Template: Rent share');
  await expectNoSeriousA11yViolations(page);

  await payees.getByRole('searchbox', { name: 'Search payees' }).fill('nobody here');
  await expect(payees).toContainText('No payee matches “nobody here”.');
  await payees.getByRole('searchbox', { name: 'Search payees' }).fill('rent');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await payees.getByRole('button', { name: 'Pay Rent share' }).click();
  await expect(page.getByRole('textbox', { name: "Recipient's e-mail" })).toHaveValue('business@demo.test');
  await payees.getByRole('searchbox', { name: 'Search payees' }).fill('PUSH@demo');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('textbox', { name: "Recipient's e-mail" })).toHaveValue('push@demo.test');

  // External transfers: the saved and recent bank payees, found by the bank account's number.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await apiSignIn(page, 'external@demo.test', { to: '/transfer/external' });
  const search = page.getByRole('searchbox', { name: 'Search payees' });
  await search.fill('DE89 3704');
  await expect(page.getByRole('button', { name: 'Use template Hans Becker, Commerzbank' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Repeat the transfer to Kenji Sato' })).toHaveCount(0);
  await search.fill('kenji');
  await expect(page.getByRole('button', { name: 'Use template Hans Becker, Commerzbank' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Repeat the transfer to Kenji Sato' }).click();
  await expect(page.getByLabel('Account holder name')).toHaveValue('Kenji Sato');
});

test('approver context: the request shows its purpose, creator and amount; once approved it is listed in the past decisions with who decided', async ({
  page,
  request,
}) => {
  test.slow();
  await apiSignIn(page, 'employee@demo.test');
  await page
    .getByRole('list', { name: 'Companies you can work for' })
    .getByRole('button', { name: /Northwind Trading Ltd/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/p2p');
  await page.getByLabel("Recipient's e-mail").fill('personal@demo.test');
  const pay = page.getByLabel('Pay from');
  const usd = (await pay.locator('option').allTextContents()).find((text) => text.startsWith('USD'));
  await pay.selectOption({ label: usd ?? '' });
  await page.getByLabel('Amount', { exact: true }).fill('31.40');
  await page.getByLabel('Note to the recipient').fill('Courier for the May samples');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByRole('region', { name: 'Waiting for approval by Bianca Business' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await apiSignIn(page, 'business@demo.test', { to: '/transfer/approved' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction approvals' })).toBeVisible();
  const row = page.getByRole('row', { name: /\$31\.40/ });
  await expect(row.locator('td[data-label="Purpose"]')).toHaveText('Courier for the May samples');
  await expect(row.locator('td[data-label="Created by"]')).toContainText('employee@demo.test');
  await expect(row.locator('td[data-label="Amount"]')).toHaveText('$31.40');
  const past = page.getByRole('region', { name: 'Past decisions' });
  await expect(past).toBeVisible();
  await expect(past).not.toContainText('Courier for the May samples');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('checkbox').check();
  const code = await codeSentBy(request, 'business@demo.test', 'email', () =>
    page.getByRole('button', { name: 'Approve selected (1)' }).click(),
  );
  await page.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Payment Confirmation' });
  await expect(confirmation.getByText(/^Request \d+: Approved\.$/)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Close' }).last().click();

  const decided = past.getByRole('row', { name: /Courier for the May samples/ });
  await expect(decided.locator('td[data-label="Decision"]')).toHaveText('Approved');
  await expect(decided.locator('td[data-label="Amount"]')).toHaveText('$31.40');
  await expect(decided.locator('td[data-label="Decided by"]')).toHaveText('Bianca Business');
  await expect(decided.locator('td[data-label="Created by"]')).not.toBeEmpty();
});
