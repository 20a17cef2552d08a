import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { approvalResend, transferApprove } from '../../core/api/contract/p2p';
import { fundsTransfer, fundsTransferFee } from '../../core/api/contract/transfers';
import { formatMoney } from '../../core/money/money';
import type { PushWatch } from '../../core/payments/approval-machine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { exchangeRateOf, refreshAccounts } from '../../core/accounts/accounts-data';
import { limitsQuery, maxAmountQuery, TRANSFERS_CACHE_PREFIX } from '../../core/transfers/transfer-data';
import {
  PaymentReview,
  Banner,
  Button,
  FormLayout,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  useErrorText,
  useLanguage,
  useQuery,
  TextField,
} from '../../ui';
import {
  AccountSelect,
  accountLabel,
  fieldErrorsOf,
  isPositiveAmount,
  localToday,
  NO_SUBSCRIPTION,
  normaliseAmount,
  SubscriptionFields,
  subscriptionErrors,
  subscriptionPayload,
  TransferSummary,
  useDebouncedLoad,
  useLimitText,
  type SubscriptionForm,
} from './form-parts';
import { useTransfersText } from './messages';
import { useFormRound, useTransferAccounts } from './transfer-accounts';
import { ApprovalSection, useTransferApproval } from './transfer-approval';

export interface TransferScreenProps {
  api: ApiClient;
  cache: ResourceCache;
  watchPush: PushWatch;
  /** The brand whose PDF receipt is offered after the transfer. */
  brandId: string;
}

/** transfer/account: between the customer's own accounts, in either currency, at the live rate. */
export function OwnTransfer(props: TransferScreenProps) {
  const [round, next] = useFormRound();
  return <OwnTransferForm key={round} {...props} onNew={next} />;
}

