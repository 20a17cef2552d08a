/**
 * Pieces every company screen uses: the texts gate (a loading state until the language's texts are there), the
 * document status badge, a document's line with its files, and the field errors of a refused call.
 */
import type { ReactNode } from 'react';
import type { CompanyDocument } from '../../core/api/contract/company';
import { isApiError } from '../../core/api/errors';
import { Spinner, useCommonMessages } from '../../ui';
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
