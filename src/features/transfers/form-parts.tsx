import { useEffect, useState } from 'react';
import type { Account } from '../../core/api/contract/accounts';
import { limitExceededOf, type LimitExceeded, type TransferLimit } from '../../core/api/contract/limits';
import { SUBSCRIPTION_FREQUENCIES } from '../../core/api/contract/transfers';
import { ApiError, errorFromFailure } from '../../core/api/errors';
import { formatMoney } from '../../core/money/money';
import { maskAccountNumber, PaymentFacts, Select, Stack, TextField, useLanguage } from '../../ui';
import { useTransfersText } from './messages';

export type Loadable<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/** Runs `load` when `key` changes (after a short pause while typing); stale answers are dropped. */
export function useDebouncedLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  delayMs = 300,
): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' });
  useEffect(() => {
    if (key === null) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the load follows the key; no key, nothing shown
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'failed', error: error instanceof ApiError ? error : errorFromFailure(error) });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key names everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

export const AMOUNT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** "12,5" -> "12.5"; spaces dropped. */
export function normaliseAmount(text: string): string {
  return text.trim().replace(/\s/g, '').replace(',', '.');
}

export function isPositiveAmount(text: string): boolean {
  const value = normaliseAmount(text);
  return AMOUNT_TEXT.test(value) && Number(value) > 0;
}

export function accountLabel(account: Account, language: string): string {
  return `${account.currencyCode} · ${maskAccountNumber(account.accountNumber)} · ${formatMoney(account.balance, account.currencyCode, language)}`;
}

