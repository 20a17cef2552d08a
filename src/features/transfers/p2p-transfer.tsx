import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { lookupEmailCheck, lookupPayer, type PayeeLookup } from '../../core/invoices/invoices';
import { P2P_NOTE_MAX, P2P_REFERENCE_MAX, p2pTransfer, p2pTransferFee } from '../../core/api/contract/p2p';
import { checkFreeText, countInvisibleCharacters, hasInvisibleCharacters } from '../../core/validation/free-text';
import { limitExceededBy } from '../../core/limits/limit-check';
import { formatMoney } from '../../core/money/money';
import { fromEmailsQuery, limitsQuery, payeesQuery, type WalletPayee } from '../../core/transfers/transfer-data';
import {
  PayeePicker,
  FreeTextField,
  freeTextProblemText,
  Select,
  useCommonMessages,
  useLanguage,
  usePaymentMessages,
  useQuery,
  TextField,
} from '../../ui';
import {
  AccountSelect,
  accountLabel,
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
import type { TransferScreenProps } from './own-transfer';
import {
  newFormEachTransfer,
  TransferAccountsGate,
  TransferScreen,
  transferApprovalCalls,
  useTransferFlow,
} from './transfer-flow';

const CURRENCIES = ['USD', 'EUR', 'RON'] as const;

interface P2pForm {
  toEmail: string;
  accountId: string;
  amount: string;
  currency: string;
  reference: string;
  note: string;
  couponCode: string;
  templateName: string;
  saveTemplate: boolean;
  fromEmailId: string;
}

const EMPTY: P2pForm = {
  toEmail: '',
  accountId: '',
  amount: '',
  currency: '',
  reference: '',
  note: '',
  couponCode: '',
  templateName: '',
  saveTemplate: false,
  fromEmailId: '0',
};

/** transfer/p2p: pay another wallet user by e-mail. */
export const P2pTransfer = newFormEachTransfer<TransferScreenProps & { ownLogin: string | null }>(P2pTransferForm);

function P2pTransferForm({
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
  const commonText = useCommonMessages();
  const payment = usePaymentMessages();
  const limitText = useLimitText();
  const { accounts, list } = useTransferAccounts(api, cache);
  const payees = useQuery(cache, payeesQuery(api));
  const emails = useQuery(cache, fromEmailsQuery(api));
  const [form, setForm] = useState<P2pForm>(EMPTY);
  const [subscription, setSubscription] = useState<SubscriptionForm>(NO_SUBSCRIPTION);
  const [touched, setTouched] = useState(false);
  // The amount field was left once: its offline checks (format, limits) show from then on, not only on submit.
  const [amountLeft, setAmountLeft] = useState(false);
  const referenceRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const noteRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const set = (patch: Partial<P2pForm>) => setForm((current) => ({ ...current, ...patch }));
  const account = list.find((item) => String(item.accountId) === form.accountId) ?? null;
  const currency = form.currency || account?.currencyCode || '';
  const cleanAmount = normaliseAmount(form.amount);
  const amountValid = isPositiveAmount(form.amount);
  const email = form.toEmail.trim();
  const emailCheck = lookupEmailCheck(email);

  // The payee lookup only after the e-mail rule passes (spec 2 section 5).
  const payee = useDebouncedLoad<PayeeLookup>(
    emailCheck === 'valid' ? email.toLowerCase() : null,
    (signal) => lookupPayer(api, email, ownLogin, signal),
    400,
  );
  // The p2p fee only when the amount is above 0 (and an account is chosen).
  const quote = useDebouncedLoad(
    account && amountValid && currency ? `${form.accountId}:${cleanAmount}:${currency}` : null,
    (signal) => api.call(p2pTransferFee, { accountId: form.accountId, amount: cleanAmount, currency }, { signal }),
  );
  const limits = useQuery(
    cache,
    account ? limitsQuery(api, 'p2p', form.accountId, currency || account.currencyCode) : null,
  );

  const payload = {
    accountId: form.accountId,
    amount: cleanAmount,
    currency,
    toEmail: email,
    ...(form.reference.trim() ? { reference: form.reference.trim() } : {}),
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
    ...(form.couponCode.trim() ? { couponCode: form.couponCode.trim() } : {}),
    ...(form.saveTemplate && form.templateName.trim() ? { templateName: form.templateName.trim() } : {}),
    ...(form.fromEmailId !== '0' ? { fromEmailId: Number(form.fromEmailId) } : {}),
    ...subscriptionPayload(subscription),
  };
  const flow = useTransferFlow({
    calls: transferApprovalCalls(api, watchPush, (key) => api.call(p2pTransfer, payload, { idempotencyKey: key })),
    payload,
    cache,
    invalidates: ['payees', 'preapproved', 'limits'],
  });
  const { serverErrors, locked } = flow;

  const payeeState = payee.status === 'ready' ? payee.data : null;
  const payeeError = hasInvisibleCharacters(email)
    ? freeTextProblemText(commonText, { kind: 'invisible', count: countInvisibleCharacters(email) }, language)
    : emailCheck === 'invalid' && (touched || email.length > 5)
      ? t('p2p.errors.emailRule')
      : touched && emailCheck === 'empty'
        ? t('p2p.errors.emailEmpty')
        : payeeState && payeeState !== 'exists'
          ? t(`p2p.payee.${payeeState}`)
          : undefined;
  const subErrors = subscriptionErrors(subscription, localToday());
  // Over a limit the screen already knows (the limits shown under the amount): said at the field, before the submit.
  const overLimit = amountValid && currency ? limitExceededBy(cleanAmount, currency, 'p2p', limits.data) : null;
  // Shown once the field was left (an empty one only on submit) or on submit: the format, then the limit.
  function amountError(): string | undefined {
    if (!touched && !(amountLeft && form.amount.trim() !== '')) return undefined;
    if (!amountValid) return t('form.errors.amount');
    return overLimit ? limitText(overLimit) : undefined;
  }
  const errors = {
    account: touched && !account ? t('p2p.errors.account') : undefined,
    amount: amountError(),
    templateName: touched && form.saveTemplate && !form.templateName.trim() ? t('p2p.errors.templateName') : undefined,
  };

  function submit() {
    setTouched(true);
    // A refused reference or note is shown at its field already; take the customer there, and send nothing.
    const refusedText = checkFreeText(form.reference, { max: P2P_REFERENCE_MAX })
      ? referenceRef.current
      : checkFreeText(form.note, { max: P2P_NOTE_MAX, multiline: true })
        ? noteRef.current
        : null;
    if (refusedText) {
      refusedText.focus();
      return;
    }
    if (
      emailCheck !== 'valid' ||
      (payeeState !== null && payeeState !== 'exists') ||
      !account ||
      !amountValid ||
      overLimit ||
      errors.templateName ||
      subErrors.endDate ||
      subErrors.transactions
    )
      return;
    flow.review();
  }

  // One way to pick a saved recipient: the payees list (the people paid before and the templates, merged by e-mail).
  // A payee with a template starts from it; one paid before fills the recipient only, the amount is asked anew.
  function pickPayee(picked: WalletPayee) {
    const template = picked.template;
    set(
      template
        ? {
            toEmail: template.toEmail ?? picked.email,
            amount: template.amount ? String(template.amount) : '',
            currency: template.currencyCode ?? '',
            note: template.note ?? '',
            reference: template.reference ?? '',
          }
        : { toEmail: picked.email },
    );
  }

  const q = quote.status === 'ready' ? quote.data : null;
  const rows: [string, string][] = q
    ? quoteRows(t, {
        amount: formatMoney(cleanAmount, currency, language),
        fee: formatMoney(q.fee, q.feeCurrencyCode, language),
        // A rate only where there is an exchange (the payee's currency is not the account's).
        rate: q.feeCurrencyCode === currency ? null : `1 ${currency} = ${String(q.exchangeRate)} ${q.feeCurrencyCode}`,
        received: formatMoney(cleanAmount, currency, language),
        total: formatMoney(q.totalDebit, q.feeCurrencyCode, language),
      })
    : [];
  const reviewRows: [string, string][] = [
    [t('review.from'), account ? accountLabel(account, language) : ''],
    [t('review.to'), email],
    ...(q
      ? rows
      : [[t('summary.amount'), formatMoney(cleanAmount || '0', currency || 'USD', language)] as [string, string]]),
    ...(form.reference.trim() ? ([[t('p2p.yourReference'), form.reference.trim()]] as [string, string][]) : []),
    [t('review.arrival'), t('review.arrivalNow')],
  ];
  const emailChoices = emails.data ?? [];

  return (
    <TransferAccountsGate accounts={accounts}>
      <TransferScreen
        title={t('p2p.title')}
        flow={flow}
        summaryRows={rows}
        above={
          !locked && (
            <PayeePicker
              payees={(payees.data ?? []).map((payee) => ({
                key: payee.email,
                name: payee.name,
                details: [
                  payee.email,
                  ...(payee.lastPaid
                    ? [
                        payment.t('payees.lastPaid', {
                          amount: formatMoney(payee.lastPaid.amount, payee.lastPaid.currencyCode, language),
                          date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
                            new Date(payee.lastPaid.created),
                          ),
                          interpolation: { escapeValue: false },
                        }),
                      ]
                    : []),
                  ...(payee.template
                    ? [
                        payment.t('payees.template', {
                          name: payee.template.name,
                          interpolation: { escapeValue: false },
                        }),
                      ]
                    : []),
                ],
                disabled: payee.disabled,
              }))}
              onPick={(email) => {
                const picked = payees.data?.find((item) => item.email === email);
                if (picked) pickPayee(picked);
              }}
            />
          )
        }
        onSubmit={submit}
        quote={quote}
        reviewRows={reviewRows}
        confirmLabel={t('p2p.submit')}
        ready={q !== null}
        approval={{
          amount: formatMoney(cleanAmount || '0', currency || 'USD', language),
          payee: email,
          failureText: serverErrors.amount ?? serverErrors.toEmail,
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
          error={payeeError ?? serverErrors.toEmail}
          hint={
            // One message at a time: a refused address is not also "could not be checked" (issue 30).
            payeeError || emailCheck !== 'valid'
              ? undefined
              : payee.status === 'loading'
                ? t('p2p.checking')
                : payeeState === 'exists'
                  ? t('p2p.payee.exists')
                  : payee.status === 'failed'
                    ? t('p2p.payee.failed')
                    : undefined
          }
          onChange={(event) => set({ toEmail: event.target.value })}
        />
        <AccountSelect
          label={t('p2p.from')}
          accounts={list}
          value={form.accountId}
          onChange={(id) => set({ accountId: id })}
          error={errors.account ?? serverErrors.accountId}
          disabled={locked}
        />
        {emailChoices.length > 1 && (
          <Select
            label={t('p2p.fromEmail')}
            value={form.fromEmailId}
            disabled={locked}
            onChange={(event) => set({ fromEmailId: event.target.value })}
            options={emailChoices.map((item) => ({ value: String(item.id), label: item.email }))}
          />
        )}
        <div className="transfers-amount">
          <TextField
            label={t('form.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            disabled={locked}
            error={errors.amount ?? serverErrors.amount}
            onChange={(event) => set({ amount: event.target.value })}
            onBlur={() => setAmountLeft(true)}
          />
          <Select
            label={t('p2p.currency')}
            value={currency}
            disabled={locked}
            onChange={(event) => set({ currency: event.target.value })}
            options={CURRENCIES.map((value) => ({ value, label: value }))}
          />
        </div>
        <LimitsNote limits={limits.data} />
        <FreeTextField
          label={t('p2p.reference')}
          value={form.reference}
          max={P2P_REFERENCE_MAX}
          ref={referenceRef}
          disabled={locked}
          error={serverErrors.reference}
          onChange={(reference) => set({ reference })}
        />
        <FreeTextField
          label={t('p2p.note')}
          value={form.note}
          max={P2P_NOTE_MAX}
          ref={noteRef}
          multiline
          disabled={locked}
          error={serverErrors.note}
          onChange={(note) => set({ note })}
        />
        <TextField
          label={t('p2p.coupon')}
          value={form.couponCode}
          disabled={locked}
          error={serverErrors.couponCode}
          onChange={(event) => set({ couponCode: event.target.value })}
        />
        <label className="transfers-check">
          <input
            type="checkbox"
            checked={form.saveTemplate}
            disabled={locked}
            onChange={(event) => set({ saveTemplate: event.target.checked })}
          />
          {t('p2p.saveTemplate')}
        </label>
        {form.saveTemplate && (
          <TextField
            label={t('p2p.templateName')}
            value={form.templateName}
            maxLength={60}
            disabled={locked}
            error={errors.templateName}
            onChange={(event) => set({ templateName: event.target.value })}
          />
        )}
        <SubscriptionFields form={subscription} onChange={setSubscription} disabled={locked} errors={subErrors} />
      </TransferScreen>
    </TransferAccountsGate>
  );
}
