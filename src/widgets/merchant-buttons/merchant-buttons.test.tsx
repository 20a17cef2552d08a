// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../testing/sandbox-harness';
import { setUpWidgetPage } from '../../testing/widget-page';
import { MerchantButtonsElement } from './merchant-buttons.define';

// Sessions and loads settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const page = setUpWidgetPage();
let element: MerchantButtonsElement;

function shadow() {
  return within(element.shadowRoot as unknown as HTMLElement);
}

async function mount(login: string | null, setup: (el: MerchantButtonsElement) => void = () => undefined) {
  const getSession = login ? await page.hostSession(login) : undefined;
  element = await page.mount<MerchantButtonsElement>(
    '<wallet-merchant-buttons isolation="none" lang="en"></wallet-merchant-buttons>',
    (el) => {
      if (getSession) el.getSession = getSession;
      setup(el);
    },
  );
}

describe('<wallet-merchant-buttons>', () => {
  it('is registered once and exposes its class', () => {
    expect(customElements.get('wallet-merchant-buttons')).toBe(MerchantButtonsElement);
    element = document.createElement('wallet-merchant-buttons');
  });

  it("shows the signed-in merchant's buttons in its shadow root, with parts, and emits deletions", async () => {
    const ready = vi.fn();
    const deleted = vi.fn();
    await mount(DEMO_USERS.merchant, (el) => {
      el.addEventListener('wallet-ready', ready);
      el.addEventListener('wallet-button-deleted', deleted);
    });
    expect(await shadow().findByRole('heading', { name: 'Sprite pack club' }, { timeout: 5000 })).toBeTruthy();
    expect(ready).toHaveBeenCalledTimes(1);
    const root = element.shadowRoot as ShadowRoot;
    for (const part of ['base', 'tabs', 'buttons', 'list', 'pay-button'])
      expect(root.querySelector(`[part~="${part}"]`), part).not.toBeNull();
    expect(root.querySelector('[part~="read-only"]')).toBeNull();

    shadow().getByRole('button', { name: 'Delete Sprite pack club' }).click();
    const dialog = await shadow().findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Delete the button' }).click();
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(deleted.mock.calls[0]?.[0]).toMatchObject({ detail: { buttonId: 710002 }, bubbles: true, composed: true });
  });

  it('asks for a sign-in without a session, and is read-only for a user with read rights', async () => {
    const authRequired = vi.fn();
    await mount(null, (el) => el.addEventListener('wallet-auth-required', authRequired));
    expect(await shadow().findByRole('heading', { name: 'Sign in to manage your payment buttons' })).toBeTruthy();
    expect(authRequired).toHaveBeenCalledTimes(1);
    element.remove();

    await mount(DEMO_USERS.merchantViewer);
    expect(
      await shadow().findByText('You can view these settings but not change them', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(shadow().queryByRole('button', { name: 'Create a button' })).toBeNull();
  });

  it('emits wallet-error when a call fails, and offers a retry', async () => {
    const errors = vi.fn();
    await page.harness.addFault({ match: { method: 'merchantButtonList' }, status: 500, times: 1 });
    await mount(DEMO_USERS.merchant, (el) => el.addEventListener('wallet-error', errors));
    expect(await shadow().findByText('Your buttons could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(errors.mock.calls[0]?.[0]).toMatchObject({ detail: { code: expect.any(String) as string } });
    shadow().getByRole('button', { name: 'Try again' }).click();
    expect(await shadow().findByRole('heading', { name: 'Sprite pack club' })).toBeTruthy();
  });
});
