import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import type { ApiError } from '../../core/api/errors';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import { checkDonationAmount, decimalText, DONATION_MAX, type DonationAmountProblem } from '../../core/pay-button/donation-amount';
import type { ApprovalState, ApprovalSuccess, PushWatch } from '../../core/payments/approval-machine';
import { APPROVAL_CODE_LENGTH } from '../../core/payments/approval-machine';
import { createPaymentModel, type PaymentAccount, type PaymentModel, type PaymentTarget, type RateState } from '../../core/payments/payment-model';
import { AccountPicker, AmountText, ApprovalPanel, Banner, Button, Inline, Spinner, Stack, TextField, useCommonMessages, useErrorText, useLanguage, type AccountPickerOption } from '../../ui';
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
  /** Signs out so another account can pay. */
  onSwitchAccount: () => void;
}

/** "•••• 0001": the end of an account number, enough to tell accounts apart. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

function rateDetail(t: TFunction, rate: RateState | undefined, from: string, to: string, language: string) {
  if (from === to) return undefined;
  if (!rate || rate.status === 'loading') return t('pay.rateLoading');
  if (rate.status === 'failed') return t('pay.rateFailed');
  return t('pay.rate', { from, to, rate: new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(String(rate.rate) as Intl.StringNumericLiteral) });
}

function accountOptions(model: PaymentModel, accounts: readonly PaymentAccount[], currency: string, t: TFunction, language: string): AccountPickerOption[] {
  const rates = model.rates.value;
  return accounts.map((account) => ({
    id: account.accountId,
    title: t('pay.account', { currency: account.currency, number: maskAccountNumber(account.accountNumber) }),
    currency: account.currency,
    balance: account.balance,
    detail: rateDetail(t, rates[account.accountId], currency, account.currency, language),
  }));
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
 * machine are the invoice payment's (core/payments); the transfer carries the button's id and an idempotency key.
 */
export function PayButtonPayment({ api, button, watchPush, onCompleted, onError, onBusyChange, onFinished, onSwitchAccount }: PayButtonPaymentProps) {
  useSignals();
  const { t, ready } = usePayButtonMessages();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const fixedAmount = button.amount === null ? null : String(button.amount);
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState<DonationAmountProblem | null>(null);
  const [model] = useState(() => createPaymentModel({ api, target: paymentTarget(button, fixedAmount ?? ''), watchPush }));
  const approvalHeading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const callbacks = useRef({ onCompleted, onError, onBusyChange, onFinished });
  useEffect(() => {
    callbacks.current = { onCompleted, onError, onBusyChange, onFinished };
  });

  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);

  const accounts = model.accounts.value;
  const quote = model.quote.value;
  const approval = model.approval.state.value;
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
      callbacks.current.onCompleted({
        transactionId: state.success.transactionId,
        buttonId: button.id,
        amount: decimalText(state.success.result.amount, 2),
        currency: state.success.result.currency,
      });
    }
    if (state.kind === 'success') successHeading.current?.focus();
    if (state.kind === 'failed') callbacks.current.onError(state.error);
    if (state.kind === 'done') callbacks.current.onFinished();
    if (state.kind === 'code' || state.kind === 'push') approvalHeading.current?.focus();
  }, [kind, model, button.id]);

  if (!ready) return <Spinner label={common('status.loading')} showLabel />;

  const amountLabel = paidAmount === null ? null : formatMoney(paidAmount, button.currencyCode, language);
  const payee = button.merchantName;
  const period = button.subscriptionPeriod ? t(`summary.period.${button.subscriptionPeriod}`) : '';

  if (approval.kind === 'success' || approval.kind === 'done') {
    return <SuccessView success={approval.success} button={button} amount={amountLabel ?? ''} period={period} t={t} headingRef={successHeading} onClose={() => model.approval.acknowledge()} />;
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
        : t(button.type === 'subscription' ? 'pay.subscribeButton' : button.type === 'donation' ? 'pay.donateButton' : 'pay.button', { amount: amountLabel });

  return (
    <Stack gap="lg" className="wallet-pay-button-payment">
      <Summary button={button} t={t} period={period} />
      {accounts.status === 'loading' && <Spinner label={common('status.loading')} showLabel />}
      {accounts.status === 'failed' && (
        <Banner
          tone="error"
          title={t('pay.accountsFailed')}
          part="error"
          actions={
            <Button variant="secondary" onClick={() => model.reloadAccounts()}>
              {common('actions.retry')}
            </Button>
          }
        >
          {errorText(accounts.error)}
        </Banner>
      )}
      {accounts.status === 'ready' && accounts.accounts.length === 0 && (
        <Banner tone="warning" actions={<Button variant="secondary" onClick={onSwitchAccount}>{t('pay.switchAccount')}</Button>}>
          {t('pay.noAccounts')}
        </Banner>
      )}
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
                error={amountProblem ? t(`amount.${amountProblem}`, { max: formatMoney(DONATION_MAX, button.currencyCode, language) }) : undefined}
                onChange={(event) => updateAmount(event.target.value, false)}
                onBlur={(event) => {
                  if (event.target.value.trim() !== '') updateAmount(event.target.value, true);
                }}
              />
            )}
            <AccountPicker
              legend={t('pay.from')}
              balanceLabel={t('pay.balance')}
              options={accountOptions(model, accounts.accounts, button.currencyCode, t, language)}
              value={model.selectedAccountId.value}
              onChange={(id) => model.selectAccount(id)}
              error={quote.status === 'ready' && !quote.quote.sufficient ? t('pay.insufficient') : undefined}
            />
            <QuoteView model={model} amount={paidAmount} currency={button.currencyCode} t={t} />
            <ApprovalOutcome state={approval} t={t} errorText={errorText} />
            <Inline gap="sm" part="actions" stackOnMobile>
              <Button type="submit" loading={kind === 'submitting'} disabled={kind !== 'submitting' && fixedAmount !== null && !model.canPay.value}>
                {buttonText}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {inApproval && (
        <Stack gap="md" part="approval">
          <h3 ref={approvalHeading} tabIndex={-1} className="wallet-pay-button-payment__heading">
            {t('approval.heading')}
          </h3>
          <ApprovalView model={model} state={approval} t={t} errorText={errorText} amount={amountLabel ?? ''} payee={payee} />
        </Stack>
      )}
    </Stack>
  );
}

