// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n/i18n';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { MerchantButtonsFeature, type MerchantSection } from './merchant-buttons-feature';
import type { MerchantEvent } from './merchant-context';

const MERCHANT = 'merchant@demo.test';
const VIEWER = 'merchant-viewer@demo.test';
const WIDGETS = 'https://cdn.example/wallet/';

let services: TestServices;

afterEach(() => {
  services.close();
});

async function renderFeature(login: string, section?: MerchantSection) {
  services = createTestServices();
  await services.signIn(login);
  const events: MerchantEvent[] = [];
  renderWithI18n(
    <MerchantButtonsFeature
      api={services.api}
      cache={services.cache}
      brandId="wallet"
      brandName="Nimbus Wallet"
      environment={services.harness.environment}
      widgetsBase={WIDGETS}
      section={section}
      onEvent={(event) => events.push(event)}
    />,
    services.i18n,
  );
  return { events, user: userEvent.setup() };
}

describe('saved buttons against the sandbox', () => {
  it('creates a subscription with a live preview, checks URLs with the server, shows the code and copies it', async () => {
    // user-event gives the page a clipboard to read back.
    const { events, user } = await renderFeature(MERCHANT);
    expect(await screen.findByRole('heading', { name: 'Pixel art poster (A2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved buttons', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create a button' }));
    expect(await screen.findByRole('heading', { name: 'Create a button' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Subscription' }));
    await user.type(screen.getByLabelText('Item name'), 'Pixel club');
    await user.type(screen.getByLabelText('Price'), '7,5');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('The subscriber pays'), 'week');
    await user.type(screen.getByLabelText('Number of payments (optional)'), '6');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    // The preview follows every change.
    const preview = screen.getByRole('figure');
    expect(within(preview).getByRole('img').getAttribute('aria-label')).toBe(
      'Subscribe, €7.50 / week, with Nimbus Wallet',
    );
    expect(within(preview).getByRole('img').className).toContain('wallet-pay-button--black');

    // A private host is refused by the server's check, with the text next to the field; nothing typed is lost.
    const returnUrl = screen.getByLabelText('Return address (optional)');
    await user.type(returnUrl, 'http://192.168.0.10/thanks');
    await user.click(screen.getByRole('button', { name: 'Save the button' }));
    expect(
      await screen.findByText('The address must be on the public internet, not localhost or a private network.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(returnUrl);
    expect(screen.getByLabelText<HTMLInputElement>('Item name').value).toBe('Pixel club');
    await user.clear(returnUrl);
    await user.type(returnUrl, 'https://pixelgoods.example.com/club/thanks');
    await user.click(screen.getByRole('button', { name: 'Save the button' }));

    expect(await screen.findByText('Your button is saved.')).toBeTruthy();
    const saved = events.find((event) => event.type === 'button-saved');
    expect(saved).toMatchObject({ type: 'button-saved', created: true });
    const id = saved?.type === 'button-saved' ? saved.buttonId : 0;
    const code = screen.getByLabelText<HTMLTextAreaElement>(`Code for button ${id}`);
    expect(code.value).toBe(
      `<script type="module" src="${WIDGETS}wallet-pay-button.js"></script>\n` +
        `<wallet-pay-button button-id="${id}" brand="wallet" env="sandbox" api-base="http://127.0.0.1:4010"></wallet-pay-button>`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await navigator.clipboard.readText()).toBe(code.value);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    const item = screen.getByRole('heading', { name: 'Pixel club' }).closest('article') as HTMLElement;
    expect(within(item).getByText('Subscription · €7.50 every week · 6 payments')).toBeTruthy();
  });

  it('edits, duplicates and deletes a button', async () => {
    const { events, user } = await renderFeature(MERCHANT);
    await screen.findByRole('heading', { name: 'Pixel art poster (A2)' });

    await user.click(screen.getByRole('button', { name: 'Edit Pixel art poster (A2)' }));
    const name = await screen.findByLabelText('Item name');
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('24.90');
    await user.clear(name);
    await user.type(name, 'Pixel art poster (A1)');
    await user.click(screen.getByRole('button', { name: 'Save the button' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pixel art poster (A1)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Duplicate Pixel art poster (A1)' }));
    expect(await screen.findByRole('heading', { name: 'Duplicate a button' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Item name').value).toBe('Pixel art poster (A1) (copy)');
    await user.click(screen.getByRole('button', { name: 'Save the button' }));
    expect(await screen.findByRole('heading', { name: 'Pixel art poster (A1) (copy)' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Delete Pixel art poster (A1) (copy)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this button?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the button' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(events.filter((event) => event.type === 'button-deleted')).toHaveLength(1);
  });

  it('checks the form before sending and keeps it when the server is down', async () => {
    const { events, user } = await renderFeature(MERCHANT);
    await user.click(await screen.findByRole('button', { name: 'Create a button' }));
    await user.click(await screen.findByRole('button', { name: 'Save the button' }));
    expect(screen.getByText('Enter the item name.')).toBeTruthy();
    expect(screen.getByText('Enter the price.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Item name'));

    await user.type(screen.getByLabelText('Item name'), 'Gift card');
    await user.type(screen.getByLabelText('Price'), '50');
    await services.harness.addFault({ match: { method: 'merchantButtonCreate' }, status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save the button' }));
    expect(await screen.findByText('The button could not be saved. Nothing you entered is lost.')).toBeTruthy();
    expect(events.some((event) => event.type === 'error')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your button is saved.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Gift card' })).toHaveLength(1);
  });

  it('is read-only for a user without full access, and speaks other languages', async () => {
    await renderFeature(VIEWER);
    expect(await screen.findByText('You can view these settings but not change them')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Pixel art poster (A2)' });
    expect(screen.queryByRole('button', { name: 'Create a button' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Get the code/ })).toHaveLength(4);
    await act(() => setLanguage(services.i18n, 'ro'));
    expect(await screen.findByText('Puteți vedea aceste setări, dar nu le puteți modifica')).toBeTruthy();
  });

  it('tells a business without merchant services so', async () => {
    await renderFeature('business@demo.test');
    expect(await screen.findByText('Merchant services are not enabled')).toBeTruthy();
  });
});

describe('PBN settings against the sandbox', () => {
  it('saves the settings, refuses a bad notify URL and shows a new secret once', async () => {
    const { user } = await renderFeature(MERCHANT, 'pbn');
    const url = await screen.findByLabelText('Notification address');
    expect((url as HTMLInputElement).value).toBe('https://pixelgoods.example.com/pbn');
    expect(screen.getByText(/Your current secret ends in 0001/)).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'http://localhost:8080/pbn');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(
      await screen.findByText('The address must be on the public internet, not localhost or a private network.'),
    ).toBeTruthy();
    await user.clear(url);
    await user.type(url, 'https://pixelgoods.example.com/hooks/pbn');
    await user.click(screen.getByRole('radio', { name: "Every change of a payment's status" }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('The notification settings are saved.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Make a new secret' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the secret' }));
    const secret = await screen.findByLabelText<HTMLTextAreaElement>('New signing secret');
    expect(secret.value).toMatch(/^pbn_/);
    await waitFor(() => expect(screen.getByText(new RegExp(`ends in ${secret.value.slice(-4)}`))).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('New signing secret')).toBeNull();
  });
});

describe('business logos against the sandbox', () => {
  it('refuses a wrong type before uploading, uploads a logo, makes it the default and deletes one', async () => {
    const { user } = await renderFeature(MERCHANT, 'logos');
    expect(await screen.findByRole('img', { name: 'Pixel Goods wordmark' })).toBeTruthy();
    await services.harness.clearStats();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText(/This type of file cannot be uploaded here/)).toBeTruthy();

    await user.type(screen.getByLabelText('Logo name'), 'Round badge');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'badge.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    await user.click(screen.getByRole('button', { name: 'Upload the logo' }));
    expect(await screen.findByText('“Round badge” was uploaded.')).toBeTruthy();
    expect((await services.harness.stats()).merchantLogoCreate).toBe(1);
    expect(await screen.findByRole('img', { name: 'Round badge' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Make default Round badge' }));
    expect(await screen.findByText('“Round badge” is now the default logo.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Round badge', { selector: 'p' }).textContent).toContain('(default)'));

    await user.click(screen.getByRole('button', { name: 'Delete Pixel Goods icon' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the logo' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Pixel Goods icon' })).toBeNull());
  });
});
