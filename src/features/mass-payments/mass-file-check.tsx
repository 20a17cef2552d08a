import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Account } from '../../core/api/contract/accounts';
import { MASS_COLUMNS, MASS_MAX_FILE_BYTES, type MassKind } from '../../core/api/contract/mass-payments';
import {
  checkRows,
  problemsCsv,
  withFixedValue,
  type FileProblem,
  type MassRow,
  type RowProblem,
} from '../../core/mass-payments/mass-check';
import { createMassChecker, type MassChecker } from '../../core/mass-payments/mass-checker';
import type { TFunction } from '../../core/i18n/i18n';
import { FILE_KINDS, type FileRules } from '../../core/files/file-checks';
import { Banner, Button, FileDrop, Inline, Select, Spinner, Stack, useLanguage } from '../../ui';
import { formatMoney } from '../../core/money/money';
import { downloadText } from './download';
import { columnText, ErrorTable, problemText } from './error-table';

/** The accounts a mass payment may be paid from: the customer's wallet accounts (not cards). */
export function payingAccounts(accounts: readonly Account[]): Account[] {
  return accounts.filter((account) => account.subType === undefined || account.subType === null);
}

export function accountLabel(t: TFunction, account: Account, language: string): string {
  // The decimal string as it came (no float), with the currency's symbol.
  const balance = formatMoney(account.balance, account.currencyCode, language);
  return t('upload.accountOption', {
    currency: account.currencyCode,
    number: `•••• ${account.accountNumber.slice(-4)}`,
    balance,
  });
}

