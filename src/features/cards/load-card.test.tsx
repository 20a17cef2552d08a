// @vitest-environment happy-dom
/**
 * Loading a prepaid card against the in-process sandbox (cards@, card 716101 from the USD wallet 716001): form, then
 * the shared review (from, to, amount, fee, received, total, arrival; no rate without an exchange) with Edit keeping
 * what was typed, then a receipt whose reference is the one the history shows, with the branded PDF. A 500 on the
 * load and a double click on Confirm book once.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { transactionHistoryGet } from '../../core/api/contract/history';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { LoadCardDialog } from './load-card';

const CARD = 716101;
const WALLET = 716001;

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

async function balances() {
  const { accounts } = await services.api.call(balanceInquiry, {});
  const cents = (id: number) => Math.round(Number(accounts.find((account) => account.accountId === id)?.balance) * 100);
  return { accounts, wallet: cents(WALLET), card: cents(CARD) };
}

async function renderLoad() {
  const { accounts } = await balances();
  const card = accounts.find((account) => account.accountId === CARD);
  if (!card) throw new Error('card 716101 is not seeded');
  renderWithI18n(
    <LoadCardDialog
      api={services.api}
      cache={services.cache}
      brandId="wallet"
      card={card}
      accounts={accounts}
      onClose={() => undefined}
      onLoaded={() => undefined}
    />,
    services.i18n,
  );
  return screen.findByRole('dialog');
}

describe('loading a card against the sandbox', () => {
  it('reviews before money moves, keeps the amount on Edit, books once through a 500 and a double click', async () => {
    const user = userEvent.setup();
    const before = await balances();
    const dialog = await renderLoad();
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0 with at most two decimals.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await within(dialog).findByRole('region', { name: 'Check and confirm' });
    expect(review.textContent).toContain('From');
    expect(review.textContent).toContain('Fee$1.00');
    expect(review.textContent).toContain('Loaded on the card$25.00');
    expect(review.textContent).toContain('Total charged$26.00');
    expect(review.textContent).toContain('ArrivesInstantly');
    expect(review.textContent).not.toContain('Exchange rate');
    expect((await balances()).wallet).toBe(before.wallet);

    await user.click(within(review).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('25');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    await services.harness.addFault({ match: { method: 'cardLoad' }, status: 500, times: 1 });
    await user.click(await within(dialog).findByRole('button', { name: 'Load card, $26.00 charged' }));
    expect(await within(dialog).findByText('The card was not loaded')).toBeTruthy();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Try again' }));

    const receipt = await screen.findByRole('dialog', { name: 'Card loaded' });
    const reference = /TX-\d{8}/.exec(receipt.textContent ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    const after = await balances();
    expect(after.wallet - before.wallet).toBe(-2_600);
    expect(after.card - before.card).toBe(2_500);
    const history = await services.api.call(transactionHistoryGet, {
      keyword: reference,
      transactionDirection: 'out',
      pageNumber: 1,
      pageSize: 20,
    });
    expect(JSON.stringify(history)).toContain(reference);
    expect(within(receipt).getByRole('button', { name: 'Download the receipt (PDF)' })).toBeTruthy();
  });

  it('sends a refusal for lack of money at Confirm back to the amount field, the amount kept', async () => {
    const user = userEvent.setup();
    const dialog = await renderLoad();
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Load card, .* charged$/ }));
    expect(
      await within(dialog).findByText('There is not enough money on the chosen account for this amount and the fee.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('999999');
    expect(within(dialog).queryByRole('region', { name: 'Check and confirm' })).toBeNull();
  });
});
