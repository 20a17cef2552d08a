import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-sign-in';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { watchErrors } from './support/page-errors';
import { expectPastSignIn, signIn } from './support/portal';
import { addFault, codeSentBy, latestCode, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

/**
 * The portal's external transfer screen (/transfer/external) as external@demo.test: every kind books once against the
 * sandbox ledger (pending at the payout network), bad details are stopped at their field before any call, an amount
 * over a limit is stopped with the limit named, templates and recent transfers fill the form, and a double click or
 * an injected fault never books twice. Every successful transfer is checked in the ledger: the source account moves
 * by exactly the booked amount plus its fee. Approval by mode (approval-code@) and a business initiator with access
 * right 3 (employee@ for Northwind, approved by business@) go through the same screen.
 */

const USER = 'external@demo.test';

interface ControlTransfer {
  id: number;
  transferType: string;
  status: string;
  settlement: string;
  debitMinor: number;
  feeMinor: number;
  accountCurrency: string;
}

async function transfers(request: APIRequestContext, login = USER): Promise<ControlTransfer[]> {
  const reply = await request.get(`${SANDBOX_ORIGIN}/sandbox/external-transfers?customer=${encodeURIComponent(login)}`);
  return ((await reply.json()) as { transfers: ControlTransfer[] }).transfers;
}

/** Balance changes in minor units (cents), by currency. */
function change(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const currencies = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...currencies].map((currency) => [currency, Math.round(((after[currency] ?? 0) - (before[currency] ?? 0)) * 100)]),
  );
}

/** The ledger moved by one booked transfer: its source currency down by amount + fee, every other currency unchanged. */
function expectDebitedOnce(
  before: Record<string, number>,
  after: Record<string, number>,
  transfer: ControlTransfer | undefined,
): void {
  expect(transfer?.debitMinor).toBeGreaterThan(0);
  expect(transfer?.feeMinor).toBeGreaterThan(0);
  const expected = Object.fromEntries(Object.keys(before).map((currency) => [currency, 0]));
  expected[transfer?.accountCurrency ?? ''] = -((transfer?.debitMinor ?? 0) + (transfer?.feeMinor ?? 0));
  expect(change(before, after)).toEqual(expected);
}

async function openScreen(page: Page, login = USER): Promise<void> {
  await apiSignIn(page, login, { to: '/transfer/external' });
  await expect(page).toHaveURL(/\/transfer\/external$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send money abroad' })).toBeVisible();
}

async function choose(page: Page, kind: string, country: string): Promise<void> {
  await page.getByLabel('Kind of transfer').selectOption({ label: kind });
  await page.getByLabel('Destination country').selectOption({ label: country });
}

async function fromUsdAccount(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Send from').selectOption({ index: 1 });
  await page.getByLabel(/^Amount/).fill(amount);
}

async function fill(page: Page, label: string | RegExp, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
  await field.blur();
}

async function sendAndExpectReceipt(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'What you pay' }).or(page.getByLabel('What you pay'))).toContainText(
    'Total charged',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Payment pending *')).toBeVisible();
}

/** Sends, then checks that exactly one transfer of the kind was booked (pending) and the ledger moved by it. */
async function sendAndCheckLedger(page: Page, request: APIRequestContext, transferType: string): Promise<void> {
  const before = await balances(request, USER);
  const known = new Set((await transfers(request)).map((transfer) => transfer.id));
  await sendAndExpectReceipt(page);
  const booked = (await transfers(request)).filter((transfer) => !known.has(transfer.id));
  expect(booked.map((transfer) => [transfer.transferType, transfer.settlement])).toEqual([[transferType, 'pending']]);
  expectDebitedOnce(before, await balances(request, USER), booked[0]);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a wire to Germany: the IBAN is checked offline, the BIC fills the bank, a double click books once and the ledger moves by the total', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const before = await balances(request, USER);
  await openScreen(page);
  await choose(page, 'Wire transfer', 'Germany');
  await page.getByLabel('Currency the beneficiary receives').selectOption('EUR');
  await fromUsdAccount(page, '100');
  await expect(page.getByLabel('Your limits for this transfer')).toContainText('Per transfer');
  await fill(page, 'Account holder name', 'Hans Becker');
  await fill(page, 'BIC / SWIFT code', 'COBADEFFXXX');
  await expect(page.getByText('Bank: Commerzbank AG, Köln')).toBeVisible();
  await expect(page.getByLabel(/^Bank name/)).toHaveValue('Commerzbank AG');
  await fill(page, 'IBAN', 'DE89 3704 0044 0532 0130 01');
  await expect(page.getByText('This IBAN is not valid. Check it for typing mistakes.')).toBeVisible();
  await fill(page, 'IBAN', 'DE89 3704 0044 0532 0130 00');
  await fill(page, 'Street and number', 'Hauptstraße 5');
  await fill(page, 'City', 'Köln');
  await expect(page.getByLabel('What you pay')).toContainText('Total charged', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Payment pending *')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The branded PDF receipt (history's generator), found by the reference the screen shows.
  await page.getByRole('button', { name: 'Download the receipt (PDF)' }).click();
  await expect(page.getByRole('link', { name: 'Open the receipt (PDF)' })).toHaveAttribute(
    'href',
    /\/files\/history\/receipts\/receipt-\d+\.pdf/,
    { timeout: 15_000 },
  );
  await page.screenshot({ path: '/tmp/external-receipt.png', fullPage: true });
  const reference = await page
    .locator('dt', { hasText: /^Reference$/ })
    .locator('xpath=following-sibling::dd')
    .innerText();

  const booked = (await transfers(request)).filter(
    (transfer) => transfer.transferType === 'wire' && transfer.id > 900_003,
  );
  expect(booked).toHaveLength(1);
  expect(reference).toBe(String(booked[0]?.id));
  expect(booked[0]?.settlement).toBe('pending');
  const after = await balances(request, USER);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe(
    (booked[0]?.debitMinor ?? 0) + (booked[0]?.feeMinor ?? 0),
  );
  expect(errors).toEqual([]);
});

