import { useEffect } from 'react';
import { ACCOUNTS_KEY, accountsQuery, ensureFreshAccounts } from '../../core/accounts/accounts-data';
import { ACCOUNT_TYPES, type Account } from '../../core/api/contract/accounts';
import { CARD_STATUS, cardStatusName, maskCardNumber } from '../../core/cards/card-rules';
import { CUSTOMER_CACHE_KEYS, customerQuery } from '../../core/customer/customer-data';
import type { ApiClient } from '../../core/api/client';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { AmountText, Banner, Button, Spinner, Stack, useErrorText, useMessages, useQuery } from '../../ui';
import { accountKind, groupByCurrency, totalsByCurrency } from './account-groups';
import { AccountActions, ExchangeRates, PaymentInstructionsButton } from './account-tools';
import { splitCards } from './home-data';
import { ACCOUNTS_NAMESPACE, accountsMessages } from './messages';

export interface AccountsOverviewProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The greeting heading (the home draws its own above the total). */
  greeting?: boolean;
}

/** Cache keys of the data this feature reads; other features invalidate them after moving money. */
export const ACCOUNTS_CACHE_KEYS = { customer: CUSTOMER_CACHE_KEYS.customer, accounts: ACCOUNTS_KEY } as const;

/** Status ids of the accounts that are not cards; closed accounts have status 11 (spec 2 section 4). */
const ACCOUNT_STATUS: Record<number, 'active' | 'blocked' | 'closed'> = {
  1: 'active',
  2: 'blocked',
  3: 'closed',
  [CARD_STATUS.closed]: 'closed',
};

/**
 * The status key shown after an account's type, or null when the account is usable as it is (or its status is
 * unknown). Card accounts carry the card status ids of spec 2 section 4 (2 is Active), the others 1, 2, 3.
 */
function accountStatusKey(account: Account): string | null {
  if (accountKind(account.type) === 'card') {
    const name = cardStatusName(account.accountStatusId);
    return name && name !== 'active' ? `cardStatus.${name}` : null;
  }
  const status = ACCOUNT_STATUS[account.accountStatusId];
  return status && status !== 'active' ? `status.${status}` : null;
}

/** A card account's number masked as card numbers are (spec 2 section 5); other account numbers as they are. */
function shownAccountNumber(account: Account): string {
  return accountKind(account.type) === 'card' ? maskCardNumber(account.accountNumber) : account.accountNumber;
}

/**
 * The start page's greeting and the customer's accounts by currency and type (balance, pending amount, minimum
 * balance, account number, payment instructions) with totals; opening an account or a digital wallet; today's rates.
 */
