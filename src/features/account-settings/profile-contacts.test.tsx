// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ContactAddresses } from './contact-addresses';
import { ContactEmails } from './contact-emails';
import { UsernameChange } from './username-change';

let services: TestServices;

afterEach(() => services.close());

describe('profile contacts against the sandbox', () => {
  it('refuses a duplicate e-mail before any call and keeps what was typed', async () => {
    services = createTestServices();
    await services.signIn('contacts@demo.test');
    renderWithI18n(<ContactEmails api={services.api} cache={services.cache} scope="profile" />, services.i18n);
    const list = await screen.findByRole('list', { name: 'E-mail addresses' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const user = userEvent.setup();
    await services.harness.clearStats();
    await user.type(screen.getByLabelText('New e-mail address'), 'CORA.WORK@example.test');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByText('This address is already on the list.')).toBeTruthy();
    expect(await services.harness.stats()).toEqual({});
    expect(screen.getByLabelText<HTMLInputElement>('New e-mail address').value).toBe('CORA.WORK@example.test');
  });

  it('asks for the state of a US address at the field, in the user language', async () => {
    services = createTestServices({ language: 'ro' });
    await services.signIn('contacts@demo.test');
    renderWithI18n(<ContactAddresses api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adăugați o adresă' }, { timeout: 5000 }));
    await user.type(screen.getByLabelText('Strada și numărul'), '5 Office Park');
    await user.type(screen.getByLabelText('Oraș'), 'Austin');
    await user.type(screen.getByLabelText('Cod poștal'), '73301');
    await screen.findByLabelText('Stat sau provincie', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(screen.getByText('Alegeți statul sau provincia.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Stat sau provincie'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(
      await screen.findByText('Adresa a fost adăugată. Vă rugăm să o confirmați.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows a pending username change and cancels it', async () => {
    services = createTestServices();
    await services.signIn('contacts@demo.test');
    renderWithI18n(<UsernameChange api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New username', {}, { timeout: 5000 }), 'contacts@demo.test');
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(screen.getByText('This is already your username.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New username'));
    await user.type(screen.getByLabelText('New username'), 'cora@elsewhere.test');
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(
      await screen.findByText('Your change to cora@elsewhere.test is waiting for the code.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('The username change was cancelled.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByLabelText('New username')).toBeTruthy();
  });
});
