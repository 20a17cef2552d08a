import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { BATCH_PAGE_SIZE, MASS_KINDS, type BatchTransfer, type MassKind } from '../../core/api/contract/mass-payments';
import { batchReads, EMPTY_BATCH_FILTER, massCalls, type BatchFilter } from '../../core/mass-payments/mass-api';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { TFunction } from '../../core/i18n/i18n';
import {
  AmountText,
  Banner,
  Button,
  DataTable,
  Dialog,
  Inline,
  LoadErrorBanner,
  Pager,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { columnText } from './error-table';
import { useMassMessages } from './messages';

export interface BatchHistoryProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The batch to open at once (`?batchId=`, the batchPartially notice's link). */
  openBatchId: number | null;
  onOpenBatch: (batchId: number | null) => void;
  /** A global batch opens on its own page. */
  onOpenGlobal: (batchId: number) => void;
}

/**
 * Batch history (`history/batch-transfers`, spec 2): every mass file and global batch, newest first, 20 a page, with
 * filters (dates, search, types). A batch opens with the outcome of its rows and the uploaded file.
 */
export function BatchHistory({ api, cache, openBatchId, onOpenBatch, onOpenGlobal }: BatchHistoryProps) {
  const { t, ready } = useMassMessages();
  const language = useLanguage();
  const [draft, setDraft] = useState<BatchFilter>(EMPTY_BATCH_FILTER);
  const [filter, setFilter] = useState<BatchFilter>(EMPTY_BATCH_FILTER);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const read = batchReads.list(api, filter, page);
  const list = useQuery(cache, read);

  if (!ready) return <Spinner label="…" />;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t('history.dateRange'));
      return;
    }
    setRangeError(null);
    setFilter(draft);
    setPage(1);
  }

  const toggleType = (kind: MassKind, on: boolean) =>
    setDraft((current) => ({
      ...current,
      types: on ? [...current.types, kind] : current.types.filter((type) => type !== kind),
    }));
  const rows = list.data?.batchTransfer.transfer ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / BATCH_PAGE_SIZE));
  const day = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const open = (batch: BatchTransfer) => (batch.type === 'global' ? onOpenGlobal(batch.id) : onOpenBatch(batch.id));

  return (
    <Stack gap="lg" className="wallet-mass">
      <h1>{t('titles.history')}</h1>
      <form onSubmit={apply} className="wallet-mass__filters" noValidate>
        <fieldset>
          <legend>{t('history.filters')}</legend>
          <div className="wallet-mass__filter-grid">
            <TextField
              type="date"
              label={t('history.from')}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              error={rangeError ?? undefined}
            />
            <TextField
              type="date"
              label={t('history.to')}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <TextField
              type="search"
              label={t('history.search')}
              hint={t('history.searchHint')}
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          </div>
          <fieldset className="wallet-mass__types">
            <legend>{t('history.types')}</legend>
            <Inline gap="md" wrap>
              {MASS_KINDS.map((kind) => (
                <label key={kind} className="wallet-mass__choice">
                  <input
                    type="checkbox"
                    checked={draft.types.includes(kind)}
                    onChange={(event) => toggleType(kind, event.target.checked)}
                  />
                  {t(`kinds.${kind}`)}
                </label>
              ))}
            </Inline>
          </fieldset>
          <Inline gap="sm">
            <Button type="submit">{t('history.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(EMPTY_BATCH_FILTER);
                setFilter(EMPTY_BATCH_FILTER);
                setRangeError(null);
                setPage(1);
              }}
            >
              {t('history.clear')}
            </Button>
          </Inline>
        </fieldset>
      </form>
      {list.status === 'error' && <LoadErrorBanner error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={t('history.loading')} showLabel />}
      {list.data && rows.length === 0 && <p>{t('history.empty')}</p>}
      {rows.length > 0 && (
        <DataTable
          caption={t('titles.history')}
          rows={rows}
          rowKey={(batch) => batch.id}
          columns={[
            {
              header: t('history.name'),
              rowHeader: true,
              cell: (batch) => (
                <>
                  {batch.batchName}
                  <span className="wallet-mass__muted"> #{batch.id}</span>
                </>
              ),
            },
            { header: t('history.type'), cell: (batch) => t(`kinds.${batch.type}`) },
            { header: t('history.date'), cell: (batch) => day(batch.createdAt) },
            { header: t('history.status'), cell: (batch) => batchStatusText(t, batch) },
            {
              header: t('history.payments'),
              cell: (batch) => t('history.paid', { accepted: String(batch.accepted), rows: String(batch.count) }),
            },
            {
              header: t('history.total'),
              cell: (batch) =>
                batch.totals.map((total) => (
                  <div key={total.currency}>
                    <AmountText amount={total.amount} currency={total.currency} />
                  </div>
                )),
            },
            {
              header: t('history.open'),
              hiddenHeader: true,
              cell: (batch) => (
                <Button
                  variant="link"
                  onClick={() => open(batch)}
                  aria-label={t('history.openLabel', { name: `${batch.batchName} #${batch.id}` })}
                >
                  {t('history.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Pager of={t('titles.history')} page={page} pages={pages} onPage={setPage} />
      {openBatchId !== null && (
        <BatchDialog
          api={api}
          cache={cache}
          t={t}
          batchId={openBatchId}
          onClose={() => onOpenBatch(null)}
          onOpenGlobal={onOpenGlobal}
        />
      )}
    </Stack>
  );
}

/** A file or batch submitted for approval is a draft until decided: the list says it waits rather than "Draft". */
export function batchStatusText(t: TFunction, batch: Pick<BatchTransfer, 'status' | 'approvalStatus'>): string {
  const waiting =
    batch.status === 'draft' &&
    (batch.approvalStatus === 'waitingApproval' || batch.approvalStatus === 'approvalTransactionCreated');
  return waiting ? t('batch.waitingApproval') : t(`status.${batch.status}`);
}

function BatchDialog({
  api,
  cache,
  t,
  batchId,
  onClose,
  onOpenGlobal,
}: {
  api: ApiClient;
  cache: ResourceCache;
  t: TFunction;
  batchId: number;
  onClose: () => void;
  onOpenGlobal: (batchId: number) => void;
}) {
  const errorText = useErrorText();
  const read = batchReads.batch(api, batchId);
  const view = useQuery(cache, read);
  const [file, setFile] = useState<{ fileName: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  const [loadingFile, setLoadingFile] = useState(false);
  const batch = view.data?.batch;
  const refused = (batch?.rows ?? []).filter((row) => row.status === 'rejected');

  async function showFile() {
    setLoadingFile(true);
    try {
      setFile(await massCalls.viewFile(api, batchId));
    } catch (error) {
      setFileError(error);
    } finally {
      setLoadingFile(false);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={
          batch ? t('history.detailsTitle', { id: String(batch.id), name: batch.batchName }) : t('history.loading')
        }
        actions={
          <>
            {batch?.type === 'global' && <Button onClick={() => onOpenGlobal(batch.id)}>{t('history.open')}</Button>}
            <Button variant="secondary" onClick={() => void showFile()} loading={loadingFile} disabled={!batch}>
              {t('history.viewFile')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('history.close')}
            </Button>
          </>
        }
      >
        {view.status === 'error' && !batch && <Banner tone="error">{errorText(view.error)}</Banner>}
        {!batch && view.status !== 'error' && <Spinner label={t('history.loading')} showLabel />}
        {batch && (
          <Stack gap="sm">
            <p>
              {t(`kinds.${batch.type}`)} · {batchStatusText(t, batch)} ·{' '}
              {t('history.paid', { accepted: String(batch.accepted), rows: String(batch.count) })}
            </p>
            <h3>{t('history.rowsRefused')}</h3>
            {refused.length === 0 ? (
              <p>{t('history.noRefused')}</p>
            ) : (
              <ul className="wallet-mass__refused">
                {refused.map((row) => (
                  <li key={row.row}>
                    {t('errors.row')} {row.row}
                    {row.column ? ` · ${columnText(t, row.column)}` : ''}: {row.reason}
                  </li>
                ))}
              </ul>
            )}
            {file && (
              <section aria-label={t('history.fileTitle', { name: file.fileName })}>
                <h3>{t('history.fileTitle', { name: file.fileName })}</h3>
                <pre className="wallet-mass__file-text" tabIndex={0}>
                  {file.text}
                </pre>
              </section>
            )}
          </Stack>
        )}
      </Dialog>
      <Dialog
        open={fileError !== null}
        onClose={() => setFileError(null)}
        role="alertdialog"
        title={t('history.fileFailed')}
        actions={<Button onClick={() => setFileError(null)}>{t('history.close')}</Button>}
      >
        <p>{fileError !== null ? errorText(fileError) : ''}</p>
      </Dialog>
    </>
  );
}
