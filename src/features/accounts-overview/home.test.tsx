// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../core/api/contract/operations';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { AccountsOverview } from './accounts-overview';
import { HomeBalance, HomeChart, HomeTasks, QuickActions, type HomeLinks } from './home';

let services: TestServices;

afterEach(() => services.close());

const LINKS: HomeLinks = {
  p2p: '/transfer/p2p',
  ownAccounts: '/transfer/account',
  bankPayout: '/transfer/external',
  cardPayout: '/transfer/external',
  invoices: '/transfer/invoices',
  preApproved: '/transfer/preapproved-payments',
  approvals: '/transfer/approved',
  verify: '/kyc',
  profileUpdate: '/profile-update',
};

describe('home against the sandbox', () => {
  it('shows the total in the main currency, says it is converted at today’s rates, and the balance per currency', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const { accounts } = await services.api.call(operations.balanceInquiry, {});
    renderWithI18n(<HomeBalance api={services.api} cache={services.cache} />, services.i18n);

    const main = accounts.find((account) => account.type === 1001)?.currencyCode ?? '';
    const region = await screen.findByRole('region', { name: `Total balance in ${main}` });
    expect(await within(region).findByText(/converted into .* at today's exchange rates/)).toBeTruthy();
    const perCurrency = within(region).getByRole('list', { name: 'Balance by currency' });
    const currencies = [...new Set(accounts.map((account) => account.currencyCode))];
    expect(
      within(perCurrency)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(currencies);
    expect(screen.getByRole('heading', { level: 1, name: /^Hello, / })).toBeTruthy();
  });

  it("names the customer an admin acts for instead of greeting the admin over that customer's money", async () => {
    services = createTestServices({ actingCustomerId: '200001' });
    await services.signIn('admin@demo.test');
    renderWithI18n(<HomeBalance api={services.api} cache={services.cache} actingForCustomer />, services.i18n);

    const { customer } = await services.api.call(operations.customerInfoGet, {});
    expect(customer.businessName).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: `Accounts of ${customer.businessName}` })).toBeTruthy();
    expect(screen.queryByText(/^Hello, /)).toBeNull();
    expect(screen.getByText('You are acting for this customer as Ada Admin, an administrator.')).toBeTruthy();
  });

  it('says a failed balance read once: one alert with Try again in the accounts, the total quietly unavailable', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { method: 'balanceInquiry' }, status: 500, times: 1 });
    renderWithI18n(
      <>
        <HomeBalance api={services.api} cache={services.cache} />
        <HomeChart api={services.api} cache={services.cache} />
        <AccountsOverview api={services.api} cache={services.cache} greeting={false} />
      </>,
      services.i18n,
    );

    const accounts = screen.getByRole('region', { name: 'Your accounts' });
    expect(await within(accounts).findByText('Server is not available')).toBeTruthy();
    const total = screen.getByRole('region', { name: 'Total balance' });
    expect(within(total).getByText('Not available while your accounts cannot be loaded.')).toBeTruthy();
    expect(within(total).queryByRole('alert')).toBeNull();
    expect(within(total).queryByRole('button')).toBeNull();
    expect(screen.getAllByText('Server is not available')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    // The chart does not load for ever: it says it cannot be drawn, without a second alert.
    expect(screen.getByText('The chart is not available while your accounts cannot be loaded.')).toBeTruthy();

    await userEvent.setup().click(within(accounts).getByRole('button', { name: 'Try again' }));
    const { accounts: list } = await services.api.call(operations.balanceInquiry, {});
    const main = list.find((account) => account.type === 1001)?.currencyCode ?? '';
    const restored = await screen.findByRole('region', { name: `Total balance in ${main}` });
    expect(await within(restored).findByText(/converted into .* at today's exchange rates/)).toBeTruthy();
    expect(screen.queryByText('Server is not available')).toBeNull();
  });

  it('offers the quick actions as links to the transfer routes, and the account details to receive money', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const navigate = vi.fn();
    renderWithI18n(
      <QuickActions api={services.api} cache={services.cache} links={LINKS} navigate={navigate} />,
      services.i18n,
    );
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Send to a person' }).getAttribute('href')).toBe('/transfer/p2p');
    expect(within(actions).getByRole('link', { name: 'Pay an invoice' }).getAttribute('href')).toBe(
      '/transfer/invoices',
    );
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('link', { name: 'Between my accounts' }));
    expect(navigate).toHaveBeenCalledWith('/transfer/account');
    await user.click(await within(actions).findByRole('button', { name: 'Account details' }));
    expect(await screen.findByRole('dialog', { name: /^Fund your [A-Z]{3} account$/ })).toBeTruthy();
  });

  it('draws the balance chart as an image with a text summary and the numbers as a table, 30 or 90 days', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<HomeChart api={services.api} cache={services.cache} />, services.i18n);

    const chart = await screen.findByRole('img', { name: /^Total balance over the last 30 days: from .+ to .+/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const table = screen.getByRole('table', { name: 'Total balance by day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    await userEvent.setup().click(screen.getByRole('button', { name: '90 days' }));
    expect(
      within(screen.getByRole('table', { name: 'Total balance by day, last 90 days' })).getAllByRole('row'),
    ).toHaveLength(91);
    expect(screen.getByRole('heading', { name: 'Money in and out by month' })).toBeTruthy();
  });

  it('lists what needs the customer: verification to-dos and the upcoming pre-approved payments', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(
      <HomeTasks
        api={services.api}
        cache={services.cache}
        links={LINKS}
        navigate={vi.fn()}
        isBusiness={false}
        verification={{ needKyc: true, needProfile: false, verified: false }}
      />,
      services.i18n,
    );
    const region = screen.getByRole('region', { name: 'To do' });
    expect(
      within(region).getByRole('link', { name: 'Verify your identity to use every service' }).getAttribute('href'),
    ).toBe('/kyc');
    const { payments } = await services.api.call(operations.preApprovedPaymentList, { pageNumber: 1 });
    const due = payments.filter((payment) => payment.status === 'active' && payment.nextPaymentDate);
    if (due.length === 0) expect(await within(region).findByText('No pre-approved payments are due.')).toBeTruthy();
    else expect(await within(region).findByText(due[0]?.beneficiaryName ?? '', { exact: false })).toBeTruthy();
  });
});
