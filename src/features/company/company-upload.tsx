import { useId, useMemo, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { CompanyDocumentGroup, CompanyDocumentType } from '../../core/api/contract/company';
import { createCompanyUploader } from '../../core/company/company-data';
import { DOCUMENT_FILE_RULES } from '../../core/kyc/documents';
import { Banner, Button, FileDrop, Select, Stack, useErrorText, type FileDropProgress } from '../../ui';
import { useServerFieldErrors } from './company-shared';
import { useCompanyMessages } from './messages';

export interface CompanyUploadFormProps {
  api: ApiClient;
  group: CompanyDocumentGroup;
  /** The types offered (the group's types); one type is used without asking. */
  types: readonly CompanyDocumentType[];
  /** Preselected type (a requirement). */
  initialType?: number | undefined;
  addressId?: number | undefined;
  representativeId?: number | undefined;
  /** Names the form for assistive technology ("Upload for Hugo Holder"). */
  label: string;
  onUploaded: () => void;
}

/**
 * Chooses a company document type and a file, checks both before sending, uploads with progress and shows a refusal
 * at the field; the chosen file stays for another try, which reuses the attempt's idempotency key.
 */
export function CompanyUploadForm({
  api,
  group,
  types,
  initialType,
  addressId,
  representativeId,
  label,
  onUploaded,
}: CompanyUploadFormProps) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  const fieldErrors = useServerFieldErrors();
  const upload = useMemo(() => createCompanyUploader(api), [api]);
  const id = useId();
  const [typeId, setTypeId] = useState<number | null>(
    initialType ?? (types.length === 1 ? (types[0]?.id ?? null) : null),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [progress, setProgress] = useState<FileDropProgress | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    const found: Record<string, string> = {};
    if (typeId === null) found.documentType = t('upload.errors.type');
    if (!file) found.mainDocument = t('upload.errors.file');
    setErrors(found);
    setFailure(null);
    setDone(false);
    if (typeId === null || !file) return;
    setProgress('indeterminate');
    try {
      await upload({ group, documentType: typeId, addressId, representativeId, file }, ({ loaded, total }) =>
        setProgress(total > 0 ? Math.min(1, loaded / total) : 'indeterminate'),
      );
      setFile(null);
      setDone(true);
      onUploaded();
    } catch (error) {
      const next = fieldErrors(error);
      setErrors(next);
      if (Object.keys(next).length === 0) setFailure(error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="wallet-company__upload" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="sm">
        {types.length > 1 && (
          <Select
            id={`${id}-type`}
            label={t('upload.type')}
            placeholder={t('upload.typePlaceholder')}
            options={types.map((type) => ({ value: String(type.id), label: type.name }))}
            value={typeId === null ? '' : String(typeId)}
            error={errors.documentType}
            onChange={(event) => setTypeId(event.target.value === '' ? null : Number(event.target.value))}
          />
        )}
        <FileDrop
          id={`${id}-file`}
          label={types.length === 1 ? (types[0]?.name ?? t('upload.file')) : t('upload.file')}
          rules={DOCUMENT_FILE_RULES}
          file={file}
          onFileChange={(next) => {
            setFile(next);
            setErrors(({ mainDocument: _removed, ...rest }) => rest);
          }}
          error={errors.mainDocument}
          progress={progress}
        />
        {failure !== null && (
          <Banner tone="error" title={t('upload.failed')}>
            {errorText(failure)}
          </Banner>
        )}
        {done && (
          <p role="status" className="wallet-company__done">
            {t('upload.done')}
          </p>
        )}
        <div>
          <Button type="submit" loading={progress !== null}>
            {failure !== null ? t('upload.retry') : t('upload.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
