import { useState } from 'react';
import type { WebhookRequest } from '../../core/api/contract/merchant-tools';
import { Button, Dialog, Stack, TextField, useCommonMessages, useQuery } from '../../ui';
import { FilterForm, type DateRange } from './date-filter';
import { useToolsMessages } from './messages';
import { toolsReads } from './tools-data';
import { ToolsList, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';
import { Webhooks } from './webhooks';

type LogFilter = DateRange & { query: string };

/** internal/webhook_log: the webhooks and every call made to them (query, dates, 20 a page by cursor). */
export function WebhookLog(props: MerchantToolsProps) {
  return (
    <ToolsScreen title={(t) => t('webhookLog.title')} intro={(t) => t('webhookLog.intro')}>
      {() => (
        <Stack gap="lg">
          <Webhooks {...props} />
          <WebhookCalls {...props} />
        </Stack>
      )}
    </ToolsScreen>
  );
}

function WebhookCalls({ api, cache }: MerchantToolsProps) {
  const { t } = useToolsMessages();
  const format = useFormats();
  const [filter, setFilter] = useState<LogFilter>({ query: '', fromDate: '', toDate: '' });
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const log = useQuery(cache, toolsReads.webhookLog(api, { ...filter, query: filter.query.trim(), cursor }));
  const [viewing, setViewing] = useState<WebhookRequest | null>(null);

  const statusText = (request: WebhookRequest) => t(`webhookLog.status.${request.status}`);

  return (
    <section aria-labelledby="tools-webhook-calls" className="wallet-tools__section">
      <Stack gap="md">
        <h2 id="tools-webhook-calls">{t('webhookLog.calls')}</h2>
        <div className="wallet-tools__actions">
          <Button variant="secondary" onClick={() => void log.reload()}>
            {t('webhookLog.refresh')}
          </Button>
        </div>
        <FilterForm
          label={t('filters.label')}
          initial={filter}
          onApply={(next) => {
            setCursor(undefined);
            setFilter(next);
          }}
        >
          {(value, change) => (
            <TextField
              type="search"
              label={t('webhookLog.query')}
              hint={t('webhookLog.queryHint')}
              value={value.query}
              onChange={(event) => change({ query: event.target.value })}
            />
          )}
        </FilterForm>
        <ToolsList
          view={log}
          loadError={t('webhookLog.loadError')}
          rows={log.data?.requests}
          emptyText={t('webhookLog.empty')}
          announceEmpty
          caption={t('webhookLog.calls')}
          rowKey={(request) => request.id}
          columns={[
            { header: t('common.date'), cell: (request) => format.dateTime(request.createdAt) },
            { header: t('webhookLog.event'), className: 'wallet-tools__mono', cell: (request) => request.event },
            {
              header: t('webhookLog.to'),
              cell: (request) => (
                <>
                  {request.webhookName ?? t('webhookLog.ping')}
                  <br />
                  <span className="wallet-tools__mono wallet-tools__muted">{request.url}</span>
                </>
              ),
            },
            { header: t('common.status'), cell: statusText },
            { header: t('webhookLog.attempts'), cell: (request) => request.attempts },
            {
              header: t('webhookLog.answer'),
              cell: (request) =>
                request.httpStatus === null
                  ? t('webhookLog.noAnswer')
                  : t('webhookLog.http', { status: request.httpStatus }),
            },
            {
              header: t('common.actions'),
              cell: (request) => (
                <Button
                  variant="secondary"
                  onClick={() => setViewing(request)}
                  aria-label={t('webhookLog.viewNamed', { id: request.id })}
                >
                  {t('common.view')}
                </Button>
              ),
            },
          ]}
        />
        {log.data && (log.data.prevCursor !== null || log.data.nextCursor !== null) && (
          <nav aria-label={t('webhookLog.pages')} className="wallet-tools__actions">
            <Button
              variant="secondary"
              disabled={log.data.prevCursor === null}
              onClick={() => setCursor(log.data?.prevCursor ?? undefined)}
            >
              {t('common.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={log.data.nextCursor === null}
              onClick={() => setCursor(log.data?.nextCursor ?? undefined)}
            >
              {t('common.next')}
            </Button>
          </nav>
        )}
      </Stack>
      <CallDetails request={viewing} statusText={viewing ? statusText(viewing) : ''} onClose={() => setViewing(null)} />
    </section>
  );
}

function CallDetails({
  request,
  statusText,
  onClose,
}: {
  request: WebhookRequest | null;
  statusText: string;
  onClose: () => void;
}) {
  const { t } = useToolsMessages();
  const common = useCommonMessages();
  const format = useFormats();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('webhookLog.detailsTitle', { id: request?.id ?? '' })}
      actions={<Button onClick={onClose}>{common('actions.close')}</Button>}
    >
      {request && (
        <dl className="wallet-tools__details">
          <dt>{t('webhookLog.event')}</dt>
          <dd className="wallet-tools__mono">{request.event}</dd>
          <dt>{t('webhookLog.to')}</dt>
          <dd className="wallet-tools__mono">{request.url}</dd>
          <dt>{t('common.status')}</dt>
          <dd>{statusText}</dd>
          <dt>{t('webhookLog.attempts')}</dt>
          <dd>{request.attempts}</dd>
          {request.nextAttemptAt && (
            <>
              <dt>{t('webhookLog.nextAttempt')}</dt>
              <dd>{format.dateTime(request.nextAttemptAt)}</dd>
            </>
          )}
          <dt>{t('webhookLog.answer')}</dt>
          <dd>
            {request.httpStatus === null
              ? t('webhookLog.noAnswer')
              : t('webhookLog.http', { status: request.httpStatus })}
          </dd>
          <dt>{t('webhookLog.signature')}</dt>
          <dd className="wallet-tools__mono">{request.signature ?? t('webhookLog.unsigned')}</dd>
          <dt>{t('webhookLog.payload')}</dt>
          <dd>
            <pre className="wallet-tools__payload" tabIndex={0}>
              {request.payload}
            </pre>
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