export function AccountsOverview({ api, cache, greeting = true }: AccountsOverviewProps) {
  const t = useMessages(ACCOUNTS_NAMESPACE, accountsMessages);
  const errorText = useErrorText();
  const customer = useQuery(cache, customerQuery(api));
  const accounts = useQuery(cache, accountsQuery(api, cache));
  useEffect(() => {
    ensureFreshAccounts(cache);
  }, [cache]);

  const firstName = customer.data?.customer.firstName;
  const list = accounts.data?.accounts ?? [];
  // Card accounts are listed under "Cards", one line a card, not as tiles (a card user may hold many).
  const { accounts: tiles, cards } = splitCards(list);
  const totals = totalsByCurrency(list);
  // Totals add something only where a currency has more than one account.
  const showTotals = totals.length < list.length;

  return (
    <Stack gap="lg" className="wallet-accounts">
      {greeting && (
        <h1 className="wallet-accounts__greeting">{firstName ? t('greeting', { name: firstName }) : t('title')}</h1>
      )}
      {customer.status === 'error' && (
        <Banner tone="error" actions={<RetryButton onRetry={customer.reload} />}>
          {errorText(customer.error)}
        </Banner>
      )}
      <section
        aria-labelledby="wallet-accounts-title"
        className="wallet-accounts__list"
        aria-busy={accounts.status === 'loading'}
      >
        <h2 id="wallet-accounts-title">{t('title')}</h2>
        {accounts.status === 'loading' && <Spinner label={t('loading')} showLabel />}
        {accounts.status === 'error' && (
          <Banner tone="error" title={t('loadError')} actions={<RetryButton onRetry={accounts.reload} />}>
            {errorText(accounts.error)}
          </Banner>
        )}
        {accounts.refreshing && <Spinner size="sm" label={t('refreshing')} />}
        {accounts.status === 'success' && list.length === 0 && <p>{t('empty')}</p>}
        {list.length > 0 && (
          <>
            {groupByCurrency(tiles).map((group) => (
              <section
                key={group.currency}
                aria-labelledby={`wallet-accounts-${group.currency}`}
                className="wallet-accounts__group"
              >
                <h3 id={`wallet-accounts-${group.currency}`}>{t('currencyGroup', { currency: group.currency })}</h3>
                <ul className="wallet-accounts__cards">
                  {group.accounts.map((account) => {
                    const statusKey = accountStatusKey(account);
                    return (
                      <li key={String(account.accountId)} className="wallet-accounts__card">
                        <p className="wallet-accounts__type">
                          {t(`type.${accountKind(account.type)}`)} · {account.currencyCode}
                          {statusKey && <span className="wallet-accounts__status"> · {t(statusKey)}</span>}
                        </p>
                        <p className="wallet-accounts__balance">
                          <span className="wallet-visually-hidden">{t('balance')}: </span>
                          <AmountText amount={account.balance} currency={account.currencyCode} />
                        </p>
                        <p className="wallet-accounts__pending">
                          {t('pending')}:{' '}
                          <AmountText amount={account.pendingAmount ?? 0} currency={account.currencyCode} />
                        </p>
                        <p className="wallet-accounts__pending">
                          {t('minimum')}:{' '}
                          <AmountText amount={account.accountBalanceMin ?? 0} currency={account.currencyCode} />
                        </p>
                        <p className="wallet-accounts__number">
                          <span className="wallet-visually-hidden">{t('accountNumber')}: </span>
                          {shownAccountNumber(account)}
                        </p>
                        {account.type === ACCOUNT_TYPES.payment && account.accountStatusId === 1 && (
                          <PaymentInstructionsButton api={api} cache={cache} account={account} />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
            {cards.length > 0 && <CardList cards={cards} />}
            {showTotals && (
              <>
                <h3>{t('totals')}</h3>
                <dl className="wallet-accounts__totals">
                  {totals.map((total) => (
                    <div key={total.currency}>
                      <dt>{total.currency}</dt>
                      <dd>
                        <AmountText amount={total.balance} currency={total.currency} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </>
        )}
      </section>
      {accounts.data && <AccountActions api={api} cache={cache} accounts={list} />}
      <ExchangeRates api={api} cache={cache} />
    </Stack>
  );
}

/** The card accounts, one line a card: its masked number, status and balance. */
function CardList({ cards }: { cards: readonly Account[] }) {
  const t = useMessages(ACCOUNTS_NAMESPACE, accountsMessages);
  return (
    <section aria-labelledby="wallet-accounts-cards" className="wallet-accounts__group wallet-accounts__card-group">
      <h3 id="wallet-accounts-cards">{t('home.cards', { count: cards.length })}</h3>
      <ul className="wallet-accounts__card-lines">
        {cards.map((card) => {
          const statusKey = accountStatusKey(card);
          return (
            <li key={String(card.accountId)}>
              <span className="wallet-accounts__card-number">{shownAccountNumber(card)}</span>
              <span className="wallet-accounts__card-status">
                {card.currencyCode}
                {statusKey ? ` · ${t(statusKey)}` : ''}
              </span>
              <AmountText amount={card.balance} currency={card.currencyCode} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(ACCOUNTS_NAMESPACE, accountsMessages);
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('common:actions.retry')}
    </Button>
  );
}
