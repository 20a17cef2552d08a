import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import type { ApiError } from '../../core/api/errors';
import type { PushWatch } from '../../core/payments/approval-machine';
import { createPaymentModel } from '../../core/payments/payment-model';
import { receiptOf, type PaymentReceiptData } from '../../core/payments/receipt';
import { formatMoney } from '../../core/money/money';
import {
  Button,
  chargedAmountText,
  Inline,
  PaymentAccountPicker,
  PaymentAccountsNotice,
  PaymentApproval,
  PaymentOutcomeBanner,
  PaymentQuoteView,
  PaymentReview,
  PaymentSuccess,
  Spinner,
  Stack,
  useCommonMessages,
  useLanguage,
  usePaymentMessages,
  usePaymentModel,
  type ReceiptPdfButtonProps,
} from '../../ui';
import { usePayInvoiceMessages } from './messages';
import { RejectInvoiceDialog } from './reject-dialog';

export interface PaySectionProps {
  api: ApiClient;
  invoice: Invoice;
  watchPush: PushWatch;
  headingLevel: 2 | 3;
  /**
   * Pay goes to a review first (from, to, amount, fee, a rate only across currencies, total, arrival) with Edit and
   * Confirm. The portal sets it; the partner's checkout widget pays from its one button, which already says the total.
   */
  review?: boolean | undefined;
  /** The payment is booked (not for an approval transaction, which is not a payment yet), with its receipt. */
  onPaid: (transactionId: string, receipt: PaymentReceiptData) => void;
  /** The success popup closed (or the payment ended otherwise): the invoice is read again. */
  onFinished: () => void;
  onRejected: () => void;
  onError: (error: ApiError) => void;
  /** The branded PDF of a booked payment's receipt, by its reference (where the host can make one). */
  receiptPdf?: ((reference: string) => ReceiptPdfButtonProps | undefined) | undefined;
}

/**
 * The payment of an invoice: the account to pay from, the fee and total, the pay button, then the approval by the
 * payer's mode and the success popup (closes after 3 seconds); and the rejection. Loaded on demand. The account
 * picker, quote, approval and success are the payment components of src/ui/payment.
 */
