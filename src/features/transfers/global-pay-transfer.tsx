import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import {
  GLOBAL_PAY_DESCRIPTION_MAX,
  GLOBAL_PAY_NAME_MAX,
  p2pGlobalPayApprovalResend,
  p2pGlobalPayApprove,
  p2pGlobalPayMetaGet,
  p2pGlobalPaySubmit,
} from '../../core/api/contract/p2p-global-pay';
import { lookupEmailCheck } from '../../core/invoices/invoices';
import { formatMoney } from '../../core/money/money';
import { countryOptions } from '../../core/registration/countries';
import { globalPayMethodsQuery } from '../../core/transfers/transfer-data';
import { checkFreeText } from '../../core/validation/free-text';
import { Banner, FreeTextField, LoadErrorBanner, Select, Spinner, TextField, useLanguage, useQuery } from '../../ui';
import {
  AccountSelect,
  accountLabel,
  isPositiveAmount,
  normaliseAmount,
  quoteRows,
  useDebouncedLoad,
} from './form-parts';
import { useTransfersText } from './messages';
import { useTransferAccounts } from './transfer-accounts';
import type { TransferScreenProps } from './own-transfer';
import { newFormEachTransfer, TransferAccountsGate, TransferScreen, useTransferFlow } from './transfer-flow';

interface GlobalPayForm {
  toEmail: string;
  beneficiaryName: string;
  countryCode: string;
  paymentMethod: string;
  toCurrencyCode: string;
  accountId: string;
  amount: string;
  description: string;
}

const EMPTY: GlobalPayForm = {
  toEmail: '',
  beneficiaryName: '',
  countryCode: '',
  paymentMethod: '',
  toCurrencyCode: '',
  accountId: '',
  amount: '',
  description: '',
};

/**
 * transfer/global-pay: global pay to a user (spec 2 section 7). The sender names the person, the country and the
 * payout method; the review says what leaves the account and what arrives, and when; the recipient gets the claim
 * link once the payment is approved.
 */
export const GlobalPayTransfer = newFormEachTransfer<TransferScreenProps & { ownLogin: string | null }>(
  GlobalPayTransferForm,
);

