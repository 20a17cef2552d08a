import { useSignals } from '@preact/signals-react/runtime';
import { signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { MassTransferResponse } from '../../core/api/contract/mass-payments';
import type { TransferResult } from '../../core/api/contract/p2p';
import { BATCH_CACHE_PREFIX, massCalls } from '../../core/mass-payments/mass-api';
import { toCsv } from '../../core/files/csv';
import { rowsToCsv } from '../../core/mass-payments/mass-check';
import { formatMoney } from '../../core/money/money';
import { createApprovalMachine } from '../../core/payments/approval-machine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Inline,
  PaymentApproval,
  PaymentOutcomeBanner,
  PaymentReview,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  usePaymentMessages,
} from '../../ui';
import { downloadText } from './download';
import { columnText } from './error-table';
import { clearMassDraft, massDraft, saveMassDraft, type MassDraft } from './mass-draft';
import { useMassMessages } from './messages';

export interface MassConfirmProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Which confirm page this is: p2p, or the external kinds. */
  scope: 'p2p' | 'external';
  /** Cache keys to reload after paying (the accounts). */
  reloadAfterPaying: readonly string[];
  onBack: (kind: string) => void;
  onOpenBatch: (batchId: number | string) => void;
}

/**
 * The submit of a mass file and its approval by the payer's mode, with the approval machine of src/core/payments (as
 * single transfers): the file's approval is a transfer result whose transaction id is the batch id. The draft's key
 * serves the first attempt (a retry or a double click pays once); an attempt after a declined approval gets a new one.
 */
function createMassPayment(
  api: ApiClient,
  cache: ResourceCache,
  currentDraft: () => MassDraft | null,
  reloadAfterPaying: readonly string[],
) {
  const answer = signal<MassTransferResponse | null>(null);
  const follow = (reply: MassTransferResponse): TransferResult => {
    answer.value = reply;
    if (!reply.approval) throw new Error(`The mass payment answer of batch ${String(reply.batchId)} has no approval`);
    if (reply.approval.status === 'completed' || reply.approval.status === 'approvalTransactionCreated') {
      clearMassDraft();
      cache.invalidate(BATCH_CACHE_PREFIX);
      for (const key of reloadAfterPaying) cache.invalidate(key);
    }
    return reply.approval;
  };
  const machine = createApprovalMachine({
    submit: async (attempt) => {
      const draft = currentDraft();
      if (!draft) throw new Error('No mass file to pay');
      return follow(
        await massCalls.submit(
          api,
          draft.kind,
          draft,
          attempt === 0 ? draft.idempotencyKey : `${draft.idempotencyKey}-${attempt}`,
        ),
      );
    },
    approve: async (batchId, code) => follow(await massCalls.approve(api, batchId, code)),
    resend: (batchId) => massCalls.resendCode(api, batchId),
    // The bank asks push users for an e-mailed code on mass files (the device page approves single payments).
    watchPush: () => Promise.reject(new Error('Mass files are approved with a code, not on the device')),
  });
  return { machine, answer };
}

/**
 * The confirm step of a mass payment: the review before money moves (from, to, amount, fee, total charged, arrival;
 * Edit goes back to the file as checked), the rows the bank would refuse (each fixed or removed here, then priced
 * again), then one submit and its approval by the payer's mode (a code from the outbox; a business user who may only
 * initiate makes one request for the whole file). The done screen says, per row, what was paid.
 */
