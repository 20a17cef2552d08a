/**
 * The pay button's checkout in `isolation="frame"` mode, loaded on the first click: the same modal dialog as in the
 * page (title, focus kept inside, Escape closes unless a request is under way, focus back on the button), hosting the
 * bank's frame (`/embed/pay-button`, frame-host.tsx) instead of the sign-in and payment. The frame is made on the first
 * opening and kept, hidden and inert with the closed dialog, for the next ones (moving an iframe would reload it), so
 * the payer's session, in the frame's memory, lasts as long as the element, as in the page. The frame is told when it
 * is shown: each showing mounts a new payment there (new idempotency keys), and its idle timer counts no activity while
 * it is hidden. The frame's `wallet-*` events come out of the element; its checkout state (busy, receipt, finished)
 * drives the dialog.
 */
import { useState } from 'react';
import type { PaymentReceiptData } from '../../core/payments/receipt';
import { usePayButtonMessages } from '../../features/pay-button/messages';
import {
  buttonStyles,
  Dialog,
  dialogStyles,
  layoutStyles,
  PaymentReceipt,
  paymentStyles,
  ScopedStyles,
} from '../../ui';
import { FrameHost } from '../runtime/isolation/frame-host';
import {
  CHECKOUT_BUSY,
  CHECKOUT_FINISHED,
  CHECKOUT_RECEIPT,
  checkoutBusySchema,
  checkoutReceiptSchema,
} from './checkout-frame-events';
import type { PayButtonCheckoutProps } from './pay-button-checkout';

const FRAME_CHECKOUT_STYLES = [layoutStyles, buttonStyles, dialogStyles, paymentStyles];

export interface PayButtonFrameCheckoutProps extends PayButtonCheckoutProps {
  portalOrigin: string;
}

export function PayButtonFrameCheckout({
  button,
  open,
  opening,
  attributes,
  properties,
  onClose,
  portalOrigin,
}: PayButtonFrameCheckoutProps) {
  const { t } = usePayButtonMessages();
  // Per opening: each one is a new payment in the frame, idle and unpaid.
  const [busyIn, setBusyIn] = useState<number | null>(null);
  const [completedIn, setCompletedIn] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<PaymentReceiptData | null>(null);
  const title = t('dialog.title', { merchant: button.merchantName });
  // The opening that made the frame; one that never answered (offline, say) is made again at the next opening.
  const [frame, setFrame] = useState({ madeIn: opening, failed: false });
  if (frame.failed && frame.madeIn !== opening) setFrame({ madeIn: opening, failed: false });

  const onFrameEvent = (name: string, detail: unknown) => {
    if (name === 'wallet-payment-completed') {
      setCompletedIn(opening);
    } else if (name === CHECKOUT_BUSY) {
      const parsed = checkoutBusySchema.safeParse(detail);
      if (parsed.success) setBusyIn(parsed.data.busy ? opening : null);
    } else if (name === CHECKOUT_RECEIPT) {
      const parsed = checkoutReceiptSchema.safeParse(detail);
      if (parsed.success) setReceipt(parsed.data.receipt);
    } else if (name === CHECKOUT_FINISHED) {
      setBusyIn(null);
      onClose(true);
    }
  };

  return (
    <>
      <ScopedStyles styles={FRAME_CHECKOUT_STYLES} />
      <Dialog
        open={open}
        onClose={() => onClose(completedIn === opening)}
        title={title}
        dismissible={busyIn !== opening}
        className="wallet-pay-button-dialog"
        keepMounted
      >
        <FrameHost
          key={frame.madeIn}
          widget="pay-button"
          portalOrigin={portalOrigin}
          attributes={attributes}
          getSession={properties.getSession}
          onFrameEvent={onFrameEvent}
          shown={open}
          onUnavailable={() => setFrame((current) => ({ ...current, failed: true }))}
        />
      </Dialog>
      {receipt && !open && <PaymentReceipt receipt={receipt} variant="link" />}
    </>
  );
}
