import { useState } from 'react';
import { ATTACHMENTS_PER_MESSAGE_MAX, type UploadedAttachment } from '../../core/api/contract/support-tickets';
import { displayFileName } from '../../core/api/contract/common';
import { formatFileSize } from '../../core/files/file-checks';
import type { SupportDesk } from '../../core/support/support-desk';
import { SUPPORT_ATTACHMENT_RULES, uploadAttachment } from '../../core/support/support-tickets';
import { Button, FileDrop, useErrorText, useLanguage, useMessages, type FileDropProgress } from '../../ui';
import { SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages } from './messages';

export interface AttachmentPickerProps {
  desk: SupportDesk;
  /** Files uploaded so far, to be sent with the message. */
  attachments: readonly UploadedAttachment[];
  onChange: (attachments: UploadedAttachment[]) => void;
  /** Told while a file uploads, so the message is not sent without it. */
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean | undefined;
}

/**
 * Attachments of a message: a file is checked (type and size) before anything is sent, then uploaded at once with a
 * progress bar and listed with a remove button. A failed upload keeps the file in the picker with the reason.
 */
export function AttachmentPicker({
  desk,
  attachments,
  onChange,
  onUploadingChange,
  disabled = false,
}: AttachmentPickerProps) {
  const t = useMessages(SUPPORT_TICKETS_NAMESPACE, supportTicketsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<FileDropProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = attachments.length >= ATTACHMENTS_PER_MESSAGE_MAX;

  async function upload(chosen: File | null) {
    setFailure(null);
    setFile(chosen);
    if (!chosen) return;
    setProgress('indeterminate');
    onUploadingChange(true);
    try {
      const uploaded = await uploadAttachment(desk, chosen, ({ loaded, total }) =>
        setProgress(total > 0 ? Math.min(1, loaded / total) : 'indeterminate'),
      );
      onChange([...attachments, uploaded]);
      setFile(null);
    } catch (error) {
      setFailure(`${t('attachments.uploadFailed')} ${errorText(error)}`);
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  }

  return (
    <div className="wallet-support__attachments">
      {attachments.length > 0 && (
        <>
          <h3 className="wallet-support__attachments-title">{t('attachments.attached')}</h3>
          <ul className="wallet-support__file-list">
            {attachments.map((attachment) => (
              <li key={attachment.id}>
                <span>{displayFileName(attachment.name)}</span>{' '}
                <span className="wallet-support__muted">{formatFileSize(attachment.size, language)}</span>{' '}
                <Button
                  variant="link"
                  disabled={disabled}
                  onClick={() => onChange(attachments.filter((item) => item.id !== attachment.id))}
                >
                  {t('attachments.remove', { name: displayFileName(attachment.name) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {full ? (
        <p className="wallet-support__muted">{t('attachments.full')}</p>
      ) : (
        <FileDrop
          label={t('attachments.label')}
          hint={t('attachments.hint', { max: ATTACHMENTS_PER_MESSAGE_MAX })}
          rules={SUPPORT_ATTACHMENT_RULES}
          file={file}
          onFileChange={(chosen) => void upload(chosen)}
          progress={progress}
          error={failure ?? undefined}
          disabled={disabled}
        />
      )}
    </div>
  );
}
