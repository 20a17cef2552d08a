// @vitest-environment happy-dom
/**
 * Ordering a card against the in-process sandbox (cards@, offers of GB): the offer read with useQuery, the order form
 * on useForm (a missing choice said at the field and focused, nothing sent), and the order through useMutation,
 * which opens confirm-card for the new order.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardConfirmInfo } from '../../core/api/contract/cards';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { AddCard } from './add-card';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

function ConfirmStub() {
  const { cardId } = useParams();
  return <p>Confirming order {cardId}</p>;
}

function renderAddCard() {
  renderWithI18n(
    <MemoryRouter initialEntries={['/add-card']}>
      <Routes>
        <Route path="/add-card" element={<AddCard api={services.api} cache={services.cache} />} />
        <Route path="/confirm-card/:cardId" element={<ConfirmStub />} />
      </Routes>
    </MemoryRouter>,
    services.i18n,
  );
}

describe('add card against the sandbox', () => {
  it('asks for a card at the field, then orders a physical card with the first shipping option that can be chosen', async () => {
    const user = userEvent.setup();
    renderAddCard();
    const prepaid = await screen.findByRole('radio', { name: /Visa Prepaid USD/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a card.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('product');

    await user.click(prepaid);
    expect(screen.queryByText('Choose a card.')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Standard/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Courier/ }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const confirming = await screen.findByText(/Confirming order \d+/);
    const cardId = /\d+/.exec(confirming.textContent ?? '')?.[0] ?? '';
    const info = await services.api.call(cardConfirmInfo, { cardId });
    expect(JSON.stringify(info)).toContain('Visa Prepaid USD');
  });

  it('orders a virtual card without a shipping option', async () => {
    const user = userEvent.setup();
    renderAddCard();
    await user.click(await screen.findByRole('radio', { name: /Visa Virtual EUR/ }));
    expect(screen.queryByRole('group', { name: 'Shipping' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Confirming order \d+/)).toBeTruthy();
  });
});
