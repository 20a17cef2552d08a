import { useState, type FormEvent, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import {
  ACCOUNT_CURRENCIES,
  currencyAccountAdd,
  digitalWalletCreate,
  paymentInstructionMarkViewed,
  type PaymentInstruction,
} from '../../core/api/contract/wallet-accounts';
import {
  defaultRatesQuery,
  exchangeRateOf,
  paymentInstructionsQuery,
  refreshAccounts,
} from '../../core/accounts/accounts-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  useErrorText,
  useMessages,
  useQuery,
} from '../../ui';
import { ACCOUNTS_NAMESPACE, accountsMessages } from './messages';

type Currency = (typeof ACCOUNT_CURRENCIES)[number];

function useText() {
  return useMessages(ACCOUNTS_NAMESPACE, accountsMessages);
}

/** The bank details to fund one account; opening them marks them viewed (spec 2 "payment instructions"). */
export function PaymentInstructionsButton({
  api,
  cache,
  account,
  trigger,
}: {
  api: ApiClient;
  cache: ResourceCache;
  account: Account;
  /** Draws the opener instead of the default button (the home's quick action). */
  trigger?: ((open: () => void) => ReactNode) | undefined;
}) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const read = paymentInstructionsQuery(api);
  const instructions = useQuery(cache, open ? read : null);
  const instruction = instructions.data?.find((item) => String(item.accountId) === String(account.accountId)) ?? null;

  function show() {
    setOpen(true);
    void cache.load(read.key, read.load).then(
      (list) => {
        const mine = list.find((item) => String(item.accountId) === String(account.accountId));
        if (mine && !mine.viewed)
          return api
            .call(paymentInstructionMarkViewed, { instructionId: mine.id })
            .then(() => cache.invalidate(read.key));
        return undefined;
      },
      // The dialog shows the load error with its retry.
      () => undefined,
    );
  }

  return (
    <>
      {trigger ? (
        trigger(show)
      ) : (
        <Button
          variant="secondary"
          onClick={show}
          aria-label={t('instructions.openFor', { currency: account.currencyCode, number: account.accountNumber })}
        >
          {t('instructions.open')}
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('instructions.title', { currency: account.currencyCode })}
      >
        {instructions.status === 'error' && (
          <LoadErrorBanner title={t('instructions.failed')} error={instructions.error} onRetry={instructions.reload} />
        )}
        {!instructions.data && instructions.status !== 'error' && <Spinner label={t('loading')} showLabel />}
        {instructions.data && !instruction && <p>{t('instructions.none')}</p>}
        {instruction && <InstructionDetails instruction={instruction} />}
      </Dialog>
    </>
  );
}

