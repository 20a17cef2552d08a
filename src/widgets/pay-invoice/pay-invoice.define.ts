/** Entry of `<wallet-pay-invoice>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/register-widget';
import { PayInvoiceElement } from './pay-invoice.element';

registerWidget('wallet-pay-invoice', PayInvoiceElement);

export { PayInvoiceElement };
