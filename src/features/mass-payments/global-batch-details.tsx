import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { FeeShare, GlobalPayment, GlobalPaymentInput } from '../../core/api/contract/mass-payments';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { accountsQuery } from '../../core/accounts/accounts-data';
import { isApiError } from '../../core/api/errors';
import { BATCH_CACHE_PREFIX, batchReads, globalBatchCalls } from '../../core/mass-payments/mass-api';
import { checkRowFields } from '../../core/mass-payments/mass-check';
import type { TransferResult } from '../../core/api/contract/p2p';
import { formatMoney } from '../../core/money/money';
import { createApprovalMachine } from '../../core/payments/approval-machine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { TFunction } from '../../core/i18n/i18n';
import {
  AmountText,
  Banner,
  Button,
  Dialog,
  Inline,
  LoadErrorBanner,
  PaymentApproval,
  PaymentOutcomeBanner,
  PaymentReview,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  usePaymentMessages,
  useQuery,
} from '../../ui';
import { CountryMethods } from './country-methods';
import { problemText } from './error-table';
import { useMassMessages } from './messages';

export interface GlobalBatchDetailsProps {
  api: ApiClient;
  cache: ResourceCache;
  batchId: number;
  /** Cache keys to reload after submitting (the accounts). */
  reloadAfterPaying: readonly string[];
  onHistory: () => void;
}

/** How often a submitted batch's claims are read again. */
const STATUS_POLL_MS = 10_000;

type Editing = { mode: 'add' } | { mode: 'edit'; payment: GlobalPayment } | null;

/**
 * The submit of a batch and its approval by the payer's mode, with the approval machine of src/core/payments (as mass
 * files): the batch's approval is a transfer result whose transaction id is the batch id. The first attempt has the
 * batch's submit key (a retry or a double click holds once); an attempt after a declined approval gets a new one.
 */
function createBatchSubmit(
  api: ApiClient,
  cache: ResourceCache,
  batchId: number,
  submitKey: string,
  reloadAfterPaying: readonly string[],
) {
  const follow = (reply: { approval?: TransferResult | null | undefined }): TransferResult => {
    cache.invalidate(BATCH_CACHE_PREFIX);
    if (!reply.approval) throw new Error(`The submit of global batch ${batchId} answered no approval`);
    if (reply.approval.status === 'completed') for (const key of reloadAfterPaying) cache.invalidate(key);
    return reply.approval;
  };
  return createApprovalMachine({
    submit: async (attempt) =>
      follow(await globalBatchCalls.submit(api, batchId, attempt === 0 ? submitKey : `${submitKey}-${attempt}`)),
    approve: async (id, code) => follow(await globalBatchCalls.approve(api, id, code)),
    resend: (id) => globalBatchCalls.resendCode(api, id),
    // Push users get an e-mailed code for batches, as for mass files (the device page approves single payments).
    watchPush: () => Promise.reject(new Error('Global batches are approved with a code, not on the device')),
  });
}

/**
 * A global-pay batch: its payments with who pays the fee and the payout methods allowed, each payment editable,
 * removable and restorable while the batch is a draft; then submit (the money is held until each recipient claims)
 * or cancel. A business user who may only initiate sends it for approval instead: it stays a locked draft, shown as
 * waiting for approval, until a user with full access decides it on /transfer/approved. A submitted batch shows how
 * many payments were claimed, read again every 10 seconds.
 */