export function AccountSelect({
  label,
  accounts,
  value,
  onChange,
  error,
  disabled,
  exclude,
}: {
  label: string;
  accounts: Account[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  exclude?: string;
}) {
  const language = useLanguage();
  const t = useTransfersText();
  return (
    <Select
      label={label}
      value={value}
      placeholder={t('form.chooseAccount')}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      options={accounts
        .filter((account) => String(account.accountId) !== exclude)
        .map((account) => ({ value: String(account.accountId), label: accountLabel(account, language) }))}
    />
  );
}

/** The limit facts of a refusal, worded in the user's language. */
export function useLimitText(): (limit: LimitExceeded) => string {
  const t = useTransfersText();
  const language = useLanguage();
  return (limit) =>
    t(`limits.exceeded.${limit.period}`, {
      amount: formatMoney(limit.amount, limit.currencyCode, language),
      remaining: formatMoney(limit.remaining, limit.currencyCode, language),
      interpolation: { escapeValue: false },
    });
}

/** The field errors of a refused submit, translated where we know them (limits), else the server's text. */
export function fieldErrorsOf(error: unknown, limitText: (limit: LimitExceeded) => string): Record<string, string> {
  if (!(error instanceof ApiError) || !error.validationErrors) return {};
  const result: Record<string, string> = {};
  for (const item of error.validationErrors) {
    const limit = limitExceededOf(item);
    result[item.field ?? 'form'] = limit ? limitText(limit) : item.description;
  }
  return result;
}

export interface SubscriptionForm {
  enabled: boolean;
  frequency: string;
  endDate: string;
  transactions: string;
  userCancel: boolean;
}

export const NO_SUBSCRIPTION: SubscriptionForm = {
  enabled: false,
  frequency: 'month',
  endDate: '',
  transactions: '',
  userCancel: true,
};

export function subscriptionPayload(form: SubscriptionForm) {
  if (!form.enabled) return {};
  return {
    subscriptionFrequency: form.frequency as (typeof SUBSCRIPTION_FREQUENCIES)[number],
    ...(form.endDate ? { subscriptionEndDate: form.endDate } : {}),
    ...(form.transactions ? { subscriptionTransactions: Number(form.transactions) } : {}),
    subscriptionUserCancel: form.userCancel,
  };
}

export function subscriptionErrors(form: SubscriptionForm, today: string): Record<string, string | undefined> {
  if (!form.enabled) return {};
  return {
    endDate: form.endDate && form.endDate <= today ? 'subscription.errors.endDate' : undefined,
    transactions:
      form.transactions &&
      !(/^\d+$/.test(form.transactions) && Number(form.transactions) >= 2 && Number(form.transactions) <= 120)
        ? 'subscription.errors.transactions'
        : undefined,
  };
}

/** The optional repetition of a transfer: a pre-approved payment (spec 2 "Between-account transfer fields"). */
export function SubscriptionFields({
  form,
  onChange,
  disabled,
  errors,
}: {
  form: SubscriptionForm;
  onChange: (form: SubscriptionForm) => void;
  disabled: boolean;
  errors: Record<string, string | undefined>;
}) {
  const t = useTransfersText();
  return (
    <fieldset className="transfers-fieldset">
      <legend>{t('subscription.legend')}</legend>
      <label className="transfers-check">
        <input
          type="checkbox"
          checked={form.enabled}
          disabled={disabled}
          onChange={(event) => onChange({ ...form, enabled: event.target.checked })}
        />
        {t('subscription.repeat')}
      </label>
      {form.enabled && (
        <Stack gap="sm">
          <Select
            label={t('subscription.frequency')}
            value={form.frequency}
            disabled={disabled}
            onChange={(event) => onChange({ ...form, frequency: event.target.value })}
            options={SUBSCRIPTION_FREQUENCIES.map((value) => ({ value, label: t(`subscription.every.${value}`) }))}
          />
          <TextField
            label={t('subscription.endDate')}
            type="date"
            value={form.endDate}
            disabled={disabled}
            error={errors.endDate ? t(errors.endDate) : undefined}
            onChange={(event) => onChange({ ...form, endDate: event.target.value })}
          />
          <TextField
            label={t('subscription.transactions')}
            hint={t('subscription.transactionsHint')}
            inputMode="numeric"
            value={form.transactions}
            disabled={disabled}
            error={errors.transactions ? t(errors.transactions) : undefined}
            onChange={(event) => onChange({ ...form, transactions: event.target.value })}
          />
          <label className="transfers-check">
            <input
              type="checkbox"
              checked={form.userCancel}
              disabled={disabled}
              onChange={(event) => onChange({ ...form, userCancel: event.target.checked })}
            />
            {t('subscription.userCancel')}
          </label>
        </Stack>
      )}
    </fieldset>
  );
}

/**
 * The rows of a quote, as every transfer's summary and review shows them: amount, fee, the rate only where there is
 * an exchange (`rate` null otherwise), amount received and total charged.
 */
export function quoteRows(
  t: ReturnType<typeof useTransfersText>,
  quote: { amount: string; fee: string; rate: string | null; received: string; total: string },
): [string, string][] {
  return [
    [t('summary.amount'), quote.amount],
    [t('summary.fee'), quote.fee],
    ...(quote.rate === null ? [] : ([[t('summary.rate'), quote.rate]] as [string, string][])),
    [t('summary.received'), quote.received],
    [t('summary.total'), quote.total],
  ];
}

/** The customer's limits for this kind of transfer, under the amount. */
export function LimitsNote({ limits }: { limits: readonly TransferLimit[] | undefined }) {
  const t = useTransfersText();
  const language = useLanguage();
  if (!limits || limits.length === 0) return null;
  return (
    <p className="transfers-note">
      {limits
        .map((limit) =>
          t(`limits.line.${limit.period}`, {
            amount: formatMoney(limit.amount, limit.currencyCode, language),
            remaining: formatMoney(limit.remaining, limit.currencyCode, language),
            interpolation: { escapeValue: false },
          }),
        )
        .join(' · ')}
    </p>
  );
}

/** Amount, fee, rate, amount received and total charged, before confirming. */
export function TransferSummary({ rows }: { rows: [string, string][] }) {
  const t = useTransfersText();
  return (
    <section aria-label={t('summary.title')} className="transfers-summary-box">
      <SummaryList rows={rows} />
    </section>
  );
}

/** Label and value pairs, as every summary and receipt of the transfers shows them. */
export function SummaryList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return <PaymentFacts rows={rows} className="transfers-summary" />;
}

export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
