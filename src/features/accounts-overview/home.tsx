/**
 * The home page's first screen (issue 32 "Home that works like a bank's"): the total across the accounts in the
 * main currency (converted with today's rates, and it says so), the balance of each currency, the quick actions,
 * and what needs the customer (upcoming pre-approved payments, requests waiting for approval, verification to-dos).
 * The balance chart is a part of its own ({@link HomeChart}).
 */
import { useMemo } from 'react';
import { accountsQuery, defaultRatesQuery, transferAccounts } from '../../core/accounts/accounts-data';
import type { ApiClient } from '../../core/api/client';
import { customerQuery } from '../../core/customer/customer-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { AmountText, InAppLink, LoadErrorBanner, Skeleton, useLanguage, useMessages, useQuery } from '../../ui';
import { totalsByCurrency } from './account-groups';
import { PaymentInstructionsButton } from './account-tools';
import { BalanceChart } from './balance-chart';
import {
  balanceSeries,
  CHART_DAYS,
  convertedTotal,
  homeActivityQuery,
  mainCurrencyOf,
  monthlyFlows,
  pendingApprovalsQuery,
  upcomingPaymentsQuery,
} from './home-data';
import { ACCOUNTS_NAMESPACE, accountsMessages } from './messages';

export interface HomeLinks {
  p2p: string;
  ownAccounts: string;
  bankPayout: string;
  cardPayout: string;
  invoices: string;
  preApproved: string;
  approvals: string;
  verify: string;
  profileUpdate: string;
}

export interface HomeProps {
  api: ApiClient;
  cache: ResourceCache;
  links: HomeLinks;
  navigate: (path: string) => void;
  /** A business user (requests waiting for approval are shown). */
  isBusiness: boolean;
}

function useText() {
  return useMessages(ACCOUNTS_NAMESPACE, accountsMessages);
}

const ICONS: Record<string, string> = {
  p2p: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  ownAccounts: 'M4 8h13l-3-3M20 16H7l3 3',
  bankPayout: 'M3 10h18L12 4 3 10Zm2 0v8m4-8v8m6-8v8m4-8v8M3 20h18',
  cardPayout: 'M3 6h18v12H3zM3 10h18M7 15h4',
  invoices: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  receive: 'M12 4v12m-5-5 5 5 5-5M5 20h14',
};

