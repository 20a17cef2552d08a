import { useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { MassTransferResponse } from '../../core/api/contract/mass-payments';
import { BATCH_CACHE_PREFIX, massCalls } from '../../core/mass-payments/mass-api';
import { csvCell } from '../../core/mass-payments/mass-check';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { AmountText, Banner, Button, Inline, Spinner, Stack, useErrorText } from '../../ui';
import { downloadText } from './download';
import { columnText } from './error-table';
import { clearMassDraft, massDraft } from './mass-draft';
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
 * The confirm step of a mass payment: the bank's summary (count, totals per currency, fees, total charged), the rows
 * the bank would refuse, then one submit with the draft's idempotency key. The answer says, per row, what was paid.
 */
export function MassConfirm({ api, cache, scope, reloadAfterPaying, onBack, onOpenBatch }: MassConfirmProps) {
  const { t, ready } = useMassMessages();
  const errorText = useErrorText();
  const [draft] = useState(() => massDraft(scope));
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<MassTransferResponse | null>(null);

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

  async function pay() {
    if (!draft || paying) return;
    setPaying(true);
    setFailure(null);
    try {
      const answer = await massCalls.submit(api, draft.kind, draft, draft.idempotencyKey);
      setResult(answer);
      clearMassDraft();
      cache.invalidate(BATCH_CACHE_PREFIX);
      for (const key of reloadAfterPaying) cache.invalidate(key);
    } catch (error) {
      setFailure(error);
    } finally {
      setPaying(false);
    }
  }

  if (result) {
    const receipt = () =>
      downloadText(
        [
          [t('errors.row'), t('history.status'), t('errors.column'), t('history.reason')].map(csvCell).join(','),
          ...result.rows.map((row) => [String(row.row), t(`status.${row.status}`), row.column ? columnText(t, row.column) : '', row.reason ?? ''].map(csvCell).join(',')),
        ].join('\r\n'),
        t('result.receiptName', { id: String(result.batchId ?? '') }),
      );
    return (
      <Stack gap="md" className="wallet-mass">
        <h1>{t('titles.confirm')}</h1>
        <Banner tone={result.status === 'completed' ? 'success' : 'warning'} title={t(`result.${result.status === 'completed' ? 'completed' : 'partiallyCompleted'}`)}>
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
            ...summary.totals.map((total) => ({ label: t('summary.totals', { currency: total.currency }), value: <AmountText amount={total.amount} currency={total.currency} /> })),
            { label: t('summary.fee'), value: <AmountText amount={summary.fee} currency={summary.debitCurrency} /> },
            { label: t('summary.totalDebit'), value: <AmountText amount={summary.totalDebit} currency={summary.debitCurrency} />, total: true },
          ].map((line: { label: string; value: ReactNode; total?: boolean }) => (
            <div key={line.label} className={line.total ? 'wallet-mass__summary-row wallet-mass__total' : 'wallet-mass__summary-row'}>
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
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      <Inline gap="sm" wrap>
        <Button onClick={() => void pay()} loading={paying} disabled={summary.accepted === 0}>
          {t('summary.pay', { count: summary.accepted })}
        </Button>
        <Button variant="secondary" onClick={() => onBack(draft.kind)} disabled={paying}>
          {t('summary.back')}
        </Button>
      </Inline>
    </Stack>
  );
}
