import payInvoiceCss from '../../features/pay-invoice/pay-invoice.css?inline';
import { PayInvoice, type PayInvoiceProps } from '../../features/pay-invoice/pay-invoice';
import {
  accountPickerStyles,
  amountTextStyles,
  dialogStyles,
  fieldStyles,
  paymentStyles,
  ScopedStyles,
} from '../../ui';

/** What the invoice payment renders beyond the sign-in gate's layout, spinner and buttons. */
const PAYMENT_STYLES = [fieldStyles, dialogStyles, amountTextStyles, accountPickerStyles, paymentStyles, payInvoiceCss];

/**
 * The invoice payment with its styles, a chunk of its own: the element's first download is the sign-in gate, and the
 * payment's styles come with the payment (adopted into the element's shadow root when it first renders).
 */
export function PayInvoiceContent(props: PayInvoiceProps) {
  return (
    <>
      <ScopedStyles styles={PAYMENT_STYLES} />
      <PayInvoice {...props} />
    </>
  );
}
