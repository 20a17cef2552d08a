// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { getBrand } from '../../core/brand/brands';
import { IpWhitelist } from './ip-whitelist';
import { LegalDocuments } from './legal-documents';
import { PasswordChange } from './password-change';
import { PayoutBlacklist } from './payout-blacklist';
import { TermsAcceptance } from './terms-acceptance';

let services: TestServices;

afterEach(() => services.close());

/** Signs `login` in on new services (made with `options`), shows `view` and returns the user who acts on it. */
async function signInAndRender(
  login: string,
  view: () => ReactElement,
  options?: Parameters<typeof createTestServices>[0],
) {
  services = createTestServices(options);
  await services.signIn(login);
  renderWithI18n(view(), services.i18n);
  return userEvent.setup();
}

describe('password change against the sandbox', () => {
  it('checks the rules before any call, then confirms with the e-mailed code', async () => {
    const user = await signInAndRender('personal@demo.test', () => <PasswordChange api={services.api} />);
    await user.type(screen.getByLabelText('Current password'), 'Demo-pass-1');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'shorter');
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The new password does not meet all the rules below.')).toBeTruthy();
    expect(screen.getByText('The two new passwords do not match.')).toBeTruthy();
    expect(await services.harness.stats()).toEqual({});
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('Demo-pass-1');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh-pass-2');
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'Fresh-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('We sent a code to p•••@demo.test.', {}, { timeout: 5000 })).toBeTruthy();

    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not correct. Check it and try again.')).toBeTruthy();

    const code = await services.harness.latestCode('personal@demo.test');
    await user.clear(screen.getByLabelText('Confirmation code'));
    await user.type(screen.getByLabelText('Confirmation code'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your password was changed\./, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says at the field when the current password is wrong, in the user language', async () => {
    const user = await signInAndRender('personal@demo.test', () => <PasswordChange api={services.api} />, {
      language: 'ro',
    });
    await user.type(screen.getByLabelText('Parola actuală'), 'Wrong-pass-9');
    await user.type(screen.getByLabelText('Parola nouă'), 'Fresh-pass-2');
    await user.type(screen.getByLabelText('Repetați parola nouă'), 'Fresh-pass-2');
    await user.click(screen.getByRole('button', { name: 'Schimbați parola' }));
    expect(await screen.findByText('Parola actuală nu este corectă.', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('payout blacklist against the sandbox', () => {
  it('adds with the spec message, lists, refuses a bad address offline, and removes', async () => {
    const user = await signInAndRender('fatca@demo.test', () => (
      <PayoutBlacklist api={services.api} cache={services.cache} />
    ));
    expect(await screen.findByText('Your blacklist is empty.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add to blacklist' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to the payout blacklist' });
    await user.type(within(dialog).getByLabelText('E-mail address'), 'not-an-email');
    await services.harness.clearStats();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(await services.harness.stats()).toEqual({});

    await user.clear(within(dialog).getByLabelText('E-mail address'));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'scam@example.org');
    await user.selectOptions(within(dialog).getByLabelText('What to block'), 'p2p');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User with email scam@example.org has been added to black list')).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'scam@example.org' })).closest('tr');
    expect(row?.textContent).toContain('Person-to-person payments');

    await user.click(screen.getByRole('button', { name: 'Remove scam@example.org' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('scam@example.org was removed from the blacklist.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'scam@example.org' })).toBeNull());
  });
});

describe('IP whitelist against the sandbox', () => {
  it('checks ranges offline and warns before a lock-out instead of asking the server', async () => {
    const user = await signInAndRender('personal@demo.test', () => (
      <IpWhitelist api={services.api} cache={services.cache} />
    ));
    expect(await screen.findByText('Your current address: 127.0.0.1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an address or a range' });
    await user.type(within(dialog).getByLabelText('IP address (IPv4 or IPv6)'), '10.0.0.9');
    await user.type(within(dialog).getByLabelText('End of the range (optional)'), '10.0.0.1');
    await services.harness.clearStats();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('The end of the range must not come before its start.')).toBeTruthy();
    expect(await services.harness.stats()).toEqual({});
    await user.clear(within(dialog).getByLabelText('End of the range (optional)'));
    await user.type(within(dialog).getByLabelText('End of the range (optional)'), '10.0.0.20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('rowheader', { name: '10.0.0.9 to 10.0.0.20' })).toBeTruthy();

    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Turn the whitelist on' }));
    const warning = screen.getByRole('alertdialog', { name: 'You would lock yourself out' });
    expect(await services.harness.stats()).toEqual({});
    await user.click(within(warning).getByRole('button', { name: 'Add my address 127.0.0.1' }));
    expect(await screen.findByRole('rowheader', { name: '127.0.0.1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn the whitelist on' }));
    expect(await screen.findByText('On: only listed addresses may use your account')).toBeTruthy();
  });
});

describe('terms acceptance', () => {
  it('needs the tick, then records the acceptance', async () => {
    services = createTestServices();
    await services.signIn('terms@demo.test');
    let accepted = false;
    renderWithI18n(
      <TermsAcceptance
        api={services.api}
        terms={[{ id: 'terms-2025-03', title: 'Terms and conditions' }]}
        onAccepted={() => (accepted = true)}
      />,
      services.i18n,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(screen.getByText('Tick the box to accept the terms, or sign out.')).toBeTruthy();
    await user.click(screen.getByLabelText('I have read and accept these terms'));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(accepted).toBe(true));
  });
});

describe('legal documents against the sandbox', () => {
  it('lists the agreements in the user language with their versions', async () => {
    await signInAndRender(
      'personal@demo.test',
      () => <LegalDocuments api={services.api} cache={services.cache} brand={getBrand('wallet')} />,
      { language: 'es' },
    );
    const row = (await screen.findByRole('rowheader', { name: 'Términos y condiciones' })).closest('tr');
    expect(row?.textContent).toContain('2025-03');
    expect(row?.textContent).toContain('Sin registro');
  });
});
