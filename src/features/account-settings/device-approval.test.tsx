// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { LinkedDevices } from './linked-devices';

let services: TestServices;

afterEach(() => services.close());

describe('device approval against the sandbox', () => {
  it('adds a device by its code, approves it with the e-mailed code, and it becomes linked', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<LinkedDevices api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    expect(await screen.findByText('No device is waiting for approval.', {}, { timeout: 5000 })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a device by its code' }));
    const add = screen.getByRole('dialog', { name: 'Add a device' });
    await user.click(within(add).getByRole('button', { name: 'Add device' }));
    expect(within(add).getByText('Enter a name of up to 60 characters.')).toBeTruthy();
    expect(within(add).getByText('Choose whether it is an iPhone, iPad or Android device.')).toBeTruthy();
    await user.type(within(add).getByLabelText('Device name'), 'Tablet at home');
    await user.type(within(add).getByLabelText('Code shown in the app'), 'TAB-4411');
    await user.selectOptions(within(add).getByLabelText('Type'), 'ios');
    await user.click(within(add).getByRole('button', { name: 'Add device' }));

    const approve = await screen.findByRole('dialog', { name: 'Approve the new device' }, { timeout: 5000 });
    expect(
      await within(approve).findByText(
        /Tablet at home \(iPhone or iPad, code TAB-4411\) asks to be linked/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await user.click(within(approve).getByRole('button', { name: 'Send code' }));
    expect(await within(approve).findByText(/We sent a code to p•••@demo.test/, {}, { timeout: 5000 })).toBeTruthy();
    await user.type(within(approve).getByLabelText('Approval code'), '12');
    await user.click(within(approve).getByRole('button', { name: 'Approve device' }));
    expect(within(approve).getByText('Enter the 6-digit code we sent you.')).toBeTruthy();

    const code = await services.harness.latestCode('personal@demo.test');
    await user.clear(within(approve).getByLabelText('Approval code'));
    await user.type(within(approve).getByLabelText('Approval code'), code);
    await user.click(within(approve).getByRole('button', { name: 'Approve device' }));
    expect(
      await screen.findByText('Tablet at home is approved and linked to your account.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Tablet at home' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByText('No device is waiting for approval.')).toBeTruthy();
  });

  it('declines a pending device the customer does not know', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<LinkedDevices api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a device by its code' }, { timeout: 5000 }));
    const add = screen.getByRole('dialog', { name: 'Add a device' });
    await user.type(within(add).getByLabelText('Device name'), 'Unknown phone');
    await user.type(within(add).getByLabelText('Code shown in the app'), 'UNK-0001');
    await user.selectOptions(within(add).getByLabelText('Type'), 'android');
    await user.click(within(add).getByRole('button', { name: 'Add device' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve the new device' }, { timeout: 5000 });
    await user.click(within(approve).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Decline Unknown phone' }, { timeout: 5000 }));
    const confirm = screen.getByRole('alertdialog', { name: 'Decline this device?' });
    await user.click(within(confirm).getByRole('button', { name: 'Decline device' }));
    expect(await screen.findByText('Unknown phone was declined and removed.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('No device is waiting for approval.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
