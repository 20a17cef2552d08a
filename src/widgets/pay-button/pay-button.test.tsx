// @vitest-environment happy-dom
/**
 * <wallet-pay-button> as an element: it draws the saved button without a session, opens the payment in a modal dialog
 * in its shadow root on click (the host's getSession hands over a session), pays once however often the payer clicks,
 * tells the page (completed, cancelled, error), draws nothing for an unknown or deleted button, and keeps working when
 * the host moves it or sets the same attributes again. The element's calls reach the in-process sandbox through the
 * page's fetch.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPublicButtonCache } from '../../core/pay-button/public-button';
import { shadow, setUpWidgetPage } from '../../testing/widget-page';
import { PayButtonElement } from './pay-button.element';

// Sessions settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Seeded buttons of Pixel Goods LLC (README "Merchant buttons", "Storefront pay button"). */
const BUY_NOW = 710001;
const DELETED = 710005;

const page = setUpWidgetPage({
  events: [
    'wallet-ready',
    'wallet-auth-required',
    'wallet-payment-completed',
    'wallet-payment-cancelled',
    'wallet-error',
  ],
});

beforeAll(async () => {
  await import('./pay-button.define');
});

beforeEach(() => {
  clearPublicButtonCache();
});

function element(attributes: string, getSession?: PayButtonElement['getSession']): Promise<PayButtonElement> {
  return page.mount<PayButtonElement>(
    `<wallet-pay-button isolation="none" ${attributes}></wallet-pay-button>`,
    (node) => {
      if (getSession) node.getSession = getSession;
    },
  );
}

