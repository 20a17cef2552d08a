/**
 * The current account authorization list (spec 3 section 7.6) under the history of one current account: the holds
 * the debit cards drawing on it placed (pending, settled, declined, reversed), by status, 10 a page. A hold is not a
 * booked transaction yet, so it has its own list beside the history rather than rows in it.
 */
import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { AUTHORIZATION_STATUSES } from '../../core/api/contract/cards';
import {
  ACCOUNT_AUTHORIZATIONS_PAGE_SIZE,
  historyQueries,
  type AuthorizationStatus,
} from '../../core/history/history-queries';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Card, LoadGate, Pager, Select, Stack, useLanguage, useQuery } from '../../ui';

export function AccountAuthorizations({
  api,
  cache,
  accountId,
  t,
}: {
  api: ApiClient;
  cache: ResourceCache;
  accountId: string;
  t: TFunction;
}) {
  const language = useLanguage();
  const [status, setStatus] = useState<AuthorizationStatus | null>(null);
  const [page, setPage] = useState(1);
  const view = useQuery(cache, historyQueries.accountAuthorizations(api, accountId, status, page));
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card title={t('authorizations.title')} headingLevel={2}>
      <Stack gap="md">
        <p>{t('authorizations.intro')}</p>
        <Select
          label={t('authorizations.status')}
          placeholder={t('authorizations.anyStatus')}
          options={AUTHORIZATION_STATUSES.map((value) => ({ value, label: t(`authorizations.statuses.${value}`) }))}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || null) as AuthorizationStatus | null);
            setPage(1);
          }}
        />
        <LoadGate
          view={view}
          errorTitle={t('authorizations.loadError')}
          isEmpty={(data) => data.authorizations.length === 0}
          empty={<p>{status ? t('authorizations.emptyFiltered') : t('authorizations.empty')}</p>}
        >
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / ACCOUNT_AUTHORIZATIONS_PAGE_SIZE));
            return (
              <Stack gap="sm">
                <ul className="wallet-history__authorizations" aria-label={t('authorizations.listLabel')}>
                  {data.authorizations.map((item) => (
                    <li key={item.id} className="wallet-history__authorization">
                      <div>
                        <strong>{item.merchantName}</strong>
                        <p className="wallet-history__muted">
                          {dates.format(new Date(item.date))} · {item.cardNumber}
                        </p>
                        {item.status === 'declined' && item.declineReason && (
                          <p className="wallet-history__muted">
                            {t('authorizations.reason', { reason: item.declineReason })}
                          </p>
                        )}
                      </div>
                      <div className="wallet-history__authorization-amount">
                        <span>{formatMoney(String(item.amount), item.currencyCode, language)}</span>
                        <span className="wallet-history__muted">{t(`authorizations.statuses.${item.status}`)}</span>
                      </div>
                    </li>
                  ))}
                </ul>
                <Pager of={t('authorizations.title')} page={page} pages={pages} onPage={setPage} />
              </Stack>
            );
          }}
        </LoadGate>
      </Stack>
    </Card>
  );
}
