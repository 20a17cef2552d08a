import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import { CONTRACT_STATUSES, type ContractStats, type ContractStatus } from '../../core/api/contract/contracts';
import {
  CONTRACT_ORDER_BY,
  CONTRACT_ORDER_DIR,
  contractGroupsOfView,
  type ContractGroup,
  type ContractOrderBy,
  type ContractOrderDir,
  type SmartContract,
} from '../../core/api/contract/smart-contracts';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, Inline, LoadErrorBanner, Select, Spinner, Stack, TextField, useLanguage, useQuery } from '../../ui';
import { ContractStatusBadge, directionText, formatDay } from './contract-parts';
import { useSmartContractMessages } from './messages';
import {
  DEFAULT_LIST_QUERY,
  contractListQuery,
  refreshContracts,
  SMART_CONTRACT_CACHE_KEYS,
  type ContractListQuery,
} from './smart-contracts-data';

export interface SmartContractListProps {
  api: ApiClient;
  cache: ResourceCache;
}

type Tab = 'total' | ContractGroup | 'pay' | 'receive';
const TABS: readonly Tab[] = ['total', 'requests', 'pending', 'active', 'ended', 'pay', 'receive'];

function inTab(contract: SmartContract, tab: Tab): boolean {
  if (tab === 'total') return true;
  if (tab === 'pay' || tab === 'receive') return contract.direction === tab.toUpperCase();
  return contractGroupsOfView(contract).includes(tab);
}

/**
 * The revenue-split contracts (`/revenue-split`): the meta counts as tabs, filters by status, company and
 * counterparty, the server's ordering in either direction; the whole list is fetched at once (page size 1000).
 */
export function SmartContractList({ api, cache }: SmartContractListProps) {
  const { t, ready } = useSmartContractMessages();
  const language = useLanguage();
  const [draft, setDraft] = useState<ContractListQuery>(DEFAULT_LIST_QUERY);
  const [query, setQuery] = useState<ContractListQuery>(DEFAULT_LIST_QUERY);
  const [tab, setTab] = useState<Tab>('total');
  const list = useQuery(cache, contractListQuery(api, query));
  const meta: ContractStats | undefined = list.data?.meta;
  useEffect(() => {
    // The list's own counts are the freshest: when the menu has none or others, it loads its counts again.
    if (!meta) return;
    const shown = cache.read<ContractStats>(SMART_CONTRACT_CACHE_KEYS.stats).data;
    if (!shown || shown.requests !== meta.requests || shown.active !== meta.active) refreshContracts(api, cache);
  }, [api, cache, meta]);

  if (!ready) return <Spinner label="…" />;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft);
  };
  const clear = () => {
    setDraft(DEFAULT_LIST_QUERY);
    setQuery(DEFAULT_LIST_QUERY);
  };
  const items = (list.data?.items ?? []).filter((contract) => inTab(contract, tab));
  const filtered = JSON.stringify(query) !== JSON.stringify(DEFAULT_LIST_QUERY) || tab !== 'total';

  return (
    <Stack gap="lg" className="wallet-contracts">
      <Inline gap="md" justify="between" align="center" wrap>
        <h1>{t('title')}</h1>
        <Link className="wallet-button wallet-button--primary" to={pathOf('newSmartContract')}>
          {t('newContract')}
        </Link>
      </Inline>
      <p>{t('intro')}</p>
      <div role="group" aria-label={t('tabs.label')} className="wallet-contracts__tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className="wallet-contracts__tab"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
            {meta && <span className="wallet-contracts__count">{meta[name]}</span>}
          </button>
        ))}
      </div>
      <form className="wallet-contracts__filters" onSubmit={apply} noValidate aria-label={t('filter.label')}>
        <Select
          label={t('filter.status')}
          value={draft.status}
          placeholder={t('filter.anyStatus')}
          options={CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as ContractStatus | '' })}
        />
        <TextField
          label={t('filter.company')}
          type="search"
          value={draft.companyName}
          onChange={(event) => setDraft({ ...draft, companyName: event.target.value })}
        />
        <TextField
          label={t('filter.counterparty')}
          type="search"
          value={draft.counterpartyName}
          onChange={(event) => setDraft({ ...draft, counterpartyName: event.target.value })}
        />
        <Select
          label={t('filter.orderBy')}
          value={draft.orderBy}
          options={CONTRACT_ORDER_BY.map((value) => ({ value, label: t(`orderBy.${value}`) }))}
          onChange={(event) => setDraft({ ...draft, orderBy: event.target.value as ContractOrderBy })}
        />
        <Select
          label={t('filter.orderDir')}
          value={draft.orderDir}
          options={CONTRACT_ORDER_DIR.map((value) => ({ value, label: t(`orderDir.${value}`) }))}
          onChange={(event) => setDraft({ ...draft, orderDir: event.target.value as ContractOrderDir })}
        />
        <Inline gap="sm" align="end" wrap>
          <Button type="submit">{t('filter.apply')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('filter.clear')}
          </Button>
        </Inline>
      </form>
      {list.status === 'error' && <LoadErrorBanner title={t('loadError')} error={list.error} onRetry={list.reload} />}
      {!list.data && list.status !== 'error' && <Spinner label={t('loading')} showLabel />}
      {list.data && items.length === 0 && <p role="status">{filtered ? t('emptyFiltered') : t('empty')}</p>}
      {items.length > 0 && (
        <ul className="wallet-contracts__list">
          {items.map((contract) => {
            const counterparty = contract.direction === 'PAY' ? contract.beneficiary : contract.sender;
            const yourTurn = contractGroupsOfView(contract).includes('requests');
            return (
              <li key={contract.id} className="wallet-contracts__item">
                <h2 className="wallet-contracts__item-title">
                  <Link to={pathWith('smartContract', { contractId: contract.id })}>{counterparty.name}</Link>
                </h2>
                <ContractStatusBadge status={contract.status} label={t(`status.${contract.status}`)} />
                <p>{directionText(t, language, contract)}</p>
                <p className="wallet-contracts__meta">
                  {contract.company && (
                    <span translate="no">{t('item.company', { company: contract.company.title })}</span>
                  )}
                  <span>{t('item.from', { date: formatDay(language, contract.activeFrom) })}</span>
                  {yourTurn && <strong>{t('item.yourTurn')}</strong>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