export function PaySection({
  api,
  invoice,
  watchPush,
  headingLevel,
  review = false,
  onPaid,
  receiptPdf,
  onFinished,
  onRejected,
  onError,
}: PaySectionProps) {
  useSignals();
  const { t } = usePayInvoiceMessages();
  const payment = usePaymentMessages();
  const common = useCommonMessages();
  const language = useLanguage();
  const model = usePaymentModel(() =>
    createPaymentModel({
      api,
      target: {
        amount: invoice.amount,
        currency: invoice.currencyCode,
        toEmail: invoice.payeeEmail,
        invoiceId: invoice.id,
      },
      watchPush,
    }),
  );
  const [rejecting, setRejecting] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const callbacks = useRef({ onPaid, onFinished, onError });
  useEffect(() => {
    callbacks.current = { onPaid, onFinished, onError };
  });

  const accounts = model.accounts.value;
  const quote = model.quote.value;
  const approval = model.approval.state.value;
  const payee = invoice.payeeName ?? invoice.payeeEmail;
  const booked = approval.kind === 'success' || approval.kind === 'done' ? approval.success : null;
  const quoted = model.quote.value;
  const receipt = useMemo(
    () => (booked && !booked.pending ? receiptOf(booked, payee, quoted) : null),
    [booked, payee, quoted],
  );
  const amountText = formatMoney(invoice.amount, invoice.currencyCode, language);

  // Outcomes the host hears about, once per change of the approval's state.
  const kind = approval.kind;
  useEffect(() => {
    const state = model.approval.state.peek();
    if (state.kind === 'success' && !state.success.pending) {
      const booked = receiptOf(state.success, payee, model.quote.peek());
      callbacks.current.onPaid(state.success.transactionId, booked);
    }
    if (state.kind === 'failed') callbacks.current.onError(state.error);
    if (state.kind === 'done') callbacks.current.onFinished();
  }, [kind, model, payee]);

  // The payment's texts in a language other than English load on first use; no flash of English meanwhile.
  if (!payment.ready) return <Spinner label={common('status.loading')} showLabel />;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const approving = approval.kind === 'code' || approval.kind === 'push';
  const finished = approval.kind === 'success' || approval.kind === 'done';
  const inReview = review && reviewing && quote.status === 'ready' && !approving && !finished;
  const chosen =
    accounts.status === 'ready'
      ? accounts.accounts.find((account) => account.accountId === model.selectedAccountId.value)
      : undefined;
  const payLabel =
    approval.kind === 'declined'
      ? t('pay.tryAgain')
      : t('pay.button', { amount: chargedAmountText(quote, invoice.amount, invoice.currencyCode, language) });

  /** The review's rows in the order a payer reads them; the rate only when the account's currency differs. */
  function reviewRows(): [string, string][] {
    if (quote.status !== 'ready') return [];
    const { fee, feeCurrencyCode, exchangeRate, totalDebit } = quote.quote;
    const from = chosen
      ? payment.t('accounts.account', { currency: chosen.currency, number: chosen.accountNumber })
      : '';
    const rows: [string, string][] = [
      [payment.t('review.from'), from],
      [payment.t('review.to'), payee],
      [payment.t('review.amount'), amountText],
      [payment.t('review.fee'), formatMoney(fee, feeCurrencyCode, language)],
    ];
    if (feeCurrencyCode !== invoice.currencyCode) {
      rows.push([
        payment.t('review.rate'),
        payment.t('accounts.rate', { from: invoice.currencyCode, rate: String(exchangeRate), to: feeCurrencyCode }),
      ]);
    }
    rows.push(
      [payment.t('review.total'), formatMoney(totalDebit, feeCurrencyCode, language)],
      [payment.t('review.arrival'), payment.t('review.arrivalNow')],
    );
    return rows;
  }

  return (
    <Stack gap="lg" className="wallet-invoice__pay">
      {!approving && !inReview && <Heading className="wallet-invoice__subheading">{t('pay.heading')}</Heading>}
      <PaymentAccountsNotice state={accounts} onRetry={() => model.reloadAccounts()} />
      {inReview && (
        <Stack gap="md">
          <PaymentReview
            headingLevel={headingLevel}
            rows={reviewRows()}
            confirmLabel={payLabel}
            busy={approval.kind === 'submitting'}
            onEdit={() => {
              if (approval.kind === 'failed' || approval.kind === 'declined') model.approval.reset();
              setReviewing(false);
            }}
            onConfirm={() => void model.pay()}
          />
          <div aria-live="assertive">
            <PaymentOutcomeBanner state={approval} />
          </div>
        </Stack>
      )}
      {accounts.status === 'ready' && accounts.accounts.length > 0 && !approving && !inReview && (
        <form
          noValidate
          part="form"
          className="wallet-invoice__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!review) {
              void model.pay();
            } else if (model.canPay.peek()) {
              if (approval.kind === 'declined') model.approval.reset();
              setReviewing(true);
            }
          }}
        >
          <Stack gap="md">
            <PaymentAccountPicker
              accounts={accounts.accounts}
              rates={model.rates.value}
              currency={invoice.currencyCode}
              value={model.selectedAccountId.value}
              onChange={(id) => model.selectAccount(id)}
              insufficient={quote.status === 'ready' && !quote.quote.sufficient}
            />
            <PaymentQuoteView
              quote={quote}
              amount={invoice.amount}
              currency={invoice.currencyCode}
              amountLabel={t('pay.amount')}
              onRetry={() => model.retryQuote()}
            />
            <PaymentOutcomeBanner state={approval} />
            <Inline gap="sm" part="actions" stackOnMobile>
              <Button
                type="submit"
                loading={approval.kind === 'submitting'}
                disabled={!model.canPay.value && approval.kind !== 'submitting'}
              >
                {review ? payment.t('review.continue') : payLabel}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)} disabled={approval.kind === 'submitting'}>
                {t('reject.button')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {approving && (
        <PaymentApproval
          state={approval}
          amount={amountText}
          payee={payee}
          headingLevel={headingLevel}
          onSubmitCode={(code) => void model.approval.enterCode(code)}
          onResend={() => void model.approval.resend()}
        />
      )}
      {(approval.kind === 'success' || approval.kind === 'done') && (
        <PaymentSuccess
          variant="dialog"
          open={approval.kind === 'success'}
          success={approval.success}
          amount={amountText}
          payee={payee}
          receipt={receipt}
          receiptPdf={receipt ? receiptPdf?.(receipt.reference) : undefined}
          onClose={() => model.approval.acknowledge()}
          onShown={() => model.approval.successShown()}
        />
      )}
      <RejectInvoiceDialog
        api={api}
        invoice={invoice}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={onRejected}
      />
    </Stack>
  );
}
