import { useState } from 'react';
import { MERCHANT_TOOLS_PAGES, merchantIpnMessageConfirm } from '../../core/api/contract/merchant-tools';
import type { IpnAttempt } from '../../core/api/contract/pay-button';
import {
  Button,
  DataTable,
  DataTableBody,
  Dialog,
  Stack,
  useCommonMessages,
  useMutation,
  useQuery,
  type DataTableColumn,
} from '../../ui';
import { useToolsMessages } from './messages';
import { TOOLS_KEYS, toolsReads } from './tools-data';
import { FirstLoad, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

/**
 * ipn/history: the payment notifications sent to the business, 25 at a time with "load more" while pages × 25 ≤
 * total (spec 3 section 9); one opens with its payload, attempts and the shop's answer, and can be confirmed.
 */
export function IpnHistory(props: MerchantToolsProps) {
  const { api, cache } = props;
  const [pages, setPages] = useState(1);
  const firstPage = useQuery(cache, toolsReads.ipnPage(api, 1));
  const [openId, setOpenId] = useState<number | null>(null);
  const total = firstPage.data?.total ?? 0;
  const columns = useIpnColumns(setOpenId);

  return (
    <ToolsScreen title={(t) => t('ipn.title')} intro={(t) => t('ipn.intro')}>
      {(t) => (
        <Stack gap="lg">
          <FirstLoad view={firstPage} title={t('ipn.loadError')} />
          {firstPage.data &&
            (total === 0 ? (
              <p>{t('ipn.empty')}</p>
            ) : (
              <>
                <DataTable
                  caption={t('ipn.title')}
                  columns={columns}
                  bodies={Array.from({ length: pages }, (_, index) => (
                    <IpnPage key={index + 1} {...props} pageNumber={index + 1} columns={columns} />
                  ))}
                />
                <p role="status">
                  {t('ipn.shown', { shown: Math.min(total, pages * MERCHANT_TOOLS_PAGES.notifications), total })}
                </p>
                {pages * MERCHANT_TOOLS_PAGES.notifications < total && (
                  <div className="wallet-tools__actions">
                    <Button variant="secondary" onClick={() => setPages(pages + 1)}>
                      {t('common.loadMore')}
                    </Button>
                  </div>
                )}
              </>
            ))}
          <IpnDetails {...props} id={openId} onClose={() => setOpenId(null)} />
        </Stack>
      )}
    </ToolsScreen>
  );
}

/** The columns of the notifications table, shared by its head and every page's rows. */
function useIpnColumns(onOpen: (id: number) => void): DataTableColumn<IpnAttempt>[] {
  const { t } = useToolsMessages();
  const format = useFormats();
  return [
    { header: t('common.date'), cell: (attempt) => format.dateTime(attempt.createdAt) },
    { header: t('ipn.event'), className: 'wallet-tools__mono', cell: (attempt) => attempt.event },
    { header: t('ipn.transaction'), cell: (attempt) => attempt.transactionId },
    { header: t('common.status'), cell: (attempt) => t(`ipn.status.${attempt.status}`) },
    {
      header: t('ipn.confirmed'),
      cell: (attempt) => (attempt.confirmedAt ? format.dateTime(attempt.confirmedAt) : t('ipn.notConfirmed')),
    },
    {
      header: t('common.actions'),
      cell: (attempt) => (
        <Button
          variant="secondary"
          onClick={() => onOpen(attempt.id)}
          aria-label={t('ipn.viewNamed', { id: attempt.id })}
        >
          {t('common.view')}
        </Button>
      ),
    },
  ];
}

function IpnPage({
  api,
  cache,
  pageNumber,
  columns,
}: MerchantToolsProps & { pageNumber: number; columns: DataTableColumn<IpnAttempt>[] }) {
  const { t } = useToolsMessages();
  const page = useQuery(cache, toolsReads.ipnPage(api, pageNumber));
  return (
    <DataTableBody
      columns={columns}
      rows={page.data?.attempts ?? []}
      rowKey={(attempt) => attempt.id}
      placeholder={page.data ? undefined : <FirstLoad view={page} title={t('ipn.loadError')} />}
    />
  );
}

function IpnDetails(props: MerchantToolsProps & { id: number | null; onClose: () => void }) {
  const { api, cache, id, onClose, onError } = props;
  const { t } = useToolsMessages();
  const common = useCommonMessages();
  const format = useFormats();
  const access = useQuery(cache, toolsReads.access(api));
  const message = useQuery(cache, id === null ? null : toolsReads.ipnMessage(api, id));
  const confirmation = useMutation(cache, {
    run: (confirmed: number) => api.call(merchantIpnMessageConfirm, { id: confirmed }),
    invalidates: [TOOLS_KEYS.ipn],
    onError,
  });
  const shown: IpnAttempt | undefined = message.data?.message;
  const confirm = () => (id === null ? null : confirmation.mutate(id));

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={t('ipn.detailsTitle', { id: id ?? '' })}
      actions={
        <>
          {shown && !shown.confirmedAt && access.data?.canEdit && (
            <Button loading={confirmation.pending} onClick={() => void confirm()}>
              {t('ipn.confirm')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {common('actions.close')}
          </Button>
        </>
      }
    >
      <FirstLoad view={message} title={t('ipn.loadError')} />
      {shown && (
        <dl className="wallet-tools__details">
          <dt>{t('ipn.event')}</dt>
          <dd className="wallet-tools__mono">{shown.event}</dd>
          <dt>{t('ipn.notifyUrl')}</dt>
          <dd className="wallet-tools__mono">{shown.notifyUrl ?? t('ipn.noUrl')}</dd>
          <dt>{t('common.status')}</dt>
          <dd>{t(`ipn.status.${shown.status}`)}</dd>
          <dt>{t('ipn.attempts')}</dt>
          <dd>{t('ipn.attemptsText', { count: shown.attempts ?? 0, date: format.dateTime(shown.attemptedAt) })}</dd>
          <dt>{t('ipn.response')}</dt>
          <dd>
            {shown.httpStatus === null ? t('webhookLog.noAnswer') : t('webhookLog.http', { status: shown.httpStatus })}
            {shown.responseBody ? (
              <pre className="wallet-tools__payload" tabIndex={0}>
                {shown.responseBody}
              </pre>
            ) : null}
          </dd>
          <dt>{t('ipn.confirmed')}</dt>
          <dd>{shown.confirmedAt ? format.dateTime(shown.confirmedAt) : t('ipn.notConfirmed')}</dd>
          <dt>{t('webhookLog.payload')}</dt>
          <dd>
            <pre className="wallet-tools__payload" tabIndex={0}>
              {shown.payload}
            </pre>
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
