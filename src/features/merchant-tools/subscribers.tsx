import { useState } from 'react';
import {
  MERCHANT_TOOLS_PAGES,
  merchantSubscriptionCancel,
  type Subscriber,
} from '../../core/api/contract/merchant-tools';
import { Button, ConfirmDialog, Pager, Stack, useMutation, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { TOOLS_KEYS, toolsReads } from './tools-data';
import { ToolsList, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

/** accounts/subscribers: subscriptions of the business's buttons (50 a page), cancel; the installments taken. */
export function Subscribers(props: MerchantToolsProps) {
  const { api, cache, onError } = props;
  const format = useFormats();
  const [page, setPage] = useState(1);
  const list = useQuery(cache, toolsReads.subscribers(api, page));
  const access = useQuery(cache, toolsReads.access(api));
  const cancellation = useMutation(cache, {
    run: (subscriptionId: Subscriber['subscriptionId']) => api.call(merchantSubscriptionCancel, { subscriptionId }),
    invalidates: [TOOLS_KEYS.subscribers],
    onError,
  });
  const [cancelling, setCancelling] = useState<Subscriber | null>(null);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MERCHANT_TOOLS_PAGES.subscribers));

  const cancel = async () => {
    if (cancelling && (await cancellation.mutate(cancelling.subscriptionId))) setCancelling(null);
  };

  return (
    <ToolsScreen title={(t) => t('subscribers.title')} intro={(t) => t('subscribers.intro')}>
      {(t) => (
        <Stack gap="lg">
          <ToolsList
            view={list}
            loadError={t('subscribers.loadError')}
            rows={list.data?.subscribers}
            emptyText={t('subscribers.empty')}
            caption={t('subscribers.title')}
            rowKey={(subscriber) => subscriber.subscriptionId}
            columns={[
              {
                header: t('subscribers.subscriber'),
                rowHeader: true,
                cell: (subscriber) => (
                  <>
                    {subscriber.subscriberName}
                    <br />
                    <span className="wallet-tools__muted">{subscriber.subscriberEmail}</span>
                  </>
                ),
              },
              { header: t('subscribers.item'), cell: (subscriber) => subscriber.itemName },
              {
                header: t('subscribers.amount'),
                cell: (subscriber) =>
                  t(`subscribers.every.${subscriber.period}`, {
                    amount: format.money(subscriber.amount, subscriber.currencyCode),
                  }),
              },
              {
                header: t('subscribers.payments'),
                cell: (subscriber) =>
                  subscriber.paymentsTotal === null
                    ? t('subscribers.madeOpen', { made: subscriber.paymentsMade })
                    : t('subscribers.made', { made: subscriber.paymentsMade, total: subscriber.paymentsTotal }),
              },
              { header: t('common.status'), cell: (subscriber) => t(`subscribers.status.${subscriber.status}`) },
              { header: t('subscribers.next'), cell: (subscriber) => format.date(subscriber.nextPaymentDate) },
              {
                header: t('common.actions'),
                cell: (subscriber) =>
                  access.data?.canEdit &&
                  (subscriber.status === 'active' || subscriber.status === 'pending') && (
                    <Button
                      variant="secondary"
                      onClick={() => setCancelling(subscriber)}
                      aria-label={t('subscribers.cancelNamed', {
                        name: subscriber.subscriberName,
                        item: subscriber.itemName,
                      })}
                    >
                      {t('subscribers.cancel')}
                    </Button>
                  ),
              },
            ]}
          />
          <Pager of={t('subscribers.title')} page={page} pages={pageCount} onPage={setPage} />
          <Installments {...props} />
          <ConfirmDialog
            open={cancelling !== null}
            title={t('subscribers.cancelTitle', { name: cancelling?.subscriberName ?? '' })}
            confirmLabel={t('subscribers.cancelAction')}
            busy={cancellation.pending}
            onConfirm={() => void cancel()}
            onCancel={() => setCancelling(null)}
          >
            <p>{t('subscribers.cancelText', { item: cancelling?.itemName ?? '' })}</p>
          </ConfirmDialog>
        </Stack>
      )}
    </ToolsScreen>
  );
}

function Installments({ api, cache }: MerchantToolsProps) {
  const { t } = useToolsMessages();
  const format = useFormats();
  const list = useQuery(cache, toolsReads.installments(api));
  return (
    <section aria-labelledby="tools-installments" className="wallet-tools__section">
      <Stack gap="md">
        <h2 id="tools-installments">{t('installments.title')}</h2>
        <ToolsList
          view={list}
          loadError={t('installments.loadError')}
          rows={list.data?.installments}
          emptyText={t('installments.empty')}
          caption={t('installments.title')}
          rowKey={(installment) => installment.transactionId}
          columns={[
            { header: t('common.date'), cell: (installment) => format.dateTime(installment.createdAt) },
            { header: t('installments.transaction'), cell: (installment) => installment.transactionId },
            { header: t('subscribers.subscriber'), cell: (installment) => installment.subscriberEmail },
            { header: t('subscribers.item'), cell: (installment) => installment.itemName },
            {
              header: t('subscribers.amount'),
              cell: (installment) => format.money(installment.amount, installment.currencyCode),
            },
            { header: t('common.status'), cell: (installment) => t(`installments.status.${installment.status}`) },
          ]}
        />
      </Stack>
    </section>
  );
}
