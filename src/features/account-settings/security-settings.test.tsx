// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { SecuritySettings } from './security-settings';

let services: TestServices;

afterEach(() => services.close());

async function renderSecurity() {
  services = createTestServices();
  await services.signIn('security@demo.test');
  renderWithI18n(
    <SecuritySettings
      api={services.api}
      cache={services.cache}
      currentMode="none"
      replaceTokens={vi.fn()}
      onTwoStepChanged={vi.fn()}
      onTwoStepConfirmed={vi.fn()}
      loginHistoryLink={<a href="/login-history">Login history</a>}
    />,
    services.i18n,
  );
  return userEvent.setup();
}

describe('security settings against the sandbox', () => {
  it('lists the linked device and removes it after the confirmation; the lists reload', async () => {
    const user = await renderSecurity();
    const devices = screen.getByRole('region', { name: 'Linked devices' });
    expect(await within(devices).findByRole('rowheader', { name: "Sid's Galaxy" }, { timeout: 5000 })).toBeTruthy();
    await user.click(within(devices).getByRole('button', { name: "Remove Sid's Galaxy" }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this device?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText("Sid's Galaxy was removed.", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(devices).queryByRole('rowheader', { name: "Sid's Galaxy" })).toBeNull(), {
      timeout: 5000,
    });
    expect(within(devices).getByText('No device is linked yet.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('texts the store links to a checked number and shows the deep link to scan', async () => {
    const user = await renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Link a new device' }));
    const dialog = screen.getByRole('dialog', { name: 'Link a new device' });
    const link = await within(dialog).findByRole('link', { name: 'Open the link on this device' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(/^walletapp:\/\//);

    const phone = within(dialog).getByLabelText('Phone number (with country code)');
    await user.type(phone, '7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Text me the links' }));
    expect(
      within(dialog).getByText('Enter a phone number with its country code, for example +44 7700 900123.'),
    ).toBeTruthy();
    expect(services.harness.sandbox.db.prepare("SELECT count(*) AS n FROM outbox WHERE channel = 'sms'").get()).toEqual(
      { n: 0 },
    );

    await user.clear(phone);
    await user.type(phone, '+44 7700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Text me the links' }));
    expect(
      await within(dialog).findByText('We sent the app store links to +44 7700 900123.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(services.harness.sandbox.db.prepare("SELECT to_address FROM outbox WHERE channel = 'sms'").all()).toEqual([
      { to_address: '+447700900123' },
    ]);
  });
});