describe('<wallet-pay-button>', () => {
  it('is registered by its define module', () => {
    expect(customElements.get('wallet-pay-button')).toBe(PayButtonElement);
  });

  it('draws the saved button without a session and asks for nothing before a click', async () => {
    const node = await element(`button-id="${BUY_NOW}" lang="en"`);
    const button = await shadow(node).findByRole(
      'button',
      { name: 'Buy now $24.90 with Nimbus Wallet' },
      { timeout: 5000 },
    );
    expect(button.getAttribute('part')).toBe('pay-button');
    expect(button.className).toContain('wallet-pay-button--gold');
    expect(node.shadowRoot?.querySelector('[part~="base"]')).not.toBeNull();
    await waitFor(() => expect(page.types()).toContain('wallet-ready'));
    expect(page.types()).not.toContain('wallet-auth-required');
    expect((await page.harness.stats()).payButtonGet).toBe(1);
  });

  it('draws nothing for a deleted or unknown button and tells the page with wallet-error not-found', async () => {
    const deleted = await element(`button-id="${DELETED}"`);
    const unknown = await element('button-id="799999"');
    await waitFor(() => expect(page.events.filter((event) => event.type === 'wallet-error')).toHaveLength(2));
    expect(
      page.events
        .filter((event) => event.type === 'wallet-error')
        .map((event) => (event.detail as { code: string }).code),
    ).toEqual(['not-found', 'not-found']);
    for (const node of [deleted, unknown]) expect(node.shadowRoot?.textContent).toBe('');
  });

  it('offers a retry when the button cannot be read, and draws it once it can', async () => {
    await page.harness.addFault({ match: { method: 'payButtonGet' }, status: 503, times: 1 });
    const node = await element(`button-id="${BUY_NOW}"`);
    const ui = shadow(node);
    await userEvent.click(await ui.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await ui.findByRole('button', { name: /^Buy now/ }, { timeout: 5000 })).toBeTruthy();
    expect(page.events.find((event) => event.type === 'wallet-error')?.detail).toMatchObject({ code: 'HTTP503' });
  });

  it('pays in a modal dialog with the host’s session: a double click pays once, the page hears wallet-payment-completed', async () => {
    const node = await element(`button-id="${BUY_NOW}"`, await page.hostSession());
    const ui = shadow(node);
    const payButton = await ui.findByRole('button', { name: /^Buy now/ }, { timeout: 5000 });
    await userEvent.click(payButton);
    expect(await ui.findByRole('dialog', { name: 'Pay Pixel Goods LLC' }, { timeout: 5000 })).toBeTruthy();
    // The sign-in's dialog gives way to the payment's once the host's session is there.
    // The button says what is charged: the price and the fee.
    const pay = await ui.findByRole('button', { name: 'Pay $25.40' }, { timeout: 5000 });
    const dialog = within(ui.getByRole('dialog', { name: 'Pay Pixel Goods LLC' }));
    expect(dialog.getByText('Pixel art poster (A2)')).toBeTruthy();
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await userEvent.dblClick(pay);
    await waitFor(() => expect(page.types()).toContain('wallet-payment-completed'), { timeout: 5000 });
    const completed = page.events.find((event) => event.type === 'wallet-payment-completed');
    expect(completed?.detail).toEqual({
      transactionId: expect.any(String) as string,
      buttonId: BUY_NOW,
      amount: '24.90',
      currency: 'USD',
    });
    expect(completed?.bubbles && completed.composed).toBe(true);
    expect(await dialog.findByRole('heading', { name: 'Payment sent' })).toBeTruthy();
    expect((await dialog.findByText('Total charged')).nextElementSibling?.textContent).toBe('$25.40');
    expect((await page.harness.stats()).p2pTransfer).toBe(1);
    // Once the payment's window closes, its receipt stays under the button: the bank's branded PDF (history's).
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    const pdf = await ui.findByRole('link', { name: 'Open the receipt (PDF)' }, { timeout: 5000 });
    expect(pdf.getAttribute('href')).toMatch(/\/files\/history\/receipts\/receipt-\d+\.pdf/);
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(ui.queryByRole('link', { name: 'Download the receipt' })).toBeNull();
    expect(ui.getByText(/Paid \$25\.40 to Pixel Goods LLC\./)).toBeTruthy();
    expect(page.types()).not.toContain('wallet-auth-required');
  });

  it('Escape closes the payment before paying: wallet-payment-cancelled, focus back on the button', async () => {
    const node = await element(`button-id="${BUY_NOW}"`, await page.hostSession());
    const ui = shadow(node);
    const payButton = await ui.findByRole('button', { name: /^Buy now/ }, { timeout: 5000 });
    payButton.focus();
    await userEvent.click(payButton);
    await ui.findByRole('button', { name: 'Pay $25.40' }, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    expect(page.events.find((event) => event.type === 'wallet-payment-cancelled')?.detail).toEqual({
      buttonId: BUY_NOW,
    });
    expect(node.shadowRoot?.activeElement).toBe(payButton);
  });

  it('asks for a sign-in inside the dialog on the first click when there is no session', async () => {
    const node = await element(`button-id="${BUY_NOW}"`);
    const ui = shadow(node);
    await userEvent.click(await ui.findByRole('button', { name: /^Buy now/ }, { timeout: 5000 }));
    const dialog = within(await ui.findByRole('dialog', { name: 'Pay Pixel Goods LLC' }, { timeout: 5000 }));
    expect(await dialog.findByRole('button', { name: 'Sign in with Nimbus Wallet' }, { timeout: 5000 })).toBeTruthy();
    expect(page.types()).toContain('wallet-auth-required');
  });

  it('survives the host: moved, re-added, the same attributes set again, the same markup rendered anew', async () => {
    const node = await element(`button-id="${BUY_NOW}"`);
    await shadow(node).findByRole('button', { name: /^Buy now/ }, { timeout: 5000 });
    const other = document.createElement('section');
    document.body.append(other);
    other.append(node);
    node.setAttribute('button-id', String(BUY_NOW));
    expect(await shadow(node).findByRole('button', { name: /^Buy now/ })).toBeTruthy();
    node.remove();
    await Promise.resolve();
    document.body.append(node);
    expect(await shadow(node).findByRole('button', { name: /^Buy now/ }, { timeout: 5000 })).toBeTruthy();
    // A framework replacing its subtree with the same markup: a new element draws at once from the page's cache.
    other.innerHTML = `<wallet-pay-button button-id="${BUY_NOW}"></wallet-pay-button>`;
    const fresh = other.querySelector('wallet-pay-button') as PayButtonElement;
    expect(await shadow(fresh).findByRole('button', { name: /^Buy now/ }, { timeout: 5000 })).toBeTruthy();
    expect((await page.harness.stats()).payButtonGet).toBe(1);
    expect(page.types().filter((type) => type === 'wallet-error')).toEqual([]);
  });

  it("opens the checkout in the bank's frame by default on a page that is not the portal's; the button stays in the page", async () => {
    const node = await page.mount<PayButtonElement>(
      `<wallet-pay-button button-id="${BUY_NOW}" lang="en" portal-origin="http://127.0.0.1:5999"></wallet-pay-button>`,
    );
    const ui = shadow(node);
    // The button draws in the page, from the public read, with no session.
    await userEvent.click(
      await ui.findByRole('button', { name: 'Buy now $24.90 with Nimbus Wallet' }, { timeout: 5000 }),
    );
    const dialog = await ui.findByRole('dialog', { name: 'Pay Pixel Goods LLC' }, { timeout: 5000 });
    const frame = await waitFor(() => {
      const found = dialog.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.title).toBe('Nimbus Wallet: payment');
    expect(frame.getAttribute('part')).toBe('frame');
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe('http://127.0.0.1:5999/embed/pay-button');
    expect(new URLSearchParams(src.hash.slice(1)).get('host')).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The page asks nothing of the bank's session: no sign-in prompt or payment form here.
    expect(page.types()).not.toContain('wallet-auth-required');
    expect(node.shadowRoot?.querySelector('[part~="session"]')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).toBeNull();
    // Escape still closes the page's dialog: nothing was paid.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    expect(page.events.find((event) => event.type === 'wallet-payment-cancelled')?.detail).toEqual({
      buttonId: BUY_NOW,
    });
    // The frame (and the session in it) stays, hidden and inert, and serves the next opening without a reload.
    expect(node.shadowRoot?.querySelector('iframe')).toBe(frame);
    expect(frame.closest('dialog:not([open])[inert]')).not.toBeNull();
    const address = frame.src;
    await userEvent.click(ui.getByRole('button', { name: 'Buy now $24.90 with Nimbus Wallet' }));
    const reopened = await ui.findByRole('dialog', { name: 'Pay Pixel Goods LLC' }, { timeout: 5000 });
    expect(reopened.querySelector('iframe')).toBe(frame);
    expect(frame.src).toBe(address);
    expect(frame.closest('[hidden], [inert], dialog:not([open])')).toBeNull();
  });

  it('shows an error state for a button-id that is not an id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const node = await element('button-id="abc"');
    expect(await shadow(node).findByRole('alert')).toBeTruthy();
    expect(errors.mock.calls.some((call) => String(call[0]).includes('button-id'))).toBe(true);
  });
});
