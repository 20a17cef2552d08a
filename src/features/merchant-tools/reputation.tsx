import { useState, type FormEvent } from 'react';
import { MERCHANT_TOOLS_PAGES } from '../../core/api/contract/merchant-tools';
import { Button, DataTable, Pager, Stack, TextField, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { toolsReads } from './tools-data';
import { FirstLoad, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** security/reputation: what the business knows of a payer, searched by e-mail (trimmed), 100 a page. */
export function Reputation(props: MerchantToolsProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<{ email: string; page: number } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = typed.trim();
    const problem = email === '' ? 'reputation.emailRequired' : EMAIL.test(email) ? null : 'reputation.emailInvalid';
    setError(problem);
    if (!problem) setSearch({ email, page: 1 });
  };

  return (
    <ToolsScreen title={(t) => t('reputation.title')} intro={(t) => t('reputation.intro')}>
      {(t) => (
        <Stack gap="lg">
          <form
            className="wallet-tools__filters"
            role="search"
            onSubmit={submit}
            noValidate
            aria-label={t('reputation.title')}
          >
            <TextField
              type="email"
              label={t('reputation.email')}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={error ? t(error) : undefined}
            />
            <Button type="submit">{t('reputation.search')}</Button>
          </form>
          {search && (
            <ReputationResults
              {...props}
              email={search.email}
              page={search.page}
              onPage={(page) => setSearch({ ...search, page })}
            />
          )}
        </Stack>
      )}
    </ToolsScreen>
  );
}

function ReputationResults({
  api,
  cache,
  email,
  page,
  onPage,
}: MerchantToolsProps & { email: string; page: number; onPage: (page: number) => void }) {
  const { t } = useToolsMessages();
  const format = useFormats();
  const result = useQuery(cache, toolsReads.reputation(api, email, page));
  const data = result.data;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / MERCHANT_TOOLS_PAGES.reputation));
  return (
    <section aria-labelledby="tools-reputation-results">
      <Stack gap="md">
        <h2 id="tools-reputation-results">{t('reputation.resultsFor', { email })}</h2>
        <FirstLoad view={result} title={t('reputation.loadError')} />
        {data && (
          <>
            <p role="status">
              {data.summary.knownCustomer
                ? t('reputation.summary', {
                    completed: data.summary.completed,
                    declined: data.summary.declined,
                    cancelled: data.summary.cancelledSubscriptions,
                  })
                : t('reputation.unknown')}
            </p>
            {data.entries.length > 0 && (
              <DataTable
                caption={t('reputation.payments')}
                rows={data.entries}
                rowKey={(entry) => entry.transactionId}
                columns={[
                  { header: t('common.date'), cell: (entry) => format.dateTime(entry.createdAt) },
                  { header: t('installments.transaction'), cell: (entry) => entry.transactionId },
                  { header: t('subscribers.item'), cell: (entry) => entry.itemName },
                  { header: t('subscribers.amount'), cell: (entry) => format.money(entry.amount, entry.currencyCode) },
                  { header: t('common.status'), cell: (entry) => t(`installments.status.${entry.status}`) },
                ]}
              />
            )}
            <Pager of={t('reputation.title')} page={page} pages={pageCount} onPage={onPage} />
          </>
        )}
      </Stack>
    </section>
  );
}
