import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import type { ApiError } from '../../core/api/errors';
import type { ApprovalState, ApprovalSuccess, PushWatch } from '../../core/payments/approval-machine';
import { APPROVAL_CODE_LENGTH } from '../../core/payments/approval-machine';
import { createPaymentModel, type PaymentAccount, type PaymentModel, type RateState } from '../../core/payments/payment-model';
import { formatMoney } from '../../core/money/money';
import type { TFunction } from '../../core/i18n/i18n';
import { AccountPicker, AmountText, ApprovalPanel, Banner, Button, Dialog, Inline, Spinner, Stack, useCommonMessages, useErrorText, useLanguage, type AccountPickerOption } from '../../ui';
import { usePayInvoiceMessages } from './messages';
import { RejectInvoiceDialog } from './reject-dialog';

export interface PaySectionProps {
  api: ApiClient;
  invoice: Invoice;
  watchPush: PushWatch;
  headingLevel: 2 | 3;
  /** The payment is booked (not for an approval transaction, which is not a payment yet). */
  onPaid: (transactionId: string) => void;
  /** The success popup closed (or the payment ended otherwise): the invoice is read again. */
  onFinished: () => void;
  onRejected: () => void;
  onError: (error: ApiError) => void;
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

function accountOptions(model: PaymentModel, accounts: readonly PaymentAccount[], invoice: Invoice, t: TFunction, language: string): AccountPickerOption[] {
  const rates = model.rates.value;
  return accounts.map((account) => ({
    id: account.accountId,
    title: t('pay.account', { currency: account.currency, number: maskAccountNumber(account.accountNumber) }),
    currency: account.currency,
    balance: account.balance,
    detail: rateDetail(t, rates[account.accountId], invoice.currencyCode, account.currency, language),
  }));
}

/**
 * The payment of an invoice: the account to pay from, the fee and total, the pay button, then the approval by the
 * payer's mode and the success popup (closes after 3 seconds); and the rejection. Loaded on demand.
 */
export function PaySection({ api, invoice, watchPush, headingLevel, onPaid, onFinished, onRejected, onError }: PaySectionProps) {
  useSignals();
  const { t } = usePayInvoiceMessages();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const [model] = useState(() =>
    createPaymentModel({
      api,
      target: { amount: invoice.amount, currency: invoice.currencyCode, toEmail: invoice.payeeEmail, invoiceId: invoice.id },
      watchPush,
    }),
  );
  const [rejecting, setRejecting] = useState(false);
  const approvalHeading = useRef<HTMLHeadingElement>(null);
  const callbacks = useRef({ onPaid, onFinished, onError });
  useEffect(() => {
    callbacks.current = { onPaid, onFinished, onError };
  });

  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);

  const accounts = model.accounts.value;
  const quote = model.quote.value;
  const approval = model.approval.state.value;
  const payee = invoice.payeeName ?? invoice.payeeEmail;
  const amountText = formatMoney(invoice.amount, invoice.currencyCode, language);

