import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  APPROVAL_PAGE_SIZE,
  APPROVAL_TRANSACTION_TYPES,
  businessTransactionApprovalResend,
  businessTransactionApprove,
  businessTransactionMassApprove,
  businessTransactionRequestConfirm,
  GROUPED_TRANSACTION_TYPES,
  type TransactionRequest,
} from '../../core/api/contract/approvals';
import { formatMoney } from '../../core/money/money';
import type { ApprovalState, PushWatch } from '../../core/payments/approval-machine';
import { paymentConfirmationOf } from '../../core/payments/payment-confirmation';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { refreshAccounts } from '../../core/accounts/accounts-data';
import {
  approvalRequestsQuery,
  businessUsersQuery,
  massRequestsQuery,
  pastDecisionsQuery,
  TRANSFERS_CACHE_PREFIX,
  type RequestFilter,
} from '../../core/transfers/transfer-data';
import {
  Banner,
  Button,
  DataTable,
  Dialog,
  Inline,
  LoadErrorBanner,
  Pager,
  PaymentApproval,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { useTransfersText } from './messages';
import { useTransferApproval } from './transfer-approval';

interface Filters {
  createdBy: string;
  transactionType: string;
  groupedTransactionType: string;
  fromDate: string;
  toDate: string;
}
const NO_FILTERS: Filters = {
  createdBy: '',
  transactionType: '',
  groupedTransactionType: '',
  fromDate: '',
  toDate: '',
};

/** One decision on requests (or a mass file); `round` makes each decision a new attempt with its own key. */
interface Decision {
  transactionIds?: number[];
  batchId?: string | number;
  declined: boolean;
  round: number;
}

export interface ApprovalsProps {
  api: ApiClient;
  cache: ResourceCache;
  watchPush: PushWatch;
  /** Right 2 decides others' requests; right 3 sees their own. */
  canApprove: boolean;
  /** Bumped when a request is decided elsewhere (realtime notice): the lists reload. */
  refreshSignal: number;
}

/** transfer/approved: transaction requests of the business, decided with the approver's own code. */
export function Approvals({ api, cache, watchPush, canApprove, refreshSignal }: ApprovalsProps) {
  useSignals();
  const t = useTransfersText();
  const language = useLanguage();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const request: RequestFilter = {
    page,
    size: APPROVAL_PAGE_SIZE,
    ...(filters.createdBy ? { createdBy: Number(filters.createdBy) } : {}),
    ...(filters.transactionType
      ? { transactionType: filters.transactionType as TransactionRequest['transactionType'] }
      : {}),
    ...(filters.groupedTransactionType
      ? { groupedTransactionType: filters.groupedTransactionType as TransactionRequest['groupedTransactionType'] }
      : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
  const query = approvalRequestsQuery(api, request);
  const list = useQuery(cache, query);
  const massRead = massRequestsQuery(api);
  const mass = useQuery(cache, canApprove ? massRead : null);
  const usersRead = businessUsersQuery(api);
  const users = useQuery(cache, canApprove ? usersRead : null);
  useEffect(() => {
    if (refreshSignal > 0) cache.invalidate(`${TRANSFERS_CACHE_PREFIX}approval`);
  }, [refreshSignal, cache]);

  const [busy, setBusy] = useState(false);
  function decide(next: Omit<Decision, 'round'>) {
    if (busy) return;
    setBusy(true);
    setDecision({ ...next, round: (decision?.round ?? 0) + 1 });
  }
  const onSettled = useCallback(
    (booked: boolean) => {
      setBusy(false);
      if (booked) {
        setSelected([]);
        cache.invalidate(`${TRANSFERS_CACHE_PREFIX}approval`);
        refreshAccounts(cache);
      }
    },
    [cache],
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setSelected([]);
    setFilters(draft);
  }

  const requests = list.data?.requests ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPROVAL_PAGE_SIZE));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Stack gap="lg">
      <h1>{t('approvals.title')}</h1>
      <p>{canApprove ? t('approvals.introApprover') : t('approvals.introInitiator')}</p>
      <form onSubmit={apply} aria-label={t('approvals.filters')} className="transfers-filters">
        {canApprove && (
          <Select
            label={t('approvals.createdBy')}
            placeholder={t('approvals.anyone')}
            value={draft.createdBy}
            onChange={(event) => setDraft({ ...draft, createdBy: event.target.value })}
            options={(users.data ?? []).map((user) => ({
              value: String(user.userId),
              label: `${user.name} (${user.email})`,
            }))}
          />
        )}
        <Select
          label={t('approvals.type')}
          placeholder={t('approvals.anyType')}
          value={draft.transactionType}
          onChange={(event) => setDraft({ ...draft, transactionType: event.target.value })}
          options={APPROVAL_TRANSACTION_TYPES.map((value) => ({ value, label: t(`approvals.types.${value}`) }))}
        />
        <Select
          label={t('approvals.group')}
          placeholder={t('approvals.anyGroup')}
          value={draft.groupedTransactionType}
          onChange={(event) => setDraft({ ...draft, groupedTransactionType: event.target.value })}
          options={GROUPED_TRANSACTION_TYPES.map((value) => ({ value, label: t(`approvals.groups.${value}`) }))}
        />
        <TextField
          label={t('approvals.fromDate')}
          type="date"
          value={draft.fromDate}
          onChange={(event) => setDraft({ ...draft, fromDate: event.target.value })}
        />
        <TextField
          label={t('approvals.toDate')}
          type="date"
          value={draft.toDate}
          onChange={(event) => setDraft({ ...draft, toDate: event.target.value })}
        />
        <Button type="submit">{t('preapproved.apply')}</Button>
      </form>

      {decision && (
        <DecisionFlow key={decision.round} api={api} watchPush={watchPush} decision={decision} onSettled={onSettled} />
      )}

      {canApprove && (mass.data?.batches.length ?? 0) > 0 && (
        <section aria-labelledby="transfers-mass">
          <h2 id="transfers-mass">{t('approvals.mass')}</h2>
          <ul className="transfers-list">
            {mass.data?.batches.map((batch) => (
              <li key={String(batch.batchId)}>
                {t('approvals.batch', {
                  id: String(batch.batchId),
                  count: batch.count,
                  totals: batch.totals.map((item) => formatMoney(item.amount, item.currencyCode, language)).join(', '),
                  name: batch.createdBy.name,
                  interpolation: { escapeValue: false },
                })}
                <Inline gap="sm">
                  <Button disabled={busy} onClick={() => decide({ batchId: batch.batchId, declined: false })}>
                    {t('approvals.approveBatch')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => decide({ batchId: batch.batchId, declined: true })}
                  >
                    {t('approvals.declineBatch')}
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        </section>
      )}

      {list.status === 'error' && (
        <LoadErrorBanner title={t('approvals.loadFailed')} error={list.error} onRetry={list.reload} />
      )}
      {!list.data && list.status !== 'error' && <Spinner label={t('form.loading')} showLabel />}
      {list.data && requests.length === 0 && <p>{t('approvals.empty')}</p>}
      {requests.length > 0 && (
        <DataTable
          caption={t('approvals.caption', { count: total })}
          showCaption
          rows={requests}
          rowKey={(item) => item.transactionId}
          columns={[
            canApprove && {
              header: t('approvals.select'),
              cell: (item) => (
                <input
                  type="checkbox"
                  checked={selected.includes(item.transactionId)}
                  disabled={busy || item.status !== 'pending'}
                  onChange={() => toggle(item.transactionId)}
                  aria-label={t('approvals.selectOne', {
                    id: item.transactionId,
                    amount: formatMoney(item.amount, item.currencyCode, language),
                    to: item.beneficiary,
                  })}
                />
              ),
            },
            {
              header: t('approvals.created'),
              cell: (item) =>
                new Date(item.created).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }),
            },
            { header: t('approvals.type'), cell: (item) => t(`approvals.types.${item.transactionType}`) },
            { header: t('preapproved.to'), cell: (item) => item.beneficiary },
            {
              header: t('approvals.purpose'),
              cell: (item) =>
                item.description ? <span translate="no">{item.description}</span> : t('approvals.noPurpose'),
            },
            { header: t('summary.amount'), cell: (item) => formatMoney(item.amount, item.currencyCode, language) },
            { header: t('summary.fee'), cell: (item) => formatMoney(item.fee, item.feeCurrencyCode, language) },
            {
              header: t('approvals.createdBy'),
              cell: (item) => (
                <>
                  {item.createdBy.name}
                  <br />
                  <span className="transfers-note">{item.createdBy.email}</span>
                </>
              ),
            },
            { header: t('preapproved.status'), cell: (item) => t(`approvals.statuses.${item.status}`) },
          ]}
        />
      )}
      {canApprove && requests.length > 0 && (
        <Inline gap="sm">
          <Button
            disabled={busy || selected.length === 0}
            onClick={() => decide({ transactionIds: selected, declined: false })}
          >
            {t('approvals.approveSelected', { count: selected.length })}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || selected.length === 0}
            onClick={() => decide({ transactionIds: selected, declined: true })}
          >
            {t('approvals.declineSelected', { count: selected.length })}
          </Button>
        </Inline>
      )}
      <Pager of={t('approvals.title')} page={page} pages={pages} onPage={setPage} />
      {canApprove && <PastDecisions api={api} cache={cache} />}
    </Stack>
  );
}