test('EFT, card payout, crypto, instant payment and Interac each book once with the ledger checked; bad routing number, blocked BIN, bad crypto address, bad Pix key, bad e-mail and amounts over the limit are stopped first', async ({
  page,
  request,
}) => {
  test.slow();
  await openScreen(page);
  const count = async () => (await transfers(request)).length;
  const start = await count();

  // EFT to the US (ACH): a routing number with a wrong check digit is stopped at the field.
  await choose(page, 'Bank transfer (EFT)', 'United States');
  await fromUsdAccount(page, '40');
  await fill(page, 'Account holder name', 'John Miller');
  await fill(page, 'Routing number (ABA)', '021000022');
  await expect(page.getByText('This routing number is not valid. Check it for typing mistakes.')).toBeVisible();
  await fill(page, 'Routing number (ABA)', '021000021');
  await fill(page, 'Account number', '123456789');
  await page.getByLabel('Account type').selectOption({ label: 'Checking' });
  await sendAndCheckLedger(page, request, 'eft');
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Card payout: a blocked BIN is refused at the field; then an amount over the USD 5,000 limit is named.
  await choose(page, 'Card payout', 'United States');
  await fromUsdAccount(page, '6000');
  await fill(page, 'Card number', '5555 5555 5555 4444');
  await expect(page.getByText('Cards from this issuer cannot receive payouts. Use another card.')).toBeVisible();
  await fill(page, 'Card number', '4111 1111 1111 1111');
  await expect(page.getByText('Card: VISA from JPMorgan Chase Bank N.A.')).toBeVisible();
  await fill(page, 'Name on the card', 'Erin External');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('This is over your limit of $5,000.00 per transfer.')).toBeVisible();
  expect(await count()).toBe(start + 1);
  await page.getByLabel(/^Amount/).fill('60');
  await sendAndCheckLedger(page, request, 'oct');
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Crypto: the address must match the network's format.
  await choose(page, 'Crypto transfer', 'Germany');
  await page.getByLabel('Method').selectOption({ label: 'USDT on Tron (TRC-20) (Within 1 hour)' });
  await fromUsdAccount(page, '25');
  await fill(page, 'Wallet owner name', 'Erin External');
  await fill(page, 'TRC-20 wallet address', '0x52908400098527886E0F7030069857D2E4169EE7');
  await expect(page.getByText('This is not in the expected format.')).toBeVisible();
  await fill(page, 'TRC-20 wallet address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await sendAndCheckLedger(page, request, 'crypto_eft');
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Instant payment (Pix) in Brazil: a key that is not a CPF is refused at the field by the key lookup and blocks
  // the submit; a registered key shows its holder.
  await choose(page, 'Instant payment', 'Brazil');
  await fromUsdAccount(page, '100');
  await page.getByLabel('Pix key type').selectOption({ label: 'CPF' });
  await fill(page, 'Pix key', '529.982.247-24');
  await fill(page, 'CPF or CNPJ of the account holder', '529.982.247-25');
  await expect(page.getByLabel('Pix key', { exact: true })).toHaveAccessibleDescription(/Not a valid CPF/);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByLabel('Pix key', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await count()).toBe(start + 3);
  await fill(page, 'Pix key', '529.982.247-25');
  await expect(page.getByText(/Account holder: Maria Santos/)).toBeVisible();
  await sendAndCheckLedger(page, request, 'instant_payment');
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Interac e-Transfer to Canada, to the customer's own e-mail: a malformed e-mail is stopped at the field, an
  // amount over the Interac limit per transfer is named before anything is sent.
  await choose(page, 'Interac e-Transfer', 'Canada');
  await page.getByLabel('My own account').check();
  await fromUsdAccount(page, '5000');
  await fill(page, 'Account holder name', 'Erin External');
  await fill(page, 'E-mail registered for Interac', 'erin.external@mail');
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await fill(page, 'E-mail registered for Interac', 'erin.external@mail.test');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveAccessibleDescription(
    /This is over your limit of \$[\d,.]+ per transfer\./,
  );
  expect(await count()).toBe(start + 4);
  await page.getByLabel(/^Amount/).fill('80');
  await sendAndCheckLedger(page, request, 'interac');

  const all = await transfers(request);
  expect(all.length).toBe(start + 5);
  expect(
    all
      .slice(start)
      .map((transfer) => transfer.transferType)
      .sort(),
  ).toEqual(['crypto_eft', 'eft', 'instant_payment', 'interac', 'oct']);
});

