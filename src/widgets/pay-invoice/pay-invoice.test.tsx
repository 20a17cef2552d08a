// @vitest-environment happy-dom
/**
 * <wallet-pay-invoice> as an element: the host's getSession hands over a session, the invoice renders in the shadow
 * root with its parts, paying emits wallet-invoice-paid, a bad invoice-id is an error state. The element's API client
 * reaches the in-process sandbox through the page's fetch.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../testing/sandbox-harness';
import { shadow, setUpWidgetPage } from '../../testing/widget-page';
import { PayInvoiceElement } from './pay-invoice.element';

// Sessions settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const page = setUpWidgetPage({
  events: [
    'wallet-ready',
    'wallet-auth-required',
    'wallet-invoice-loaded',
    'wallet-invoice-paid',
    'wallet-invoice-rejected',
    'wallet-error',
  ],
});

beforeAll(async () => {
  await import('./pay-invoice.define');
});

function element(attributes: string, getSession?: PayInvoiceElement['getSession']): Promise<PayInvoiceElement> {
  return page.mount<PayInvoiceElement>(
    `<wallet-pay-invoice isolation="none" ${attributes}></wallet-pay-invoice>`,
    (node) => {
      if (getSession) node.getSession = getSession;
    },
  );
}

describe('<wallet-pay-invoice>', () => {
  it('is registered by its define module', () => {
    expect(customElements.get('wallet-pay-invoice')).toBe(PayInvoiceElement);
  });

  it("takes the host's session, shows the invoice with its parts, pays it and tells the page", async () => {
    const node = await element('invoice-id="4001" lang="en"', await page.hostSession(DEMO_USERS.personal));
    const ui = shadow(node);
    expect(
      await ui.findByRole('heading', { name: 'Invoice from Northwind Trading Ltd' }, { timeout: 5000 }),
    ).toBeTruthy();
    for (const part of ['base', 'heading', 'summary', 'pdf-link'])
      expect(node.shadowRoot?.querySelector(`[part~="${part}"]`)).not.toBeNull();
    await waitFor(() => expect(page.types()).toContain('wallet-invoice-loaded'));
    expect(page.events.find((event) => event.type === 'wallet-invoice-loaded')?.detail).toMatchObject({
      invoice: { id: 4001, status: 'unpaid' },
    });
    expect(page.events.some((event) => event.type === 'wallet-auth-required')).toBe(false);

    await userEvent.click(await ui.findByRole('button', { name: 'Pay $120.00' }, { timeout: 5000 }));
    await waitFor(() => expect(page.events.some((event) => event.type === 'wallet-invoice-paid')).toBe(true));
    const paid = page.events.find((event) => event.type === 'wallet-invoice-paid');
    expect(paid?.detail).toEqual({ invoiceId: '4001', transactionId: expect.any(String) as string });
    expect(paid?.bubbles && paid.composed).toBe(true);
  });

  it('asks for a sign-in without a session (wallet-auth-required) and offers the portal button', async () => {
    const node = await element('invoice-id="4001"');
    expect(
      await shadow(node).findByRole('button', { name: 'Sign in with Nimbus Wallet' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(page.types()).toContain('wallet-auth-required');
  });

  it("renders in the bank's frame by default on a page that is not the portal's, without loading the payment here", async () => {
    const node = await page.mount<PayInvoiceElement>(
      '<wallet-pay-invoice invoice-id="4001" lang="en" portal-origin="http://127.0.0.1:5999"></wallet-pay-invoice>',
    );
    const frame = await waitFor(() => {
      const found = node.shadowRoot?.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.title).toBe('Nimbus Wallet: invoice payment');
    expect(frame.getAttribute('part')).toBe('frame');
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe('http://127.0.0.1:5999/embed/pay-invoice');
    expect(new URLSearchParams(src.hash.slice(1)).get('host')).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The page asks nothing of the bank: no sign-in prompt, no invoice read, in the page.
    expect(page.types()).not.toContain('wallet-auth-required');
    expect(node.shadowRoot?.querySelector('[part~="session"]')).toBeNull();
  });

  it('shows an error state for an invoice-id that is not an id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const node = await element('invoice-id="../4001"');
    expect(await shadow(node).findByRole('alert')).toBeTruthy();
    expect(errors.mock.calls.some((call) => String(call[0]).includes('invoice-id'))).toBe(true);
  });
});