/**
 * One decision, from the submit to the approver's code (or push) and its outcome: a machine of its own, so the next
 * decision starts fresh without a reload. Tells the page when it settled and whether something was decided.
 */
function DecisionFlow({
  api,
  watchPush,
  decision,
  onSettled,
}: {
  api: ApiClient;
  watchPush: PushWatch;
  decision: Decision;
  onSettled: (decided: boolean) => void;
}) {
  useSignals();
  const t = useTransfersText();
  const machine = useTransferApproval(
    {
      submit: (idempotencyKey) =>
        decision.batchId !== undefined
          ? api.call(
              businessTransactionMassApprove,
              { batchId: decision.batchId, declined: decision.declined },
              { idempotencyKey },
            )
          : api.call(
              businessTransactionApprove,
              { transactionIds: decision.transactionIds ?? [], declined: decision.declined },
              { idempotencyKey },
            ),
      approve: (id, code) => api.call(businessTransactionRequestConfirm, { approvalTransactionId: Number(id), code }),
      resend: (id) => api.call(businessTransactionApprovalResend, { approvalTransactionId: Number(id) }),
      watchPush,
    },
    decision,
  );
  const state = machine.state.value;
  useEffect(() => {
    void machine.submit();
  }, [machine]);
  const settled =
    state.kind === 'success' || state.kind === 'done'
      ? true
      : state.kind === 'failed' || state.kind === 'declined'
        ? false
        : null;
  useEffect(() => {
    if (settled !== null) onSettled(settled);
  }, [settled, onSettled]);

  if (state.kind === 'code' || state.kind === 'push') {
    const what =
      decision.batchId !== undefined
        ? t('approvals.batchShort', { id: String(decision.batchId) })
        : t('approvals.count', { count: decision.transactionIds?.length ?? 0 });
    return (
      <Stack gap="sm">
        <Banner tone={decision.declined ? 'warning' : 'info'}>
          {t(decision.declined ? 'approvals.confirmDecline' : 'approvals.confirmApprove', { what })}
        </Banner>
        <PaymentApproval
          state={state}
          amount={what}
          payee={t('approvals.title')}
          headingLevel={2}
          onSubmitCode={(code) => void machine.enterCode(code)}
          onResend={() => void machine.resend()}
        />
      </Stack>
    );
  }
  return <PaymentConfirmationPopup state={state} declined={decision.declined} />;
}

