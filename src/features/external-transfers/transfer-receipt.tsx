import { useEffect, useRef } from 'react';
import type { ApprovalSuccess } from '../../core/payments/approval-machine';
import type { ExternalTransferModel } from '../../core/external-transfers/external-transfer-model';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, Card, Inline, ReceiptPdfButton, Stack, usePaymentMessages } from '../../ui';

type Sent = NonNullable<ExternalTransferModel['sent']['value']>;

export interface TransferReceiptProps {
  success: ApprovalSuccess;
  sent: Sent;
  t: TFunction;
  language: string;
  onNewTransfer: () => void;
  /** The branded PDF receipt of the booked transfer, by the reference on screen (history's generator). */
  receiptPdf: { cache: ResourceCache; prepare: (reference: string) => Promise<string> };
}

interface ReceiptLine {
  label: string;
  value: string;
}

function receiptLines(props: TransferReceiptProps): ReceiptLine[] {
  const { success, sent, t, language } = props;
  const money = (amount: string | number, currency: string) => formatMoney(amount, currency, language);
  const result = success.result;
  const lines: ReceiptLine[] = [
    { label: t('receipt.reference'), value: success.transactionId },
    {
      label: t('receipt.date'),
      value: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sent.at)),
    },
    { label: t('receipt.kind'), value: t(`kind.${sent.selection.transferType}`) },
    { label: t('receipt.beneficiary'), value: sent.beneficiary },
    { label: t('receipt.amount'), value: money(result.amount, result.currency) },
  ];
  if (sent.quote) {
    lines.push({
      label: t('quote.rate'),
      value: t('quote.rateValue', {
        from: sent.quote.accountCurrencyCode,
        to: sent.quote.currencyCode,
        rate: String(sent.quote.exchangeRate),
      }),
    });
  }
  lines.push({ label: t('quote.fee'), value: money(result.fee, result.feeCurrencyCode) });
  lines.push({ label: t('quote.total'), value: money(result.totalDebit, result.feeCurrencyCode) });
  return lines;
}

/**
 * The outcome of an external transfer: booked and handed to the payout network, so pending until the network pays
 * it out (the 'payment pending' text with its star, unless the server sent its own words), or an approval
 * transaction created for another user of the business. A booked transfer offers the branded PDF receipt with the same
 * reference as the screen, the history and its search; a request waiting for approval has none (nothing moved yet).
 */
export function TransferReceipt(props: TransferReceiptProps) {
  const { success, t, onNewTransfer } = props;
  const payment = usePaymentMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const lines = receiptLines(props);
  const title = success.approvalTransactionCreated
    ? payment.t('success.approvalTransactionCreated')
    : t('receipt.title');

  return (
    <Card>
      <Stack gap="md" className="wallet-external__receipt">
        <h2 ref={heading} tabIndex={-1} className="wallet-external__heading">
          {title}
        </h2>
        {success.message ? (
          <p>{success.message}</p>
        ) : (
          <>
            <p className="wallet-external__pending">{t('receipt.pending')}</p>
            <p className="wallet-external__footnote">
              {success.approvalTransactionCreated ? payment.t('success.pendingNote') : t('receipt.pendingNote')}
            </p>
          </>
        )}
        <dl className="wallet-external__quote" aria-label={t('receipt.label')}>
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        <Inline gap="sm">
          {!success.approvalTransactionCreated && (
            <ReceiptPdfButton
              cache={props.receiptPdf.cache}
              prepare={() => props.receiptPdf.prepare(success.transactionId)}
            />
          )}
          <Button onClick={onNewTransfer}>{t('receipt.newTransfer')}</Button>
        </Inline>
      </Stack>
    </Card>
  );
}
