import type { Profile } from '../../core/api/contract/kyc';
import { DOCUMENT_CATEGORY } from '../../core/api/contract/kyc';
import { documentTypesFor } from '../../core/kyc/documents';
import { Button, Stack } from '../../ui';
import { useState } from 'react';
import { DocumentHistory } from './document-history';
import { useKycServices } from './kyc-context';
import { useDocumentTypes } from './use-document-types';
import { documentTypeLabel, useKycText } from './kyc-text';
import { UploadForm } from './upload-form';
import { VideoIdentityPart } from './video-identity';
import { SectionCard, VerificationStatusText } from './section-card';

const NEEDS_UPLOAD = new Set([null, 'rejected', 'nameMismatch', 'canceled', 'expiredSoon']);

/** Identity: the status, the documents sent, and the upload of a document from the dictionary (front and back for types 4 and 5). */
export function IdentitySection({ profile }: { profile: Profile }) {
  const t = useKycText();
  const { upload, announce, refresh, onDocumentUploaded } = useKycServices();
  const categories = useDocumentTypes();
  const status = profile.identity.status;
  const [open, setOpen] = useState(false);
  const showForm = NEEDS_UPLOAD.has(status) || open;
  const types = documentTypesFor(categories.data ?? [], DOCUMENT_CATEGORY.identity, profile.residenceCountry).map(
    (type) => ({
      id: type.id,
      label: documentTypeLabel(t, type.id, type.name),
    }),
  );

  return (
    <SectionCard
      id="identity"
      title={t('identity.heading')}
      status={<VerificationStatusText status={status} />}
      needsAction={NEEDS_UPLOAD.has(status) || profile.videoIdentityStatus === 'rejected'}
    >
      <Stack gap="md">
        <DocumentHistory documents={profile.identity.uploadedDocuments} />
        {showForm ? (
          <>
            <p>{t('identity.intro')}</p>
            {categories.view}
            {types.length > 0 && (
              <UploadForm
                idPrefix="kyc-identity"
                types={types}
                typeLabel={t('identity.type')}
                typePlaceholder={t('identity.typePlaceholder')}
                submitLabel={t('identity.upload')}
                request={{}}
                upload={upload}
                onUploaded={(document) => {
                  setOpen(false);
                  announce(
                    t('identity.uploaded', {
                      document: documentTypeLabel(t, document.documentTypeId, document.documentType),
                    }),
                  );
                  onDocumentUploaded(document);
                  refresh();
                }}
              />
            )}
          </>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('identity.replace')}
            </Button>
          </div>
        )}
        <VideoIdentityPart profile={profile} />
      </Stack>
    </SectionCard>
  );
}