/**
 * The 'Payment Confirmation' popup (spec 3 section 8) once the decision has an outcome: 'Transaction was rejected.'
 * (or the server's message) for a rejection, else 'Successfully submitted' with each request's new status, or
 * 'Failed transaction' with the errors (spec 2 section 8).
 */
function PaymentConfirmationPopup({ state, declined }: { state: ApprovalState; declined: boolean }) {
  const t = useTransfersText();
  const errorText = useErrorText();
  const [closed, setClosed] = useState(false);
  const outcome = paymentConfirmationOf(state, declined);
  if (!outcome) return null;
  const heading =
    outcome.title === 'rejected'
      ? (outcome.message ?? t('approvals.confirmation.rejected'))
      : t(`approvals.confirmation.${outcome.title}`);
  const decided = state.kind === 'success' || state.kind === 'done' ? state.success.result : null;
  const results =
    decided && 'results' in decided && Array.isArray(decided.results)
      ? (decided.results as { transactionId: number; status: string }[])
      : [];
  return (
    <Dialog
      open={!closed}
      onClose={() => setClosed(true)}
      title={t('approvals.confirmation.title')}
      role={outcome.title === 'failed' ? 'alertdialog' : 'dialog'}
      actions={<Button onClick={() => setClosed(true)}>{t('approvals.confirmation.close')}</Button>}
    >
      <p>
        <strong>{heading}</strong>
      </p>
      {outcome.title !== 'rejected' && outcome.message && <p>{outcome.message}</p>}
      {outcome.error && <p>{errorText(outcome.error)}</p>}
      {results.length > 0 && (
        <ul className="transfers-list">
          {results.map((item) => (
            <li key={item.transactionId}>
              {t('approvals.result', { id: item.transactionId, status: t(`approvals.statuses.${item.status}`) })}
            </li>
          ))}
        </ul>
      )}
      {outcome.failures.length > 0 && (
        <ul className="transfers-list">
          {outcome.failures.map((item) => (
            <li key={String(item.transactionId)}>
              {t('approvals.failure', { id: String(item.transactionId), reason: item.failure })}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** The requests already decided, newest first: what each asked for, who made it, the decision and who took it. */
function PastDecisions({ api, cache }: { api: ApiClient; cache: ResourceCache }) {
  const t = useTransfersText();
  const language = useLanguage();
  const headingId = useId();
  const past = useQuery(cache, pastDecisionsQuery(api));
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <h2 id={headingId}>{t('approvals.pastTitle')}</h2>
        {past.status === 'error' && !past.data && (
          <LoadErrorBanner title={t('approvals.loadFailed')} error={past.error} onRetry={past.reload} />
        )}
        {!past.data && past.status !== 'error' && <Spinner label={t('form.loading')} showLabel />}
        {past.data && past.data.length === 0 && <p>{t('approvals.pastEmpty')}</p>}
        {past.data && past.data.length > 0 && (
          <DataTable
            caption={t('approvals.pastCaption', { count: past.data.length })}
            showCaption
            rows={past.data}
            rowKey={(item) => item.transactionId}
            columns={[
              { header: t('approvals.decided'), cell: (item) => when(item.decided ?? item.created) },
              {
                header: t('approvals.decision'),
                cell: (item) => `${t(`approvals.statuses.${item.status}`)}${item.failure ? ` (${item.failure})` : ''}`,
              },
              { header: t('approvals.type'), cell: (item) => t(`approvals.types.${item.transactionType}`) },
              { header: t('preapproved.to'), cell: (item) => item.beneficiary },
              {
                header: t('approvals.purpose'),
                cell: (item) =>
                  item.description ? <span translate="no">{item.description}</span> : t('approvals.noPurpose'),
              },
              { header: t('summary.amount'), cell: (item) => formatMoney(item.amount, item.currencyCode, language) },
              { header: t('approvals.createdBy'), cell: (item) => item.createdBy.name },
              { header: t('approvals.decidedBy'), cell: (item) => item.decidedBy ?? '—' },
            ]}
          />
        )}
      </Stack>
    </section>
  );
}
