import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Account } from '../../core/api/contract/accounts';
import type { QueryOptions } from '../../core/resource/query-options';
import { MASS_COLUMNS, SAMPLE_LINK_NAMES } from '../../core/api/contract/mass-payments';
import { batchReads, massCalls, type PaidMassKind } from '../../core/mass-payments/mass-api';
import { rowsToCsv } from '../../core/mass-payments/mass-check';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, LoadErrorBanner, Spinner, Stack, useErrorText, useLanguage, useQuery } from '../../ui';
import { columnText } from './error-table';
import { massDraft, saveMassDraft } from './mass-draft';
import {
  AccountSelect,
  accountLabel,
  CheckingNotice,
  CheckReport,
  FileSource,
  FormActions,
  payingAccounts,
  SampleLink,
  useMassFileCheck,
  type FileSourceState,
} from './mass-file-check';
import { useMassMessages } from './messages';

/** The accounts the batch may be paid from: a read the page defines (the portal's balances query). */
export type AccountsSource = QueryOptions<{ accounts: Account[] }>;

export interface MassUploadProps {
  api: ApiClient;
  cache: ResourceCache;
  kind: PaidMassKind;
  accounts: AccountsSource;
  /** The file is checked and priced: go to the confirm page. */
  onContinue: () => void;
}

/**
 * A mass payment file of one kind (wire, EFT, card payout, crypto or p2p): the rows are read and checked in the
 * browser (a Worker) before anything is sent; problems are listed by row and column, fixable in place or by
 * uploading a corrected file. A clean file is priced by the bank (onlySummary) and handed to the confirm page.
 */
export function MassUpload({ api, cache, kind, accounts, onContinue }: MassUploadProps) {
  const { t, ready } = useMassMessages();
  const language = useLanguage();
  const errorText = useErrorText();
  const accountList = useQuery(cache, accounts);
  const samples = useQuery(cache, batchReads.sampleLinks(api));
  // Edit on the confirm page comes back here: the file as it was checked (and fixed), on the same account.
  const [previous] = useState(() => massDraft(kind));
  const [source, setSource] = useState<FileSourceState>({ source: 'file', file: null, text: '' });
  const [accountId, setAccountId] = useState(previous ? String(previous.accountId) : '');
  const [formError, setFormError] = useState<string | null>(null);
  const [summaryError, setSummaryError] = useState<unknown>(null);
  const [pricing, setPricing] = useState(false);
  const fileCheck = useMassFileCheck(
    kind,
    previous && {
      rows: previous.rows,
      problems: [],
      fileProblem: null,
      delimiter: previous.delimiter,
      parseMs: previous.parseMs,
      fileName: previous.fileName,
    },
  );

  if (!ready) return <Spinner label="…" />;
  const options = payingAccounts(accountList.data?.accounts ?? []);
  const chosen = options.find((account) => String(account.accountId) === accountId) ?? options[0];

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSummaryError(null);
    const hasInput = source.source === 'file' ? source.file !== null : source.text.trim() !== '';
    if (!hasInput) {
      setFormError(t('upload.chooseFile'));
      return;
    }
    await fileCheck.check(source);
  }

  async function toSummary() {
    const checked = fileCheck.checked;
    if (!checked || !chosen) {
      setFormError(t('upload.chooseAccount'));
      return;
    }
    setPricing(true);
    setSummaryError(null);
    const submission = {
      accountId: Number(chosen.accountId),
      csv: rowsToCsv(kind, checked.rows, checked.delimiter),
      fileName: checked.fileName,
    };
    try {
      const answer = await massCalls.summary(api, kind, submission);
      saveMassDraft({
        kind,
        ...submission,
        accountLabel: accountLabel(t, chosen, language),
        summary: answer.summary,
        refused: answer.rows,
        rows: checked.rows,
        delimiter: checked.delimiter,
        parseMs: checked.parseMs,
      });
      onContinue();
    } catch (error) {
      setSummaryError(error);
    } finally {
      setPricing(false);
    }
  }

  const checked = fileCheck.checked;
  const clean =
    checked !== null && checked.fileProblem === null && checked.problems.length === 0 && checked.rows.length > 0;

  return (
    <Stack gap="lg" className="wallet-mass">
      <h1>{t(`titles.${kind}`)}</h1>
      <p>{t('upload.intro', { columns: MASS_COLUMNS[kind].map((column) => columnText(t, column)).join(', ') })}</p>
      <SampleLink href={samples.data?.links[SAMPLE_LINK_NAMES[kind]]} t={t} />
      {accountList.status === 'error' && <LoadErrorBanner error={accountList.error} onRetry={accountList.reload} />}
      {accountList.status === 'loading' && <Spinner label={t('upload.accountsLoading')} showLabel />}
      {accountList.data && options.length === 0 && <Banner tone="warning">{t('upload.noAccounts')}</Banner>}
      <form onSubmit={(event) => void check(event)} noValidate>
        <Stack gap="md">
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
            kind={kind}
            state={source}
            onChange={(next) => {
              setSource(next);
              fileCheck.reset();
            }}
          />
          {formError && <Banner tone="error">{formError}</Banner>}
          {fileCheck.failed && <Banner tone="error">{t('upload.readFailed')}</Banner>}
          <FormActions>
            <Button type="submit" loading={fileCheck.checking}>
              {t('upload.check')}
            </Button>
          </FormActions>
        </Stack>
      </form>
      {fileCheck.checking && <CheckingNotice t={t} />}
      {checked && <CheckReport t={t} kind={kind} checked={checked} onFix={fileCheck.fix} />}
      {summaryError !== null && <Banner tone="error">{errorText(summaryError)}</Banner>}
      {clean && (
        <FormActions>
          <Button onClick={() => void toSummary()} loading={pricing}>
            {t('upload.continue')}
          </Button>
        </FormActions>
      )}
    </Stack>
  );
}
