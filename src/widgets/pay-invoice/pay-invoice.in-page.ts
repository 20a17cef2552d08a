import * as z from 'zod/mini';
import { buttonStyles, layoutStyles, spinnerStyles } from '../../ui';
import { defineWidget, inPageMounter } from '../runtime/define-widget';
import { textsProperty, type PayInvoiceTextKey } from '../runtime/text-keys';
import { isolationAttributes, withIsolation } from '../runtime/isolation/isolation';
import { sessionAttributes, sessionEvents, sessionProperties } from '../runtime/session';
import { PayInvoiceWidget, payInvoiceEvents } from './pay-invoice';

/**
 * The in-page `<wallet-pay-invoice>` (React, the feature): what `pay-invoice.element.ts`'s thin element loads for
 * `isolation="none"` and on the portal's origin, and what the bank's frame shows (`/embed/pay-invoice`). The element's
 * contract and its documentation are in `pay-invoice.element.ts`.
 */
export const PayInvoiceInPageElement = defineWidget({
  tagName: 'wallet-pay-invoice',
  component: withIsolation('pay-invoice', PayInvoiceWidget),
  attributes: z.object({
    'invoice-id': z.string({ error: 'the id of the invoice to pay (invoice-id="…")' }).check(
      z.regex(/^[A-Za-z0-9_-]{1,64}$/, {
        error: 'the id of the invoice to pay: 1 to 64 letters, digits, - or _ (invoice-id="4001")',
      }),
    ),
    ...sessionAttributes,
    ...isolationAttributes,
  }),
  properties: { ...sessionProperties, texts: textsProperty<PayInvoiceTextKey>() },
  // What the sign-in gate renders; the payment brings its own styles (pay-invoice-content.tsx).
  styles: [layoutStyles, spinnerStyles, buttonStyles],
  events: { ...sessionEvents, ...payInvoiceEvents },
});

/** What the thin element runs to render in the page. */
export const mount = inPageMounter(PayInvoiceInPageElement);
