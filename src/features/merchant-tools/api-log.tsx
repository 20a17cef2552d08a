import { useState } from 'react';
import { Select, Stack, useQuery } from '../../ui';
import { FilterForm, type DateRange } from './date-filter';
import { toolsReads } from './tools-data';
import { ToolsList, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

type ApiLogFilter = DateRange & { apiKeyId: string };

/** internal/api_log: calls made with the business's API keys, by key and date range. */
export function ApiLog({ api, cache }: MerchantToolsProps) {
  const format = useFormats();
  const [filter, setFilter] = useState<ApiLogFilter>({ apiKeyId: '', fromDate: '', toDate: '' });
  const keys = useQuery(cache, toolsReads.apiKeys(api));
  const log = useQuery(cache, toolsReads.apiLog(api, filter));

  return (
    <ToolsScreen title={(t) => t('apiLog.title')} intro={(t) => t('apiLog.intro')}>
      {(t) => (
        <Stack gap="lg">
          <FilterForm label={t('filters.label')} initial={filter} onApply={setFilter}>
            {(value, change) => (
              <Select
                label={t('apiLog.key')}
                value={value.apiKeyId}
                onChange={(event) => change({ apiKeyId: event.target.value })}
                options={[
                  { value: '', label: t('apiLog.allKeys') },
                  ...(keys.data?.apiKeys ?? []).map((key) => ({ value: String(key.id), label: key.name })),
                ]}
              />
            )}
          </FilterForm>
          <ToolsList
            view={log}
            loadError={t('apiLog.loadError')}
            rows={log.data?.requests}
            emptyText={t('apiLog.empty')}
            announceEmpty
            caption={t('apiLog.title')}
            rowKey={(entry) => entry.id}
            columns={[
              { header: t('common.date'), cell: (entry) => format.dateTime(entry.createdAt) },
              { header: t('apiLog.key'), cell: (entry) => entry.apiKeyName ?? t('apiLog.deletedKey') },
              {
                header: t('apiLog.request'),
                className: 'wallet-tools__mono',
                cell: (entry) => (
                  <>
                    {entry.httpMethod} {entry.path}
                  </>
                ),
              },
              {
                header: t('apiLog.result'),
                cell: (entry) =>
                  entry.errorText
                    ? t('apiLog.refused', { status: entry.status })
                    : t('apiLog.served', { status: entry.status }),
              },
              { header: t('apiLog.address'), className: 'wallet-tools__mono', cell: (entry) => entry.ip },
            ]}
          />
        </Stack>
      )}
    </ToolsScreen>
  );
}