test('a template fills the form in one click; a recent transfer that is no longer valid asks for the missing fields', async ({
  page,
  request,
}) => {
  await openScreen(page);
  await page.getByRole('button', { name: 'Repeat the transfer to Kenji Sato' }).click();
  await expect(page.getByText('This transfer cannot be repeated as it was')).toBeVisible();
  await expect(page.getByText('Street and number is required.')).toBeVisible();
  await expect(page.getByText('City is required.')).toBeVisible();
  await expect(page.getByLabel('Account holder name')).toHaveValue('Kenji Sato');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Use template Hans Becker, Commerzbank' }).click();
  await expect(page.getByText('Filled in from Hans Becker, Commerzbank')).toBeVisible();
  await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue('DE89370400440532013000');
  await fromUsdAccount(page, '50');
  const start = (await transfers(request)).length;
  await sendAndExpectReceipt(page);
  expect((await transfers(request)).length).toBe(start + 1);
});

test('the banks list fills the bank fields of a wire; for EFT to Japan a bank and one of its branches fill the codes, and the transfer books once', async ({
  page,
  request,
}) => {
  await openScreen(page);
  await choose(page, 'Wire transfer', 'Japan');
  await page.getByLabel('Currency the beneficiary receives').selectOption('USD');
  await page.getByLabel('Bank (optional)', { exact: true }).selectOption({ label: 'MUFG Bank, Ltd., Tokyo' });
  await expect(page.getByLabel('BIC / SWIFT code')).toHaveValue('BOTKJPJTXXX');
  await expect(page.getByLabel(/^Bank name/)).toHaveValue('MUFG Bank, Ltd.');

  await choose(page, 'Bank transfer (EFT)', 'Japan');
  await fromUsdAccount(page, '15000');
  await fill(page, 'Account holder name', 'Kenji Sato');
  await expect(page.getByLabel('Branch (optional)', { exact: true })).toHaveCount(0);
  await page.getByLabel('Bank (optional)', { exact: true }).selectOption({ label: 'Mizuho Bank, Ltd., Tokyo' });
  await expect(page.getByLabel('Bank code (Zengin)')).toHaveValue('0001');
  await page.getByLabel('Branch (optional)', { exact: true }).selectOption({ label: 'Shinjuku Branch, Tokyo (110)' });
  await expect(page.getByLabel('Branch code')).toHaveValue('110');
  // Another bank: its own branches, and the branch picked for the first one is cleared.
  await page.getByLabel('Bank (optional)', { exact: true }).selectOption({ label: 'MUFG Bank, Ltd., Tokyo' });
  await expect(page.getByLabel('Bank code (Zengin)')).toHaveValue('0005');
  await expect(page.getByLabel('Branch code')).toHaveValue('');
  await page.getByLabel('Branch (optional)', { exact: true }).selectOption({ label: 'Marunouchi Branch, Tokyo (010)' });
  await expect(page.getByLabel('Branch code')).toHaveValue('010');
  await fill(page, 'Account number', '1234567');
  await page.getByLabel('Account type').selectOption({ label: 'Futsu (ordinary)' });
  await expectNoSeriousA11yViolations(page);
  await sendAndCheckLedger(page, request, 'eft');
});