  // Outcomes the host hears about, once per change of the approval's state.
  const kind = approval.kind;
  useEffect(() => {
    const state = model.approval.state.peek();
    if (state.kind === 'success' && !state.success.pending) callbacks.current.onPaid(state.success.transactionId);
    if (state.kind === 'failed') callbacks.current.onError(state.error);
    if (state.kind === 'done') callbacks.current.onFinished();
    if (state.kind === 'code' || state.kind === 'push') approvalHeading.current?.focus();
  }, [kind, model]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const approving = approval.kind === 'code' || approval.kind === 'push';

  return (
    <Stack gap="lg" className="wallet-invoice__pay">
      {!approving && <Heading className="wallet-invoice__subheading">{t('pay.heading')}</Heading>}
      {accounts.status === 'loading' && <Spinner label={common('status.loading')} showLabel />}
      {accounts.status === 'failed' && (
        <Banner
          tone="error"
          title={t('pay.accountsFailed')}
          actions={
            <Button variant="secondary" onClick={() => model.reloadAccounts()}>
              {common('actions.retry')}
            </Button>
          }
        >
          {errorText(accounts.error)}
        </Banner>
      )}
      {accounts.status === 'ready' && accounts.accounts.length === 0 && <Banner tone="warning">{t('pay.noAccounts')}</Banner>}
      {accounts.status === 'ready' && accounts.accounts.length > 0 && !approving && (
        <form
          noValidate
          part="form"
          className="wallet-invoice__form"
          onSubmit={(event) => {
            event.preventDefault();
            void model.pay();
          }}
        >
          <Stack gap="md">
            <AccountPicker
              legend={t('pay.from')}
              balanceLabel={t('pay.balance')}
              options={accountOptions(model, accounts.accounts, invoice, t, language)}
              value={model.selectedAccountId.value}
              onChange={(id) => model.selectAccount(id)}
              error={quote.status === 'ready' && !quote.quote.sufficient ? t('pay.insufficient') : undefined}
            />
            <QuoteView model={model} invoice={invoice} t={t} />
            <ApprovalOutcome state={approval} t={t} errorText={errorText} />
            <Inline gap="sm" part="actions" stackOnMobile>
              <Button type="submit" loading={approval.kind === 'submitting'} disabled={!model.canPay.value && approval.kind !== 'submitting'}>
                {approval.kind === 'declined' ? t('pay.tryAgain') : t('pay.button', { amount: amountText })}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)} disabled={approval.kind === 'submitting'}>
                {t('reject.button')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {approving && (
        <Stack gap="md" part="approval">
          <Heading ref={approvalHeading} tabIndex={-1} className="wallet-invoice__subheading">
            {t('approval.heading')}
          </Heading>
          <ApprovalView model={model} state={approval} t={t} errorText={errorText} amount={amountText} payee={payee} />
        </Stack>
      )}
      {(approval.kind === 'success' || approval.kind === 'done') && (
        <SuccessPopup open={approval.kind === 'success'} success={approval.success} t={t} amount={amountText} payee={payee} onClose={() => model.approval.acknowledge()} />
      )}
      <RejectInvoiceDialog api={api} invoice={invoice} open={rejecting} onClose={() => setRejecting(false)} onRejected={onRejected} />
    </Stack>
  );
}

function QuoteView({ model, invoice, t }: { model: PaymentModel; invoice: Invoice; t: TFunction }) {
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
  if (quote.status !== 'ready') return null;
  const { fee, feeCurrencyCode, debitAmount, totalDebit } = quote.quote;
  const converted = feeCurrencyCode !== invoice.currencyCode;
  return (
    <dl className="wallet-invoice__quote" part="amounts">
      <div>
        <dt>{t('pay.amount')}</dt>
        <dd>
          <AmountText amount={invoice.amount} currency={invoice.currencyCode} />
        </dd>
      </div>
      {converted && (
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
      <div className="wallet-invoice__total">
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

function SuccessPopup({ open, success, t, amount, payee, onClose }: { open: boolean; success: ApprovalSuccess; t: TFunction; amount: string; payee: string; onClose: () => void }) {
  const common = useCommonMessages();
  const title = success.approvalTransactionCreated ? t('success.approvalTransactionCreated') : t('success.paid');
  // The server's own words first; a pending payment without them shows the 'payment pending' text with its star.
  const body = success.message ?? (success.pending ? null : t('success.paidText', { amount, payee }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="wallet-invoice__success"
      actions={<Button onClick={onClose}>{common('actions.close')}</Button>}
    >
      {body !== null ? (
        <p>{body}</p>
      ) : (
        <>
          <p className="wallet-invoice__pending">{t('success.pending')}</p>
          {success.approvalTransactionCreated && <p>{t('success.approvalText', { amount, payee })}</p>}
          <p className="wallet-invoice__footnote">{t('success.pendingNote')}</p>
        </>
      )}
      <p className="wallet-invoice__footnote">{t('success.closing')}</p>
    </Dialog>
  );
}
