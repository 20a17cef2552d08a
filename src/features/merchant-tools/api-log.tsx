import { useState } from 'react';
import { Select, Stack, useQuery } from '../../ui';
import { FilterForm, type DateRange } from './date-filter';
import { toolsReads } from './tools-data';
import { FirstLoad, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { ToolsTable } from './tools-table';
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
          <FirstLoad view={log} title={t('apiLog.loadError')} />
          {log.data &&
            (log.data.requests.length === 0 ? (
              <p role="status">{t('apiLog.empty')}</p>
            ) : (
              <ToolsTable
                caption={t('apiLog.title')}
                head={[t('common.date'), t('apiLog.key'), t('apiLog.request'), t('apiLog.result'), t('apiLog.address')]}
              >
                <tbody>
                  {log.data.requests.map((entry) => (
                    <tr key={entry.id}>
                      <td>{format.dateTime(entry.createdAt)}</td>
                      <td>{entry.apiKeyName ?? t('apiLog.deletedKey')}</td>
                      <td className="wallet-tools__mono">
                        {entry.httpMethod} {entry.path}
                      </td>
                      <td>
                        {entry.errorText
                          ? t('apiLog.refused', { status: entry.status })
                          : t('apiLog.served', { status: entry.status })}
                      </td>
                      <td className="wallet-tools__mono">{entry.ip}</td>
                    </tr>
                  ))}
                </tbody>
              </ToolsTable>
            ))}
        </Stack>
      )}
    </ToolsScreen>
  );
}
