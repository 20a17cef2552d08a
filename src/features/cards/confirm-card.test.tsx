// @vitest-environment happy-dom
/**
 * Confirming a card order against the in-process sandbox (cards@): the order and its documents read with useQuery,
 * the proof-of-address upload and the paid confirmation through useMutation; a double click on Confirm charges once.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { cardOrder } from '../../core/api/contract/cards';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ConfirmCard } from './confirm-card';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

async function balanceOf(accountId: number) {
  const { accounts } = await services.api.call(balanceInquiry, {});
  return Number(accounts.find((account) => account.accountId === accountId)?.balance);
}

async function renderConfirm(order: { productId: number; shippingOptionId?: number }) {
  const { cardId } = await services.api.call(cardOrder, { countryCode: 'GB', ...order });
  const { accounts } = await services.api.call(balanceInquiry, {});
  let confirmed = 0;
  renderWithI18n(
    <MemoryRouter>
      <ConfirmCard
        api={services.api}
        cache={services.cache}
        brandId="wallet"
        cardId={String(cardId)}
        accounts={accounts}
        backTo={null}
        onConfirmed={() => (confirmed += 1)}
      />
    </MemoryRouter>,
    services.i18n,
  );
  return { confirmed: () => confirmed };
}

describe('confirm card against the sandbox', () => {
  it('charges the issue fee once for a double click and shows the receipt with its reference', async () => {
    const user = userEvent.setup();
    const before = await balanceOf(716002);
    const view = await renderConfirm({ productId: 1602 });
    expect(await screen.findByText('No documents are needed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(review.textContent).toMatch(/Total charged.*2\.00/);
    expect(await balanceOf(716002)).toBeCloseTo(before, 2);
    const confirm = screen.getByRole('button', { name: /Confirm order, .*2\.00 charged/ });
    await user.dblClick(confirm);
    expect(await screen.findByText('Your card is ordered.')).toBeTruthy();
    expect(screen.getByText('Reference')).toBeTruthy();
    expect(view.confirmed()).toBe(1);
    // The receipt is the branded PDF the history gives (one generator, one reference), not a text file.
    await user.click(screen.getByRole('button', { name: 'Download the receipt (PDF)' }));
    const link = await screen.findByRole('link', { name: 'Open the receipt (PDF)' });
    expect(link.getAttribute('href')).toMatch(/\/files\/history\/receipts\/receipt-\d+\.pdf/);
    const pdf = Buffer.from(
      await (await services.harness.fetch(link.getAttribute('href') ?? '')).arrayBuffer(),
    ).toString('latin1');
    expect(pdf).toContain('(Transaction receipt) Tj');
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
    expect(await balanceOf(716002)).toBeCloseTo(before - 2, 2);
  });

  it('asks for the proof of address of a physical card before it can be confirmed', async () => {
    const user = userEvent.setup();
    await renderConfirm({ productId: 1601, shippingOptionId: 16011 });
    expect(await screen.findByText('Upload the documents above before you confirm.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Review' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file first.')).toBeTruthy();

    const file = new File(['%PDF-1.4 proof'], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Proof of address', { selector: 'input' }), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/bill\.pdf uploaded, waiting for review/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Review' }).disabled).toBe(false);
  });
});
