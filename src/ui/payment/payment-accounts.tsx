import type { ReactNode } from 'react';
import type { AccountsState, PaymentAccount, RateState } from '../../core/payments/payment-model';
import type { TFunction } from '../../core/i18n/i18n';
import { AccountPicker, type AccountPickerOption } from '../account-picker/account-picker';
import { Banner } from '../banner/banner';
import { LoadErrorBanner } from '../banner/load-error-banner';
import { useCommonMessages, useLanguage } from '../i18n/use-messages';
import { Spinner } from '../spinner/spinner';
import { usePaymentMessages } from './messages';

/** "•••• 0001": the end of an account number, enough to tell accounts apart. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

function rateDetail(
  t: TFunction,
  rate: RateState | undefined,
  from: string,
  to: string,
  language: string,
): string | undefined {
  if (from === to) return undefined;
  if (!rate || rate.status === 'loading') return t('accounts.rateLoading');
  if (rate.status === 'failed') return t('accounts.rateFailed');
  return t('accounts.rate', {
    from,
    to,
    rate: new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(
      String(rate.rate) as Intl.StringNumericLiteral,
    ),
  });
}

export interface PaymentAccountPickerProps {
  accounts: readonly PaymentAccount[];
  /** The rate from `currency` to each account's currency, by account id (shown beside accounts in another currency). */
  rates: Readonly<Record<string, RateState>>;
  /** The currency of what is paid. */
  currency: string;
  value: string | null;
  onChange: (accountId: string) => void;
  /** The chosen account does not cover the payment and its fee. */
  insufficient: boolean;
}

/**
 * The account to pay from: each payment account with its masked number and balance, the exchange rate of an account
 * in another currency than the payment's, and "not enough money" under the list.
 */
export function PaymentAccountPicker({
  accounts,
  rates,
  currency,
  value,
  onChange,
  insufficient,
}: PaymentAccountPickerProps) {
  const { t } = usePaymentMessages();
  const language = useLanguage();
  const options: AccountPickerOption[] = accounts.map((account) => ({
    id: account.accountId,
    title: t('accounts.account', { currency: account.currency, number: maskAccountNumber(account.accountNumber) }),
    currency: account.currency,
    balance: account.balance,
    detail: rateDetail(t, rates[account.accountId], currency, account.currency, language),
  }));
  return (
    <AccountPicker
      legend={t('accounts.legend')}
      balanceLabel={t('accounts.balance')}
      options={options}
      value={value}
      onChange={onChange}
      error={insufficient ? t('accounts.insufficient') : undefined}
    />
  );
}

export interface PaymentAccountsNoticeProps {
  state: AccountsState;
  /** Reads the accounts again after a failure. */
  onRetry: () => void;
  /** Offered beside "You have no account to pay from" (for example: sign in with another account). */
  emptyActions?: ReactNode | undefined;
}

/**
 * What stands in place of the account picker while there is none to show: loading, the failure with its retry
 * (part `error`), or no account to pay from. Renders nothing once there are accounts.
 */
export function PaymentAccountsNotice({ state, onRetry, emptyActions }: PaymentAccountsNoticeProps) {
  const { t } = usePaymentMessages();
  const common = useCommonMessages();
  if (state.status === 'loading') return <Spinner label={common('status.loading')} showLabel />;
  if (state.status === 'failed') {
    return <LoadErrorBanner title={t('accounts.failed')} part="error" error={state.error} onRetry={onRetry} />;
  }
  if (state.accounts.length === 0) {
    return (
      <Banner tone="warning" actions={emptyActions}>
        {t('accounts.none')}
      </Banner>
    );
  }
  return null;
}
