import type { Invoice } from '../../core/api/contract/invoices';
import { invoiceDirection, isKnownStatus, isOverdue, localToday } from '../../core/invoices/invoices';
import { AmountText, useLanguage } from '../../ui';
import type { TFunction } from '../../core/i18n/i18n';

/** "2025-03-05" in the reader's language, as the calendar day it is (no time zone shift). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function statusText(t: TFunction, status: string): string {
  return isKnownStatus(status) ? t(`status.${status}`) : t('status.unknown', { status });
}

export interface InvoiceDetailsProps {
  invoice: Invoice;
  t: TFunction;
  /** Today as YYYY-MM-DD (tests fix it); defaults to the reader's today. */
  today?: string | undefined;
}

/**
 * What an invoice says (spec 2 "Invoice"): the parties, amount, fee and total, dates (overdue marked), note, status,
 * the payer's rejection note, a funding invoice's reference, and the PDF link (a new tab; the widget never navigates
 * its host page).
 */
export function InvoiceDetails({ invoice, t, today }: InvoiceDetailsProps) {
  const language = useLanguage();
  const incoming = invoiceDirection(invoice) === 'incoming';
  const overdue = isOverdue(invoice, today ?? localToday());
  const currency = invoice.currencyCode;
  return (
    <dl className="wallet-payment-list wallet-invoice__details" part="summary">
      <div>
        <dt>{t('details.number')}</dt>
        <dd>{String(invoice.id)}</dd>
      </div>
      <div>
        <dt>{incoming ? t('details.payee') : t('details.payer')}</dt>
        <dd>
          {incoming ? (invoice.payeeName ?? invoice.payeeEmail) : (invoice.payerName ?? invoice.payerEmail)}
          <span className="wallet-invoice__email"> ({incoming ? invoice.payeeEmail : invoice.payerEmail})</span>
        </dd>
      </div>
      <div>
        <dt>{t('details.amount')}</dt>
        <dd className="wallet-invoice__amount">
          <AmountText amount={invoice.amount} currency={currency} />
        </dd>
      </div>
      {!invoice.isFunding && invoice.feePayment !== undefined && invoice.feePayment !== null && (
        <div>
          <dt>{t('details.fee', { currency })}</dt>
          <dd>
            <AmountText amount={invoice.feePayment} currency={currency} />
          </dd>
        </div>
      )}
      {!invoice.isFunding && invoice.total !== undefined && invoice.total !== null && (
        <div>
          <dt>{t('details.total', { currency })}</dt>
          <dd>
            <AmountText amount={invoice.total} currency={currency} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('details.sent')}</dt>
        <dd>{formatDay(invoice.sentDate.slice(0, 10), language)}</dd>
      </div>
      <div>
        <dt>{t('details.due')}</dt>
        <dd>
          {formatDay(invoice.dueDate, language)}
          {overdue && <span className="wallet-invoice__overdue"> ({t('details.overdue')})</span>}
        </dd>
      </div>
      {invoice.noteBody && (
        <div>
          <dt>{t('details.note')}</dt>
          <dd className="wallet-invoice__note">{invoice.noteBody}</dd>
        </div>
      )}
      <div>
        <dt>{t('details.status')}</dt>
        <dd>
          <span className={`wallet-invoice__status wallet-invoice__status--${invoice.status}`}>
            {statusText(t, invoice.status)}
          </span>
        </dd>
      </div>
      {invoice.rejectionNote && (
        <div>
          <dt>{t('details.rejectionNote')}</dt>
          <dd className="wallet-invoice__note">{invoice.rejectionNote}</dd>
        </div>
      )}
      {invoice.fundingReference && (
        <div>
          <dt>{t('details.reference')}</dt>
          <dd className="wallet-invoice__reference">{invoice.fundingReference}</dd>
        </div>
      )}
      {invoice.urlPdf && (
        <div>
          <dt>{t('details.pdf')}</dt>
          <dd>
            <a href={invoice.urlPdf} target="_blank" rel="noopener noreferrer" part="pdf-link">
              {`invoice-${String(invoice.id)}.pdf`}
              <span className="wallet-visually-hidden"> ({t('details.pdfHint')})</span>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
