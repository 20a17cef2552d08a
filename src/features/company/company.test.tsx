// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ManageUsers } from './manage-users';

let services: TestServices;

afterEach(() => services.close());

async function renderUsers() {
  services = createTestServices();
  await services.signIn('business@demo.test');
  renderWithI18n(<ManageUsers api={services.api} cache={services.cache} />, services.i18n);
  return userEvent.setup();
}

describe('company users against the sandbox', () => {
  it('shows the users with their rights and saves a change of rights', async () => {
    const user = await renderUsers();
    const evan = await screen.findByRole('form', { name: 'Access rights of Evan Employee' });
    const rights = within(evan).getByLabelText<HTMLSelectElement>('Access rights');
    expect(rights.value).toBe('3');
    await user.selectOptions(rights, '1');
    await user.click(within(evan).getByRole('button', { name: 'Save rights' }));
    expect(await within(evan).findByText('The rights of Evan Employee were changed.')).toBeTruthy();
  });

  it('checks the new user at the field on leaving it, keeps what was typed, then adds the user to the list', async () => {
    const user = await renderUsers();
    const add = await screen.findByRole('form', { name: 'Add a representative' });
    await user.type(within(add).getByLabelText('First name'), 'Nora');
    await user.type(within(add).getByLabelText('Last name'), 'Newman');
    await user.type(within(add).getByLabelText('E-mail'), 'nora.newman');
    await user.tab();
    expect(within(add).getByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();

    await user.click(within(add).getByRole('button', { name: 'Add the user' }));
    expect(within(add).getByText('Choose the access rights.')).toBeTruthy();
    expect(within(add).getByLabelText<HTMLInputElement>('First name').value).toBe('Nora');

    await user.type(within(add).getByLabelText('E-mail'), '@northwind.demo.test');
    await user.selectOptions(within(add).getByLabelText('Access rights'), '3');
    await user.click(within(add).getByRole('button', { name: 'Add the user' }));
    expect(await within(add).findByText('Access given to nora.newman@northwind.demo.test.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Users of the company' });
    expect(await within(list).findByText('Nora Newman')).toBeTruthy();
  });

  it('offers a retry when the users cannot be loaded', async () => {
    services = createTestServices();
    await services.signIn('business@demo.test');
    await services.harness.addFault({ match: { method: 'companyUserList' }, status: 500, times: 1 });
    renderWithI18n(<ManageUsers api={services.api} cache={services.cache} />, services.i18n);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Access rights of Evan Employee' })).toBeTruthy();
  });
});
