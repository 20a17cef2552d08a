import { useEffect, useRef, type ReactNode } from 'react';
import type { ApprovalSuccess } from '../../core/payments/approval-machine';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { useCommonMessages } from '../i18n/use-messages';
import { Inline, Stack } from '../layout/layout';
import type { PaymentReceiptData } from '../../core/payments/receipt';
import { usePaymentMessages } from './messages';
import { PaymentReceipt } from './payment-receipt';
import type { ReceiptPdfButtonProps } from './receipt-pdf-button';

export interface PaymentSuccessProps {
  success: ApprovalSuccess;
  /** The amount paid, formatted, and who was paid. */
  amount: string;
  payee: string;
  /**
   * `dialog`: a popup over the page that stays ("This message closes in 3 seconds"); `inline`: in place of the
   * payment, inside a window that closes with it ("This window closes in 3 seconds"; part `outcome`).
   */
  variant: 'dialog' | 'inline';
  /** The dialog is shown (`dialog` only); true by default. */
  open?: boolean | undefined;
  /** Level of the inline heading (3 by default); the dialog's title is the dialog's own heading. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Title and text of a booked payment instead of "Payment sent" / "You paid …" (a subscription's first payment). */
  bookedTitle?: string | undefined;
  bookedText?: string | undefined;
  /** The receipt of a booked payment (reference, amounts, date; downloadable). */
  receipt?: PaymentReceiptData | null | undefined;
  /** The bank's branded PDF of the receipt, offered in place of its text file (where the payer is signed in). */
  receiptPdf?: ReceiptPdfButtonProps | undefined;
  onClose: () => void;
  /** Called once the success is on screen (open): its closing time counts from then (`ApprovalMachine.successShown`). */
  onShown?: (() => void) | undefined;
}

/**
 * The success of a payment, which the approval machine closes after 3 seconds: "Payment sent" with what was paid to
 * whom, or "Approval transaction created" with the 'payment pending' text and its star; the server's own words first
 * when it sent some. As a popup (`dialog`) or in place of the payment (`inline`, its heading takes focus).
 */
export function PaymentSuccess({
  success,
  amount,
  payee,
  variant,
  open = true,
  headingLevel = 3,
  bookedTitle,
  bookedText,
  receipt = null,
  receiptPdf,
  onClose,
  onShown,
}: PaymentSuccessProps) {
  const { t } = usePaymentMessages();
  const common = useCommonMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const shown = useRef(onShown);
  useEffect(() => {
    shown.current = onShown;
  });
  useEffect(() => {
    if (open) shown.current?.();
  }, [open]);
  const title = success.approvalTransactionCreated
    ? t('success.approvalTransactionCreated')
    : (bookedTitle ?? t('success.paid'));
  // The server's own words first; a pending payment without them shows the 'payment pending' text with its star.
  const body = success.message ?? (success.pending ? null : (bookedText ?? t('success.paidText', { amount, payee })));
  const content: ReactNode = (
    <>
      {body !== null ? (
        <p>{body}</p>
      ) : (
        <>
          <p className="wallet-payment-success__pending">{t('success.pending')}</p>
          {success.approvalTransactionCreated && <p>{t('success.approvalText', { amount, payee })}</p>}
          <p className="wallet-payment__footnote">{t('success.pendingNote')}</p>
        </>
      )}
      {receipt && !success.pending && <PaymentReceipt receipt={receipt} pdf={receiptPdf} />}
      <p className="wallet-payment__footnote">
        {variant === 'dialog' ? t('success.closingMessage') : t('success.closingWindow')}
      </p>
    </>
  );
  const close = <Button onClick={onClose}>{common('actions.close')}</Button>;

  if (variant === 'dialog') {
    return (
      <Dialog open={open} onClose={onClose} title={title} className="wallet-payment-success" actions={close}>
        {content}
      </Dialog>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack gap="md" part="outcome" className="wallet-payment-success">
      <Heading ref={heading} tabIndex={-1} className="wallet-payment__heading">
        {title}
      </Heading>
      {content}
      <Inline gap="sm">{close}</Inline>
    </Stack>
  );
}
