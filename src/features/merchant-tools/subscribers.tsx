import { useState } from 'react';
import {
  MERCHANT_TOOLS_PAGES,
  merchantSubscriptionCancel,
  type Subscriber,
} from '../../core/api/contract/merchant-tools';
import { Button, Pager, Stack, useMutation, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { TOOLS_KEYS, toolsReads } from './tools-data';
import { ConfirmDialog } from './tools-dialogs';
import { FirstLoad, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { ToolsTable } from './tools-table';
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
          <FirstLoad view={list} title={t('subscribers.loadError')} />
          {list.data &&
            (list.data.subscribers.length === 0 ? (
              <p>{t('subscribers.empty')}</p>
            ) : (
              <ToolsTable
                caption={t('subscribers.title')}
                head={[
                  t('subscribers.subscriber'),
                  t('subscribers.item'),
                  t('subscribers.amount'),
                  t('subscribers.payments'),
                  t('common.status'),
                  t('subscribers.next'),
                  t('common.actions'),
                ]}
              >
                <tbody>
                  {list.data.subscribers.map((subscriber) => (
                    <tr key={subscriber.subscriptionId}>
                      <th scope="row">
                        {subscriber.subscriberName}
                        <br />
                        <span className="wallet-tools__muted">{subscriber.subscriberEmail}</span>
                      </th>
                      <td>{subscriber.itemName}</td>
                      <td>
                        {t(`subscribers.every.${subscriber.period}`, {
                          amount: format.money(subscriber.amount, subscriber.currencyCode),
                        })}
                      </td>
                      <td>
                        {subscriber.paymentsTotal === null
                          ? t('subscribers.madeOpen', { made: subscriber.paymentsMade })
                          : t('subscribers.made', { made: subscriber.paymentsMade, total: subscriber.paymentsTotal })}
                      </td>
                      <td>{t(`subscribers.status.${subscriber.status}`)}</td>
                      <td>{format.date(subscriber.nextPaymentDate)}</td>
                      <td>
                        {access.data?.canEdit &&
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
                          )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ToolsTable>
            ))}
          <Pager of={t('subscribers.title')} page={page} pages={pageCount} onPage={setPage} />
          <Installments {...props} />
          <ConfirmDialog
            open={cancelling !== null}
            title={t('subscribers.cancelTitle', { name: cancelling?.subscriberName ?? '' })}
            text={t('subscribers.cancelText', { item: cancelling?.itemName ?? '' })}
            action={t('subscribers.cancelAction')}
            busy={cancellation.pending}
            onConfirm={() => void cancel()}
            onClose={() => setCancelling(null)}
          />
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
        <FirstLoad view={list} title={t('installments.loadError')} />
        {list.data &&
          (list.data.installments.length === 0 ? (
            <p>{t('installments.empty')}</p>
          ) : (
            <ToolsTable
              caption={t('installments.title')}
              head={[
                t('common.date'),
                t('installments.transaction'),
                t('subscribers.subscriber'),
                t('subscribers.item'),
                t('subscribers.amount'),
                t('common.status'),
              ]}
            >
              <tbody>
                {list.data.installments.map((installment) => (
                  <tr key={installment.transactionId}>
                    <td>{format.dateTime(installment.createdAt)}</td>
                    <td>{installment.transactionId}</td>
                    <td>{installment.subscriberEmail}</td>
                    <td>{installment.itemName}</td>
                    <td>{format.money(installment.amount, installment.currencyCode)}</td>
                    <td>{t(`installments.status.${installment.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </ToolsTable>
          ))}
      </Stack>
    </section>
  );
}
