import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { refreshAccounts } from '../../core/accounts/accounts-data';
import { countryOptions } from '../../core/registration/countries';
import { globalPayMethodsQuery, TRANSFERS_CACHE_PREFIX } from '../../core/transfers/transfer-data';
import { checkFreeText } from '../../core/validation/free-text';
import {
  Banner,
  Button,
  FormLayout,
  FreeTextField,
  LoadErrorBanner,
  PaymentReview,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import {
  AccountSelect,
  accountLabel,
  fieldErrorsOf,
  isPositiveAmount,
  normaliseAmount,
  TransferSummary,
  useDebouncedLoad,
  useLimitText,
} from './form-parts';
import { useTransfersText } from './messages';
import { useFormRound, useTransferAccounts } from './transfer-accounts';
import type { TransferScreenProps } from './own-transfer';
import { ApprovalSection, useTransferApproval } from './transfer-approval';

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
export function GlobalPayTransfer(props: TransferScreenProps & { ownLogin: string | null }) {
  const [round, next] = useFormRound();
  return <GlobalPayTransferForm key={round} {...props} onNew={next} />;
}

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
  const errorText = useErrorText();
  const limitText = useLimitText();
  const { accounts, list } = useTransferAccounts(api, cache);
  const [form, setForm] = useState<GlobalPayForm>(EMPTY);
  const [touched, setTouched] = useState(false);
  // The fields left once: their offline checks show from then on (an empty one only on submit), not only on submit.
  const [left, setLeft] = useState<Partial<Record<'toEmail' | 'beneficiaryName' | 'amount', true>>>({});
  const leave = (field: keyof typeof left) => setLeft((current) => ({ ...current, [field]: true }));
  const [reviewing, setReviewing] = useState(false);
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
  const machine = useTransferApproval(
    {
      submit: (key) => api.call(p2pGlobalPaySubmit, payload, { idempotencyKey: key }),
      approve: (id, code) => api.call(p2pGlobalPayApprove, { trxid: id, approvalCode: code }),
      resend: (id) => api.call(p2pGlobalPayApprovalResend, { trxid: id }),
      watchPush,
    },
    payload,
  );
  const state = machine.state.value;
  const step = state.kind;
  useEffect(() => {
    if (step === 'success' || step === 'done') {
      refreshAccounts(cache);
      cache.invalidate(`${TRANSFERS_CACHE_PREFIX}limits`);
    }
  }, [step, cache]);
  const serverErrors = state.kind === 'failed' ? fieldErrorsOf(state.error, limitText) : {};
  const inReview =
    reviewing &&
    !(step === 'code' || step === 'push' || step === 'success' || step === 'done') &&
    Object.keys(serverErrors).length === 0;
  const locked = inReview || !(step === 'idle' || step === 'failed' || step === 'declined');

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

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (checkFreeText(form.description, { max: GLOBAL_PAY_DESCRIPTION_MAX })) {
      descriptionRef.current?.focus();
      return;
    }
    if (emailCheck !== 'valid' || self || name.length < 2 || !method || !toCurrency || !account || !amountValid) return;
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

  const q = quote.status === 'ready' ? quote.data : null;
  const money = (value: string | number, currency: string) => formatMoney(value, currency, language);
  const rows: [string, string][] = q
    ? [
        [t('summary.amount'), money(q.amount, q.currencyCode)],
        [t('summary.fee'), money(q.fee, q.feeCurrencyCode)],
        // A rate only where there is an exchange (the recipient is paid in another currency than the account's).
        ...(q.toCurrencyCode === q.currencyCode
          ? []
          : ([[t('summary.rate'), `1 ${q.currencyCode} = ${String(q.exchangeRate)} ${q.toCurrencyCode}`]] as [
              string,
              string,
            ][])),
        [t('summary.received'), money(q.toAmount, q.toCurrencyCode)],
        [t('summary.total'), money(q.totalDebit, q.currencyCode)],
      ]
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
    <Stack gap="lg">
      <h1>{t('globalPay.title')}</h1>
      <p>{t('globalPay.intro')}</p>
      <FormLayout summary={rows.length > 0 ? <TransferSummary rows={rows} /> : undefined}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
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
            {quote.status === 'loading' && <Spinner label={t('summary.loading')} showLabel />}
            {quote.status === 'failed' && <Banner tone="error">{errorText(quote.error)}</Banner>}
            {!inReview && !(step === 'success' || step === 'done' || step === 'code' || step === 'push') && (
              <Button type="submit">{t('review.continue')}</Button>
            )}
          </Stack>
        </form>
      </FormLayout>
      {inReview && (
        <PaymentReview
          rows={reviewRows}
          confirmLabel={t('globalPay.submit')}
          busy={step === 'submitting'}
          ready={q !== null}
          onEdit={() => setReviewing(false)}
          onConfirm={confirm}
        />
      )}
      <ApprovalSection
        machine={machine}
        amount={formatMoney(cleanAmount || '0', account?.currencyCode ?? 'USD', language)}
        payee={name || email}
        onNew={onNew}
        cache={cache}
        brandId={brandId}
        api={api}
        failureText={serverErrors.amount ?? serverErrors.toEmail ?? serverErrors.paymentMethod}
      />
    </Stack>
  );
}