export function AccountSelect({
  t,
  accounts,
  value,
  onChange,
  error,
}: {
  t: TFunction;
  accounts: readonly Account[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const language = useLanguage();
  return (
    <Select
      label={t('upload.account')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      options={accounts.map((account) => ({
        value: String(account.accountId),
        label: accountLabel(t, account, language),
      }))}
    />
  );
}

export type SourceKind = 'file' | 'text';

/** A payments file: CSV (as Windows and Excel also name it) or plain text, up to the bank's size limit. */
const MASS_FILE_RULES: FileRules = { kinds: [FILE_KINDS.csv, FILE_KINDS.text], maxBytes: MASS_MAX_FILE_BYTES };

export interface FileSourceState {
  source: SourceKind;
  file: File | null;
  text: string;
}

/** Where the rows come from: a CSV file, or text pasted into the page. What was typed stays when switching. */
export function FileSource({
  t,
  kind,
  state,
  onChange,
}: {
  t: TFunction;
  kind: MassKind;
  state: FileSourceState;
  onChange: (next: FileSourceState) => void;
}) {
  const fileId = `mass-file-${kind}`;
  return (
    <Stack gap="sm">
      <fieldset className="wallet-mass__source">
        <legend>{t('upload.source')}</legend>
        <Inline gap="md" wrap>
          {(['file', 'text'] as const).map((source) => (
            <label key={source} className="wallet-mass__choice">
              <input
                type="radio"
                name={`mass-source-${kind}`}
                value={source}
                checked={state.source === source}
                onChange={() => onChange({ ...state, source })}
              />
              {t(source === 'file' ? 'upload.sourceFile' : 'upload.sourceText')}
            </label>
          ))}
        </Inline>
      </fieldset>
      {state.source === 'file' ? (
        <FileDrop
          id={fileId}
          label={t('upload.file')}
          hint={t('upload.fileHint')}
          rules={MASS_FILE_RULES}
          file={state.file}
          onFileChange={(file) => onChange({ ...state, file })}
        />
      ) : (
        <div className="wallet-field">
          <label className="wallet-field__label" htmlFor={`mass-text-${kind}`}>
            {t('upload.text')}
          </label>
          <p className="wallet-field__hint" id={`mass-text-${kind}-hint`}>
            {t('upload.textHint')}
          </p>
          <textarea
            id={`mass-text-${kind}`}
            className="wallet-input wallet-mass__text"
            rows={8}
            spellCheck={false}
            aria-describedby={`mass-text-${kind}-hint`}
            value={state.text}
            onChange={(event) => onChange({ ...state, text: event.target.value })}
          />
        </div>
      )}
    </Stack>
  );
}

export interface CheckedFile {
  rows: MassRow[];
  problems: RowProblem[];
  fileProblem: FileProblem | null;
  delimiter: string;
  parseMs: number;
  fileName: string;
}

/**
 * Checks the chosen file or text in the Worker, then keeps the rows so the user can fix values in place. `initial` is a
 * file checked before (the confirm page's Edit comes back to it).
 */
export function useMassFileCheck(kind: MassKind, initial: CheckedFile | null = null) {
  const checker = useRef<MassChecker | null>(null);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<CheckedFile | null>(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const created = createMassChecker();
    checker.current = created;
    return () => created.dispose();
  }, []);

  async function check(state: FileSourceState): Promise<CheckedFile | null> {
    const input = state.source === 'file' ? state.file : state.text;
    if (!input || (typeof input === 'string' && input.trim() === '')) return null;
    if (typeof input !== 'string' && input.size > MASS_MAX_FILE_BYTES) {
      const tooBig: CheckedFile = {
        rows: [],
        problems: [],
        fileProblem: { code: 'tooLarge' },
        delimiter: ',',
        parseMs: 0,
        fileName: input.name,
      };
      setChecked(tooBig);
      return tooBig;
    }
    setChecking(true);
    setFailed(false);
    try {
      const outcome = await (checker.current ?? createMassChecker()).check(kind, input);
      const next: CheckedFile = {
        rows: outcome.result.rows,
        problems: outcome.result.problems,
        fileProblem: outcome.result.fileProblem,
        delimiter: outcome.result.delimiter,
        parseMs: outcome.parseMs,
        fileName: typeof input === 'string' ? `${kind}-pasted.csv` : input.name,
      };
      setChecked(next);
      return next;
    } catch {
      setFailed(true);
      return null;
    } finally {
      setChecking(false);
    }
  }

  function fix(row: number, column: string, value: string) {
    setChecked((current) => {
      if (!current) return current;
      const rows = withFixedValue(current.rows, row, column, value);
      return { ...current, rows, problems: checkRows(kind, rows, current.delimiter) };
    });
  }

  return { checking, checked, failed, check, fix, reset: () => setChecked(null) };
}

/** The outcome of a check: the file's own problem, the problems table with its export, or "no problems". */
export function CheckReport({
  t,
  kind,
  checked,
  onFix,
}: {
  t: TFunction;
  kind: MassKind;
  checked: CheckedFile;
  onFix: (row: number, column: string, value: string) => void;
}) {
  const rowsByNumber = useMemo(() => new Map(checked.rows.map((row) => [row.row, row])), [checked.rows]);
  if (checked.fileProblem) {
    return (
      <Banner tone="error" title={t(`fileProblems.${checked.fileProblem.code}`, checked.fileProblem.params ?? {})}>
        {t('upload.intro', { columns: MASS_COLUMNS[kind].map((column) => columnText(t, column)).join(', ') })}
      </Banner>
    );
  }
  if (checked.problems.length === 0) {
    return (
      <Banner tone="success">
        {t('upload.checked', { count: checked.rows.length, ms: String(Math.max(1, Math.round(checked.parseMs))) })}
      </Banner>
    );
  }
  const exportProblems = () =>
    downloadText(
      problemsCsv(checked.problems, rowsByNumber, {
        header: [t('errors.row'), t('errors.column'), t('errors.problem'), t('errors.value')],
        column: (column) => columnText(t, column),
        problem: (problem) => problemText(t, problem),
      }),
      t('errors.exportName'),
    );
  return (
    <Stack gap="sm">
      <Banner
        tone="error"
        title={t('errors.title', { count: checked.problems.length })}
        actions={
          <Button variant="secondary" onClick={exportProblems}>
            {t('errors.export')}
          </Button>
        }
      >
        {t('errors.intro')}
      </Banner>
      <ErrorTable
        problems={checked.problems}
        rowsByNumber={rowsByNumber}
        t={t}
        onFix={onFix}
        label={t('errors.title', { count: checked.problems.length })}
      />
    </Stack>
  );
}

export function CheckingNotice({ t }: { t: TFunction }) {
  return <Spinner label={t('upload.checking')} showLabel />;
}

export function SampleLink({ href, t }: { href: string | undefined; t: TFunction }) {
  if (!href) return null;
  return (
    <a className="wallet-mass__sample" href={href} download>
      {t('upload.sample')}
    </a>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Inline gap="sm" wrap>
      {children}
    </Inline>
  );
}
