import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { fundsTransfer, fundsTransferFee } from '../../core/api/contract/transfers';
import { formatMoney } from '../../core/money/money';
import type { PushWatch } from '../../core/payments/approval-machine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { exchangeRateOf } from '../../core/accounts/accounts-data';
import { limitsQuery, maxAmountQuery } from '../../core/transfers/transfer-data';
import { Banner, Select, TextField, useErrorText, useLanguage, useQuery } from '../../ui';
import {
  AccountSelect,
  accountLabel,
  fieldErrorsOf,
  isPositiveAmount,
  LimitsNote,
  localToday,
  NO_SUBSCRIPTION,
  normaliseAmount,
  quoteRows,
  SubscriptionFields,
  subscriptionErrors,
  subscriptionPayload,
  useDebouncedLoad,
  useLimitText,
  type SubscriptionForm,
} from './form-parts';
import { useTransfersText } from './messages';
import { useTransferAccounts } from './transfer-accounts';
import {
  newFormEachTransfer,
  TransferAccountsGate,
  TransferScreen,
  transferApprovalCalls,
  useTransferFlow,
} from './transfer-flow';

export interface TransferScreenProps {
  api: ApiClient;
  cache: ResourceCache;
  watchPush: PushWatch;
  /** The brand whose PDF receipt is offered after the transfer. */
  brandId: string;
}

/** transfer/account: between the customer's own accounts, in either currency, at the live rate. */
export const OwnTransfer = newFormEachTransfer<TransferScreenProps>(OwnTransferForm);

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
  const flow = useTransferFlow({
    calls: transferApprovalCalls(api, watchPush, (key) => api.call(fundsTransfer, payload, { idempotencyKey: key })),
    payload,
    cache,
    invalidates: ['preapproved', 'max', 'limits'],
  });
  const { serverErrors, locked } = flow;

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

  function submit() {
    setTouched(true);
    if (!from || !to || !amountValid || errors.amount || subErrors.endDate || subErrors.transactions) return;
    flow.review();
  }

  if (accounts.data && list.length < 2) return <Banner tone="info">{t('own.needTwo')}</Banner>;

  const q = quote.status === 'ready' ? quote.data : null;
  // Today's rate only where the two accounts' currencies differ: the same currency exchanges nothing.
  const shownRate =
    from && to && from.currencyCode !== to.currencyCode ? (rate.status === 'ready' ? String(rate.data) : '…') : null;
  const rows: [string, string][] = q
    ? quoteRows(t, {
        amount: formatMoney(currency === q.creditCurrencyCode ? q.creditAmount : q.debitAmount, currency, language),
        fee: formatMoney(q.fee, q.feeCurrencyCode, language),
        rate:
          q.debitCurrencyCode === q.creditCurrencyCode
            ? null
            : `1 ${q.debitCurrencyCode} = ${String(q.exchangeRate)} ${q.creditCurrencyCode}`,
        received: formatMoney(q.creditAmount, q.creditCurrencyCode, language),
        total: formatMoney(q.totalDebit, q.feeCurrencyCode, language),
      })
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
    <TransferAccountsGate accounts={accounts}>
      <TransferScreen
        title={t('own.title')}
        flow={flow}
        summaryRows={rows}
        onSubmit={submit}
        quote={quote}
        quoteErrorText={(error) => Object.values(fieldErrorsOf(error, limitText))[0] ?? errorText(error)}
        reviewRows={reviewRows}
        confirmLabel={t('own.submit')}
        ready={q !== null}
        approval={{
          amount: q ? formatMoney(q.creditAmount, q.creditCurrencyCode, language) : '',
          payee: t('receipt.ownAccount'),
          failureText: serverErrors.amount ?? serverErrors.toEmail,
          onNew,
          cache,
          brandId,
          api,
        }}
      >
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
        <LimitsNote limits={limits.data} />
        <SubscriptionFields form={subscription} onChange={setSubscription} disabled={locked} errors={subErrors} />
      </TransferScreen>
    </TransferAccountsGate>
  );
}
