// @vitest-environment happy-dom
/**
 * Global pay to a person (spec 2 section 7) against the in-process sandbox, as external@demo.test: the review shows
 * from, to, amount, fee, the rate only when the currencies differ, the amount received and the total; a bad field is
 * said when it is left and typed input is kept through a refused and a failed submit; a double click books once,
 * under one idempotency key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../core/api/client';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { GlobalPayTransfer } from './global-pay-transfer';
import { descriptionOf } from '../../ui/test-utils';

const USER = 'external@demo.test';
const RECIPIENT = 'hans.becker@example.test';

let services: TestServices;
/** The Idempotency-Key of every call that carried one, in order. */
let keys: string[];
let api: ApiClient;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn(USER);
  keys = [];
  const sandboxFetch = services.harness.fetch;
  // The real client, on the same session, over a fetch that notes the keys of the money-moving calls.
  api = createApiClient({
    environment: services.harness.environment,
    language: () => services.i18n.language,
    session: services.session,
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const key = request.headers.get('Idempotency-Key');
      if (key) keys.push(key);
      return sandboxFetch(input, init);
    },
    actingCustomerId: () => null,
  });
});
afterEach(() => services.close());

function renderForm() {
  renderWithI18n(
    <GlobalPayTransfer
      api={api}
      cache={services.cache}
      watchPush={services.watchPush}
      brandId="wallet"
      ownLogin={USER}
    />,
    services.i18n,
  );
}

async function usdAccountId(): Promise<string> {
  const { accounts } = await api.call(balanceInquiry, {});
  const usd = accounts.find((account) => account.currencyCode === 'USD');
  if (!usd) throw new Error(`${USER} has no USD account`);
  return String(usd.accountId);
}

async function usdBalance(): Promise<number> {
  const { accounts } = await api.call(balanceInquiry, {});
  return Number(accounts.find((account) => account.currencyCode === 'USD')?.balance);
}

async function fillPayment(
  user: ReturnType<typeof userEvent.setup>,
  { country, method, amount }: { country: string; method: string; amount: string },
) {
  await user.type(await screen.findByRole('textbox', { name: "Recipient's e-mail" }), RECIPIENT);
  await user.type(screen.getByRole('textbox', { name: "Recipient's full name" }), 'Hans Becker');
  await user.selectOptions(
    screen.getByRole('combobox', { name: "Recipient's country" }),
    screen.getByRole('option', { name: country }),
  );
  const methods = await screen.findByRole('combobox', { name: 'Paid out by' });
  await user.selectOptions(methods, within(methods).getByRole('option', { name: method }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Pay from' }), await usdAccountId());
  await user.type(screen.getByRole('textbox', { name: 'Amount in USD' }), amount);
  const summary = await screen.findByRole('region', { name: 'Before you confirm' }, { timeout: 10_000 });
  await within(summary).findByText('Total charged');
}

function rowValue(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('global pay review', () => {
  it('shows from, to, method, amount, fee, rate, amount received and total when the recipient is paid in euros', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user, { country: 'Germany', method: 'SEPA credit transfer', amount: '100' });
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(rowValue(review, 'From')).toMatch(/^USD · /);
    expect(rowValue(review, 'To')).toBe('Hans Becker (hans.becker@example.test)');
    expect(rowValue(review, 'Paid out by')).toBe('SEPA credit transfer in Germany');
    expect(rowValue(review, 'Amount')).toBe('$100.00');
    expect(rowValue(review, 'Fee')).toBe('$1.50');
    expect(rowValue(review, 'Exchange rate')).toMatch(/^1 USD = [\d.]+ EUR$/);
    expect(rowValue(review, 'Amount received')).toMatch(/^€[\d,.]+$/);
    expect(rowValue(review, 'Total charged')).toBe('$101.50');
    expect(rowValue(review, 'Arrives')).toBe('1 business day after the recipient enters their details');
    // Nothing moves at review, and the form is locked under it.
    expect((await services.harness.stats()).p2pGlobalPaySubmit ?? 0).toBe(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).disabled).toBe(true);
  });

  it('shows no exchange rate when the recipient is paid in the account’s currency', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user, { country: 'United States', method: 'ACH bank transfer', amount: '20' });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(rowValue(review, 'Amount')).toBe('$20.00');
    expect(rowValue(review, 'Amount received')).toBe('$20.00');
    expect(within(review).queryByText('Exchange rate')).toBeNull();
    expect(within(review).getByText('Total charged')).toBeTruthy();
  });
});

describe('global pay field checks', () => {
  it('says a bad e-mail, a short name and a malformed amount when each field is left, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = await screen.findByRole('textbox', { name: "Recipient's e-mail" });
    await user.type(email, 'hans.becker');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toContain('Enter a valid e-mail address, like name@example.com');

    const name = screen.getByRole('textbox', { name: "Recipient's full name" });
    await user.type(name, 'H');
    await user.tab();
    expect(descriptionOf(name)).toContain("Enter the recipient's full name");

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.345');
    await user.tab();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(amount)).toContain('Enter an amount above 0 with at most two decimals');

    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
    expect(descriptionOf(screen.getByRole('combobox', { name: "Recipient's country" }))).toContain(
      "Choose the recipient's country",
    );
    expect((email as HTMLInputElement).value).toBe('hans.becker');
    expect((name as HTMLInputElement).value).toBe('H');
    expect((amount as HTMLInputElement).value).toBe('12.345');
    expect((await services.harness.stats()).p2pGlobalPaySubmit ?? 0).toBe(0);

    await user.type(email, '@example.test');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps every field as typed when the submit fails on the server, and sends the retry under the same key', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user, { country: 'Germany', method: 'SEPA credit transfer', amount: '100' });
    await user.type(screen.getByRole('textbox', { name: 'Description for the recipient' }), 'Invoice 2026-11');
    const before = await usdBalance();
    await services.harness.addFault({ match: { method: 'p2pGlobalPaySubmit' }, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send global payment' }));
    await screen.findByText(/Nothing was sent|The payment was not made\./);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: "Recipient's e-mail" }).value).toBe(RECIPIENT);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: "Recipient's full name" }).value).toBe('Hans Becker');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount in USD' }).value).toBe('100');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Description for the recipient' }).value).toBe(
      'Invoice 2026-11',
    );
    expect(await usdBalance()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Send global payment' }));
    expect(await screen.findByText('Done: the money was sent.')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(await usdBalance()).toBeCloseTo(before - 101.5, 2);
  });
});

describe('global pay double submit', () => {
  it('books a double-clicked confirm once, under one idempotency key', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillPayment(user, { country: 'Germany', method: 'SEPA credit transfer', amount: '100' });
    const before = await usdBalance();
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Send global payment' }));
    expect(await screen.findByText('Done: the money was sent.')).toBeTruthy();
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Hans Becker (hans.becker@example.test)')).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    expect((await services.harness.stats()).p2pGlobalPaySubmit).toBe(keys.length);
    await waitFor(async () => expect(await usdBalance()).toBeCloseTo(before - 101.5, 2));
    // Amount and fee left the account once, not twice.
    expect(await usdBalance()).toBeCloseTo(before - 101.5, 2);
  });
});
