/**
 * `<wallet-pay-button-checkout>`: the pay button's checkout as the portal's `/embed/pay-button` page shows it in the
 * bank's frame (isolation mode). Internal: registered only by that page (src/widgets/embed/embed-page.ts), not part
 * of the package or its manifest; partners embed `<wallet-pay-button>`, whose dialog frames this.
 */
import * as z from 'zod/mini';
import { defineWidget, registerWidget } from '../runtime/define-widget';
import { sessionAttributes, sessionProperties } from '../runtime/session/session-options';
import { checkoutFrameEvents } from './checkout-frame-events';
import { payButtonEvents } from './pay-button';
import { buttonIdAttribute } from './pay-button-attributes';
import payButtonCss from './pay-button.css?inline';
import { CHECKOUT_STYLES } from './pay-button-checkout';
import { PayButtonEmbeddedCheckout } from './pay-button-embedded';

export const PayButtonCheckoutElement = defineWidget({
  tagName: 'wallet-pay-button-checkout',
  component: PayButtonEmbeddedCheckout,
  attributes: z.object({ ...buttonIdAttribute, ...sessionAttributes }),
  properties: { ...sessionProperties },
  styles: [...CHECKOUT_STYLES, payButtonCss],
  // wallet-payment-cancelled is never sent from here: the page's element sends it when its dialog closes unpaid.
  events: { ...payButtonEvents, ...checkoutFrameEvents },
});

registerWidget('wallet-pay-button-checkout', PayButtonCheckoutElement);