function Summary({ button, t, period }: { button: PublicPayButton; t: TFunction; period: string }) {
  const language = useLanguage();
  const price = button.amount === null ? null : formatMoney(button.amount, button.currencyCode, language);
  return (
    <dl className="wallet-pay-button-payment__summary" part="summary">
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
          {price === null ? t('summary.amountOpen') : button.type === 'subscription' ? t('summary.subscription', { price, period }) : price}
          {button.type === 'subscription' && (
            <span className="wallet-pay-button-payment__terms">
              {button.subscriptionCount === null ? t('summary.untilCancelled') : t('summary.payments', { count: button.subscriptionCount })}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function QuoteView({ model, amount, currency, t }: { model: PaymentModel; amount: string | null; currency: string; t: TFunction }) {
  useSignals();
  const errorText = useErrorText();
  const common = useCommonMessages();
  const quote = model.quote.value;
  if (quote.status === 'loading') return <Spinner label={t('pay.quoteLoading')} showLabel />;
  if (quote.status === 'failed') {
    return (
      <Banner
        tone="error"
        title={t('pay.quoteFailed')}
        actions={
          <Button variant="secondary" onClick={() => model.retryQuote()}>
            {common('actions.retry')}
          </Button>
        }
      >
        {errorText(quote.error)}
      </Banner>
    );
  }
  if (quote.status !== 'ready' || amount === null) return null;
  const { fee, feeCurrencyCode, debitAmount, totalDebit } = quote.quote;
  return (
    <dl className="wallet-pay-button-payment__quote" part="amounts">
      <div>
        <dt>{t('pay.amount')}</dt>
        <dd>
          <AmountText amount={amount} currency={currency} />
        </dd>
      </div>
      {feeCurrencyCode !== currency && (
        <div>
          <dt>{t('pay.converted')}</dt>
          <dd>
            <AmountText amount={debitAmount} currency={feeCurrencyCode} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('pay.fee')}</dt>
        <dd>
          <AmountText amount={fee} currency={feeCurrencyCode} />
        </dd>
      </div>
      <div className="wallet-pay-button-payment__total">
        <dt>{t('pay.total')}</dt>
        <dd>
          <AmountText amount={totalDebit} currency={feeCurrencyCode} />
        </dd>
      </div>
    </dl>
  );
}

function ApprovalOutcome({ state, t, errorText }: { state: ApprovalState; t: TFunction; errorText: (error: unknown) => string }) {
  if (state.kind === 'failed') {
    return (
      <Banner tone="error" title={t('pay.failedTitle')} part="error">
        {errorText(state.error)}
      </Banner>
    );
  }
  if (state.kind === 'declined') return <Banner tone="warning">{t(`pay.declined.${state.reason}`)}</Banner>;
  return null;
}

function ApprovalView({
  model,
  state,
  t,
  errorText,
  amount,
  payee,
}: {
  model: PaymentModel;
  state: Extract<ApprovalState, { kind: 'code' | 'push' }>;
  t: TFunction;
  errorText: (error: unknown) => string;
  amount: string;
  payee: string;
}) {
  const resend = state.resend;
  if (state.kind === 'push') {
    return (
      <ApprovalPanel
        mode="push"
        instructions={t('approval.pushInstructions', { amount, payee })}
        waitingLabel={t('approval.pushWaiting')}
        waitingError={state.error ? t('approval.pushWaitError') : undefined}
        resendLabel={t('approval.pushResend')}
        resending={resend.status === 'busy'}
        resendNotice={resend.status === 'sent' ? { tone: 'success', text: t('approval.pushResent') } : resend.status === 'failed' ? { tone: 'error', text: errorText(resend.error) } : undefined}
        onResend={() => void model.approval.resend()}
      />
    );
  }
  const instructions = state.mode === 'otp' ? t('approval.otp') : state.sentTo ? t('approval.sentTo', { to: state.sentTo }) : t('approval.approvalCode');
  return (
    <ApprovalPanel
      mode="code"
      instructions={instructions}
      codeLabel={t('approval.codeLabel')}
      codeLength={APPROVAL_CODE_LENGTH}
      submitLabel={t('approval.approve')}
      incompleteText={t('approval.incomplete')}
      approving={state.approving}
      codeError={state.error ? errorText(state.error) : undefined}
      onSubmitCode={(code) => void model.approval.enterCode(code)}
      resendLabel={t('approval.resend')}
      resending={resend.status === 'busy'}
      resendNotice={
        resend.status === 'sent'
          ? { tone: 'success', text: resend.to ? t('approval.resentTo', { to: resend.to }) : t('approval.resent') }
          : resend.status === 'failed'
            ? { tone: 'error', text: errorText(resend.error) }
            : undefined
      }
      onResend={() => void model.approval.resend()}
    />
  );
}

function SuccessView({
  success,
  button,
  amount,
  period,
  t,
  headingRef,
  onClose,
}: {
  success: ApprovalSuccess;
  button: PublicPayButton;
  amount: string;
  period: string;
  t: TFunction;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const common = useCommonMessages();
  const payee = button.merchantName;
  const subscribed = button.type === 'subscription' && !success.pending;
  const title = success.approvalTransactionCreated ? t('success.approvalTransactionCreated') : subscribed ? t('success.subscribed') : t('success.paid');
  const body = success.message ?? (success.pending ? null : subscribed ? t('success.subscribedText', { amount, payee, period }) : t('success.paidText', { amount, payee }));
  return (
    <Stack gap="md" part="outcome" className="wallet-pay-button-payment__success">
      <h3 ref={headingRef} tabIndex={-1} className="wallet-pay-button-payment__heading">
        {title}
      </h3>
      {body !== null ? (
        <p>{body}</p>
      ) : (
        <>
          <p className="wallet-pay-button-payment__pending">{t('success.pending')}</p>
          {success.approvalTransactionCreated && <p>{t('success.approvalText', { amount, payee })}</p>}
          <p className="wallet-pay-button-payment__footnote">{t('success.pendingNote')}</p>
        </>
      )}
      <p className="wallet-pay-button-payment__footnote">{t('success.closing')}</p>
      <Inline gap="sm">
        <Button onClick={onClose}>{common('actions.close')}</Button>
      </Inline>
    </Stack>
  );
}