export function MassConfirm({ api, cache, scope, reloadAfterPaying, onBack, onOpenBatch }: MassConfirmProps) {
  useSignals();
  const { t, ready } = useMassMessages();
  const payment = usePaymentMessages();
  const language = useLanguage();
  const [draft, setDraft] = useState(() => massDraft(scope));
  // The machine pays the draft in memory: after a refused row is fixed here, that is the file priced again.
  const [{ machine, answer }] = useState(() =>
    createMassPayment(api, cache, () => massDraft(scope), reloadAfterPaying),
  );
  useEffect(() => () => machine.dispose(), [machine]);
  const state = machine.state.value;

  if (!ready || !payment.ready) return <Spinner label="…" />;
  if (!draft) {
    return (
      <Stack gap="md" className="wallet-mass">
        <h1>{t('titles.confirm')}</h1>
        <Banner tone="info">{t('summary.missing')}</Banner>
        <Inline>
          <Button variant="secondary" onClick={() => onBack(scope === 'p2p' ? 'p2p' : '')}>
            {t('summary.startOver')}
          </Button>
        </Inline>
      </Stack>
    );
  }
  const { summary } = draft;

  const result = state.kind === 'success' || state.kind === 'done' ? answer.value : null;
  const pay = () => {
    machine.reset();
    void machine.submit();
  };

  if (result?.approval?.status === 'approvalTransactionCreated') {
    return (
      <Stack gap="md" className="wallet-mass">
        <h1>{t('result.approvalCreated')}</h1>
        <Banner tone="info">
          {t('result.approvalCreatedText', {
            id: String(result.batchId ?? ''),
            accepted: String(result.summary.accepted),
            total: formatMoney(result.summary.totalDebit, result.summary.debitCurrency, language),
          })}
        </Banner>
        <Inline gap="sm" wrap>
          <Button variant="link" onClick={() => onBack(draft.kind)}>
            {t('result.another')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  if (result) {
    const receipt = () =>
      downloadText(
        toCsv(
          [
            [t('errors.row'), t('history.status'), t('errors.column'), t('history.reason')],
            ...result.rows.map((row) => [
              String(row.row),
              t(`status.${row.status}`),
              row.column ? columnText(t, row.column) : '',
              row.reason ?? '',
            ]),
          ],
          { purpose: 'forPeople' },
        ),
        t('result.receiptName', { id: String(result.batchId ?? '') }),
      );
    return (
      <Stack gap="md" className="wallet-mass">
        <h1>{t(`result.${result.status === 'completed' ? 'completed' : 'partiallyCompleted'}`)}</h1>
        <Banner tone={result.status === 'completed' ? 'success' : 'warning'}>
          {t('result.text', {
            id: String(result.batchId ?? ''),
            accepted: String(result.summary.accepted),
            total_rows: String(result.summary.count),
            total: formatMoney(result.summary.totalDebit, result.summary.debitCurrency, language),
          })}
        </Banner>
        <Inline gap="sm" wrap>
          {result.batchId !== null && (
            <Button variant="secondary" onClick={() => onOpenBatch(result.batchId ?? '')}>
              {t('result.viewBatch')}
            </Button>
          )}
          <Button variant="secondary" onClick={receipt}>
            {t('result.receipt')}
          </Button>
          <Button variant="link" onClick={() => onBack(draft.kind)}>
            {t('result.another')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  const reviewRows: [string, string][] = [
    [payment.t('review.from'), draft.accountLabel],
    [payment.t('review.to'), t('review.payees', { count: summary.accepted })],
    [
      payment.t('review.amount'),
      summary.totals.map((total) => formatMoney(total.amount, total.currency, language)).join(' · ') ||
        formatMoney('0', summary.debitCurrency, language),
    ],
    [payment.t('review.fee'), formatMoney(summary.fee, summary.debitCurrency, language)],
    ...(summary.totals.some((total) => total.currency !== summary.debitCurrency)
      ? [[payment.t('review.rate'), t('review.rateToday', { currency: summary.debitCurrency })] as [string, string]]
      : []),
    [payment.t('review.total'), formatMoney(summary.totalDebit, summary.debitCurrency, language)],
    [payment.t('review.arrival'), draft.kind === 'p2p' ? payment.t('review.arrivalNow') : t('review.arrivalNetwork')],
  ];

  return (
    <Stack gap="md" className="wallet-mass">
      <h1>{t('titles.confirm')}</h1>
      {draft.refused.length > 0 && (
        <RefusedRows
          api={api}
          draft={draft}
          disabled={state.kind === 'submitting' || state.kind === 'code' || state.kind === 'push'}
          onRepriced={(next) => {
            machine.reset();
            setDraft(next);
          }}
        />
      )}
      {state.kind === 'code' || state.kind === 'push' ? (
        <PaymentApproval
          state={state}
          amount={formatMoney(summary.totalDebit, summary.debitCurrency, language)}
          payee={t('review.payees', { count: summary.accepted })}
          headingLevel={2}
          onSubmitCode={(code) => void machine.enterCode(code)}
          onResend={() => void machine.resend()}
        />
      ) : (
        <>
          <PaymentOutcomeBanner state={state} />
          <PaymentReview
            key={draft.idempotencyKey}
            rows={reviewRows}
            confirmLabel={t('summary.pay', { count: summary.accepted })}
            busy={state.kind === 'submitting'}
            ready={summary.accepted > 0}
            onEdit={() => onBack(draft.kind)}
            onConfirm={pay}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The rows the bank would refuse ("The payee cannot receive USD"), each with the refused value to change or a Remove;
 * "Check again" prices the changed file (a new idempotency key: it is another file). The other rows stay as checked.
 */
function RefusedRows({
  api,
  draft,
  disabled,
  onRepriced,
}: {
  api: ApiClient;
  draft: MassDraft;
  disabled: boolean;
  onRepriced: (next: MassDraft) => void;
}) {
  const { t } = useMassMessages();
  const errorText = useErrorText();
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [pricing, setPricing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const changed = Object.keys(edits).length > 0 || removed.size > 0;

  const recheck = async (removeAll: boolean) => {
    const gone = removeAll ? new Set(draft.refused.map((row) => row.row)) : removed;
    const rows = draft.rows.flatMap((row, index) => {
      const number = index + 1;
      if (gone.has(number)) return [];
      const refused = draft.refused.find((candidate) => candidate.row === number);
      const edit = edits[number];
      if (!refused?.column || edit === undefined) return [row];
      return [{ ...row, values: { ...row.values, [refused.column]: edit.trim() } }];
    });
    setPricing(true);
    setFailure(null);
    try {
      const submission = {
        accountId: draft.accountId,
        csv: rowsToCsv(draft.kind, rows, draft.delimiter),
        fileName: draft.fileName,
      };
      const answer = await massCalls.summary(api, draft.kind, submission);
      setEdits({});
      setRemoved(new Set());
      onRepriced(
        saveMassDraft({
          ...draft,
          ...submission,
          rows,
          summary: answer.summary,
          refused: answer.rows,
        }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setPricing(false);
    }
  };

  return (
    <section aria-labelledby="mass-refused-title" className="wallet-mass__refused-rows">
      <Banner tone="warning">
        <h2 id="mass-refused-title">{t('summary.refusedTitle', { count: draft.refused.length })}</h2>
        <p>{t('summary.refusedIntro')}</p>
      </Banner>
      <ul className="wallet-mass__refused-list">
        {draft.refused.slice(0, 50).map((row) => {
          const original = row.column ? (draft.rows[row.row - 1]?.values[row.column] ?? '') : '';
          const isRemoved = removed.has(row.row);
          return (
            <li key={row.row}>
              <p>
                {t('errors.row')} {row.row}
                {row.column ? ` · ${columnText(t, row.column)}` : ''}: {row.reason}
              </p>
              {isRemoved ? (
                <p>{t('refused.removed')}</p>
              ) : (
                row.column && (
                  <TextField
                    label={t('refused.change', { row: row.row, column: columnText(t, row.column) })}
                    value={edits[row.row] ?? original}
                    disabled={disabled || pricing}
                    onChange={(event) => {
                      const value = event.target.value;
                      setEdits((before) => ({ ...before, [row.row]: value }));
                    }}
                  />
                )
              )}
              <Button
                variant="link"
                disabled={disabled || pricing}
                onClick={() =>
                  setRemoved((before) => {
                    const next = new Set(before);
                    if (isRemoved) next.delete(row.row);
                    else next.add(row.row);
                    return next;
                  })
                }
              >
                {isRemoved ? t('refused.keep', { row: row.row }) : t('refused.remove', { row: row.row })}
              </Button>
            </li>
          );
        })}
      </ul>
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      <Inline gap="sm" wrap>
        <Button
          variant="secondary"
          onClick={() => void recheck(false)}
          loading={pricing}
          disabled={disabled || !changed}
        >
          {t('refused.recheck')}
        </Button>
        <Button variant="secondary" onClick={() => void recheck(true)} loading={pricing} disabled={disabled}>
          {t('refused.removeAll', { count: draft.refused.length })}
        </Button>
      </Inline>
    </section>
  );
}
