import { useId, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import {
  EMPTY_FILTER,
  filterProblems,
  INVOICE_STATUSES,
  isKnownStatus,
  isOverdue,
  localToday,
  pageCount,
  payerScreen,
  type InvoiceBox,
  type InvoiceFilter,
} from '../../core/invoices/invoices';
import { canonicalJson } from '../../core/api/idempotency';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { TFunction } from '../../core/i18n/i18n';
import {
  AmountText,
  Button,
  Inline,
  LoadErrorBanner,
  Pager,
  Select,
  Skeleton,
  Stack,
  TextField,
  useForm,
  useLanguage,
  useQuery,
} from '../../ui';
import { invoiceListQuery } from './invoices-data';

export interface InvoiceActions {
  onView: (invoice: Invoice) => void;
  onPay: (invoice: Invoice) => void;
  onReject: (invoice: Invoice) => void;
}

function formatDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function statusLabel(t: TFunction, status: string): string {
  return isKnownStatus(status) ? t(`status.${status}`) : status;
}

/** The filter form's values (a type alias: the form helper wants a plain record). */
type FilterValues = { [K in keyof InvoiceFilter]: InvoiceFilter[K] };

interface InvoiceListProps extends InvoiceActions {
  api: ApiClient;
  cache: ResourceCache;
  box: InvoiceBox;
  /** Texts of this feature and the status names (the pay-invoice namespace has the same ones; the list has its own). */
  t: TFunction;
}

/**
 * One box of invoices (received or sent), 20 per page (spec 2 section 9), with the filters of spec 2 ("status, dates,
 * amounts, e-mail"; empty values are not sent). The list reads through the shared cache, so it reloads after a
 * payment, rejection or new invoice (`cache.invalidate('invoices:')`) and keeps its rows during a reload.
 */
export function InvoiceList({ api, cache, box, t, onView, onPay, onReject }: InvoiceListProps) {
  const language = useLanguage();
  const [filter, setFilter] = useState<InvoiceFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const formId = useId();
  const list = useQuery(cache, invoiceListQuery(api, box, filter, page));
  const today = localToday();
  // The filters: checked offline at the field on leaving it and again on Apply; a bad filter sends nothing.
  const form = useForm<FilterValues>({
    initial: EMPTY_FILTER,
    validate: (values) => {
      const found = filterProblems(values);
      const problems: Partial<Record<keyof FilterValues, string>> = {};
      if (found.toDate === 'order') problems.toDate = 'filters.dateOrder';
      for (const field of ['fromAmount', 'toAmount'] as const) {
        if (found[field] === 'format') problems[field] = 'filters.amountFormat';
        else if (found[field] === 'order') problems[field] = 'filters.amountOrder';
      }
      return problems;
    },
    message: (key) => t(key),
    onSubmit: (values) => {
      setFilter(values);
      setPage(1);
    },
  });

  function clear() {
    form.reset(EMPTY_FILTER);
    setFilter(EMPTY_FILTER);
    setPage(1);
  }
  const invoices = list.data?.invoices ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total);
  const filtered = canonicalJson(filter) !== canonicalJson(EMPTY_FILTER);
  const received = box === 'received';

  return (
    <Stack gap="lg">
      <form {...form.formProps} aria-labelledby={`${formId}-legend`} className="wallet-invoices__filters">
        <fieldset>
          <legend id={`${formId}-legend`}>{t('filters.legend')}</legend>
          <div className="wallet-invoices__filter-grid">
            <Select
              label={t('filters.status')}
              {...form.field('status')}
              options={[
                { value: '', label: t('filters.anyStatus') },
                ...INVOICE_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
              ]}
            />
            <TextField type="date" label={t('filters.fromDate')} {...form.field('fromDate')} />
            <TextField type="date" label={t('filters.toDate')} {...form.field('toDate')} />
            <TextField inputMode="decimal" label={t('filters.fromAmount')} {...form.field('fromAmount')} />
            <TextField inputMode="decimal" label={t('filters.toAmount')} {...form.field('toAmount')} />
            <TextField
              type="search"
              label={received ? t('filters.payeeEmail') : t('filters.payerEmail')}
              {...form.field('email')}
            />
          </div>
          <Inline gap="sm">
            <Button type="submit" variant="secondary">
              {t('filters.apply')}
            </Button>
            <Button variant="link" onClick={clear}>
              {t('filters.clear')}
            </Button>
          </Inline>
        </fieldset>
      </form>

      {list.status === 'loading' && !list.data && <Skeleton label={t('list.loading')} />}
      {list.status === 'error' && (
        <LoadErrorBanner title={t('list.loadFailed')} error={list.error} onRetry={list.reload} />
      )}
      {list.status === 'success' && invoices.length === 0 && (
        <p>{filtered ? t('list.emptyFiltered') : received ? t('list.emptyReceived') : t('list.emptySent')}</p>
      )}
      {invoices.length > 0 && (
        <>
          <p className="wallet-invoices__count" role="status">
            {t('list.total', { count: total })}
          </p>
          <div className="wallet-invoices__table-wrap">
            <table className="wallet-invoices__table" aria-busy={list.refreshing || undefined}>
              <caption className="wallet-visually-hidden">
                {t('list.caption', { box: received ? t('tabs.received') : t('tabs.sent'), page, pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.number')}</th>
                  <th scope="col">{received ? t('list.from') : t('list.to')}</th>
                  <th scope="col">{t('list.amount')}</th>
                  <th scope="col">{t('list.sent')}</th>
                  <th scope="col">{t('list.due')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => {
                  const id = String(invoice.id);
                  const payable = received && payerScreen(invoice) === 'payable';
                  return (
                    <tr key={id}>
                      <th scope="row" data-label={t('list.number')}>
                        {id}
                      </th>
                      <td data-label={received ? t('list.from') : t('list.to')}>
                        {received
                          ? (invoice.payeeName ?? invoice.payeeEmail)
                          : (invoice.payerName ?? invoice.payerEmail)}
                        <span className="wallet-invoices__muted">
                          {' '}
                          {received ? invoice.payeeEmail : invoice.payerEmail}
                        </span>
                        {invoice.isFunding && <span className="wallet-invoices__tag"> ({t('list.funding')})</span>}
                      </td>
                      <td className="wallet-invoices__amount" data-label={t('list.amount')}>
                        <AmountText amount={invoice.amount} currency={invoice.currencyCode} />
                      </td>
                      <td data-label={t('list.sent')}>{formatDay(invoice.sentDate, language)}</td>
                      <td data-label={t('list.due')}>
                        {formatDay(invoice.dueDate, language)}
                        {isOverdue(invoice, today) && (
                          <span className="wallet-invoices__overdue"> ({t('list.overdue')})</span>
                        )}
                      </td>
                      <td data-label={t('list.status')}>
                        <span className={`wallet-invoices__status wallet-invoices__status--${invoice.status}`}>
                          {statusLabel(t, invoice.status)}
                        </span>
                      </td>
                      <td data-label={t('list.actions')}>
                        <Inline gap="sm" className="wallet-invoices__row-actions">
                          <Button
                            variant="link"
                            aria-label={t('actions.viewInvoice', { id })}
                            onClick={() => onView(invoice)}
                          >
                            {t('actions.view')}
                          </Button>
                          {payable && (
                            <Button
                              variant="link"
                              aria-label={t('actions.payInvoice', { id })}
                              onClick={() => onPay(invoice)}
                            >
                              {t('actions.pay')}
                            </Button>
                          )}
                          {payable && (
                            <Button
                              variant="link"
                              aria-label={t('actions.rejectInvoice', { id })}
                              onClick={() => onReject(invoice)}
                            >
                              {t('actions.reject')}
                            </Button>
                          )}
                          {invoice.urlPdf && (
                            <a
                              href={invoice.urlPdf}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={t('actions.pdfInvoice', { id })}
                            >
                              {t('actions.pdf')}
                            </a>
                          )}
                        </Inline>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager of={t('title')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
