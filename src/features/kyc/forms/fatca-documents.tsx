import { useEffect, useRef, useState } from 'react';
import type { ApiClient, UploadProgress } from '../../../core/api/client';
import type { FatcaCertification, UploadedDocument } from '../../../core/api/contract/kyc';
import {
  FATCA_STATUS_FIELDS,
  personalCertificateOfLossOfNationalityUpload,
  personalWFormUpload,
} from '../../../core/api/contract/kyc';
import type { TFunction } from '../../../core/i18n/i18n';
import { createIdempotencyKeys } from '../../../core/api/idempotency';
import type { DocumentUploadRequest } from '../../../core/kyc/documents';
import { latestDocument } from '../../../core/kyc/overall-status';
import { Banner, Button, Stack, useErrorText, useLanguage } from '../../../ui';
import { DocumentHistory } from '../document-history';
import { documentTypeLabel, useKycText } from '../kyc-text';
import { VerificationStatusText } from '../section-card';
import { UploadForm } from '../upload-form';

const FORM_TYPE_IDS = { w9: 33, w8ben: 34, lossOfNationality: 32 } as const;
type WForm = 'w9' | 'w8ben';

function needsAction(status: string): boolean {
  return status === 'none' || status === 'rejected';
}

/** Whether any of the four forms still needs the customer (the FATCA required action). */
export function fatcaFormsOpen(fatca: FatcaCertification): boolean {
  return FATCA_STATUS_FIELDS.some((field) => needsAction(fatca[field]));
}

/**
 * Uploads one FATCA form (W-9, W-8BEN or the certificate of loss of nationality) with one idempotency key per attempt,
 * and answers with the stored document, as the verification's upload form expects.
 */
function useFatcaUpload(
  api: ApiClient,
  kind: WForm | 'lossOfNationality',
  onCertification: (certification: FatcaCertification) => void,
) {
  const keys = useRef(createIdempotencyKeys());
  return async (
    request: DocumentUploadRequest,
    onProgress: (progress: UploadProgress) => void,
  ): Promise<UploadedDocument> => {
    const file = request.files.mainDocument;
    if (!file) throw new Error('No file chosen');
    const signature = `${kind}:${file.name}:${String(file.size)}:${String(file.lastModified)}`;
    const key = keys.current.keyFor('fatcaUpload', signature);
    const options = { files: { mainDocument: file }, idempotencyKey: key, onUploadProgress: onProgress };
    const { certification } =
      kind === 'lossOfNationality'
        ? await api.call(personalCertificateOfLossOfNationalityUpload, {}, options)
        : await api.call(personalWFormUpload, { form: kind }, options);
    onCertification(certification);
    const typeId = FORM_TYPE_IDS[kind];
    const stored = latestDocument(certification.documents.filter((document) => document.documentTypeId === typeId));
    if (!stored) throw new Error('The form was not stored');
    return stored;
  };
}

interface FormPartProps {
  api: ApiClient;
  t: TFunction;
  fatca: FatcaCertification;
  onCertification: (certification: FatcaCertification) => void;
  onDocumentUploaded: (document: UploadedDocument) => void;
  onCheckAgain: () => void;
  announce: (text: string) => void;
}

