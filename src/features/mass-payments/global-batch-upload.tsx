import { useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { MASS_COLUMNS, SAMPLE_LINK_NAMES, UPLOAD_CONFIRMATION_NEEDED } from '../../core/api/contract/mass-payments';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import { BATCH_CACHE_PREFIX, batchReads, globalBatchCalls } from '../../core/mass-payments/mass-api';
import { rowsToCsv } from '../../core/mass-payments/mass-check';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  FormLayout,
  LoadErrorBanner,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useQuery,
} from '../../ui';
import { columnText } from './error-table';
import {
  AccountSelect,
  CheckingNotice,
  CheckReport,
  FileSource,
  FormActions,
  payingAccounts,
  SampleLink,
  useMassFileCheck,
  type FileSourceState,
} from './mass-file-check';
import type { AccountsSource } from './mass-upload';
import { useMassMessages } from './messages';

export interface GlobalBatchUploadProps {
  api: ApiClient;
  cache: ResourceCache;
  accounts: AccountsSource;
  /** The batch was uploaded (or the user chose the earlier identical one): open its page. */
  onUploaded: (batchId: number) => void;
}

interface Confirmation {
  batchId: number;
  date: string;
}

/**
 * Uploading a global-pay batch (spec 2 "Global-pay batches"): name, account and file, the rows checked in the browser
 * first. Code 92 means the same file was uploaded before: its date and batch are shown, and the user confirms a new
 * upload or opens the earlier batch.
 */
export function GlobalBatchUpload({ api, cache, accounts, onUploaded }: GlobalBatchUploadProps) {
  const { t, ready } = useMassMessages();
  const language = useLanguage();
  const errorText = useErrorText();
  const accountList = useQuery(cache, accounts);
  const samples = useQuery(cache, batchReads.sampleLinks(api));
  const [source, setSource] = useState<FileSourceState>({ source: 'file', file: null, text: '' });
  const [batchName, setBatchName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [accountId, setAccountId] = useState('');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const keys = useRef(createIdempotencyKeys());
  const fileCheck = useMassFileCheck('global');

  if (!ready) return <Spinner label="…" />;
  const options = payingAccounts(accountList.data?.accounts ?? []);
  const chosen = options.find((account) => String(account.accountId) === accountId) ?? options[0];
  const checked = fileCheck.checked;
  const clean =
    checked !== null && checked.fileProblem === null && checked.problems.length === 0 && checked.rows.length > 0;

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = batchName.trim();
    setNameError(name === '' ? t('upload.batchNameRequired') : null);
    setFailure(null);
    await fileCheck.check(source);
  }

  async function upload(ignoreIdenticalBatch: boolean) {
    if (!checked || !chosen || uploading) return;
    if (batchName.trim() === '') {
      setNameError(t('upload.batchNameRequired'));
      return;
    }
    setUploading(true);
    setFailure(null);
    const input = {
      batchName: batchName.trim(),
      accountId: Number(chosen.accountId),
      csv: rowsToCsv('global', checked.rows, checked.delimiter),
      fileName: checked.fileName,
      ignoreIdenticalBatch,
    };
    try {
      const answer = await globalBatchCalls.upload(api, input, keys.current.keyFor('globalPayBatchUpload', input));
      if (String(answer.responseCode) === UPLOAD_CONFIRMATION_NEEDED) {
        setConfirmation({ batchId: Number(answer.batchId), date: answer.date });
        return;
      }
      setConfirmation(null);
      cache.invalidate(BATCH_CACHE_PREFIX);
      onUploaded(Number(answer.batchId));
    } catch (error) {
      setFailure(error);
    } finally {
      setUploading(false);
    }
  }

  const confirmDate = confirmation
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(confirmation.date))
    : '';

  return (
    <Stack gap="lg" className="wallet-mass">
      <h1>{t('titles.global')}</h1>
      <FormLayout>
        <Stack gap="lg">
          <p>{t('upload.intro', { columns: MASS_COLUMNS.global.map((column) => columnText(t, column)).join(', ') })}</p>
          <SampleLink href={samples.data?.links[SAMPLE_LINK_NAMES.global]} t={t} />
          {accountList.status === 'error' && <LoadErrorBanner error={accountList.error} onRetry={accountList.reload} />}
          <form onSubmit={(event) => void check(event)} noValidate>
            <Stack gap="md">
              <TextField
                label={t('upload.batchName')}
                value={batchName}
                maxLength={100}
                onChange={(event) => setBatchName(event.target.value)}
                error={nameError ?? undefined}
              />
              {options.length > 0 && (
                <AccountSelect
                  t={t}
                  accounts={options}
                  value={chosen ? String(chosen.accountId) : ''}
                  onChange={setAccountId}
                />
              )}
              <FileSource
                t={t}
                kind="global"
                state={source}
                onChange={(next) => {
                  setSource(next);
                  fileCheck.reset();
                }}
              />
              {fileCheck.failed && <Banner tone="error">{t('upload.readFailed')}</Banner>}
              <FormActions>
                <Button type="submit" loading={fileCheck.checking}>
                  {t('upload.check')}
                </Button>
              </FormActions>
            </Stack>
          </form>
          {fileCheck.checking && <CheckingNotice t={t} />}
          {checked && <CheckReport t={t} kind="global" checked={checked} onFix={fileCheck.fix} />}
          {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
          {clean && (
            <FormActions>
              <Button onClick={() => void upload(false)} loading={uploading && !confirmation}>
                {t('upload.uploadBatch')}
              </Button>
            </FormActions>
          )}
        </Stack>
      </FormLayout>
      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        title={t('batch.confirmTitle')}
        actions={
          <>
            <Button onClick={() => void upload(true)} loading={uploading}>
              {t('batch.confirmUpload')}
            </Button>
            <Button variant="secondary" onClick={() => confirmation && onUploaded(confirmation.batchId)}>
              {t('batch.openEarlier', { id: String(confirmation?.batchId ?? '') })}
            </Button>
            <Button variant="link" onClick={() => setConfirmation(null)}>
              {t('batch.cancel')}
            </Button>
          </>
        }
      >
        <p>{t('batch.confirmText', { date: confirmDate, id: String(confirmation?.batchId ?? '') })}</p>
      </Dialog>
    </Stack>
  );
}
