import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import type { ApiError } from '../../core/api/errors';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import { receiptOf, type PaymentReceiptData } from '../../core/payments/receipt';
import {
  checkDonationAmount,
  decimalText,
  DONATION_MAX,
  type DonationAmountProblem,
} from '../../core/pay-button/donation-amount';
import type { PushWatch } from '../../core/payments/approval-machine';
import { createPaymentModel, type PaymentTarget } from '../../core/payments/payment-model';
import {
  Button,
  chargedAmountText,
  Inline,
  PaymentAccountPicker,
  PaymentAccountsNotice,
  PaymentApproval,
  PaymentOutcomeBanner,
  PaymentQuoteView,
  PaymentSuccess,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useLanguage,
  usePaymentMessages,
  usePaymentModel,
} from '../../ui';
import { usePayButtonMessages } from './messages';

export interface PaymentCompletedDetail {
  transactionId: string;
  buttonId: number;
  /** The amount paid, in the button's currency, as a decimal string. */
  amount: string;
  currency: string;
}

export interface PayButtonPaymentProps {
  api: ApiClient;
  button: PublicPayButton;
  watchPush: PushWatch;
  /** The payment is booked (not for an approval transaction, which is not a payment yet). */
  onCompleted: (detail: PaymentCompletedDetail) => void;
  onError: (error: ApiError) => void;
  /** True while a request that must not be abandoned is under way (the dialog then cannot be closed). */
  onBusyChange: (busy: boolean) => void;
  /** The success closed itself (3 seconds) or was closed: the payment is over. */
  onFinished: () => void;
  /** The receipt of the booked payment, for the host to keep once the payment's window closes. */
  onReceipt?: ((receipt: PaymentReceiptData) => void) | undefined;
  /**
   * Makes the bank's branded PDF of the payment with this reference and answers its signed link: the receipt (on
   * screen and for the host) then opens the PDF the history gives instead of a text file; without it, or when it
   * fails, the text file.
   */
  receiptPdf?: ((reference: string) => Promise<string>) | undefined;
  /** Signs out so another account can pay. */
  onSwitchAccount: () => void;
}

/** What the payment pays: the button's price (empty for an open donation until the payer types one). */
export function paymentTarget(button: PublicPayButton, amount: string): PaymentTarget {
  return {
    amount,
    currency: button.currencyCode,
    buttonId: button.id,
    note: button.itemName,
    ...(button.type === 'subscription' && button.subscriptionPeriod
      ? { subscription: { frequency: button.subscriptionPeriod, transactions: button.subscriptionCount ?? undefined } }
      : {}),
  };
}

/**
 * Paying a merchant's button, signed in: what is bought (a subscription's period and number of payments), the amount
 * of a donation without a fixed one, the account to pay from (balances, exchange rate, fee and total), then the
 * approval by the payer's mode and the success, which closes after 3 seconds. The payment model and the approval
 * machine are the invoice payment's (core/payments), and so are the account picker, quote, approval and success
 * (ui/payment); the transfer carries the button's id and an idempotency key.
 */
