import { useState, type FormEvent } from 'react';
import type { UploadProgress } from '../../core/api/client';
import type { UploadedDocument } from '../../core/api/contract/kyc';
import { isApiError } from '../../core/api/errors';
import {
  DOCUMENT_FILE_RULES,
  needsBackSide,
  type DocumentUploadRequest,
  type UploadFiles,
} from '../../core/kyc/documents';
import { Banner, Button, FileDrop, Select, Stack, useErrorText, type FileDropProgress } from '../../ui';
import { fieldProblems, problemText } from './kyc-errors';
import { useFirstErrorFocus } from './kyc-form-save';
import { useKycText } from './kyc-text';

export interface UploadTypeOption {
  id: number;
  label: string;
}

export interface UploadFormProps {
  /** Document types to choose from; one type is used without asking. */
  types: readonly UploadTypeOption[];
  /** Label of the single file when there is no front and back ("Proof of address", "Signed letter"). */
  fileLabel?: string | undefined;
  typeLabel: string;
  typePlaceholder?: string | undefined;
  submitLabel: string;
  /** Fields sent with the files (addressId, isDueDiligence, limitReasonId). */
  request: Omit<DocumentUploadRequest, 'documentType' | 'files'>;
  upload: (request: DocumentUploadRequest, onProgress: (progress: UploadProgress) => void) => Promise<UploadedDocument>;
  /** Called with the stored document; the form empties itself. */
  onUploaded: (document: UploadedDocument) => void;
  /** Ids prefix of the controls (tests and e2e address them). */
  idPrefix: string;
}

/**
 * Chooses a document type and its files (front and back for two-sided types), checks them before sending, uploads
 * them with a progress bar, and shows a refusal next to the field it concerns. Nothing chosen is lost on failure:
 * the files stay for another try, which reuses the same idempotency key.
 */
export function UploadForm({
  types,
  fileLabel,
  typeLabel,
  typePlaceholder,
  submitLabel,
  request,
  upload,
  onUploaded,
  idPrefix,
}: UploadFormProps) {
  const t = useKycText();
  const errorText = useErrorText();
  const [typeId, setTypeId] = useState<number | null>(types.length === 1 ? (types[0]?.id ?? null) : null);
  const [files, setFiles] = useState<UploadFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [progress, setProgress] = useState<FileDropProgress | null>(null);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const twoSided = typeId !== null && needsBackSide(typeId);
  const uploading = progress !== null;

  const setFile = (part: keyof UploadFiles) => (file: File | null) => {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[part] = file;
      else delete next[part];
      return next;
    });
    setErrors(({ [part]: _removed, ...rest }) => rest);
  };

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (typeId === null) found.documentType = t('identity.errors.type');
    if (!files.mainDocument) found.mainDocument = twoSided ? t('identity.errors.front') : t('address.errors.proofFile');
    if (twoSided && !files.additionalDocument) found.additionalDocument = t('identity.errors.back');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || typeId === null || !files.mainDocument) {
      focusFirstError();
      return;
    }
    const chosen: UploadFiles = { mainDocument: files.mainDocument };
    if (twoSided && files.additionalDocument) chosen.additionalDocument = files.additionalDocument;
    setProgress('indeterminate');
    try {
      const document = await upload({ ...request, documentType: typeId, files: chosen }, ({ loaded, total }) =>
        setProgress(total > 0 ? Math.min(1, loaded / total) : 'indeterminate'),
      );
      setFiles({});
      setTypeId(types.length === 1 ? (types[0]?.id ?? null) : null);
      onUploaded(document);
    } catch (error) {
      const problems = fieldProblems(error);
      const next: Record<string, string> = {};
      for (const field of ['documentType', 'mainDocument', 'additionalDocument']) {
        const text = problemText(t, problems.get(field));
        if (text) next[field] = text;
      }
      setErrors(next);
      if (Object.keys(next).length === 0 || !isApiError(error)) setFailure(error);
    } finally {
      setProgress(null);
    }
  }

  const typeOptions = types.map((type) => ({ value: String(type.id), label: type.label }));
  return (
    <form ref={formRef} className="wallet-kyc__upload" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {types.length > 1 && (
          <Select
            id={`${idPrefix}-type`}
            label={typeLabel}
            placeholder={typePlaceholder}
            options={typeOptions}
            value={typeId === null ? '' : String(typeId)}
            error={errors.documentType}
            disabled={uploading}
            onChange={(event) => {
              setTypeId(event.target.value === '' ? null : Number(event.target.value));
              setErrors(({ documentType: _removed, ...rest }) => rest);
            }}
          />
        )}
        <FileDrop
          id={`${idPrefix}-main`}
          label={twoSided ? t('identity.front') : (fileLabel ?? t('identity.page'))}
          rules={DOCUMENT_FILE_RULES}
          file={files.mainDocument ?? null}
          onFileChange={setFile('mainDocument')}
          capture="environment"
          error={errors.mainDocument}
          progress={uploading ? progress : null}
        />
        {twoSided && (
          <FileDrop
            id={`${idPrefix}-back`}
            label={t('identity.back')}
            rules={DOCUMENT_FILE_RULES}
            file={files.additionalDocument ?? null}
            onFileChange={setFile('additionalDocument')}
            capture="environment"
            error={errors.additionalDocument}
            progress={uploading ? progress : null}
          />
        )}
        {failure !== null && (
          <Banner tone="error" title={t('uploadFailed')}>
            {errorText(failure)}
          </Banner>
        )}
        <div>
          <Button type="submit" loading={uploading}>
            {failure !== null ? t('retry') : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
