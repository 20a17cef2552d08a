import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { watchErrors } from './support/page-errors';
import { signIn } from './support/portal';
import { addFault, resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

/**
 * The portal's external transfer screen (/transfer/external) as external@demo.test: every kind books once against the
 * sandbox ledger (pending at the payout network), bad details are stopped at their field before any call, an amount
 * over a limit is stopped with the limit named, templates and recent transfers fill the form, and a double click or
 * an injected fault never books twice.
 */

const USER = 'external@demo.test';

interface ControlTransfer {
  id: number;
  transferType: string;
  settlement: string;
  debitMinor: number;
  feeMinor: number;
}

async function transfers(request: APIRequestContext): Promise<ControlTransfer[]> {
  const reply = await request.get(`${SANDBOX_ORIGIN}/sandbox/external-transfers?customer=${USER}`);
  return ((await reply.json()) as { transfers: ControlTransfer[] }).transfers;
}

async function openScreen(page: Page): Promise<void> {
  await signIn(page, USER);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/transfer/external');
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
  await expect(page.getByRole('group', { name: 'What you pay' }).or(page.getByLabel('What you pay'))).toContainText('Total charged', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Payment pending *')).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a wire to Germany: the IBAN is checked offline, the BIC fills the bank, a double click books once and the ledger moves by the total', async ({ page, request }) => {
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

  await page.getByRole('button', { name: 'Send money' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Payment pending *')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transfer-\d+\.txt$/);

  const booked = (await transfers(request)).filter((transfer) => transfer.transferType === 'wire' && transfer.id > 900_003);
  expect(booked).toHaveLength(1);
  expect(booked[0]?.settlement).toBe('pending');
  const after = await balances(request, USER);
  expect(Math.round(((before.USD ?? 0) - (after.USD ?? 0)) * 100)).toBe((booked[0]?.debitMinor ?? 0) + (booked[0]?.feeMinor ?? 0));
  expect(errors).toEqual([]);
});

test('EFT, card payout, crypto, instant payment and Interac each book once; bad routing number, blocked BIN, bad crypto address and an amount over the limit are stopped first', async ({ page, request }) => {
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
  await sendAndExpectReceipt(page);
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Card payout: a blocked BIN is refused at the field; then an amount over the USD 5,000 limit is named.
  await choose(page, 'Card payout', 'United States');
  await fromUsdAccount(page, '6000');
  await fill(page, 'Card number', '5555 5555 5555 4444');
  await expect(page.getByText('Cards from this issuer cannot receive payouts. Use another card.')).toBeVisible();
  await fill(page, 'Card number', '4111 1111 1111 1111');
  await expect(page.getByText('Card: VISA from JPMorgan Chase Bank N.A.')).toBeVisible();
  await fill(page, 'Name on the card', 'Erin External');
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByText('This is over your limit of $5,000.00 per transfer.')).toBeVisible();
  expect(await count()).toBe(start + 1);
  await page.getByLabel(/^Amount/).fill('60');
  await sendAndExpectReceipt(page);
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Crypto: the address must match the network's format.
  await choose(page, 'Crypto transfer', 'Germany');
  await page.getByLabel('Method').selectOption({ label: 'USDT on Tron (TRC-20) (Within 1 hour)' });
  await fromUsdAccount(page, '25');
  await fill(page, 'Wallet owner name', 'Erin External');
  await fill(page, 'TRC-20 wallet address', '0x52908400098527886E0F7030069857D2E4169EE7');
  await expect(page.getByText('This is not in the expected format.')).toBeVisible();
  await fill(page, 'TRC-20 wallet address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await sendAndExpectReceipt(page);
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Instant payment (Pix) in Brazil: the key shows its holder.
  await choose(page, 'Instant payment', 'Brazil');
  await fromUsdAccount(page, '100');
  await page.getByLabel('Pix key type').selectOption({ label: 'CPF' });
  await fill(page, 'Pix key', '529.982.247-25');
  await fill(page, 'CPF or CNPJ of the account holder', '529.982.247-25');
  await expect(page.getByText(/Account holder: Maria Santos/)).toBeVisible();
  await sendAndExpectReceipt(page);
  await page.getByRole('button', { name: 'New transfer' }).click();

  // Interac e-Transfer to Canada, to the customer's own e-mail.
  await choose(page, 'Interac e-Transfer', 'Canada');
  await page.getByLabel('My own account').check();
  await fromUsdAccount(page, '80');
  await fill(page, 'Account holder name', 'Erin External');
  await fill(page, 'E-mail registered for Interac', 'erin.external@mail.test');
  await sendAndExpectReceipt(page);

  const all = await transfers(request);
  expect(all.length).toBe(start + 5);
  expect(all.slice(start).map((transfer) => transfer.transferType).sort()).toEqual(['crypto_eft', 'eft', 'instant_payment', 'interac', 'oct']);
});

test('a template fills the form in one click; a recent transfer that is no longer valid asks for the missing fields', async ({ page, request }) => {
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

test('an injected fault on submit keeps what was typed and a retry books exactly one transfer; a rejection returns the money', async ({ page, request }) => {
  await openScreen(page);
  await page.getByRole('button', { name: 'Use template Hans Becker, Commerzbank' }).click();
  await fromUsdAccount(page, '75');
  await expect(page.getByLabel('What you pay')).toContainText('Total charged', { timeout: 15_000 });
  const start = (await transfers(request)).length;
  const before = await balances(request, USER);
  await addFault(request, { match: { method: 'externalTransferSubmit' }, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Send money' }).click();
  await expect(page.getByText('The transfer was not sent')).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('75');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible({ timeout: 15_000 });
  const all = await transfers(request);
  expect(all.length).toBe(start + 1);

  const sent = all.at(-1);
  const reply = await request.post(`${SANDBOX_ORIGIN}/sandbox/external-transfers/${String(sent?.id)}/reject`, { data: { reason: 'account closed' } });
  expect(reply.ok()).toBe(true);
  expect(await balances(request, USER)).toEqual(before);
});

test('the screen speaks es, pt, ro, ru and uk', async ({ page }) => {
  await signIn(page, USER);
  await expect(page).not.toHaveURL(/\/login/);
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
