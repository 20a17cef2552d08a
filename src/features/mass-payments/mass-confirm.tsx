import { useSignals } from '@preact/signals-react/runtime';
import { signal } from '@preact/signals-core';
import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { MassTransferResponse } from '../../core/api/contract/mass-payments';
import type { TransferResult } from '../../core/api/contract/p2p';
import { BATCH_CACHE_PREFIX, massCalls } from '../../core/mass-payments/mass-api';
import { toCsv } from '../../core/files/csv';
import { formatMoney } from '../../core/money/money';
import { createApprovalMachine } from '../../core/payments/approval-machine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  Inline,
  PaymentApproval,
  PaymentOutcomeBanner,
  Spinner,
  Stack,
  useLanguage,
} from '../../ui';
import { downloadText } from './download';
import { columnText } from './error-table';
import { clearMassDraft, massDraft, type MassDraft } from './mass-draft';
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
  draft: MassDraft | null,
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
 * The confirm step of a mass payment: the bank's summary (count, totals per currency, fees, total charged), the rows
 * the bank would refuse, then one submit and its approval by the payer's mode (a code from the outbox; a business
 * user who may only initiate makes one request for the whole file). The answer says, per row, what was paid.
 */
export function MassConfirm({ api, cache, scope, reloadAfterPaying, onBack, onOpenBatch }: MassConfirmProps) {
  useSignals();
  const { t, ready } = useMassMessages();
  const language = useLanguage();
  const [draft] = useState(() => massDraft(scope));
  const [{ machine, answer }] = useState(() => createMassPayment(api, cache, draft, reloadAfterPaying));
  useEffect(() => () => machine.dispose(), [machine]);
  const state = machine.state.value;

  if (!ready) return <Spinner label="…" />;
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
        <h1>{t('titles.confirm')}</h1>
        <Banner tone="info" title={t('result.approvalCreated')}>
          {t('result.approvalCreatedText', {
            id: String(result.batchId ?? ''),
            accepted: String(result.summary.accepted),
            total: String(result.summary.totalDebit),
            currency: result.summary.debitCurrency,
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
        <h1>{t('titles.confirm')}</h1>
        <Banner
          tone={result.status === 'completed' ? 'success' : 'warning'}
          title={t(`result.${result.status === 'completed' ? 'completed' : 'partiallyCompleted'}`)}
        >
          {t('result.text', {
            id: String(result.batchId ?? ''),
            accepted: String(result.summary.accepted),
            total_rows: String(result.summary.count),
            total: String(result.summary.totalDebit),
            currency: result.summary.debitCurrency,
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

  return (
    <Stack gap="md" className="wallet-mass">
      <h1>{t('titles.confirm')}</h1>
      <section aria-labelledby="mass-summary-title">
        <h2 id="mass-summary-title">{t('summary.title')}</h2>
        <dl className="wallet-mass__summary">
          {[
            { label: t('summary.account'), value: draft.accountLabel },
            { label: t('summary.count'), value: String(summary.accepted) },
            ...summary.totals.map((total) => ({
              label: t('summary.totals', { currency: total.currency }),
              value: <AmountText amount={total.amount} currency={total.currency} />,
            })),
            { label: t('summary.fee'), value: <AmountText amount={summary.fee} currency={summary.debitCurrency} /> },
            {
              label: t('summary.totalDebit'),
              value: <AmountText amount={summary.totalDebit} currency={summary.debitCurrency} />,
              total: true,
            },
          ].map((line: { label: string; value: ReactNode; total?: boolean }) => (
            <div
              key={line.label}
              className={line.total ? 'wallet-mass__summary-row wallet-mass__total' : 'wallet-mass__summary-row'}
            >
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {draft.refused.length > 0 && (
        <Banner tone="warning" title={t('summary.refusedTitle', { count: draft.refused.length })}>
          <p>{t('summary.refusedIntro')}</p>
          <ul>
            {draft.refused.slice(0, 50).map((row) => (
              <li key={row.row}>
                {t('errors.row')} {row.row}
                {row.column ? ` · ${columnText(t, row.column)}` : ''}: {row.reason}
              </li>
            ))}
          </ul>
        </Banner>
      )}
      {state.kind === 'code' || state.kind === 'push' ? (
        <PaymentApproval
          state={state}
          amount={formatMoney(summary.totalDebit, summary.debitCurrency, language)}
          payee={draft.fileName}
          headingLevel={2}
          onSubmitCode={(code) => void machine.enterCode(code)}
          onResend={() => void machine.resend()}
        />
      ) : (
        <>
          <PaymentOutcomeBanner state={state} />
          <Inline gap="sm" wrap>
            <Button onClick={pay} loading={state.kind === 'submitting'} disabled={summary.accepted === 0}>
              {t('summary.pay', { count: summary.accepted })}
            </Button>
            <Button variant="secondary" onClick={() => onBack(draft.kind)} disabled={state.kind === 'submitting'}>
              {t('summary.back')}
            </Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}