function GlobalPayTransferForm({
  api,
  cache,
  watchPush,
  brandId,
  ownLogin,
  onNew,
}: TransferScreenProps & { ownLogin: string | null; onNew: () => void }) {
  useSignals();
  const t = useTransfersText();
  const language = useLanguage();
  const { accounts, list } = useTransferAccounts(api, cache);
  const [form, setForm] = useState<GlobalPayForm>(EMPTY);
  const [touched, setTouched] = useState(false);
  // The fields left once: their offline checks show from then on (an empty one only on submit), not only on submit.
  const [left, setLeft] = useState<Partial<Record<'toEmail' | 'beneficiaryName' | 'amount', true>>>({});
  const leave = (field: keyof typeof left) => setLeft((current) => ({ ...current, [field]: true }));
  const descriptionRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const set = (patch: Partial<GlobalPayForm>) => setForm((current) => ({ ...current, ...patch }));
  const methods = useQuery(cache, form.countryCode ? globalPayMethodsQuery(api, form.countryCode) : null);
  const method = methods.data?.find((entry) => entry.paymentMethod === form.paymentMethod) ?? null;
  const toCurrency = method?.currencies.includes(form.toCurrencyCode)
    ? form.toCurrencyCode
    : (method?.currencies[0] ?? '');
  const account = list.find((item) => String(item.accountId) === form.accountId) ?? null;
  const cleanAmount = normaliseAmount(form.amount);
  const amountValid = isPositiveAmount(form.amount);
  const email = form.toEmail.trim();
  const emailCheck = lookupEmailCheck(email);
  const name = form.beneficiaryName.trim();

  // The quote only when everything it depends on is set (spec 2 section 5: fees only with amount and target).
  const quote = useDebouncedLoad(
    account && amountValid && method && toCurrency
      ? `${form.accountId}:${cleanAmount}:${form.countryCode}:${form.paymentMethod}:${toCurrency}`
      : null,
    (signal) =>
      api.call(
        p2pGlobalPayMetaGet,
        {
          accountId: form.accountId,
          amount: cleanAmount,
          countryCode: form.countryCode,
          paymentMethod: form.paymentMethod,
          toCurrencyCode: toCurrency,
        },
        { signal },
      ),
  );
  const payload = {
    accountId: form.accountId,
    amount: cleanAmount,
    countryCode: form.countryCode,
    paymentMethod: form.paymentMethod,
    toCurrencyCode: toCurrency,
    toEmail: email,
    beneficiaryName: name,
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
  };
  const flow = useTransferFlow({
    calls: {
      submit: (key) => api.call(p2pGlobalPaySubmit, payload, { idempotencyKey: key }),
      approve: (id, code) => api.call(p2pGlobalPayApprove, { trxid: id, approvalCode: code }),
      resend: (id) => api.call(p2pGlobalPayApprovalResend, { trxid: id }),
      watchPush,
    },
    payload,
    cache,
    invalidates: ['limits'],
  });
  const { serverErrors, locked } = flow;

  const self = ownLogin !== null && email.toLowerCase() === ownLogin.toLowerCase();
  const checked = (field: keyof typeof left) => touched || (left[field] === true && form[field].trim() !== '');
  const errors = {
    toEmail: !checked('toEmail')
      ? undefined
      : emailCheck === 'empty'
        ? t('p2p.errors.emailEmpty')
        : emailCheck === 'invalid'
          ? t('p2p.errors.emailRule')
          : self
            ? t('p2p.payee.self')
            : undefined,
    beneficiaryName: checked('beneficiaryName') && name.length < 2 ? t('globalPay.errors.name') : undefined,
    countryCode: touched && !form.countryCode ? t('globalPay.errors.country') : undefined,
    paymentMethod: touched && form.countryCode && !method ? t('globalPay.errors.method') : undefined,
    accountId: touched && !account ? t('p2p.errors.account') : undefined,
    amount: checked('amount') && !amountValid ? t('form.errors.amount') : undefined,
  };

  function submit() {
    setTouched(true);
    if (checkFreeText(form.description, { max: GLOBAL_PAY_DESCRIPTION_MAX })) {
      descriptionRef.current?.focus();
      return;
    }
    if (emailCheck !== 'valid' || self || name.length < 2 || !method || !toCurrency || !account || !amountValid) return;
    flow.review();
  }

  const q = quote.status === 'ready' ? quote.data : null;
  const money = (value: string | number, currency: string) => formatMoney(value, currency, language);
  const rows: [string, string][] = q
    ? quoteRows(t, {
        amount: money(q.amount, q.currencyCode),
        fee: money(q.fee, q.feeCurrencyCode),
        // A rate only where there is an exchange (the recipient is paid in another currency than the account's).
        rate:
          q.toCurrencyCode === q.currencyCode
            ? null
            : `1 ${q.currencyCode} = ${String(q.exchangeRate)} ${q.toCurrencyCode}`,
        received: money(q.toAmount, q.toCurrencyCode),
        total: money(q.totalDebit, q.currencyCode),
      })
    : [];
  const countries = countryOptions(language);
  const countryLabel = countries.find((country) => country.code === form.countryCode)?.name ?? form.countryCode;
  const reviewRows: [string, string][] = [
    [t('review.from'), account ? accountLabel(account, language) : ''],
    [t('review.to'), t('globalPay.recipient', { name, email, interpolation: { escapeValue: false } })],
    [
      t('globalPay.method'),
      t('globalPay.methodIn', {
        method: method?.name ?? '',
        country: countryLabel,
        interpolation: { escapeValue: false },
      }),
    ],
    ...rows,
    ...(form.description.trim() ? ([[t('globalPay.description'), form.description.trim()]] as [string, string][]) : []),
    [t('review.arrival'), q?.eta ? t('globalPay.arrival', { eta: q.eta, interpolation: { escapeValue: false } }) : ''],
  ];

  return (
    <TransferAccountsGate accounts={accounts}>
      <TransferScreen
        title={t('globalPay.title')}
        intro={<p>{t('globalPay.intro')}</p>}
        flow={flow}
        summaryRows={rows}
        onSubmit={submit}
        quote={quote}
        reviewRows={reviewRows}
        confirmLabel={t('globalPay.submit')}
        ready={q !== null}
        approval={{
          amount: formatMoney(cleanAmount || '0', account?.currencyCode ?? 'USD', language),
          payee: name || email,
          failureText: serverErrors.amount ?? serverErrors.toEmail ?? serverErrors.paymentMethod,
          onNew,
          cache,
          brandId,
          api,
        }}
      >
        <TextField
          label={t('p2p.toEmail')}
          type="email"
          autoComplete="email"
          value={form.toEmail}
          disabled={locked}
          error={errors.toEmail ?? serverErrors.toEmail}
          onChange={(event) => set({ toEmail: event.target.value })}
          onBlur={() => leave('toEmail')}
        />
        <TextField
          label={t('globalPay.beneficiaryName')}
          autoComplete="name"
          value={form.beneficiaryName}
          maxLength={GLOBAL_PAY_NAME_MAX}
          disabled={locked}
          error={errors.beneficiaryName ?? serverErrors.beneficiaryName}
          onChange={(event) => set({ beneficiaryName: event.target.value })}
          onBlur={() => leave('beneficiaryName')}
        />
        <Select
          label={t('globalPay.country')}
          placeholder={t('globalPay.chooseCountry')}
          value={form.countryCode}
          disabled={locked}
          error={errors.countryCode ?? serverErrors.countryCode}
          onChange={(event) => set({ countryCode: event.target.value, paymentMethod: '', toCurrencyCode: '' })}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        {methods.status === 'loading' && <Spinner label={t('globalPay.methodsLoading')} showLabel />}
        {methods.status === 'error' && (
          <LoadErrorBanner title={t('globalPay.methodsFailed')} error={methods.error} onRetry={methods.reload} />
        )}
        {methods.data && methods.data.length === 0 && <Banner tone="warning">{t('globalPay.noMethods')}</Banner>}
        {methods.data && methods.data.length > 0 && (
          <Select
            label={t('globalPay.method')}
            placeholder={t('globalPay.chooseMethod')}
            value={form.paymentMethod}
            disabled={locked}
            error={errors.paymentMethod ?? serverErrors.paymentMethod}
            hint={
              method?.eta
                ? t('globalPay.arrival', { eta: method.eta, interpolation: { escapeValue: false } })
                : undefined
            }
            onChange={(event) => set({ paymentMethod: event.target.value, toCurrencyCode: '' })}
            options={methods.data.map((entry) => ({ value: entry.paymentMethod, label: entry.name }))}
          />
        )}
        {method && method.currencies.length > 1 && (
          <Select
            label={t('globalPay.toCurrency')}
            value={toCurrency}
            disabled={locked}
            error={serverErrors.toCurrencyCode}
            onChange={(event) => set({ toCurrencyCode: event.target.value })}
            options={method.currencies.map((value) => ({ value, label: value }))}
          />
        )}
        <AccountSelect
          label={t('p2p.from')}
          accounts={list}
          value={form.accountId}
          onChange={(id) => set({ accountId: id })}
          error={errors.accountId ?? serverErrors.accountId}
          disabled={locked}
        />
        <TextField
          label={account ? t('globalPay.amountIn', { currency: account.currencyCode }) : t('form.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          disabled={locked}
          error={errors.amount ?? serverErrors.amount}
          onChange={(event) => set({ amount: event.target.value })}
          onBlur={() => leave('amount')}
        />
        <FreeTextField
          label={t('globalPay.description')}
          value={form.description}
          max={GLOBAL_PAY_DESCRIPTION_MAX}
          ref={descriptionRef}
          disabled={locked}
          error={serverErrors.description}
          onChange={(description) => set({ description })}
        />
      </TransferScreen>
    </TransferAccountsGate>
  );
}
