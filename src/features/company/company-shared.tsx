/**
 * Pieces every company screen uses: the texts gate (a loading state until the language's texts are there), the
 * document status badge, a document's line with its files, the field errors of a refused call, the save of a form
 * (with its failure banner) and a declaration's confirm box.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { CompanyDocument } from '../../core/api/contract/company';
import { isApiError } from '../../core/api/errors';
import { Banner, Spinner, useCommonMessages, useErrorText } from '../../ui';
import { useCompanyMessages } from './messages';

export function CompanyTexts({ children }: { children: ReactNode }) {
  const { ready } = useCompanyMessages();
  const common = useCommonMessages();
  return ready ? <>{children}</> : <Spinner label={common('status.loading')} showLabel />;
}

/** A document status id as the customer reads it (spec 1 document statuses). */
export function documentStatusKey(
  statusId: number,
): 'approved' | 'waiting' | 'rejected' | 'withdrawn' | 'notRequired' | 'expired' | 'nameMismatch' {
  switch (statusId) {
    case 1:
      return 'notRequired';
    case 2:
      return 'approved';
    case 0:
    case 31:
    case 41:
      return 'waiting';
    case 4:
    case 5:
      return 'withdrawn';
    case 38:
      return 'expired';
    case 64:
      return 'nameMismatch';
    default:
      return 'rejected';
  }
}

export function StatusBadge({ statusId }: { statusId: number }) {
  const { t } = useCompanyMessages();
  const key = documentStatusKey(statusId);
  return <span className={`wallet-company__badge wallet-company__badge--${key}`}>{t(`status.${key}`)}</span>;
}

export function DocumentLine({ document, language }: { document: CompanyDocument; language: string }) {
  const { t } = useCompanyMessages();
  return (
    <li className="wallet-company__document">
      <div className="wallet-company__document-head">
        <span className="wallet-company__document-type">{document.documentType}</span>
        <StatusBadge statusId={document.statusId} />
      </div>
      <p className="wallet-company__muted">
        {t('documents.uploadedBy', {
          date: new Date(document.uploaded).toLocaleDateString(language),
          name: document.createdUsername,
        })}
        {document.files.length > 0 && ` · ${document.files.map((file) => file.fileName).join(', ')}`}
      </p>
      {document.rejectReason && documentStatusKey(document.statusId) !== 'approved' && (
        <p className="wallet-company__reason">{t('documents.reason', { reason: document.rejectReason })}</p>
      )}
    </li>
  );
}

/**
 * Field errors of a refused call (validationErrors with a field and a code), by field name, in the user's language:
 * the server's English description goes to the console only.
 */
export function useServerFieldErrors(): (error: unknown) => Record<string, string> {
  const { t } = useCompanyMessages();
  return (error) => {
    if (!isApiError(error) || !error.validationErrors) return {};
    const found: Record<string, string> = {};
    for (const item of error.validationErrors) {
      if (!item.field) continue;
      const field = item.field.split('.')[0] ?? item.field;
      const code = (item as { code?: unknown }).code;
      console.warn(`The server refused ${item.field}: ${item.description}`);
      found[field] = t(`serverErrors.${typeof code === 'string' ? code : 'generic'}`, {
        defaultValue: t('serverErrors.generic'),
      });
    }
    return found;
  };
}

/**
 * A refused write split in two: the field errors for the form, and the failure left for the banner (null when the
 * fields carry the refusal).
 */
export function useServerRefusal(error: unknown): { serverErrors: Record<string, string>; failure: unknown } {
  const fieldErrors = useServerFieldErrors();
  const serverErrors = useMemo(() => fieldErrors(error), [error]); // eslint-disable-line react-hooks/exhaustive-deps -- the texts follow the failure
  const failure = error !== null && Object.keys(serverErrors).length === 0 ? error : null;
  return { serverErrors, failure };
}

/** Runs a save, keeping the fields as typed, and reports field errors, a failure or success. */
export function useCompanySave() {
  const fieldErrors = useServerFieldErrors();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  async function run(found: Record<string, string>, save: () => Promise<void>) {
    setErrors(found);
    setFailure(null);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await save();
      setSaved(true);
    } catch (error) {
      const next = fieldErrors(error);
      setErrors(next);
      if (Object.keys(next).length === 0) setFailure(error);
    } finally {
      setSaving(false);
    }
  }
  return { errors, failure, saving, saved, run };
}

/** The banner of a save that failed for a reason other than its fields. */
export function SaveFailure({ failure }: { failure: unknown }) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  if (failure === null) return null;
  return (
    <Banner tone="error" title={t('form.failed')}>
      {errorText(failure)}
    </Banner>
  );
}

/** The checkbox a signer ticks to confirm a declaration, with its problem under it. */
export function ConfirmCheckbox({
  checked,
  error,
  onChange,
  children,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className="wallet-company__check">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {children}
      </label>
      {error && <p className="wallet-company__error">{error}</p>}
    </>
  );
}