export function GlobalBatchDetails({ api, cache, batchId, reloadAfterPaying, onHistory }: GlobalBatchDetailsProps) {
  useSignals();
  const { t, ready } = useMassMessages();
  const payment = usePaymentMessages();
  const errorText = useErrorText();
  const language = useLanguage();
  const read = batchReads.globalBatch(api, batchId);
  const view = useQuery(cache, read);
  const accounts = useQuery(cache, accountsQuery(api, cache));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<'submit' | 'cancel' | null>(null);
  const [claims, setClaims] = useState<{ claimed: number; waiting: number } | null>(null);
  const [machine] = useState(() =>
    createBatchSubmit(
      api,
      cache,
      batchId,
      createIdempotencyKeys().keyFor('globalPayBatchSubmit', { batchId }),
      reloadAfterPaying,
    ),
  );
  useEffect(() => () => machine.dispose(), [machine]);
  const approvalState = machine.state.value;
  const batch = view.data?.batch;
  const submitted = batch?.status === 'submitted';

  useEffect(() => {
    if (!submitted) return;
    let stopped = false;
    const poll = () =>
      globalBatchCalls.status(api, batchId).then(
        (status) => !stopped && setClaims({ claimed: status.claimed, waiting: status.waiting }),
        () => undefined,
      );
    void poll();
    const timer = setInterval(() => void poll(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, batchId, submitted]);

  if (!ready || !payment.ready) return <Spinner label="…" />;
  if (view.status === 'error' && !batch) {
    return (
      <Stack gap="md" className="wallet-mass">
        <h1>{t('titles.summary')}</h1>
        {isApiError(view.error) && view.error.status === undefined ? (
          <LoadErrorBanner error={view.error} onRetry={view.reload} />
        ) : (
          <Banner tone="error">{errorText(view.error)}</Banner>
        )}
        <Inline>
          <Button variant="secondary" onClick={onHistory}>
            {t('batch.history')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  if (!batch) return <Spinner label={t('history.loading')} showLabel />;

  async function change(run: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await run();
      cache.invalidate(BATCH_CACHE_PREFIX);
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  function submit() {
    if (machine.state.peek().kind === 'submitting') return;
    setFailure(null);
    machine.reset();
    void machine.submit();
  }

  const waitingApproval = batch.status === 'draft' && batch.approvalStatus === 'approvalTransactionCreated';
  const waitingCode = batch.status === 'draft' && batch.approvalStatus === 'waitingApproval';
  const draft = batch.status === 'draft' && !waitingApproval && !waitingCode;
  const submitting = approvalState.kind === 'submitting';
  const date = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const reviewing = confirming === 'submit' && draft;
  const payer = accounts.data?.accounts.find((account) => account.accountId === batch.accountId);
  const live = batch.payments.filter((item) => !item.removed);
  // Payout fees are the claims' (by the method each recipient chooses): none is known when the batch is held.
  const reviewRows: [string, string][] = [
    [
      payment.t('review.from'),
      payer
        ? `${payer.currencyCode} ${payer.accountNumber} · ${formatMoney(payer.balance, payer.currencyCode, language)}`
        : batch.currency,
    ],
    [payment.t('review.to'), t('review.payees', { count: batch.count })],
    [payment.t('review.amount'), formatMoney(batch.total, batch.currency, language)],
    [payment.t('review.fee'), t('batch.feeOnClaim')],
    ...(live.some((item) => item.currency !== batch.currency)
      ? [[payment.t('review.rate'), t('review.rateToday', { currency: batch.currency })] as [string, string]]
      : []),
    [payment.t('review.total'), formatMoney(batch.total, batch.currency, language)],
    [payment.t('review.arrival'), t('batch.arrivalClaim')],
  ];

  return (
    <Stack gap="lg" className="wallet-mass">
      <h1>
        {t('titles.summary')}: {batch.batchName}
      </h1>
      <dl className="wallet-mass__summary">
        {[
          {
            label: t('batch.status'),
            value: waitingApproval || waitingCode ? t('batch.waitingApproval') : t(`status.${batch.status}`),
          },
          { label: t('batch.count'), value: String(batch.count) },
          { label: t('batch.total'), value: <AmountText amount={batch.total} currency={batch.currency} /> },
          { label: t('batch.created'), value: date(batch.createdAt) },
          ...(batch.submittedAt ? [{ label: t('batch.submitted'), value: date(batch.submittedAt) }] : []),
        ].map((line) => (
          <div key={line.label} className="wallet-mass__summary-row">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {claims && submitted && (
        <Banner tone="info">
          {t('batch.claimed', { claimed: String(claims.claimed), waiting: String(claims.waiting) })}
        </Banner>
      )}
      {waitingApproval && (
        <Banner tone="info" title={t('batch.sentForApproval')}>
          {t('batch.sentForApprovalText')}
        </Banner>
      )}
      {batch.status === 'cancelled' && batch.approvalStatus === 'declined' && (
        <Banner tone="warning">{t('batch.declinedByApprover')}</Banner>
      )}
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      {draft && !reviewing && (
        <Inline gap="sm" wrap>
          <Select
            label={t('batch.feeSideAll')}
            value={batch.payments.every((payment) => payment.feeShare === 'beneficiary') ? 'beneficiary' : 'sender'}
            onChange={(event) =>
              void change(() => globalBatchCalls.feeSide(api, batch.batchId, event.target.value as FeeShare))
            }
            options={[
              { value: 'sender', label: t('batch.feeSender') },
              { value: 'beneficiary', label: t('batch.feeBeneficiary') },
            ]}
          />
        </Inline>
      )}
      <ul className="wallet-mass__payments" aria-busy={busy}>
        {batch.payments.map((payment) => (
          <PaymentCard
            key={payment.paymentId}
            t={t}
            payment={payment}
            draft={draft && !reviewing}
            busy={busy}
            onEdit={() => setEditing({ mode: 'edit', payment })}
            onRemove={() =>
              void change(() =>
                globalBatchCalls[payment.removed ? 'restore' : 'remove'](api, batch.batchId, payment.paymentId),
              )
            }
            onFeeSide={(feeShare) =>
              void change(() => globalBatchCalls.feeSide(api, batch.batchId, feeShare, payment.paymentId))
            }
            onForbid={(method, forbidden) =>
              void change(() => globalBatchCalls.forbidMethod(api, batch.batchId, payment.paymentId, method, forbidden))
            }
          />
        ))}
      </ul>
      {approvalState.kind === 'code' || approvalState.kind === 'push' ? (
        <PaymentApproval
          state={approvalState}
          amount={formatMoney(batch.total, batch.currency, language)}
          payee={batch.batchName}
          headingLevel={2}
          onSubmitCode={(code) => void machine.enterCode(code)}
          onResend={() => void machine.resend()}
        />
      ) : (
        <PaymentOutcomeBanner state={approvalState} />
      )}
      {waitingCode && approvalState.kind !== 'code' && (
        <Inline gap="sm" wrap>
          <Button onClick={submit} loading={submitting}>
            {t('batch.resumeCode')}
          </Button>
          <Button variant="link" onClick={() => setConfirming('cancel')} disabled={busy || submitting}>
            {t('batch.cancelBatch')}
          </Button>
        </Inline>
      )}
      {reviewing && approvalState.kind !== 'code' && approvalState.kind !== 'push' && (
        <Stack gap="sm">
          <PaymentReview
            rows={reviewRows}
            confirmLabel={t('batch.submitConfirm')}
            busy={submitting}
            ready={batch.count > 0 && !busy}
            onEdit={() => {
              machine.reset();
              setConfirming(null);
            }}
            onConfirm={submit}
          />
          <p>
            {t('batch.submitText', {
              total: String(batch.total),
              currency: batch.currency,
              payments: String(batch.count),
            })}
          </p>
        </Stack>
      )}
      {draft && !reviewing && (
        <Inline gap="sm" wrap>
          <Button onClick={() => setConfirming('submit')} disabled={busy || submitting || batch.count === 0}>
            {t('batch.submit')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })} disabled={busy}>
            {t('batch.add')}
          </Button>
          <Button variant="link" onClick={() => setConfirming('cancel')} disabled={busy}>
            {t('batch.cancelBatch')}
          </Button>
        </Inline>
      )}
      <Inline>
        <Button variant="link" onClick={onHistory}>
          {t('batch.history')}
        </Button>
      </Inline>
      {editing && (
        <PaymentDialog
          api={api}
          cache={cache}
          t={t}
          editing={editing}
          currency={batch.currency}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing.mode === 'add') await globalBatchCalls.add(api, batch.batchId, input);
            else await globalBatchCalls.update(api, batch.batchId, editing.payment.paymentId, input);
            cache.invalidate(BATCH_CACHE_PREFIX);
            setEditing(null);
          }}
        />
      )}
      <Dialog
        open={confirming === 'cancel'}
        onClose={() => setConfirming(null)}
        title={t('batch.cancelTitle')}
        actions={
          <>
            <Button
              onClick={() =>
                void change(() => globalBatchCalls.cancel(api, batch.batchId)).then(() => setConfirming(null))
              }
              loading={busy}
            >
              {t('batch.cancelConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              {t('batch.keep')}
            </Button>
          </>
        }
      >
        <p>{t('batch.cancelText')}</p>
      </Dialog>
    </Stack>
  );
}

interface PaymentCardProps {
  t: TFunction;
  payment: GlobalPayment;
  draft: boolean;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onFeeSide: (feeShare: FeeShare) => void;
  onForbid: (method: string, forbidden: boolean) => void;
}

function PaymentCard({ t, payment, draft, busy, onEdit, onRemove, onFeeSide, onForbid }: PaymentCardProps) {
  const headingId = `payment-${payment.paymentId}`;
  const allowed = payment.paymentMethods.filter((method) => !method.forbidden).length;
  const status = payment.removed
    ? t('batch.removed')
    : payment.claimStatus
      ? t(`status.${payment.claimStatus}`, { defaultValue: payment.claimStatus })
      : null;
  return (
    <li
      className={payment.removed ? 'wallet-mass__payment wallet-mass__payment--removed' : 'wallet-mass__payment'}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Inline justify="between" wrap>
          <h2 id={headingId} className="wallet-mass__payment-title">
            {payment.beneficiaryName}
          </h2>
          <strong>
            <AmountText amount={payment.amount} currency={payment.currency} />
          </strong>
        </Inline>
        <p className="wallet-mass__muted">
          {payment.beneficiaryEmail} · {payment.beneficiaryCountryCode}
          {payment.description ? ` · ${payment.description}` : ''}
          {status ? ` · ${status}` : ''}
        </p>
        {draft && !payment.removed && (
          <>
            <Select
              label={t('batch.feeSide')}
              value={payment.feeShare}
              disabled={busy}
              onChange={(event) => onFeeSide(event.target.value as FeeShare)}
              options={[
                { value: 'sender', label: t('batch.feeSender') },
                { value: 'beneficiary', label: t('batch.feeBeneficiary') },
              ]}
            />
            <fieldset className="wallet-mass__methods">
              <legend>{t('batch.methods')}</legend>
              <Inline gap="md" wrap>
                {payment.paymentMethods.map((method) => (
                  <label key={method.name} className="wallet-mass__choice">
                    <input
                      type="checkbox"
                      checked={!method.forbidden}
                      disabled={busy || (!method.forbidden && allowed === 1)}
                      aria-label={t('batch.methodLabel', {
                        method: t(`methods.${method.name}`, { defaultValue: method.name }),
                        name: payment.beneficiaryName,
                      })}
                      onChange={(event) => onForbid(method.name, !event.target.checked)}
                    />
                    {t(`methods.${method.name}`, { defaultValue: method.name })}
                  </label>
                ))}
              </Inline>
            </fieldset>
          </>
        )}
        {draft && (
          <Inline gap="sm" wrap>
            {!payment.removed && (
              <Button
                variant="secondary"
                onClick={onEdit}
                disabled={busy}
                aria-label={`${t('batch.edit')}: ${payment.beneficiaryName}`}
              >
                {t('batch.edit')}
              </Button>
            )}
            <Button
              variant="link"
              onClick={onRemove}
              disabled={busy}
              aria-label={`${t(payment.removed ? 'batch.restore' : 'batch.remove')}: ${payment.beneficiaryName}`}
            >
              {t(payment.removed ? 'batch.restore' : 'batch.remove')}
            </Button>
          </Inline>
        )}
      </Stack>
    </li>
  );
}

type PaymentFields = { name: string; email: string; country: string; amount: string; description: string };

const FIELD_OF_SERVER: Readonly<Record<string, keyof PaymentFields>> = {
  'payment.beneficiaryName': 'name',
  'payment.beneficiaryEmail': 'email',
  'payment.beneficiaryCountryCode': 'country',
  'payment.amount': 'amount',
  'payment.description': 'description',
};

function PaymentDialog({
  api,
  cache,
  t,
  editing,
  currency,
  onClose,
  onSave,
}: {
  api: ApiClient;
  cache: ResourceCache;
  t: TFunction;
  editing: Exclude<Editing, null>;
  currency: string;
  onClose: () => void;
  onSave: (input: GlobalPaymentInput) => Promise<void>;
}) {
  const errorText = useErrorText();
  const start = editing.mode === 'edit' ? editing.payment : null;
  const [fields, setFields] = useState<PaymentFields>({
    name: start?.beneficiaryName ?? '',
    email: start?.beneficiaryEmail ?? '',
    country: start?.beneficiaryCountryCode ?? '',
    amount: start ? String(start.amount) : '',
    description: start?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof PaymentFields, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof PaymentFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkRowFields('global', { ...fields, currency }, ',');
    const next: Partial<Record<keyof PaymentFields, string>> = {};
    for (const [column, problem] of found) {
      if (column in fields)
        next[column as keyof PaymentFields] = problemText(t, {
          row: 0,
          column,
          code: problem.code,
          ...(problem.params ? { params: problem.params } : {}),
        });
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave({
        beneficiaryName: fields.name.trim(),
        beneficiaryEmail: fields.email.trim(),
        beneficiaryCountryCode: fields.country.trim().toUpperCase(),
        amount: fields.amount.trim(),
        description: fields.description.trim() || null,
      });
    } catch (error) {
      const serverErrors = isApiError(error) ? (error.validationErrors ?? []) : [];
      const mapped: Partial<Record<keyof PaymentFields, string>> = {};
      for (const entry of serverErrors) {
        const field = FIELD_OF_SERVER[entry.field ?? ''];
        if (field) mapped[field] = entry.description ?? '';
      }
      setErrors(mapped);
      setFailure(Object.keys(mapped).length > 0 ? null : error);
    } finally {
      setSaving(false);
    }
  }

  const formId = 'mass-payment-form';
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        editing.mode === 'add' ? t('batch.addTitle') : t('batch.editTitle', { name: start?.beneficiaryName ?? '' })
      }
      actions={
        <>
          <Button type="submit" form={formId} loading={saving}>
            {t('batch.save')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('batch.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <TextField
            label={t('batch.name')}
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="off"
          />
          <TextField
            label={t('batch.email')}
            type="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="off"
          />
          <TextField
            label={t('batch.countryCode')}
            value={fields.country}
            onChange={set('country')}
            error={errors.country}
            maxLength={2}
            autoComplete="off"
          />
          {/^[A-Za-z]{2}$/.test(fields.country.trim()) && (
            <CountryMethods api={api} cache={cache} t={t} countryCode={fields.country.trim().toUpperCase()} />
          )}
          <TextField
            label={`${t('batch.amount')} (${currency})`}
            value={fields.amount}
            onChange={set('amount')}
            error={errors.amount}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            label={t('batch.description')}
            value={fields.description}
            onChange={set('description')}
            error={errors.description}
            autoComplete="off"
          />
          {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        </Stack>
      </form>
    </Dialog>
  );
}
