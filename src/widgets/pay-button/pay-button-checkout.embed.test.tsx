// @vitest-environment happy-dom
/**
 * <wallet-pay-button-checkout>, the pay button's checkout as the portal's /embed/pay-button page shows it in the
 * bank's frame: it reads the button, pays with the session it has (here the host's, as the frame's hand-over gives
 * it), and tells the page's element what its dialog needs: busy while the request is under way, the payment, and the
 * booked payment's receipt in the shape the element parses.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearPublicButtonCache } from '../../core/pay-button/public-button';
import { shadow, setUpWidgetPage } from '../../testing/widget-page';
import { FrameVisibility } from '../runtime/isolation/frame-visibility';
import { setEmbeddingPartner } from '../runtime/session/embedding';
import { CHECKOUT_BUSY, CHECKOUT_RECEIPT, checkoutBusySchema, checkoutReceiptSchema } from './checkout-frame-events';
import type { PayButtonCheckoutElement } from './pay-button-checkout.embed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const page = setUpWidgetPage({
  events: ['wallet-auth-required', 'wallet-payment-completed', 'wallet-error', CHECKOUT_BUSY, CHECKOUT_RECEIPT],
});

beforeAll(async () => {
  await import('./pay-button-checkout.embed');
});

beforeEach(() => {
  clearPublicButtonCache();
});

describe("<wallet-pay-button-checkout> (in the bank's frame)", () => {
  it("shows the payment without a dialog, pays once, and sends busy and the receipt for the page's dialog", async () => {
    const getSession = await page.hostSession();
    const node = await page.mount<InstanceType<typeof PayButtonCheckoutElement>>(
      '<wallet-pay-button-checkout button-id="710001" lang="en"></wallet-pay-button-checkout>',
      (element) => {
        element.getSession = getSession;
      },
    );
    const ui = shadow(node);
    const pay = await ui.findByRole('button', { name: 'Pay $25.40' }, { timeout: 5000 });
    // The dialog is the page's element's: none in here.
    expect(ui.queryByRole('dialog')).toBeNull();
    expect(ui.getByText('Pixel art poster (A2)')).toBeTruthy();
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await userEvent.dblClick(pay);
    await waitFor(() => expect(page.types()).toContain(CHECKOUT_RECEIPT), { timeout: 5000 });
    expect((await page.harness.stats()).p2pTransfer).toBe(1);

    const busy = page.events
      .filter((event) => event.type === CHECKOUT_BUSY)
      .map((event) => checkoutBusySchema.parse(event.detail).busy);
    expect(busy).toContain(true);
    expect(busy.at(-1)).toBe(false);
    const completed = page.events.find((event) => event.type === 'wallet-payment-completed');
    expect(completed?.detail).toEqual({
      transactionId: expect.any(String) as string,
      buttonId: 710001,
      amount: '24.90',
      currency: 'USD',
    });
    // What the page's element accepts: the receipt of the booked payment, nothing else.
    const receipt = checkoutReceiptSchema.safeParse(
      page.events.find((event) => event.type === CHECKOUT_RECEIPT)?.detail,
    );
    expect(receipt.success).toBe(true);
    expect(receipt.data?.receipt).toMatchObject({
      reference: (completed?.detail as { transactionId: string }).transactionId,
      payee: 'Pixel Goods LLC',
      // The bank's branded PDF, made in the frame where the payer is signed in (the page holds no session).
      pdfLink: expect.stringMatching(/\/files\/history\/receipts\/receipt-\d+\.pdf/) as string,
    });
    // Anything but an http(s) address is refused.
    const detail = page.events.find((event) => event.type === CHECKOUT_RECEIPT)?.detail as {
      receipt: Record<string, unknown>;
    };
    expect(
      checkoutReceiptSchema.safeParse({ receipt: { ...detail.receipt, pdfLink: 'javascript:alert(1)' } }).success,
    ).toBe(false);
    expect(page.types()).not.toContain('wallet-error');
  });

  it('hidden by the page between openings, keeps the session and starts a new payment when shown again', async () => {
    const visibility = new FrameVisibility(document);
    setEmbeddingPartner('https://shop.example', visibility);
    const getSession = await page.hostSession();
    let asked = 0;
    const node = await page.mount<InstanceType<typeof PayButtonCheckoutElement>>(
      '<wallet-pay-button-checkout button-id="710001" lang="en"></wallet-pay-button-checkout>',
      (element) => {
        element.getSession = () => {
          asked += 1;
          return getSession();
        };
      },
    );
    const ui = shadow(node);
    // The page handed the frame this session: the person says it is theirs once, before the payment shows.
    await ui.findByRole('heading', { name: 'Is this your account?' }, { timeout: 5000 });
    await userEvent.click(await ui.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    const pay = async () => {
      const button = await ui.findByRole('button', { name: 'Pay $25.40' }, { timeout: 5000 });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      await userEvent.click(button);
      await ui.findByRole('heading', { name: 'Payment sent' }, { timeout: 5000 });
    };
    await pay();
    expect((await page.harness.stats()).p2pTransfer).toBe(1);

    // The page's dialog closes: no payment in the hidden frame, the session stays.
    visibility.setShown(false);
    await waitFor(() => expect(ui.queryByRole('heading', { name: 'Payment sent' })).toBeNull());
    expect(ui.queryByRole('button', { name: 'Pay $25.40' })).toBeNull();
    // Opened again: a new payment, not the last one's success, and no new sign-in.
    visibility.setShown(true);
    await pay();
    expect((await page.harness.stats()).p2pTransfer).toBe(2);
    expect(asked).toBe(1);
    const completed = page.events
      .filter((event) => event.type === 'wallet-payment-completed')
      .map((event) => (event.detail as { transactionId: string }).transactionId);
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(completed.slice(-2)).size).toBe(2);
    expect(page.types()).not.toContain('wallet-auth-required');
  });
});
