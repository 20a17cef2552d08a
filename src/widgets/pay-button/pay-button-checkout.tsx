/**
 * The pay button's payment, loaded on the first click: the sign-in gate and the payment, both inside one modal dialog
 * in the element's shadow root (focus kept inside, Escape closes unless a request is under way, focus back on the
 * button). The gate stays mounted while the dialog is closed, so the payer's session lasts as long as the element.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import { createPushWatch } from '../../core/payments/push-watch';
import payButtonPaymentCss from '../../features/pay-button/pay-button-payment.css?inline';
import { usePayButtonMessages } from '../../features/pay-button/messages';
import { PayButtonPayment } from '../../features/pay-button/pay-button-payment';
import type { PaymentReceiptData } from '../../core/payments/receipt';
import {
  accountPickerStyles,
  amountTextStyles,
  buttonStyles,
  Dialog,
  dialogStyles,
  fieldStyles,
  layoutStyles,
  PaymentReceipt,
  paymentStyles,
  ScopedStyles,
  spinnerStyles,
} from '../../ui';
import { useWidgetSession, WidgetSessionGate } from '../runtime/session';
import { useWidget } from '../runtime/widget-context';
import type { PayButtonAttributes, PayButtonProperties, payButtonEvents } from './pay-button';

export const CHECKOUT_STYLES = [
  layoutStyles,
  spinnerStyles,
  buttonStyles,
  fieldStyles,
  dialogStyles,
  amountTextStyles,
  accountPickerStyles,
  paymentStyles,
  payButtonPaymentCss,
];

export interface PayButtonCheckoutProps {
  button: PublicPayButton;
  open: boolean;
  /** Changes every time the payment is opened: a new payment each time. */
  opening: number;
  attributes: PayButtonAttributes;
  properties: PayButtonProperties;
  /** The dialog closed; `completed` when a payment was made in it. */
  onClose: (completed: boolean) => void;
}

export function PayButtonCheckout({ button, open, opening, attributes, properties, onClose }: PayButtonCheckoutProps) {
  const { t } = usePayButtonMessages();
  const [busy, setBusy] = useState(false);
  const [completedIn, setCompletedIn] = useState<number | null>(null);
  // The last payment's receipt stays under the button once its window closes (it closes by itself after success).
  const [receipt, setReceipt] = useState<PaymentReceiptData | null>(null);
  const title = t('dialog.title', { merchant: button.merchantName });
  const close = () => onClose(completedIn === opening);
  const frame = (content: ReactNode) => (
    <Dialog open={open} onClose={close} title={title} className="wallet-pay-button-dialog">
      {content}
    </Dialog>
  );
  return (
    <>
      <ScopedStyles styles={CHECKOUT_STYLES} />
      <WidgetSessionGate attributes={attributes} properties={properties} purpose="pay" frame={frame}>
        <Dialog open={open} onClose={close} title={title} dismissible={!busy} className="wallet-pay-button-dialog">
          <SignedInPayment
            key={opening}
            button={button}
            onBusyChange={setBusy}
            onCompleted={() => setCompletedIn(opening)}
            onFinished={() => onClose(true)}
            onReceipt={setReceipt}
          />
        </Dialog>
      </WidgetSessionGate>
      {receipt && !open && <PaymentReceipt receipt={receipt} variant="link" />}
    </>
  );
}

/** The payment once the payer is signed in: in the page's dialog, or in the bank's frame (pay-button-embedded.tsx). */
export function SignedInPayment({
  button,
  onBusyChange,
  onCompleted,
  onFinished,
  onReceipt,
}: {
  button: PublicPayButton;
  onBusyChange: (busy: boolean) => void;
  onCompleted: () => void;
  onFinished: () => void;
  onReceipt: (receipt: PaymentReceiptData) => void;
}) {
  const { api, session } = useWidgetSession();
  const { environment, emit, brandId, language } = useWidget<typeof payButtonEvents>();
  // The realtime client loads only when a payment waits for a push approval.
  const watchPush = useMemo(
    () =>
      createPushWatch({
        api,
        connect: async () => {
          const { createRealtimeClient } = await import('../../core/realtime/realtime-client');
          return createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() });
        },
      }),
    [api, session, environment.websocketUrl],
  );
  return (
    <PayButtonPayment
      api={api}
      button={button}
      watchPush={watchPush}
      onBusyChange={onBusyChange}
      onCompleted={(detail) => {
        onCompleted();
        emit('wallet-payment-completed', detail);
      }}
      onError={(error) => emit('wallet-error', { code: error.code, message: error.message })}
      onFinished={onFinished}
      onReceipt={onReceipt}
      receiptPdf={(reference) =>
        import('../../core/receipts/receipt-pdf').then(({ receiptPdfLinkByReference }) =>
          receiptPdfLinkByReference(api, { brand: brandId, reference, language }),
        )
      }
      onSwitchAccount={() => void session.logout()}
    />
  );
}
