import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
} from '../../core/api/contract/history';
import {
  EMPTY_HISTORY_FILTER,
  filterKey,
  filterProblems,
  groupByDay,
  isFiltered,
  type HistoryFilterProblem,
  type HistoryFilterValues,
} from '../../core/history/history-filter';
import { accountsQuery } from '../../core/accounts/accounts-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, Inline, LoadErrorBanner, Select, Spinner, Stack, TextField, useLanguage, useQuery } from '../../ui';
import { classNames } from '../../ui/class-names';
import { isCardAccount } from '../../core/navigation/cards-routes';
import { AccountAuthorizations } from './account-authorizations';
import { ExportPanel } from './export-panel';
import { useHistoryPages } from './history-pages';
import { useHistoryMessages } from './messages';
import { TransactionDetail } from './transaction-detail';
import { VirtualTransactionList } from './virtual-transaction-list';

export interface ActivityHistoryProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Brand folder name, for the receipt PDF's header and footer. */
  brandId: string;
  /** The filter in force (from the address). */
  filter: HistoryFilterValues;
  /** A new filter was applied: the page puts it in the address. */
  onFilterChange: (filter: HistoryFilterValues) => void;
  /** Business customers also filter by the other party's e-mail. */
  emailFilter?: boolean;
}

/** The filters that fold away on phones (account and search stay in view). */
const SECONDARY_FILTERS = [
  'transactionType',
  'transactionDirection',
  'status',
  'fromDate',
  'toDate',
  'fromAmount',
  'toAmount',
  'email',
] as const satisfies readonly (keyof HistoryFilterValues)[];

/**
 * The activity history (route history): filters in the address, pages of 20 appended as the list scrolls (and with a
 * "load more" button for keyboard users), days as headings, the processing and rejected counts, a detail panel per
 * transaction and the CSV export. Rows are virtualised, so 10,000 transactions scroll as smoothly as 20.
 */