export function PayButtonPayment({
  api,
  button,
  watchPush,
  onCompleted,
  onError,
  onBusyChange,
  onFinished,
  onReceipt,
  receiptPdf,
  onSwitchAccount,
}: PayButtonPaymentProps) {
  useSignals();
  const { t, ready } = usePayButtonMessages();
  const payment = usePaymentMessages();
  const common = useCommonMessages();
  const language = useLanguage();
  const fixedAmount = button.amount === null ? null : String(button.amount);
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState<DonationAmountProblem | null>(null);
  const model = usePaymentModel(() =>
    createPaymentModel({ api, target: paymentTarget(button, fixedAmount ?? ''), watchPush }),
  );
  const amountInput = useRef<HTMLInputElement>(null);
  const callbacks = useRef({ onCompleted, onError, onBusyChange, onFinished, onReceipt, receiptPdf });
  useEffect(() => {
    callbacks.current = { onCompleted, onError, onBusyChange, onFinished, onReceipt, receiptPdf };
  });
  // The booked payment's PDF: `undefined` while it is being made (the receipt waits for it), `null` without one.
  const [pdfLink, setPdfLink] = useState<string | null | undefined>(receiptPdf ? undefined : null);

  const accounts = model.accounts.value;
  const quote = model.quote.value;
  const approval = model.approval.state.value;
  const booked = approval.kind === 'success' || approval.kind === 'done' ? approval.success : null;
  const quoted = model.quote.value;
  const receipt = useMemo(
    () =>
      booked && !booked.pending && pdfLink !== undefined
        ? { ...receiptOf(booked, button.merchantName, quoted), ...(pdfLink ? { pdfLink } : {}) }
        : null,
    [booked, button.merchantName, quoted, pdfLink],
  );
  const typed = checkDonationAmount(amountText);
  const paidAmount = fixedAmount ?? (typed.ok ? typed.amount : null);

  const kind = approval.kind;
  const approving = approval.kind === 'code' && approval.approving;
  const busy = kind === 'submitting' || approving;
  useEffect(() => {
    callbacks.current.onBusyChange(busy);
  }, [busy]);
  useEffect(() => {
    const state = model.approval.state.peek();
    if (state.kind === 'success' && !state.success.pending) {
      const booked = receiptOf(state.success, button.merchantName, model.quote.peek());
      const makePdf = callbacks.current.receiptPdf;
      if (makePdf) {
        makePdf(booked.reference).then(
          (link) => {
            setPdfLink(link);
            callbacks.current.onReceipt?.({ ...booked, pdfLink: link });
          },
          (error: unknown) => {
            console.warn('The receipt PDF could not be made; the receipt is the text file.', error);
            setPdfLink(null);
            callbacks.current.onReceipt?.(booked);
          },
        );
      } else {
        callbacks.current.onReceipt?.(booked);
      }
      callbacks.current.onCompleted({
        transactionId: state.success.transactionId,
        buttonId: button.id,
        amount: decimalText(state.success.result.amount, 2),
        currency: state.success.result.currency,
      });
    }
    if (state.kind === 'failed') callbacks.current.onError(state.error);
    if (state.kind === 'done') callbacks.current.onFinished();
  }, [kind, model, button.id, button.merchantName]);

  if (!ready || !payment.ready) return <Spinner label={common('status.loading')} showLabel />;

  const amountLabel = paidAmount === null ? null : formatMoney(paidAmount, button.currencyCode, language);
  const payee = button.merchantName;
  const period = button.subscriptionPeriod ? t(`summary.period.${button.subscriptionPeriod}`) : '';

  if (approval.kind === 'success' || approval.kind === 'done') {
    // A subscription's first payment, booked, starts the subscription.
    const subscribed = button.type === 'subscription' && !approval.success.pending;
    const amount = amountLabel ?? '';
    return (
      <PaymentSuccess
        variant="inline"
        success={approval.success}
        amount={amount}
        payee={payee}
        bookedTitle={subscribed ? t('success.subscribed') : undefined}
        bookedText={subscribed ? t('success.subscribedText', { amount, payee, period }) : undefined}
        receipt={receipt}
        onClose={() => model.approval.acknowledge()}
        onShown={() => model.approval.successShown()}
      />
    );
  }

  const updateAmount = (text: string, check: boolean) => {
    setAmountText(text);
    const result = checkDonationAmount(text);
    if (result.ok) {
      setAmountProblem(null);
      model.setTarget(paymentTarget(button, result.amount));
    } else {
      if (check || amountProblem !== null) setAmountProblem(result.problem);
      model.setTarget(paymentTarget(button, ''));
    }
  };

  const pay = () => {
    if (fixedAmount === null) {
      const result = checkDonationAmount(amountText);
      if (!result.ok) {
        setAmountProblem(result.problem);
        // The field says what is wrong; focus takes the payer there.
        amountInput.current?.focus();
        return;
      }
    }
    void model.pay();
  };

  const inApproval = approval.kind === 'code' || approval.kind === 'push';
  const buttonText =
    approval.kind === 'declined'
      ? t('pay.tryAgain')
      : amountLabel === null
        ? t('pay.enterAmount')
        : t(
            button.type === 'subscription'
              ? 'pay.subscribeButton'
              : button.type === 'donation'
                ? 'pay.donateButton'
                : 'pay.button',
            {
              amount:
                paidAmount === null ? amountLabel : chargedAmountText(quote, paidAmount, button.currencyCode, language),
            },
          );

  return (
    <Stack gap="lg" className="wallet-pay-button-payment">
      <Summary button={button} t={t} period={period} />
      <PaymentAccountsNotice
        state={accounts}
        onRetry={() => model.reloadAccounts()}
        emptyActions={
          <Button variant="secondary" onClick={onSwitchAccount}>
            {t('pay.switchAccount')}
          </Button>
        }
      />
      {accounts.status === 'ready' && accounts.accounts.length > 0 && !inApproval && (
        <form
          noValidate
          part="form"
          className="wallet-pay-button-payment__form"
          onSubmit={(event) => {
            event.preventDefault();
            pay();
          }}
        >
          <Stack gap="md">
            {fixedAmount === null && (
              <TextField
                ref={amountInput}
                label={t('amount.label', { currency: button.currencyCode })}
                hint={t('amount.hint', { max: formatMoney(DONATION_MAX, button.currencyCode, language) })}
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                disabled={kind === 'submitting'}
                error={
                  amountProblem
                    ? t(`amount.${amountProblem}`, { max: formatMoney(DONATION_MAX, button.currencyCode, language) })
                    : undefined
                }
                onChange={(event) => updateAmount(event.target.value, false)}
                onBlur={(event) => {
                  if (event.target.value.trim() !== '') updateAmount(event.target.value, true);
                }}
              />
            )}
            <PaymentAccountPicker
              accounts={accounts.accounts}
              rates={model.rates.value}
              currency={button.currencyCode}
              value={model.selectedAccountId.value}
              onChange={(id) => model.selectAccount(id)}
              insufficient={quote.status === 'ready' && !quote.quote.sufficient}
            />
            <PaymentQuoteView
              quote={quote}
              amount={paidAmount}
              currency={button.currencyCode}
              onRetry={() => model.retryQuote()}
            />
            <PaymentOutcomeBanner state={approval} />
            <Inline gap="sm" part="actions" stackOnMobile>
              <Button
                type="submit"
                loading={kind === 'submitting'}
                disabled={kind !== 'submitting' && fixedAmount !== null && !model.canPay.value}
              >
                {buttonText}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {inApproval && (
        <PaymentApproval
          state={approval}
          amount={amountLabel ?? ''}
          payee={payee}
          onSubmitCode={(code) => void model.approval.enterCode(code)}
          onResend={() => void model.approval.resend()}
        />
      )}
    </Stack>
  );
}

function Summary({ button, t, period }: { button: PublicPayButton; t: TFunction; period: string }) {
  const language = useLanguage();
  const price = button.amount === null ? null : formatMoney(button.amount, button.currencyCode, language);
  return (
    <dl className="wallet-payment-list wallet-pay-button-payment__summary" part="summary">
      <div>
        <dt>{t('summary.item')}</dt>
        <dd className="wallet-pay-button-payment__item">{button.itemName}</dd>
      </div>
      <div>
        <dt>{t('summary.merchant')}</dt>
        <dd>{button.merchantName}</dd>
      </div>
      <div>
        <dt>{button.type === 'donation' ? t('summary.donation') : t('summary.price')}</dt>
        <dd>
          {price === null
            ? t('summary.amountOpen')
            : button.type === 'subscription'
              ? t('summary.subscription', { price, period })
              : price}
          {button.type === 'subscription' && (
            <span className="wallet-pay-button-payment__terms">
              {button.subscriptionCount === null
                ? t('summary.untilCancelled')
                : t('summary.payments', { count: button.subscriptionCount })}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
