import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Transaction } from '../../core/api/contract/history';
import type { TFunction } from '../../core/i18n/i18n';
import { receiptPdfLink } from '../../core/history/history-queries';
import { AmountText, Banner, Button, Dialog, Stack, useLanguage } from '../../ui';
import { transactionTitle } from './transaction-title';

export interface TransactionDetailProps {
  api: ApiClient;
  brandId: string;
  transaction: Transaction | null;
  t: TFunction;
  onClose: () => void;
}

type ReceiptState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; link: string } | { kind: 'failed' };

/** The detail panel of a transaction: parties, amounts, fee, rate, reference, status history, and its receipt PDF. */
export function TransactionDetail({ api, brandId, transaction, t, onClose }: TransactionDetailProps) {
  const language = useLanguage();
  const [receipt, setReceipt] = useState<ReceiptState>({ kind: 'idle' });
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (transaction && shownFor !== transaction.transactionId) {
    setShownFor(transaction.transactionId);
    setReceipt({ kind: 'idle' });
  }
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(iso),
    );

  async function prepareReceipt(id: number) {
    setReceipt({ kind: 'preparing' });
    try {
      setReceipt({ kind: 'ready', link: await receiptPdfLink(api, { brand: brandId, transactionId: id, language }) });
    } catch (error) {
      console.error('The receipt could not be made:', error);
      setReceipt({ kind: 'failed' });
    }
  }

  return (
    <Dialog
      open={transaction !== null}
      onClose={onClose}
      title={t('detail.title')}
      className="wallet-history__detail"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('detail.close')}
        </Button>
      }
    >
      {transaction && (
        <Stack gap="md">
          <p className="wallet-history__detail-title">
            <strong>{transactionTitle(t, transaction)}</strong>{' '}
            <AmountText
              amount={`${transaction.direction === 'out' ? '-' : ''}${String(transaction.amount)}`}
              currency={transaction.currencyCode}
            />
          </p>
          <dl className="wallet-history__facts">
            <dt>{t('detail.reference')}</dt>
            <dd className="wallet-history__reference">{transaction.reference}</dd>
            <dt>{t('detail.date')}</dt>
            <dd>
              <time dateTime={transaction.transactionDate}>{when(transaction.transactionDate)}</time>
            </dd>
            <dt>{t('detail.type')}</dt>
            <dd>{t(`type.${transaction.operationType}`)}</dd>
            <dt>{t('detail.status')}</dt>
            <dd>{t(`status.${transaction.status}`)}</dd>
            <dt>{t('detail.account')}</dt>
            <dd>
              {transaction.accountNumber} ({transaction.currencyCode})
            </dd>
            {(transaction.counterpartyName || transaction.counterpartyEmail || transaction.counterpartyAccount) && (
              <>
                <dt>{transaction.direction === 'in' ? t('detail.from') : t('detail.to')}</dt>
                <dd>
                  {[transaction.counterpartyName, transaction.counterpartyEmail, transaction.counterpartyAccount]
                    .filter(Boolean)
                    .join(' · ')}
                </dd>
              </>
            )}
            <dt>{t('detail.amount')}</dt>
            <dd>
              <AmountText amount={transaction.amount} currency={transaction.currencyCode} />
            </dd>
            <dt>{t('detail.fee')}</dt>
            <dd>
              {Number(transaction.fee) > 0 ? (
                <AmountText amount={transaction.fee} currency={transaction.currencyCode} />
              ) : (
                t('detail.noFee')
              )}
            </dd>
            {transaction.exchangeRate && transaction.counterCurrencyCode && (
              <>
                <dt>{t('detail.rate')}</dt>
                <dd>
                  {t('detail.rateValue', {
                    from: transaction.currencyCode,
                    rate: String(transaction.exchangeRate),
                    to: transaction.counterCurrencyCode,
                  })}
                </dd>
                {transaction.counterAmount !== null && transaction.counterAmount !== undefined && (
                  <>
                    <dt>{t('detail.counterAmount', { currency: transaction.counterCurrencyCode })}</dt>
                    <dd>
                      <AmountText amount={transaction.counterAmount} currency={transaction.counterCurrencyCode} />
                    </dd>
                  </>
                )}
              </>
            )}
            <dt>{t('detail.total')}</dt>
            <dd>
              <AmountText amount={transaction.total} currency={transaction.currencyCode} colourBySign />
            </dd>
            <dt>{t('detail.description')}</dt>
            <dd translate="no">{transaction.description}</dd>
            {transaction.customerReference && (
              <>
                <dt>{t('detail.customerReference')}</dt>
                <dd translate="no">{transaction.customerReference}</dd>
              </>
            )}
            {transaction.note && (
              <>
                <dt>{t('detail.note')}</dt>
                <dd translate="no">{transaction.note}</dd>
              </>
            )}
          </dl>
          <section aria-labelledby="wallet-history-status-history">
            <h3 id="wallet-history-status-history" className="wallet-history__subheading">
              {t('detail.history')}
            </h3>
            <ol className="wallet-history__timeline">
              {transaction.statusHistory.map((change, index) => (
                <li key={`${change.status}-${index}`}>
                  <time dateTime={change.date}>{when(change.date)}</time>: {t(`status.${change.status}`)}
                  {change.note ? ` (${change.note})` : ''}
                </li>
              ))}
            </ol>
          </section>
          {receipt.kind === 'ready' ? (
            <a
              className="wallet-button wallet-button--primary wallet-history__receipt-link"
              href={receipt.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('detail.receiptOpen')}
            </a>
          ) : (
            <Button
              variant="primary"
              loading={receipt.kind === 'preparing'}
              onClick={() => prepareReceipt(transaction.transactionId)}
            >
              {receipt.kind === 'preparing' ? t('detail.receiptPreparing') : t('detail.receipt')}
            </Button>
          )}
          {receipt.kind === 'failed' && <Banner tone="error">{t('detail.receiptError')}</Banner>}
        </Stack>
      )}
    </Dialog>
  );
}