function OwnTransferForm({ api, cache, watchPush, brandId, onNew }: TransferScreenProps & { onNew: () => void }) {
  useSignals();
  const t = useTransfersText();
  const language = useLanguage();
  const errorText = useErrorText();
  const limitText = useLimitText();
  const { accounts, list } = useTransferAccounts(api, cache);
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [amountCurrency, setAmountCurrency] = useState('');
  const [subscription, setSubscription] = useState<SubscriptionForm>(NO_SUBSCRIPTION);
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const from = list.find((account) => String(account.accountId) === fromId) ?? null;
  const to = list.find((account) => String(account.accountId) === toId) ?? null;
  const currency =
    amountCurrency && (amountCurrency === from?.currencyCode || amountCurrency === to?.currencyCode)
      ? amountCurrency
      : (from?.currencyCode ?? '');
  const cleanAmount = normaliseAmount(amount);
  const amountValid = isPositiveAmount(amount);

  const rate = useDebouncedLoad(
    from && to && from.currencyCode !== to.currencyCode ? `${from.currencyCode}:${to.currencyCode}` : null,
    (signal) => exchangeRateOf(api, from?.currencyCode, to?.currencyCode, signal),
    0,
  );
  // The fee only when the amount and the target account are set (spec 2 section 5).
  const quote = useDebouncedLoad(
    from && to && amountValid ? `${fromId}:${toId}:${cleanAmount}:${currency}` : null,
    (signal) =>
      api.call(
        fundsTransferFee,
        { fromAccountId: fromId, toAccountId: toId, amount: cleanAmount, currency },
        { signal },
      ),
  );
  const max = useQuery(
    cache,
    from ? maxAmountQuery(api, 'betweenAccounts', fromId, currency || from.currencyCode) : null,
  );
  const limits = useQuery(
    cache,
    from ? limitsQuery(api, 'betweenAccounts', fromId, currency || from.currencyCode) : null,
  );

  const payload = {
    fromAccountId: fromId,
    toAccountId: toId,
    amount: cleanAmount,
    currency,
    ...subscriptionPayload(subscription),
  };
  const machine = useTransferApproval(
    {
      submit: (key) => api.call(fundsTransfer, payload, { idempotencyKey: key }),
      approve: (id, code) => api.call(transferApprove, { trxid: id, approvalCode: code }),
      resend: (id) => api.call(approvalResend, { trxid: id }),
      watchPush,
    },
    payload,
  );
  const step = machine.state.value.kind;
  useEffect(() => {
    if (step === 'success' || step === 'done') {
      refreshAccounts(cache);
      cache.invalidate(`${TRANSFERS_CACHE_PREFIX}preapproved`);
      cache.invalidate(`${TRANSFERS_CACHE_PREFIX}max`);
      cache.invalidate(`${TRANSFERS_CACHE_PREFIX}limits`);
    }
  }, [step, cache]);
  // The review stays up while the confirmed transfer is sent, and after a failure (retry from it, or Edit).
  const serverErrors =
    step === 'failed' && machine.state.value.kind === 'failed'
      ? fieldErrorsOf(machine.state.value.error, limitText)
      : {};
  // A refusal at a field (over the limit, unknown payee) goes back to the form, the field's text beside it.
  const inReview =
    reviewing &&
    !(step === 'code' || step === 'push' || step === 'success' || step === 'done') &&
    Object.keys(serverErrors).length === 0;
  const locked = inReview || !(step === 'idle' || step === 'failed' || step === 'declined');

  const maxAmount = max.data ? Number(max.data.amount) : null;
  const subErrors = subscriptionErrors(subscription, localToday());
  const errors: Record<string, string | undefined> = {
    from: touched && !from ? t('own.errors.from') : undefined,
    to: touched && !to ? t('own.errors.to') : undefined,
    amount:
      touched && !amountValid
        ? t('form.errors.amount')
        : amountValid && maxAmount !== null && max.data?.currencyCode === currency && Number(cleanAmount) > maxAmount
          ? t('form.errors.overMax', {
              max: formatMoney(max.data.amount, currency, language),
              interpolation: { escapeValue: false },
            })
          : undefined,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!from || !to || !amountValid || errors.amount || subErrors.endDate || subErrors.transactions) return;
    // Back to review after a refusal: the same attempt (same idempotency key while nothing changed).
    if (step === 'failed') machine.reset();
    setReviewing(true);
  }

  function confirm() {
    if (machine.state.peek().kind === 'declined') machine.reset();
    void machine.submit();
  }

  if (accounts.status === 'error' && !accounts.data)
    return <LoadErrorBanner title={t('form.accountsFailed')} error={accounts.error} onRetry={accounts.reload} />;
  if (!accounts.data) return <Spinner label={t('form.loading')} showLabel />;
  if (list.length < 2) return <Banner tone="info">{t('own.needTwo')}</Banner>;

  const q = quote.status === 'ready' ? quote.data : null;
  // Today's rate only where the two accounts' currencies differ: the same currency exchanges nothing.
  const shownRate =
    from && to && from.currencyCode !== to.currencyCode ? (rate.status === 'ready' ? String(rate.data) : '…') : null;
  const rows: [string, string][] = q
    ? [
        [
          t('summary.amount'),
          formatMoney(currency === q.creditCurrencyCode ? q.creditAmount : q.debitAmount, currency, language),
        ],
        [t('summary.fee'), formatMoney(q.fee, q.feeCurrencyCode, language)],
        ...(q.debitCurrencyCode === q.creditCurrencyCode
          ? []
          : ([[t('summary.rate'), `1 ${q.debitCurrencyCode} = ${String(q.exchangeRate)} ${q.creditCurrencyCode}`]] as [
              string,
              string,
            ][])),
        [t('summary.received'), formatMoney(q.creditAmount, q.creditCurrencyCode, language)],
        [t('summary.total'), formatMoney(q.totalDebit, q.feeCurrencyCode, language)],
      ]
    : [];
  const reviewRows: [string, string][] = [
    [t('review.from'), from ? accountLabel(from, language) : ''],
    [t('review.to'), to ? accountLabel(to, language) : ''],
    ...(q
      ? rows
      : [[t('summary.amount'), formatMoney(cleanAmount || '0', currency || 'USD', language)] as [string, string]]),
    [t('review.arrival'), t('review.arrivalNow')],
  ];

  return (
    <Stack gap="lg">
      <h1>{t('own.title')}</h1>
      <FormLayout summary={rows.length > 0 ? <TransferSummary rows={rows} /> : undefined}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <AccountSelect
              label={t('own.from')}
              accounts={list}
              value={fromId}
              onChange={setFromId}
              error={errors.from}
              disabled={locked}
            />
            <AccountSelect
              label={t('own.to')}
              accounts={list}
              value={toId}
              onChange={setToId}
              error={errors.to ?? serverErrors.toAccountId}
              disabled={locked}
              exclude={fromId}
            />
            {shownRate && from && to && (
              <p className="transfers-note" aria-live="polite">
                {t('own.liveRate', { from: from.currencyCode, rate: shownRate, to: to.currencyCode })}
              </p>
            )}
            <div className="transfers-amount">
              <TextField
                label={t('form.amount')}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                disabled={locked}
                error={errors.amount ?? serverErrors.amount}
                hint={
                  max.data
                    ? t('form.max', {
                        max: formatMoney(max.data.amount, max.data.currencyCode, language),
                        interpolation: { escapeValue: false },
                      })
                    : undefined
                }
                onChange={(event) => setAmount(event.target.value)}
              />
              {from && to && from.currencyCode !== to.currencyCode && (
                <Select
                  label={t('own.amountIn')}
                  value={currency}
                  disabled={locked}
                  onChange={(event) => setAmountCurrency(event.target.value)}
                  options={[
                    { value: from.currencyCode, label: t('own.amountSent', { currency: from.currencyCode }) },
                    { value: to.currencyCode, label: t('own.amountReceived', { currency: to.currencyCode }) },
                  ]}
                />
              )}
            </div>
            {limits.data && limits.data.length > 0 && (
              <p className="transfers-note">
                {limits.data
                  .map((limit) =>
                    t(`limits.line.${limit.period}`, {
                      amount: formatMoney(limit.amount, limit.currencyCode, language),
                      remaining: formatMoney(limit.remaining, limit.currencyCode, language),
                      interpolation: { escapeValue: false },
                    }),
                  )
                  .join(' · ')}
              </p>
            )}
            <SubscriptionFields form={subscription} onChange={setSubscription} disabled={locked} errors={subErrors} />
            {quote.status === 'loading' && <Spinner label={t('summary.loading')} showLabel />}
            {quote.status === 'failed' && (
              <Banner tone="error">
                {Object.values(fieldErrorsOf(quote.error, limitText))[0] ?? errorText(quote.error)}
              </Banner>
            )}
            {!inReview && !(step === 'success' || step === 'done' || step === 'code' || step === 'push') && (
              <Button type="submit">{t('review.continue')}</Button>
            )}
          </Stack>
        </form>
      </FormLayout>
      {inReview && (
        <PaymentReview
          rows={reviewRows}
          confirmLabel={t('own.submit')}
          busy={step === 'submitting'}
          ready={q !== null}
          onEdit={() => setReviewing(false)}
          onConfirm={confirm}
        />
      )}
      <ApprovalSection
        machine={machine}
        amount={q ? formatMoney(q.creditAmount, q.creditCurrencyCode, language) : ''}
        payee={t('receipt.ownAccount')}
        onNew={onNew}
        cache={cache}
        brandId={brandId}
        api={api}
        failureText={serverErrors.amount ?? serverErrors.toEmail}
      />
    </Stack>
  );
}