test('approval by mode: approval-code@ approves an external transfer with the e-mailed code, and the ledger moves once', async ({
  page,
  request,
}) => {
  const login = 'approval-code@demo.test';
  const before = await balances(request, login);
  await openScreen(page, login);
  await choose(page, 'Bank transfer (EFT)', 'United States');
  await fromUsdAccount(page, '20');
  await fill(page, 'Account holder name', 'John Miller');
  await fill(page, 'Routing number (ABA)', '021000021');
  await fill(page, 'Account number', '123456789');
  await page.getByLabel('Account type').selectOption({ label: 'Checking' });
  await expect(page.getByLabel('What you pay')).toContainText('Total charged', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the payment' })).toBeVisible({ timeout: 15_000 });
  // Nothing moves before the code.
  expect(await balances(request, login)).toEqual(before);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(request, login, 'email'));
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  const booked = await transfers(request, login);
  expect(booked.map((transfer) => [transfer.transferType, transfer.settlement])).toEqual([['eft', 'pending']]);
  expectDebitedOnce(before, await balances(request, login), booked[0]);
});

test('employee@ (right 3) makes an approval request for an external transfer; business@ approves it once on /transfer/approved', async ({
  page,
  request,
}) => {
  test.slow();
  const northwind = await balances(request, 'business@demo.test');
  await signIn(page, 'employee@demo.test');
  await page
    .getByRole('list', { name: 'Companies you can work for' })
    .getByRole('button', { name: /Northwind Trading Ltd/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/external');
  await choose(page, 'Bank transfer (EFT)', 'United States');
  const from = page.getByLabel('Send from');
  const usd = (await from.locator('option').allTextContents()).find((text) => text.includes('$'));
  await from.selectOption({ label: usd ?? '' });
  await page.getByLabel(/^Amount/).fill('30');
  await fill(page, 'Account holder name', 'John Miller');
  await fill(page, 'Routing number (ABA)', '021000021');
  await fill(page, 'Account number', '123456789');
  await page.getByLabel('Account type').selectOption({ label: 'Checking' });
  await expect(page.getByLabel('What you pay')).toContainText('Total charged', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByRole('heading', { name: 'Approval transaction created' })).toBeVisible({ timeout: 15_000 });
  expect(await balances(request, 'business@demo.test')).toEqual(northwind);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'business@demo.test');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/approved');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction approvals' })).toBeVisible();
  await page.getByRole('checkbox', { name: /: \$30\.00 to John Miller/ }).check();
  const code = await codeSentBy(request, 'business@demo.test', 'email', () =>
    page.getByRole('button', { name: 'Approve selected (1)' }).click(),
  );
  await page.getByRole('textbox', { name: 'Approval code' }).fill(code);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByText(/^Request \d+: Approved\.$/)).toBeVisible();
  const booked = (await transfers(request, 'business@demo.test')).filter((transfer) => transfer.status === 'completed');
  expect(booked.map((transfer) => transfer.transferType)).toEqual(['eft']);
  expectDebitedOnce(northwind, await balances(request, 'business@demo.test'), booked[0]);
});

test('an injected fault on submit keeps what was typed and a retry books exactly one transfer; a rejection returns the money', async ({
  page,
  request,
}) => {
  await openScreen(page);
  await page.getByRole('button', { name: 'Use template Hans Becker, Commerzbank' }).click();
  await fromUsdAccount(page, '75');
  await expect(page.getByLabel('What you pay')).toContainText('Total charged', { timeout: 15_000 });
  const start = (await transfers(request)).length;
  const before = await balances(request, USER);
  await addFault(request, { match: { method: 'externalTransferSubmit' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByText('The transfer was not sent')).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('75');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  const all = await transfers(request);
  expect(all.length).toBe(start + 1);

  const sent = all.at(-1);
  const reply = await request.post(`${SANDBOX_ORIGIN}/sandbox/external-transfers/${String(sent?.id)}/reject`, {
    data: { reason: 'account closed' },
  });
  expect(reply.ok()).toBe(true);
  expect(await balances(request, USER)).toEqual(before);
});

test('the screen speaks es, pt, ro, ru and uk', async ({ page }) => {
  await signIn(page, USER);
  await expectPastSignIn(page);
  for (const [language, title, kind] of [
    ['es', 'Enviar dinero al exterior', 'Tipo de transferencia'],
    ['pt', 'Enviar dinheiro para o exterior', 'Tipo de transferência'],
    ['ro', 'Trimiteți bani în străinătate', 'Tipul transferului'],
    ['ru', 'Отправить деньги за рубеж', 'Вид перевода'],
    ['uk', 'Надіслати гроші за кордон', 'Вид переказу'],
  ] as const) {
    await page.goto(`/transfer/external?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel(kind)).toBeVisible();
  }
});
