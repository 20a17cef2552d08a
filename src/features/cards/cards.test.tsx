// @vitest-environment happy-dom
/**
 * The cards lists against the in-process sandbox (cards@, one card of every status): the lists show the bank's cards
 * by kind, with masked numbers only (never a full card number on a list).
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { CardsList, type CardsListKind } from './cards';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

async function renderList(kind: CardsListKind) {
  const { accounts } = await services.api.call(balanceInquiry, {});
  renderWithI18n(
    <MemoryRouter>
      <CardsList
        kind={kind}
        api={services.api}
        cache={services.cache}
        brandId="wallet"
        accounts={accounts}
        canLoad
        onChanged={() => undefined}
      />
    </MemoryRouter>,
    services.i18n,
  );
  return accounts;
}

describe('cards lists against the sandbox', () => {
  it('lists every card with a masked number, and never a full card number', async () => {
    const accounts = await renderList('all');
    const list = await screen.findByRole('list', { name: 'Your cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(list.textContent).toContain('9010');
    const fullNumbers = accounts.map((account) => account.accountNumber).filter((number) => /^\d{16}$/.test(number));
    expect(fullNumbers.length).toBeGreaterThan(0);
    for (const number of fullNumbers) expect(list.textContent).not.toContain(number);
  });

  it('shows only the virtual cards on the virtual list', async () => {
    await renderList('virtual');
    const list = await screen.findByRole('list', { name: 'Virtual cards' });
    expect(list.textContent).toContain('Online shopping');
    expect(list.textContent).not.toContain('9010');
  });
});
