// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../../core/api/contract/operations';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { AccountsOverview } from './accounts-overview';

let services: TestServices;

afterEach(() => services.close());

describe('AccountsOverview against the sandbox', () => {
  it("greets the customer and lists the accounts with the sandbox's balances", async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<AccountsOverview api={services.api} cache={services.cache} />, services.i18n);

    const region = await screen.findByRole('region', { name: 'Your accounts' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello, / })).toBeTruthy();
    const items = await within(region).findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(2);
    const text = region.textContent ?? '';
    expect(text).toContain('USD');
    expect(text).toContain('EUR');
    // Every balance the sandbox holds for this customer is on screen, formatted.
    const { accounts } = await services.api.call(operations.balanceInquiry, {});
    for (const account of accounts) {
      expect(text).toContain(account.accountNumber);
    }
  });

  it('shows "Server is not available" on a 500 and recovers with Try again', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { method: 'balanceInquiry' }, status: 500, times: 1 });
    renderWithI18n(<AccountsOverview api={services.api} cache={services.cache} />, services.i18n);

    const alert = await screen.findByText('Server is not available');
    expect(alert).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const region = screen.getByRole('region', { name: 'Your accounts' });
    expect((await within(region).findAllByRole('listitem')).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Server is not available')).toBeNull();
  });

  it('lists card accounts under Cards, one line a card, by the card status ids (2 is Active), numbers masked', async () => {
    services = createTestServices();
    await services.signIn('cards@demo.test');
    renderWithI18n(<AccountsOverview api={services.api} cache={services.cache} />, services.i18n);
    const region = await screen.findByRole('region', { name: 'Your accounts' });
    const cards = await within(region).findByRole('region', { name: /^Cards \(\d+\)$/ });
    const lines = within(cards).getAllByRole('listitem');
    // cards@ holds many cards: they are lines under one heading, not a tile each among the currency accounts.
    expect(lines.length).toBeGreaterThan(10);
    expect(region.querySelectorAll('.wallet-accounts__card').length).toBeLessThan(lines.length);
    const active = lines.find((item) => item.textContent?.includes('•••• •••• •••• 9010'));
    expect(active?.querySelector('.wallet-accounts__card-status')?.textContent).toBe('USD');
    expect(region.textContent).not.toContain('4000123456789010');
    // A card of another status says which: the submitted card is "Ordered", a canceled one "Blocked".
    const submitted = lines.find((item) => item.textContent?.includes('3331'));
    expect(submitted?.querySelector('.wallet-accounts__card-status')?.textContent).toContain('Ordered');
  });

  it('renders amounts in the interface language', async () => {
    services = createTestServices({ language: 'ru' });
    await services.signIn('personal@demo.test');
    renderWithI18n(<AccountsOverview api={services.api} cache={services.cache} />, services.i18n);
    expect(await screen.findByRole('region', { name: 'Ваши счета' })).toBeTruthy();
  });
});

describe('account actions against the sandbox', () => {
  it('opens a RON account for accounts@, which then shows under RON; only missing currencies are offered', async () => {
    services = createTestServices();
    await services.signIn('accounts@demo.test');
    renderWithI18n(<AccountsOverview api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a currency account' });
    const currency = within(form).getByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a currency', 'RON']);
    await user.selectOptions(currency, 'RON');
    await user.click(within(form).getByRole('button', { name: 'Open the account' }));
    expect(await within(form).findByText('Your RON account is open.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'RON accounts' }, { timeout: 5000 })).toBeTruthy();
    const { accounts } = await services.api.call(operations.balanceInquiry, {});
    expect(accounts.filter((account) => account.currencyCode === 'RON' && account.type === 1001)).toHaveLength(1);
  });
});
