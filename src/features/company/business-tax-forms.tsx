import { useId, useMemo, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { BusinessFatca } from '../../core/api/contract/company';
import {
  BUSINESS_TAX_FORM_STATUS,
  BUSINESS_TAX_FORM_TYPE_IDS,
  createBusinessTaxFormUploader,
  owedTaxForms,
  taxFormNeedsUpload,
  type BusinessTaxForm,
} from '../../core/company/company-data';
import { DOCUMENT_FILE_RULES } from '../../core/kyc/documents';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, Card, FileDrop, Stack, useErrorText, useLanguage, type FileDropProgress } from '../../ui';
import { useServerFieldErrors } from './company-shared';
import { useCompanyMessages } from './messages';

export interface BusinessTaxFormsProps {
  api: ApiClient;
  cache: ResourceCache;
  certification: BusinessFatca;
}

/**
 * The tax forms the company's signed self-certification calls for (spec 3 sections 3.5 and 7.1, the business W-form
 * and certificate of loss of nationality uploads): each with its status, the reviewer's reason when refused, and an
 * upload while it is owed or refused. Nothing shows while no form is owed.
 */
export function BusinessTaxForms({ api, cache, certification }: BusinessTaxFormsProps) {
  const { t } = useCompanyMessages();
  const upload = useMemo(() => createBusinessTaxFormUploader(api, cache), [api, cache]);
  const forms = owedTaxForms(certification);
  if (forms.length === 0) return null;
  return (
    <Card title={t('taxForms.title')} headingLevel={2}>
      <Stack gap="md">
        <p>{t('taxForms.intro')}</p>
        <ul className="wallet-company__documents">
          {forms.map((form) => (
            <TaxFormItem key={form} form={form} certification={certification} upload={upload} />
          ))}
        </ul>
      </Stack>
    </Card>
  );
}

/** The company badge (and its text) for a form's status; an owed form not yet sent needs action. */
const BADGE: Record<string, { badge: string; text: string }> = {
  none: { badge: 'action', text: 'needsAction' },
  pending: { badge: 'waiting', text: 'status.waiting' },
  validated: { badge: 'approved', text: 'status.approved' },
  rejected: { badge: 'rejected', text: 'status.rejected' },
  expiredSoon: { badge: 'expired', text: 'status.expired' },
};

function TaxFormItem({
  form,
  certification,
  upload,
}: {
  form: BusinessTaxForm;
  certification: BusinessFatca;
  upload: ReturnType<typeof createBusinessTaxFormUploader>;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const status = certification[BUSINESS_TAX_FORM_STATUS[form]];
  const sent = certification.documents
    .filter((document) => document.documentTypeId === BUSINESS_TAX_FORM_TYPE_IDS[form])
    .at(-1);
  const name = t(`taxForms.form.${form}`);
  const badge = BADGE[status] ?? { badge: 'action', text: 'needsAction' };
  return (
    <li className="wallet-company__document">
      <Stack gap="sm">
        <h3>{name}</h3>
        <p>{t(`taxForms.why.${form}`)}</p>
        <p>
          <span className={`wallet-company__badge wallet-company__badge--${badge.badge}`}>{t(badge.text)}</span>
          {sent?.uploaded && (
            <> {t('taxForms.sentOn', { date: new Date(sent.uploaded).toLocaleDateString(language) })}</>
          )}
        </p>
        {status === 'rejected' && sent?.rejectReason && <p>{t('documents.reason', { reason: sent.rejectReason })}</p>}
        {taxFormNeedsUpload(certification, form) && <TaxFormUpload form={form} name={name} upload={upload} />}
      </Stack>
    </li>
  );
}

function TaxFormUpload({
  form,
  name,
  upload,
}: {
  form: BusinessTaxForm;
  name: string;
  upload: ReturnType<typeof createBusinessTaxFormUploader>;
}) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  const fieldErrors = useServerFieldErrors();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<FileDropProgress | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    setFailure(null);
    if (!file) {
      setError(t('upload.errors.file'));
      return;
    }
    setError(undefined);
    setProgress('indeterminate');
    try {
      await upload(form, file, ({ loaded, total }) =>
        setProgress(total > 0 ? Math.min(1, loaded / total) : 'indeterminate'),
      );
      setFile(null);
    } catch (caught) {
      // The server's refusal of the file goes to the field; any other (the form not owed) above the button.
      const found = fieldErrors(caught);
      if (found.mainDocument) setError(found.mainDocument);
      else setFailure(found.form ?? errorText(caught));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      className="wallet-company__upload"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('taxForms.uploadFor', { form: name })}
    >
      <Stack gap="sm">
        <FileDrop
          id={`${id}-file`}
          label={t('taxForms.file', { form: name })}
          rules={DOCUMENT_FILE_RULES}
          file={file}
          onFileChange={(next) => {
            setFile(next);
            setError(undefined);
          }}
          error={error}
          progress={progress}
        />
        {failure !== null && (
          <Banner tone="error" title={t('upload.failed')}>
            {failure}
          </Banner>
        )}
        <div>
          <Button type="submit" loading={progress !== null}>
            {failure !== null ? t('upload.retry') : t('taxForms.upload', { form: name })}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
