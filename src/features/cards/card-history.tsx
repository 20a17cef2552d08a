import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { CARD_HISTORY_PAGE_SIZE } from '../../core/api/contract/cards';
import { cardAuthorizationsQuery, cardDebitHistoryQuery } from '../../core/cards/cards-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { AmountText, Button, LoadGate, Pager, useLanguage, useMessages, useQuery } from '../../ui';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface CardHistoryProps {
  api: ApiClient;
  cache: ResourceCache;
  accountId: string | number;
}

/** A card's booked transactions and its authorizations, each newest first in pages of 10 (spec 2 section 9). */
export function CardHistory({ api, cache, accountId }: CardHistoryProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const [view, setView] = useState<'transactions' | 'authorizations'>('transactions');
  return (
    <section aria-labelledby={`card-history-${accountId}`} className="wallet-cards__history">
      <h2 id={`card-history-${accountId}`}>{t('history.title')}</h2>
      <div role="group" aria-label={t('history.view')} className="wallet-cards__switch">
        <Button
          variant={view === 'transactions' ? 'primary' : 'secondary'}
          aria-pressed={view === 'transactions'}
          onClick={() => setView('transactions')}
        >
          {t('history.transactions')}
        </Button>
        <Button
          variant={view === 'authorizations' ? 'primary' : 'secondary'}
          aria-pressed={view === 'authorizations'}
          onClick={() => setView('authorizations')}
        >
          {t('history.authorizations')}
        </Button>
      </div>
      {view === 'transactions' ? (
        <Transactions api={api} cache={cache} accountId={accountId} />
      ) : (
        <Authorizations api={api} cache={cache} accountId={accountId} />
      )}
    </section>
  );
}

function Pages({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const pages = Math.max(1, Math.ceil(total / CARD_HISTORY_PAGE_SIZE));
  return <Pager of={t('history.title')} page={page} pages={pages} onPage={onPage} />;
}

function useDate() {
  const language = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function Transactions({ api, cache, accountId }: CardHistoryProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const date = useDate();
  const [page, setPage] = useState(1);
  const history = useQuery(cache, cardDebitHistoryQuery(api, accountId, page));
  return (
    <LoadGate
      view={history}
      errorTitle={t('history.loadError')}
      loadingLabel={t('loading')}
      isEmpty={(data) => data.transactions.length === 0}
      empty={<p>{t('history.empty')}</p>}
    >
      {({ transactions, total }) => (
        <>
          <table className="wallet-cards__table" aria-busy={history.refreshing}>
            <caption>{t('history.transactionsCaption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.description')}</th>
                <th scope="col">{t('history.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((item) => (
                <tr key={item.id}>
                  <td data-label={t('history.date')}>
                    <time dateTime={item.date}>{date(item.date)}</time>
                  </td>
                  <td data-label={t('history.description')}>
                    {item.kind === 'cardLoad' ? t('history.cardLoad') : item.description}
                  </td>
                  <td data-label={t('history.amount')}>
                    <AmountText amount={item.amount} currency={item.currencyCode} colourBySign />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pages page={page} total={total} onPage={setPage} />
        </>
      )}
    </LoadGate>
  );
}

function Authorizations({ api, cache, accountId }: CardHistoryProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const date = useDate();
  const [page, setPage] = useState(1);
  const history = useQuery(cache, cardAuthorizationsQuery(api, accountId, page));
  return (
    <LoadGate
      view={history}
      errorTitle={t('history.loadError')}
      loadingLabel={t('loading')}
      isEmpty={(data) => data.authorizations.length === 0}
      empty={<p>{t('history.noAuthorizations')}</p>}
    >
      {({ authorizations, total }) => (
        <>
          <table className="wallet-cards__table" aria-busy={history.refreshing}>
            <caption>{t('history.authorizationsCaption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.merchant')}</th>
                <th scope="col">{t('history.amount')}</th>
                <th scope="col">{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {authorizations.map((item) => (
                <tr key={item.id}>
                  <td data-label={t('history.date')}>
                    <time dateTime={item.date}>{date(item.date)}</time>
                  </td>
                  <td data-label={t('history.merchant')}>{item.merchantName}</td>
                  <td data-label={t('history.amount')}>
                    <AmountText amount={item.amount} currency={item.currencyCode} />
                  </td>
                  <td data-label={t('history.status')}>
                    {t(`authorization.${item.status}`)}
                    {item.declineReason ? ` (${item.declineReason})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pages page={page} total={total} onPage={setPage} />
        </>
      )}
    </LoadGate>
  );
}