function InstructionDetails({ instruction }: { instruction: PaymentInstruction }) {
  const t = useText();
  const rows: [string, string][] = [
    [t('instructions.beneficiary'), instruction.beneficiaryName],
    [t('instructions.accountNumber'), instruction.bankAccountNumber],
    [t('instructions.bank'), instruction.bankName],
    [t('instructions.bankAddress'), instruction.bankAddress],
    [t('instructions.swift'), instruction.swift],
    [t('instructions.reference'), instruction.reference],
  ];
  return (
    <Stack gap="sm">
      <p>{t('instructions.intro', { currency: instruction.currencyCode })}</p>
      <dl className="wallet-accounts__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd translate="no">{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** Opens a payment account in a currency the customer has none in yet, and creates digital wallets. */
export function AccountActions({
  api,
  cache,
  accounts,
}: {
  api: ApiClient;
  cache: ResourceCache;
  accounts: readonly Account[];
}) {
  const t = useText();
  const errorText = useErrorText();
  const missing = ACCOUNT_CURRENCIES.filter(
    (currency) =>
      !accounts.some(
        (account) => account.type === 1001 && account.accountStatusId === 1 && account.currencyCode === currency,
      ),
  );
  const [newCurrency, setNewCurrency] = useState('');
  const [opening, setOpening] = useState<
    { status: 'idle' | 'busy' } | { status: 'done'; currency: string } | { status: 'failed'; error: unknown }
  >({ status: 'idle' });
  const [touched, setTouched] = useState(false);
  const [walletCurrency, setWalletCurrency] = useState<Currency>(ACCOUNT_CURRENCIES[0]);
  const [wallet, setWallet] = useState<
    | { status: 'idle' | 'busy' }
    | { status: 'done'; address: string; currency: string }
    | { status: 'failed'; error: unknown }
  >({ status: 'idle' });

  async function openAccount(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!newCurrency || opening.status === 'busy') return;
    setOpening({ status: 'busy' });
    try {
      const answer = await api.call(currencyAccountAdd, { currencyCode: newCurrency as Currency });
      setOpening({ status: 'done', currency: answer.account.currencyCode });
      setNewCurrency('');
      setTouched(false);
      refreshAccounts(cache);
      cache.invalidate('accounts/payment-instructions');
    } catch (error) {
      setOpening({ status: 'failed', error });
    }
  }

  async function createWallet(event: FormEvent) {
    event.preventDefault();
    if (wallet.status === 'busy') return;
    setWallet({ status: 'busy' });
    try {
      const answer = await api.call(digitalWalletCreate, { currencyCode: walletCurrency });
      setWallet({ status: 'done', address: answer.address, currency: answer.currencyCode });
    } catch (error) {
      setWallet({ status: 'failed', error });
    }
  }

  return (
    <section aria-labelledby="wallet-accounts-actions" className="wallet-accounts__tools">
      <h2 id="wallet-accounts-actions">{t('actions.title')}</h2>
      <div className="wallet-accounts__tool-grid">
        <form onSubmit={openAccount} noValidate aria-labelledby="wallet-accounts-add">
          <Stack gap="sm">
            <h3 id="wallet-accounts-add">{t('add.title')}</h3>
            {missing.length === 0 ? (
              <p>{t('add.allOpen')}</p>
            ) : (
              <>
                <Select
                  label={t('add.currency')}
                  placeholder={t('add.choose')}
                  value={newCurrency}
                  error={
                    touched && !newCurrency
                      ? t('add.required')
                      : opening.status === 'failed'
                        ? errorText(opening.error)
                        : undefined
                  }
                  onChange={(event) => setNewCurrency(event.target.value)}
                  options={missing.map((currency) => ({ value: currency, label: currency }))}
                />
                <Button type="submit" loading={opening.status === 'busy'}>
                  {t('add.submit')}
                </Button>
              </>
            )}
            {opening.status === 'done' && (
              <Banner tone="success">{t('add.done', { currency: opening.currency })}</Banner>
            )}
          </Stack>
        </form>
        <form onSubmit={createWallet} noValidate aria-labelledby="wallet-accounts-wallet">
          <Stack gap="sm">
            <h3 id="wallet-accounts-wallet">{t('wallet.title')}</h3>
            <Select
              label={t('wallet.currency')}
              value={walletCurrency}
              onChange={(event) => setWalletCurrency(event.target.value as Currency)}
              options={ACCOUNT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            />
            <Button type="submit" loading={wallet.status === 'busy'}>
              {t('wallet.submit')}
            </Button>
            {wallet.status === 'failed' && <Banner tone="error">{errorText(wallet.error)}</Banner>}
            {wallet.status === 'done' && (
              <Banner tone="success" title={t('wallet.done', { currency: wallet.currency })}>
                <span className="wallet-accounts__address" translate="no">
                  {wallet.address}
                </span>
              </Banner>
            )}
          </Stack>
        </form>
      </div>
    </section>
  );
}

/** Today's rates between the account currencies, and a lookup of one pair (rate 1 without a call when equal). */
export function ExchangeRates({ api, cache }: { api: ApiClient; cache: ResourceCache }) {
  const t = useText();
  const errorText = useErrorText();
  const rates = useQuery(cache, defaultRatesQuery(api));
  const [from, setFrom] = useState<string>('USD');
  const [to, setTo] = useState<string>('EUR');
  const [lookup, setLookup] = useState<
    | { status: 'idle' | 'busy' }
    | { status: 'done'; from: string; to: string; rate: string }
    | { status: 'failed'; error: unknown }
  >({ status: 'idle' });

  async function look(event: FormEvent) {
    event.preventDefault();
    setLookup({ status: 'busy' });
    try {
      setLookup({ status: 'done', from, to, rate: await exchangeRateOf(api, from, to) });
    } catch (error) {
      setLookup({ status: 'failed', error });
    }
  }

  const options = ACCOUNT_CURRENCIES.map((currency) => ({ value: currency, label: currency }));
  return (
    <section aria-labelledby="wallet-accounts-rates" className="wallet-accounts__tools">
      <h2 id="wallet-accounts-rates">{t('rates.title')}</h2>
      {rates.status === 'error' && (
        <LoadErrorBanner title={t('rates.failed')} error={rates.error} onRetry={rates.reload} />
      )}
      {!rates.data && rates.status !== 'error' && <Spinner label={t('loading')} showLabel />}
      {rates.data && (
        <ul className="wallet-accounts__rates" aria-label={t('rates.list')}>
          {rates.data.map((rate) => (
            <li key={`${rate.fromCurrencyCode}-${rate.toCurrencyCode}`}>
              {t('rates.line', {
                from: rate.fromCurrencyCode,
                rate: String(rate.exchangeRate),
                to: rate.toCurrencyCode,
              })}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={look} className="wallet-accounts__rate-form" aria-label={t('rates.lookup')}>
        <Select
          label={t('rates.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          options={options}
        />
        <Select label={t('rates.to')} value={to} onChange={(event) => setTo(event.target.value)} options={options} />
        <Button type="submit" variant="secondary" loading={lookup.status === 'busy'}>
          {t('rates.submit')}
        </Button>
      </form>
      <p aria-live="polite" className="wallet-accounts__rate-answer">
        {lookup.status === 'done' && t('rates.answer', { from: lookup.from, rate: lookup.rate, to: lookup.to })}
      </p>
      {lookup.status === 'failed' && <Banner tone="error">{errorText(lookup.error)}</Banner>}
    </section>
  );
}
