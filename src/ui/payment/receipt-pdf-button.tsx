import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { useMutation } from '../data/use-mutation';
import { usePaymentMessages } from './messages';

export interface ReceiptPdfButtonProps {
  cache: ResourceCache;
  /** Makes the branded PDF and answers its signed link (`receiptPdfLinkByReference` of src/core/receipts). */
  prepare: () => Promise<string>;
}

/**
 * The branded PDF receipt offered right after a payment, the way the history offers it: "Download the receipt (PDF)"
 * makes it, then "Open the receipt (PDF)" opens the signed link in a new tab; a failure says so and may be retried.
 */
export function ReceiptPdfButton({ cache, prepare }: ReceiptPdfButtonProps) {
  const { t } = usePaymentMessages();
  const receipt = useMutation(cache, { run: () => prepare() });
  if (receipt.data) {
    return (
      <a
        className="wallet-button wallet-button--primary wallet-receipt-pdf"
        href={receipt.data}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('receipt.pdfOpen')}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" loading={receipt.pending} onClick={() => void receipt.mutate(undefined)}>
        {receipt.pending ? t('receipt.pdfPreparing') : t('receipt.pdf')}
      </Button>
      {receipt.error !== null && <Banner tone="error">{t('receipt.pdfFailed')}</Banner>}
    </>
  );
}