export function ActivityHistory({
  api,
  cache,
  brandId,
  filter,
  onFilterChange,
  emailFilter = false,
}: ActivityHistoryProps) {
  const { t, ready } = useHistoryMessages();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<HistoryFilterValues>(filter);
  const [problems, setProblems] = useState<Partial<Record<keyof HistoryFilterValues, HistoryFilterProblem>>>({});
  const [open, setOpen] = useState<Transaction | null>(null);
  // On phones the filters past account and search fold away behind "More filters" (they took the whole first screen).
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const history = useHistoryPages(api, cache, filter);
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const entries = useMemo(() => groupByDay(history.transactions), [history.transactions]);

  // The address changed (back button, a shared link): the form shows that filter.
  const [shownFilter, setShownFilter] = useState(filter);
  if (shownFilter !== filter) {
    setShownFilter(filter);
    setDraft(filter);
    setProblems({});
  }

  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);

  const { hasMore, loadingMore, loadMore } = history;

  if (!ready) return <Spinner label={t('loading')} />;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = filterProblems(draft);
    setProblems(found);
    if (SECONDARY_FILTERS.some((field) => found[field])) setMoreOpen(true);
    // Nothing is sent while a field is wrong; what was typed stays.
    if (Object.keys(found).length === 0) onFilterChange(draft);
  };
  const clear = () => {
    setProblems({});
    setDraft(EMPTY_HISTORY_FILTER);
    onFilterChange(EMPTY_HISTORY_FILTER);
  };
  const set = (field: keyof HistoryFilterValues) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const problemText = (field: keyof HistoryFilterValues) =>
    problems[field] ? t(`filter.problem.${problems[field]}`) : undefined;
  const filtered = isFiltered(filter);
  const secondaryInUse = SECONDARY_FILTERS.filter((field) => filter[field] !== '').length;
  // A current account (not a card account) chosen in the filter also shows the holds of the cards drawing on it.
  const currentAccount = (accounts.data?.accounts ?? []).find(
    (account) => String(account.accountId) === filter.accountId && !isCardAccount(account),
  );
  const accountOptions = (accounts.data?.accounts ?? []).map((account) => ({
    value: String(account.accountId),
    label: `${account.currencyCode} · ${account.accountNumber}`,
  }));

  return (
    <Stack gap="lg" className="wallet-history">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <form className="wallet-history__filter" onSubmit={apply} noValidate aria-label={t('filter.label')}>
        <div className="wallet-history__filter-grid">
          <Select
            label={t('filter.account')}
            name="account"
            options={accountOptions}
            placeholder={t('filter.anyAccount')}
            value={draft.accountId}
            onChange={set('accountId')}
          />
          <TextField
            type="search"
            label={t('filter.keyword')}
            hint={t('filter.keywordHint')}
            name="keyword"
            value={draft.keyword}
            onChange={set('keyword')}
            maxLength={100}
          />
          <div id={moreId} className={classNames('wallet-history__more', !moreOpen && 'wallet-history__more--closed')}>
            <Select
              label={t('filter.type')}
              name="type"
              options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              placeholder={t('filter.anyType')}
              value={draft.transactionType}
              onChange={set('transactionType')}
            />
            <Select
              label={t('filter.direction')}
              name="direction"
              options={TRANSACTION_DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(`direction.${direction}`),
              }))}
              placeholder={t('filter.anyDirection')}
              value={draft.transactionDirection}
              onChange={set('transactionDirection')}
            />
            <Select
              label={t('filter.status')}
              name="status"
              options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              placeholder={t('filter.anyStatus')}
              value={draft.status}
              onChange={set('status')}
            />
            <TextField
              type="date"
              label={t('filter.from')}
              name="fromDate"
              value={draft.fromDate}
              max={draft.toDate || undefined}
              error={problemText('fromDate')}
              onChange={set('fromDate')}
            />
            <TextField
              type="date"
              label={t('filter.to')}
              name="toDate"
              value={draft.toDate}
              min={draft.fromDate || undefined}
              onChange={set('toDate')}
            />
            <TextField
              label={t('filter.fromAmount')}
              name="fromAmount"
              inputMode="decimal"
              value={draft.fromAmount}
              error={problemText('fromAmount')}
              onChange={set('fromAmount')}
            />
            <TextField
              label={t('filter.toAmount')}
              name="toAmount"
              inputMode="decimal"
              value={draft.toAmount}
              error={problemText('toAmount')}
              onChange={set('toAmount')}
            />
            {emailFilter && (
              <TextField
                type="email"
                label={t('filter.email')}
                name="email"
                value={draft.email}
                error={problemText('email')}
                onChange={set('email')}
              />
            )}
          </div>
        </div>
        <Inline gap="md" wrap>
          <Button
            variant="secondary"
            className="wallet-history__more-toggle"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen(!moreOpen)}
          >
            {moreOpen ? t('filter.fewer') : t('filter.more')}
            {secondaryInUse > 0 && (
              <span className="wallet-history__more-count">{t('filter.inUse', { count: secondaryInUse })}</span>
            )}
          </Button>
          <Button type="submit">{t('filter.apply')}</Button>
          {(filtered || isFiltered(draft)) && (
            <Button variant="secondary" onClick={clear}>
              {t('filter.clear')}
            </Button>
          )}
        </Inline>
      </form>

      {history.status === 'loading' && <Spinner label={t('loading')} showLabel />}
      {history.status === 'error' && (
        <LoadErrorBanner title={t('loadError')} error={history.error} onRetry={history.retry} />
      )}
      {history.status === 'ready' && (
        <Stack gap="sm">
          <p className="wallet-history__summary" aria-live="polite">
            <strong>{t('found', { count: history.total })}</strong>
            <span> · {t('counts', { processing: history.processingCount, rejected: history.rejectedCount })}</span>
          </p>
          {entries.length === 0 && <p>{filtered ? t('emptyFiltered') : t('empty')}</p>}
        </Stack>
      )}
      {entries.length > 0 && (
        <VirtualTransactionList
          entries={entries}
          language={language}
          t={t}
          label={t('listLabel')}
          onOpen={setOpen}
          onNearEnd={loadMore}
        />
      )}
      {history.status === 'ready' && history.transactions.length > 0 && (
        <Inline gap="md" align="center" wrap>
          {hasMore ? (
            <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
              {loadingMore ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : (
            <span>{t('allLoaded', { count: history.total })}</span>
          )}
        </Inline>
      )}
      {history.status === 'ready' && history.error !== null && (
        <LoadErrorBanner title={t('loadError')} error={history.error} onRetry={history.retry} />
      )}
      {history.status === 'ready' && (
        <ExportPanel key={filterKey(filter)} api={api} filter={filter} t={t} available={history.total > 0} />
      )}
      {currentAccount && (
        <AccountAuthorizations
          key={filter.accountId}
          api={api}
          cache={cache}
          accountId={String(currentAccount.accountId)}
          t={t}
        />
      )}
      <TransactionDetail api={api} brandId={brandId} transaction={open} t={t} onClose={() => setOpen(null)} />
    </Stack>
  );
}