export function ActionIcon({ name }: { name: string }) {
  return (
    <span className="wallet-home__action-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={ICONS[name]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/**
 * The greeting, the total in the main currency and the balance per currency. An admin acting for a customer
 * (`actingForCustomer`) is not greeted by their own name over someone else's money: the heading names the customer
 * whose accounts these are, and a line says who is acting.
 */
export function HomeBalance({
  api,
  cache,
  actingForCustomer = false,
}: Pick<HomeProps, 'api' | 'cache'> & { actingForCustomer?: boolean }) {
  const t = useText();
  const customer = useQuery(cache, customerQuery(api));
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const rates = useQuery(cache, defaultRatesQuery(api));
  const list = useMemo(() => accounts.data?.accounts ?? [], [accounts.data]);
  const main = mainCurrencyOf(list);
  const total = rates.data ? convertedTotal(list, rates.data, main) : null;
  const firstName = customer.data?.customer.firstName;
  const heading = customer.data
    ? actingForCustomer
      ? t('home.actingTitle', {
          name: customer.data.customer.businessName || String(customer.data.customer.customerId),
        })
      : firstName
        ? t('greeting', { name: firstName })
        : t('title')
    : t('title');

  return (
    <section className="wallet-home__balance" aria-labelledby="wallet-home-total">
      <h1 className="wallet-home__greeting">{heading}</h1>
      {actingForCustomer && customer.data && (
        <p className="wallet-home__muted">
          {t('home.actingAs', {
            name: `${customer.data.customer.firstName} ${customer.data.customer.lastName}`.trim(),
          })}
        </p>
      )}
      <h2 id="wallet-home-total" className="wallet-home__label">
        {accounts.status === 'error' ? t('home.totalAnyCurrency') : t('home.total', { currency: main })}
      </h2>
      {accounts.status === 'error' ? (
        // The accounts section below reads the same balances and shows the one alert with its Try again; a second
        // alert here would say the same twice. Its retry reloads the shared read, so this total comes back with it.
        <p className="wallet-home__muted">{t('home.totalUnavailable')}</p>
      ) : total ? (
        <>
          <p className="wallet-home__total">
            <AmountText amount={total.amount.toFixed(2)} currency={main} maximumFractionDigits={2} />
          </p>
          <p className="wallet-home__muted">
            {t('home.converted', { currency: main })}
            {total.missing.length > 0 && ` ${t('home.missingRates', { currencies: total.missing.join(', ') })}`}
          </p>
        </>
      ) : rates.status === 'error' ? (
        <LoadErrorBanner title={t('rates.failed')} error={rates.error} onRetry={rates.reload} />
      ) : (
        <Skeleton lines={1} label={t('loading')} />
      )}
      {list.length > 0 && (
        <ul className="wallet-home__currencies" aria-label={t('home.perCurrency')}>
          {totalsByCurrency(list).map((entry) => (
            <li key={entry.currency}>
              <span className="wallet-home__currency-code">{entry.currency}</span>
              <AmountText amount={entry.balance} currency={entry.currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The six things a customer does most, one click each (the routes the menus lead to). */
export function QuickActions({ api, cache, links, navigate }: Pick<HomeProps, 'api' | 'cache' | 'links' | 'navigate'>) {
  const t = useText();
  const actions: [keyof HomeLinks, string][] = [
    ['p2p', links.p2p],
    ['ownAccounts', links.ownAccounts],
    ['bankPayout', links.bankPayout],
    ['cardPayout', links.cardPayout],
    ['invoices', links.invoices],
  ];
  return (
    <nav className="wallet-home__actions" aria-label={t('home.actions.title')}>
      <ul>
        {actions.map(([name, href]) => (
          <li key={name}>
            <InAppLink href={href} navigate={navigate} className="wallet-home__action">
              <ActionIcon name={name} />
              <span>{t(`home.actions.${name}`)}</span>
            </InAppLink>
          </li>
        ))}
        <li>
          <ReceiveAction api={api} cache={cache} />
        </li>
      </ul>
    </nav>
  );
}

/** "Account details": the main payment account's details to receive money (its payment instructions). */
export function ReceiveAction({ api, cache }: Pick<HomeProps, 'api' | 'cache'>) {
  const t = useText();
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const main = transferAccounts(accounts.data?.accounts)[0];
  if (!main) return null;
  return (
    <PaymentInstructionsButton
      api={api}
      cache={cache}
      account={main}
      trigger={(open) => (
        <button type="button" className="wallet-home__action" onClick={open}>
          <ActionIcon name="receive" />
          <span>{t('home.actions.receive')}</span>
        </button>
      )}
    />
  );
}

/** The chart of the balance over 30/90 days and money in and out by month, in the main currency. */
export function HomeChart({ api, cache }: Pick<HomeProps, 'api' | 'cache'>) {
  const t = useText();
  const language = useLanguage();
  const today = new Date().toISOString().slice(0, 10);
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const rates = useQuery(cache, defaultRatesQuery(api));
  const activity = useQuery(cache, homeActivityQuery(api, today));
  const list = accounts.data?.accounts;
  const ready = list && rates.data && activity.data;
  const chart = useMemo(() => {
    if (!list || !rates.data || !activity.data) return null;
    const main = mainCurrencyOf(list);
    const total = convertedTotal(list, rates.data, main).amount;
    return {
      main,
      points: balanceSeries(activity.data, total, rates.data, main, today, CHART_DAYS),
      flows: monthlyFlows(activity.data, rates.data, main),
    };
  }, [list, rates.data, activity.data, today]);

  // The accounts section says that the balances failed and offers the retry; the chart only says it cannot be drawn.
  if (accounts.status === 'error')
    return (
      <section className="wallet-home__panel">
        <p className="wallet-home__muted">{t('home.chart.unavailable')}</p>
      </section>
    );
  const failed = activity.status === 'error' ? activity : rates.status === 'error' ? rates : null;
  if (failed)
    return (
      <section className="wallet-home__panel">
        <LoadErrorBanner title={t('home.chart.failed')} error={failed.error} onRetry={failed.reload} />
      </section>
    );
  if (!ready || !chart)
    return (
      <section className="wallet-home__panel" aria-busy="true">
        <Skeleton lines={6} label={t('home.chart.loading')} />
      </section>
    );
  return <BalanceChart points={chart.points} flows={chart.flows} currency={chart.main} language={language} t={t} />;
}

/** What needs the customer: upcoming pre-approved payments, requests to approve (business), verification to-dos. */
export function HomeTasks({
  api,
  cache,
  links,
  navigate,
  isBusiness,
  verification,
}: Pick<HomeProps, 'api' | 'cache' | 'links' | 'navigate' | 'isBusiness'> & {
  verification: { needKyc: boolean; needProfile: boolean; verified: boolean };
}) {
  const t = useText();
  const language = useLanguage();
  const upcoming = useQuery(cache, upcomingPaymentsQuery(api));
  const approvals = useQuery(cache, isBusiness ? pendingApprovalsQuery(api) : null);
  const pending = approvals.data ? approvals.data.pending + approvals.data.massBatches : 0;
  const todos: { key: string; href: string }[] = [];
  if (verification.needKyc || !verification.verified) todos.push({ key: 'verify', href: links.verify });
  if (verification.needProfile) todos.push({ key: 'profile', href: links.profileUpdate });
  const dateText = (date: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(date));

  return (
    <section className="wallet-home__panel wallet-home__tasks" aria-labelledby="wallet-home-tasks">
      <h2 id="wallet-home-tasks">{t('home.tasks.title')}</h2>
      {todos.length > 0 && (
        <ul className="wallet-home__todo-list" aria-label={t('home.tasks.verification')}>
          {todos.map((todo) => (
            <li key={todo.key}>
              <InAppLink href={todo.href} navigate={navigate} className="wallet-home__todo">
                {t(`home.tasks.${todo.key}`)}
              </InAppLink>
            </li>
          ))}
        </ul>
      )}
      {isBusiness && pending > 0 && (
        <p>
          <InAppLink href={links.approvals} navigate={navigate} className="wallet-home__todo">
            {t('home.tasks.approvals', { count: pending })}
          </InAppLink>
        </p>
      )}
      <h3>{t('home.tasks.upcoming')}</h3>
      {upcoming.status === 'error' ? (
        <LoadErrorBanner title={t('home.tasks.upcomingFailed')} error={upcoming.error} onRetry={upcoming.reload} />
      ) : !upcoming.data ? (
        <Skeleton lines={2} label={t('home.tasks.upcoming')} />
      ) : upcoming.data.length === 0 ? (
        <p className="wallet-home__muted">{t('home.tasks.noUpcoming')}</p>
      ) : (
        <ul className="wallet-home__upcoming">
          {upcoming.data.slice(0, 3).map((payment) => (
            <li key={payment.id}>
              <span className="wallet-home__upcoming-who">
                {payment.beneficiaryName || payment.toAccount}
                <span className="wallet-home__muted">
                  {payment.nextPaymentDate ? dateText(payment.nextPaymentDate) : ''}
                </span>
              </span>
              <AmountText amount={payment.amount} currency={payment.currencyCode} />
            </li>
          ))}
        </ul>
      )}
      {upcoming.data && upcoming.data.length > 0 && (
        <InAppLink href={links.preApproved} navigate={navigate}>
          {t('home.tasks.allUpcoming')}
        </InAppLink>
      )}
    </section>
  );
}
