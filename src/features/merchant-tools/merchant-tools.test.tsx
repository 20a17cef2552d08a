// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { ApiKeys } from './api-keys';
import { MerchantGate } from './tools-screen';

const MERCHANT = 'merchant@demo.test';
const VIEWER = 'merchant-viewer@demo.test';

let services: TestServices;

afterEach(() => {
  services.close();
});

async function renderKeys(login: string, onError: (error: unknown) => void = () => undefined) {
  services = createTestServices();
  await services.signIn(login);
  renderWithI18n(
    <MerchantGate api={services.api} cache={services.cache} needsEdit>
      <ApiKeys api={services.api} cache={services.cache} onError={onError} />
    </MerchantGate>,
    services.i18n,
  );
  return userEvent.setup();
}

describe('merchant tools against the sandbox', () => {
  it('refuses an empty key name at the field, creates a key, shows its secret once and lists it; deletes it', async () => {
    const user = await renderKeys(MERCHANT);
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy();
    // The allowed addresses section reads its own list under the keys.
    expect(await screen.findByRole('heading', { name: 'Allowed IP addresses' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create an API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name of the key'), 'Checkout server');
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    const secret = await screen.findByRole('dialog', { name: 'Your new key: Checkout server' });
    expect(within(secret).getByText('API key')).toBeTruthy();
    expect(secret.querySelector('code')?.textContent?.length ?? 0).toBeGreaterThan(10);
    await user.click(within(secret).getByRole('button', { name: 'I have stored it' }));

    // The list reloaded after the write (the mutation's `invalidates`).
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByRole('rowheader', { name: 'Checkout server' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Delete Checkout server' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Checkout server?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Checkout server' })).toBeNull());
  });

  it('shows users with read rights a note instead of buttons that would be refused', async () => {
    await renderKeys(VIEWER);
    expect(await screen.findByText('You can only view')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create an API key' })).toBeNull();
  });
});
