// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { SmartContractDetail } from './contract-detail';
import { SmartContractList } from './contract-list';
import { NewSmartContract } from './new-contract-form';

let services: TestServices;
afterEach(() => services.close());

async function setUp(login = 'personal@demo.test') {
  services = createTestServices();
  await services.signIn(login);
}

describe('smart contracts against the sandbox', () => {
  it('lists the contracts with the meta counts as tabs and filters them', async () => {
    await setUp();
    renderWithI18n(
      <MemoryRouter>
        <SmartContractList api={services.api} cache={services.cache} />
      </MemoryRouter>,
      services.i18n,
    );
    expect(await screen.findByRole('button', { name: 'All 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Requests 1' })).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Active 1' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('You receive 12.5% of the incoming payments of Northwind Trading Ltd')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All 4' }));
    await user.type(screen.getByLabelText('Counterparty'), 'pixel');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Pixel Goods LLC' })).toBeTruthy();
  }, 60_000);

  it('checks the terms at their fields before sending anything, keeping what was typed', async () => {
    await setUp();
    renderWithI18n(
      <MemoryRouter>
        <NewSmartContract api={services.api} cache={services.cache} ownCustomerId={100001} />
      </MemoryRouter>,
      services.i18n,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Counterparty's e-mail/), 'nobody@demo.test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('There is no verified customer with this e-mail.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Counterparty's e-mail/));
    await user.type(screen.getByLabelText(/Counterparty's e-mail/), 'business@demo.test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Found: Northwind Trading Ltd/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose the company the contract is about.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Northwind web shop' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Company the contract is about'), 'Northwind web shop');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();

    await services.harness.clearStats();
    await user.type(screen.getByLabelText(/Share of the payer's incoming payments/), '100.5');
    await user.type(screen.getByLabelText(/Name of the payer's signer/), 'x'.repeat(257));
    await user.click(screen.getByRole('button', { name: 'Propose the contract' }));
    expect(screen.getAllByText('Add at least one obligation.')).toHaveLength(2);
    expect(screen.getByText('The percentage must be above 0 and at most 100.')).toBeTruthy();
    expect(screen.getByText('The name can have at most 256 characters.')).toBeTruthy();
    expect(screen.getByText('Choose the date the contract starts.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Share of the payer's incoming payments/).value).toBe('100.5');
    expect(await services.harness.stats()).toEqual({});
  }, 60_000);

  it('shows a contract with its parties, terms and the actions its status allows', async () => {
    await setUp();
    renderWithI18n(
      <MemoryRouter>
        <SmartContractDetail api={services.api} cache={services.cache} contractId="2" />
      </MemoryRouter>,
      services.i18n,
    );
    expect(await screen.findByRole('heading', { name: 'Contract with Northwind Trading Ltd' })).toBeTruthy();
    expect(screen.getByText('Waiting for a signature')).toBeTruthy();
    expect(screen.getByText('Paula Personal (you) · personal@demo.test')).toBeTruthy();
    expect(screen.getByText('Publish three campaign posts')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign the contract' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('The contract was rejected.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Rejected')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
