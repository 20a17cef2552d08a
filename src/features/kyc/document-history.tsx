import type { UploadedDocument } from '../../core/api/contract/kyc';
import { DOCUMENT_STATUS } from '../../core/api/contract/kyc';
import { isPendingDocument, isStuckDocument } from '../../core/kyc/overall-status';
import { classNames, useLanguage } from '../../ui';
import { documentStatusLabel, documentTypeLabel, useKycText } from './kyc-text';

function statusClass(statusId: number): string {
  if (statusId === DOCUMENT_STATUS.confirmed) return 'wallet-kyc__badge--ok';
  if (isPendingDocument(statusId)) return 'wallet-kyc__badge--pending';
  return isStuckDocument(statusId) ? 'wallet-kyc__badge--problem' : 'wallet-kyc__badge--muted';
}

export function StatusBadge({ statusId }: { statusId: number }) {
  const t = useKycText();
  return (
    <span className={classNames('wallet-kyc__badge', statusClass(statusId))}>{documentStatusLabel(t, statusId)}</span>
  );
}

/** Uploaded documents, newest first, each with its status and, when refused, the reason. */
export function DocumentHistory({ documents, label }: { documents: readonly UploadedDocument[]; label?: string }) {
  const t = useKycText();
  const language = useLanguage();
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  if (documents.length === 0) return null;
  return (
    <div className="wallet-kyc__history">
      <p className="wallet-kyc__history-title">{label ?? t('documents.history')}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.id} className="wallet-kyc__document" data-document-id={document.id}>
            <span className="wallet-kyc__document-name">
              {documentTypeLabel(t, document.documentTypeId, document.documentType)}
            </span>{' '}
            <StatusBadge statusId={document.statusId} />{' '}
            <span className="wallet-kyc__muted">
              {t('documents.uploadedOn', { date: dates.format(new Date(document.uploaded)) })}
            </span>
            {document.rejectReason && (
              <p className="wallet-kyc__reason">{t('documents.reason', { reason: document.rejectReason })}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
