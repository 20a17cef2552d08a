/**
 * What the pay button's checkout in the bank's frame (`/embed/pay-button`) tells the element on the partner's page
 * besides the element's own events, so that the element's dialog on the page can follow it: a request under way (the
 * dialog cannot be dismissed then), the booked payment's receipt (shown under the button once the dialog closes, as
 * in the page) and the end of the payment (the dialog closes). They cross the bridge as `event` messages and are
 * parsed here; the element never re-dispatches them (they are not among its events). None carries a session.
 */
import * as z from 'zod/mini';
import type { PaymentReceiptData } from '../../core/payments/receipt';
import { walletEvent } from '../runtime/widget-events';

export const CHECKOUT_BUSY = 'wallet-checkout-busy';
export const CHECKOUT_RECEIPT = 'wallet-checkout-receipt';
export const CHECKOUT_FINISHED = 'wallet-checkout-finished';

export interface CheckoutBusyDetail {
  busy: boolean;
}

export interface CheckoutReceiptDetail {
  receipt: PaymentReceiptData;
}

export const checkoutFrameEvents = {
  [CHECKOUT_BUSY]: walletEvent<CheckoutBusyDetail>(),
  [CHECKOUT_RECEIPT]: walletEvent<CheckoutReceiptDetail>(),
  [CHECKOUT_FINISHED]: walletEvent<Record<string, never>>(),
} as const;

const text = (max: number) => z.string().check(z.maxLength(max));
const amount = z.union([z.number(), text(40)]);

export const checkoutBusySchema = z.strictObject({ busy: z.boolean() });

export const checkoutReceiptSchema = z.strictObject({
  receipt: z.strictObject({
    reference: text(64),
    payee: text(200),
    amount,
    currency: text(8),
    fee: amount,
    feeCurrency: text(8),
    total: amount,
    exchangeRate: z.nullable(amount),
    bookedAt: text(40),
    // The bank's signed link to the PDF: only an http(s) address is ever put in the page's link.
    pdfLink: z.optional(text(2_000).check(z.regex(/^https?:\/\//))),
  }),
});