/** A W-form that needs signing: sign online on the signing partner's page, or upload one signed on paper. */
function WFormPart({
  form,
  api,
  t,
  onCertification,
  onDocumentUploaded,
  onCheckAgain,
  announce,
}: FormPartProps & { form: WForm }) {
  const kycText = useKycText();
  const errorText = useErrorText();
  const formName = t(`selfCertification.wForm.${form}`);
  const [signUrl, setSignUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const upload = useFatcaUpload(api, form, onCertification);

  async function prepare() {
    setFailure(null);
    try {
      const reply = await api.call(personalWFormUpload, { form, signOnline: true });
      const url = reply.signData?.signUrl ?? reply.signData?.signUrls?.[0] ?? null;
      if (!url) throw new Error('No signing link in the answer');
      setSignUrl(url);
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Stack gap="md">
      <p>{t('selfCertification.wForm.signIntro', { form: formName })}</p>
      {failure !== null && (
        <Banner tone="error" title={t('selfCertification.wForm.signFailed', { form: formName })}>
          {errorText(failure)}
        </Banner>
      )}
      {signUrl ? (
        <Stack gap="sm">
          <p>
            <a className="wallet-button wallet-button--primary" href={signUrl} target="_blank" rel="noopener">
              {t('selfCertification.wForm.open', { form: formName })}
            </a>
          </p>
          <p role="status">{t('selfCertification.wForm.waiting')}</p>
          <div>
            <Button variant="secondary" onClick={onCheckAgain}>
              {t('selfCertification.wForm.check')}
            </Button>
          </div>
        </Stack>
      ) : (
        <div>
          <Button onClick={prepare}>{t('selfCertification.wForm.sign', { form: formName })}</Button>
        </div>
      )}
      <h4 className="wallet-kyc__form-title">{t('selfCertification.wForm.uploadHeading', { form: formName })}</h4>
      <UploadForm
        idPrefix={`self-cert-${form}`}
        types={[{ id: FORM_TYPE_IDS[form], label: documentTypeLabel(kycText, FORM_TYPE_IDS[form]) }]}
        typeLabel={formName}
        fileLabel={formName}
        submitLabel={t('selfCertification.wForm.upload', { form: formName })}
        request={{}}
        upload={upload}
        onUploaded={(document) => {
          announce(t('selfCertification.wForm.uploaded', { form: formName }));
          onDocumentUploaded(document);
        }}
      />
    </Stack>
  );
}

function LossOfNationalityPart({ api, t, onCertification, onDocumentUploaded, announce }: FormPartProps) {
  const kycText = useKycText();
  const upload = useFatcaUpload(api, 'lossOfNationality', onCertification);
  return (
    <Stack gap="md">
      <p>{t('selfCertification.lossOfNationality.intro')}</p>
      <UploadForm
        idPrefix="self-cert-loss-of-nationality"
        types={[
          { id: FORM_TYPE_IDS.lossOfNationality, label: documentTypeLabel(kycText, FORM_TYPE_IDS.lossOfNationality) },
        ]}
        typeLabel={t('selfCertification.lossOfNationality.file')}
        fileLabel={t('selfCertification.lossOfNationality.file')}
        submitLabel={t('selfCertification.lossOfNationality.upload')}
        request={{}}
        upload={upload}
        onUploaded={(document) => {
          announce(t('selfCertification.lossOfNationality.uploaded'));
          onDocumentUploaded(document);
        }}
      />
    </Stack>
  );
}

export interface FatcaDocumentsProps extends FormPartProps {
  onChange: () => void;
  onContinue?: (() => void) | undefined;
}

/**
 * The four FATCA/CRS documents with their statuses; the W-form owed (signed online or uploaded) and the certificate
 * of loss of nationality where the answers call for them; the history of what was sent; and, once nothing is open,
 * the way on. The page re-reads the statuses when the customer comes back to it (after signing in another tab).
 */
export function FatcaDocuments(props: FatcaDocumentsProps) {
  const { t, fatca, onChange, onContinue, onCheckAgain } = props;
  const language = useLanguage();
  const kycText = useKycText();

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') onCheckAgain();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [onCheckAgain]);

  const open = fatcaFormsOpen(fatca);
  const signedOn = fatca.signedAt
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(fatca.signedAt))
    : null;
  const rejectionOf = (typeId: number) => {
    const latest = latestDocument(fatca.documents.filter((document) => document.documentTypeId === typeId));
    return latest?.rejectReason ?? null;
  };
  const shown = FATCA_STATUS_FIELDS.filter(
    (field) => fatca[field] !== 'notRequired' || field === 'taxResidencySelfCertificationDocumentStatus',
  );

  return (
    <section className="wallet-kyc__section" aria-labelledby="self-cert-documents-heading">
      <Stack gap="lg">
        <h2 id="self-cert-documents-heading" className="wallet-kyc__section-title" tabIndex={-1}>
          {t('selfCertification.documentsHeading')}
        </h2>
        {!open && (
          <Banner
            tone="success"
            title={t('selfCertification.doneTitle')}
            actions={onContinue ? <Button onClick={onContinue}>{t('selfCertification.continue')}</Button> : undefined}
          >
            {t('selfCertification.doneBody')}
          </Banner>
        )}
        {open && shown.length > 1 && <p>{t('selfCertification.documentsIntro')}</p>}
        <ul className="wallet-kyc-forms__documents">
          {shown.map((field) => {
            const status = fatca[field];
            const rejection =
              status === 'rejected'
                ? rejectionOf(field === 'w9FormDocumentStatus' ? 33 : field === 'w8BenFormDocumentStatus' ? 34 : 32)
                : null;
            return (
              <li key={field} className="wallet-kyc-forms__document">
                <div className="wallet-kyc-forms__document-header">
                  <h3 className="wallet-kyc__form-title">{t(`selfCertification.documents.${field}`)}</h3>
                  <VerificationStatusText status={status} />
                </div>
                {rejection && <p>{t('selfCertification.rejected', { reason: rejection })}</p>}
                {field === 'taxResidencySelfCertificationDocumentStatus' && (
                  <div className="wallet-kyc-forms__buttons">
                    {signedOn && <p>{t('selfCertification.signedOn', { date: signedOn })}</p>}
                    <Button variant="link" onClick={onChange}>
                      {t('selfCertification.change')}
                    </Button>
                  </div>
                )}
                {field === 'w9FormDocumentStatus' && needsAction(status) && <WFormPart form="w9" {...props} />}
                {field === 'w8BenFormDocumentStatus' && needsAction(status) && <WFormPart form="w8ben" {...props} />}
                {field === 'certificateOfLossOfNationalityDocumentStatus' && needsAction(status) && (
                  <LossOfNationalityPart {...props} />
                )}
              </li>
            );
          })}
        </ul>
        {fatca.documents.length > 0 && (
          <DocumentHistory documents={fatca.documents} label={kycText('documents.history')} />
        )}
      </Stack>
    </section>
  );
}
