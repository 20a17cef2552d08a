import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  preApprovedPaymentCancel,
  PRE_APPROVED_PAGE_SIZE,
  PRE_APPROVED_TYPES,
  type PreApprovedPayment,
} from '../../core/api/contract/transfers';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { preApprovedQuery, TRANSFERS_CACHE_PREFIX, type PreApprovedFilter } from '../../core/transfers/transfer-data';
import {
  Button,
  DataTable,
  Dialog,
  LoadErrorBanner,
  Pager,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { isPositiveAmount, normaliseAmount } from './form-parts';
import { useTransfersText } from './messages';

interface Filters {
  beneficiaryEmail: string;
  fromAmount: string;
  toAmount: string;
  type: string;
}
const NO_FILTERS: Filters = { beneficiaryEmail: '', fromAmount: '', toAmount: '', type: '' };

/** transfer/preapproved-payments: the subscriptions, filters, pages of 50, cancel with a confirmation. */
export function PreApprovedPayments({ api, cache }: { api: ApiClient; cache: ResourceCache }) {
  const t = useTransfersText();
  const language = useLanguage();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<PreApprovedPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const request: PreApprovedFilter = {
    pageNumber: page,
    pageSize: PRE_APPROVED_PAGE_SIZE,
    ...(filters.beneficiaryEmail.trim() ? { beneficiaryEmail: filters.beneficiaryEmail.trim() } : {}),
    ...(filters.fromAmount ? { fromAmount: normaliseAmount(filters.fromAmount) } : {}),
    ...(filters.toAmount ? { toAmount: normaliseAmount(filters.toAmount) } : {}),
    ...(filters.type ? { type: filters.type as PreApprovedPayment['type'] } : {}),
  };
  const query = preApprovedQuery(api, request);
  const list = useQuery(cache, query);
  const amountError = (text: string) => (text && !isPositiveAmount(text) ? t('form.errors.amount') : undefined);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (amountError(draft.fromAmount) || amountError(draft.toAmount)) return;
    setPage(1);
    setFilters(draft);
  }

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      await api.call(preApprovedPaymentCancel, { id: cancelling.id });
      setCancelling(null);
      cache.invalidate(`${TRANSFERS_CACHE_PREFIX}preapproved`);
    } catch (error) {
      setCancelling(null);
      console.warn('[pre-approved payments] cancel failed', errorText(error));
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRE_APPROVED_PAGE_SIZE));
  return (
    <Stack gap="lg">
      <h1>{t('preapproved.title')}</h1>
      <form onSubmit={apply} aria-label={t('preapproved.filters')} className="transfers-filters">
        <TextField
          label={t('preapproved.beneficiary')}
          value={draft.beneficiaryEmail}
          onChange={(event) => setDraft({ ...draft, beneficiaryEmail: event.target.value })}
        />
        <TextField
          label={t('preapproved.fromAmount')}
          inputMode="decimal"
          value={draft.fromAmount}
          error={amountError(draft.fromAmount)}
          onChange={(event) => setDraft({ ...draft, fromAmount: event.target.value })}
        />
        <TextField
          label={t('preapproved.toAmount')}
          inputMode="decimal"
          value={draft.toAmount}
          error={amountError(draft.toAmount)}
          onChange={(event) => setDraft({ ...draft, toAmount: event.target.value })}
        />
        <Select
          label={t('preapproved.type')}
          placeholder={t('preapproved.anyType')}
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value })}
          options={PRE_APPROVED_TYPES.map((value) => ({ value, label: t(`preapproved.types.${value}`) }))}
        />
        <Button type="submit">{t('preapproved.apply')}</Button>
      </form>
      {list.status === 'error' && (
        <LoadErrorBanner title={t('preapproved.loadFailed')} error={list.error} onRetry={list.reload} />
      )}
      {!list.data && list.status !== 'error' && <Spinner label={t('form.loading')} showLabel />}
      {list.data && list.data.payments.length === 0 && <p>{t('preapproved.empty')}</p>}
      {list.data && list.data.payments.length > 0 && (
        <DataTable
          caption={t('preapproved.caption', { count: total })}
          showCaption
          rows={list.data.payments}
          rowKey={(payment) => `${payment.type}-${payment.id}`}
          columns={[
            {
              header: t('preapproved.to'),
              cell: (payment) => (
                <>
                  {payment.beneficiaryName}
                  <br />
                  <span className="transfers-note">{payment.toAccount}</span>
                </>
              ),
            },
            {
              header: t('summary.amount'),
              cell: (payment) => formatMoney(payment.amount, payment.currencyCode, language),
            },
            { header: t('preapproved.frequency'), cell: (payment) => t(`subscription.every.${payment.frequency}`) },
            { header: t('preapproved.next'), cell: (payment) => payment.nextPaymentDate ?? '—' },
            {
              header: t('preapproved.made'),
              cell: (payment) =>
                payment.paymentsTotal ? `${payment.paymentsMade} / ${payment.paymentsTotal}` : payment.paymentsMade,
            },
            { header: t('preapproved.status'), cell: (payment) => t(`preapproved.statuses.${payment.status}`) },
            {
              header: t('preapproved.actions'),
              hiddenHeader: true,
              cell: (payment) =>
                (payment.status === 'active' || payment.status === 'pending') && (
                  <Button
                    variant="secondary"
                    onClick={() => setCancelling(payment)}
                    aria-label={t('preapproved.cancelFor', {
                      name: payment.beneficiaryName,
                      amount: formatMoney(payment.amount, payment.currencyCode, language),
                    })}
                  >
                    {t('preapproved.cancel')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <Pager of={t('preapproved.title')} page={page} pages={pages} onPage={setPage} />
      <Dialog
        open={cancelling !== null}
        role="alertdialog"
        onClose={() => setCancelling(null)}
        title={t('preapproved.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('preapproved.keep')}
            </Button>
            <Button loading={busy} onClick={confirmCancel}>
              {t('preapproved.confirmCancel')}
            </Button>
          </>
        }
      >
        {cancelling && (
          <p>
            {t('preapproved.confirmText', {
              name: cancelling.beneficiaryName,
              amount: formatMoney(cancelling.amount, cancelling.currencyCode, language),
            })}
          </p>
        )}
      </Dialog>
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('preapproved.failedTitle')}
        actions={<Button onClick={() => setFailure(null)}>{t('preapproved.close')}</Button>}
      >
        <p>{t('preapproved.cancelFailed')}</p>
      </Dialog>
    </Stack>
  );
}
