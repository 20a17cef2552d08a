import { useMemo } from 'react';
import type { ApiClient } from '../../core/api/client';
import { EMPTY_HISTORY_FILTER, groupByDay, transactionsOf } from '../../core/history/history-filter';
import { historyQueries } from '../../core/history/history-queries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { LoadErrorBanner, Spinner, Stack, useLanguage, useQuery } from '../../ui';
import { useHistoryMessages } from './messages';
import { dayHeading, TransactionRow } from './transaction-row';

export interface RecentActivityProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Where "All activity" leads (the history page). */
  allHref: string;
  /** Follows the link inside the app instead of reloading the page. */
  onNavigate?: ((href: string) => void) | undefined;
}

/** How many of the latest transactions are read (fee entries are dropped) and how many the home page shows. */
const RECENT_READ = 10;
const RECENT_SHOWN = 5;

/**
 * The home page's recent activity: the latest five transactions (counterparty first, with an icon) grouped by date, without fee entries or fee amounts
 * (spec 2 section 3: entries of type 'Fees' are hidden on the home view).
 */
export function RecentActivity({ api, cache, allHref, onNavigate }: RecentActivityProps) {
  const { t, ready } = useHistoryMessages();
  const language = useLanguage();
  const recent = useQuery(cache, historyQueries.page(api, EMPTY_HISTORY_FILTER, 1, RECENT_READ));
  const entries = useMemo(
    () =>
      groupByDay(
        recent.data
          ? transactionsOf(recent.data)
              .filter((transaction) => transaction.operationType !== 'fee')
              .slice(0, RECENT_SHOWN)
          : [],
      ),
    [recent.data],
  );

  if (!ready) return null;
  return (
    <section className="wallet-history wallet-history--recent" aria-labelledby="wallet-recent-activity-title">
      <Stack gap="sm">
        <div className="wallet-history__recent-head">
          <h2 id="wallet-recent-activity-title">{t('recent.title')}</h2>
          <a
            href={allHref}
            onClick={(event) => {
              if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onNavigate(allHref);
            }}
          >
            {t('recent.all')}
          </a>
        </div>
        {recent.status === 'loading' && !recent.data && <Spinner label={t('loading')} />}
        {recent.status === 'error' && (
          <LoadErrorBanner title={t('recent.loadError')} error={recent.error} onRetry={recent.reload} />
        )}
        {recent.data && entries.length === 0 && <p>{t('recent.empty')}</p>}
        {entries.length > 0 && (
          <div className="wallet-history__recent-list">
            {entries.map((entry) =>
              entry.kind === 'day' ? (
                <h3 key={entry.key} className="wallet-history__day">
                  {dayHeading(entry.day, language)}
                </h3>
              ) : (
                <TransactionRow key={entry.key} transaction={entry.transaction} t={t} hideFees compact />
              ),
            )}
          </div>
        )}
      </Stack>
    </section>
  );
}
