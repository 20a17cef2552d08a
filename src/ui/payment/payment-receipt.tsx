import { formatMoney } from '../../core/money/money';
import { receiptDataUrl, receiptFileName, receiptFileText, type PaymentReceiptData } from '../../core/payments/receipt';
import { useLanguage } from '../i18n/use-messages';
import { usePaymentMessages } from './messages';
import { PaymentFacts } from './payment-facts';
import { ReceiptPdfButton, type ReceiptPdfButtonProps } from './receipt-pdf-button';

export interface PaymentReceiptProps {
  receipt: PaymentReceiptData;
  /** `full`: the lines and the download; `link`: a line saying what was charged and the download (under a pay button). */
  variant?: 'full' | 'link' | undefined;
  /**
   * The bank's branded PDF of this payment (where the payer is signed in): offered in place of the text file, the
   * same receipt the history gives.
   */
  pdf?: ReceiptPdfButtonProps | undefined;
}

/**
 * The receipt of a booked payment (part `receipt`): reference, payee, amount, the rate when the currencies differ,
 * fee, total charged and date, and the branded PDF (`pdf`) or else a link that downloads the same lines as a text file.
 */
export function PaymentReceipt({ receipt, variant = 'full', pdf }: PaymentReceiptProps) {
  const { t } = usePaymentMessages();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(receipt.bookedAt),
  );
  const rows: [string, string][] = [
    [t('receipt.reference'), receipt.reference],
    [t('receipt.payee'), receipt.payee],
    [t('receipt.amount'), formatMoney(receipt.amount, receipt.currency, language)],
    ...(receipt.exchangeRate === null
      ? []
      : [
          [
            t('receipt.rate'),
            t('accounts.rate', { from: receipt.currency, rate: String(receipt.exchangeRate), to: receipt.feeCurrency }),
          ] as [string, string],
        ]),
    [t('receipt.fee'), formatMoney(receipt.fee, receipt.feeCurrency, language)],
    [t('receipt.total'), formatMoney(receipt.total, receipt.feeCurrency, language)],
    [t('receipt.date'), date],
  ];
  const download = receipt.pdfLink ? (
    <a className="wallet-payment-receipt__download" href={receipt.pdfLink} target="_blank" rel="noopener noreferrer">
      {t('receipt.pdfOpen')}
    </a>
  ) : pdf ? (
    <ReceiptPdfButton cache={pdf.cache} prepare={pdf.prepare} />
  ) : (
    <a
      className="wallet-payment-receipt__download"
      href={receiptDataUrl(receiptFileText(t('receipt.title'), rows))}
      download={receiptFileName(receipt)}
    >
      {t('receipt.download')}
    </a>
  );
  if (variant === 'link') {
    return (
      <p className="wallet-payment-receipt" part="receipt">
        {t('receipt.charged', {
          total: formatMoney(receipt.total, receipt.feeCurrency, language),
          payee: receipt.payee,
        })}{' '}
        {download}
      </p>
    );
  }
  return (
    <div className="wallet-payment-receipt" part="receipt">
      <PaymentFacts rows={rows} label={t('receipt.title')} />
      {download}
    </div>
  );
}
