import { useState, type FormEvent } from 'react';
import type { FatcaCertification, LimitReason, Profile } from '../../core/api/contract/kyc';
import { customerTaxNumberUpdate, emailConfirmRequest } from '../../core/api/contract/kyc';
import type { Customer } from '../../core/api/contract/customer';
import { isApiError } from '../../core/api/errors';
import { latestDocument, isStuckDocument, fatcaNeedsAction } from '../../core/kyc/overall-status';
import { countryTaxIdentifierName, validateTaxId } from '../../core/tax-ids/tax-identifier-names';
import { Banner, Button, Stack, TextField, useErrorText, useLanguage } from '../../ui';
import { DocumentHistory } from './document-history';
import { useKycServices } from './kyc-context';
import { documentTypeLabel, useKycText } from './kyc-text';
import { SectionCard, VerificationStatusText } from './section-card';
import { UploadForm } from './upload-form';
import { InAppLink } from './in-app-link';

/** The e-mail address and its confirmation link. */
export function EmailSection({ profile }: { profile: Profile }) {
  const t = useKycText();
  const errorText = useErrorText();
  const { api, announce } = useKycServices();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const status = (
    <span className={`wallet-kyc__badge wallet-kyc__badge--${profile.emailConfirmed ? 'ok' : 'problem'}`}>
      {profile.emailConfirmed ? t('email.confirmed') : t('email.notConfirmed')}
    </span>
  );
  async function send() {
    setFailure(null);
    try {
      await api.call(emailConfirmRequest, {});
      setSent(true);
      announce(t('email.sent', { email: profile.emailAddress }));
    } catch (error) {
      setFailure(error);
    }
  }
  return (
    <SectionCard id="email" title={t('email.heading')} status={status} needsAction={!profile.emailConfirmed}>
      <Stack gap="md">
        <p>{profile.emailAddress}</p>
        {sent && <p>{t('email.sent', { email: profile.emailAddress })}</p>}
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        {!profile.emailConfirmed && (
          <div>
            <Button variant="secondary" onClick={send}>
              {t('email.send')}
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}

/**
 * The tax number with the country's own name for it (personal or business, with its short name). Checked offline
 * where the country's format is known; a refusal by the server shows the server's description (spec 1 section 8).
 */
export function TaxSection({
  profile,
  customer,
  isBusiness,
}: {
  profile: Profile;
  customer: Customer;
  isBusiness: boolean;
}) {
  const t = useKycText();
  const errorText = useErrorText();
  const { api, announce, refresh } = useKycServices();
  const country = customer.residenceCountryCode ?? profile.residenceCountry;
  const type = isBusiness ? 'business' : 'personal';
  const name = country ? countryTaxIdentifierName(country, type) : null;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const label = name ? t('tax.label', { name: name.name, shortName: name.shortName }) : t('tax.labelGeneric');
  const language = useLanguage();
  const regionName = country ? (new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country) : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const trimmed = value.trim();
    if (!trimmed) {
      setError(t('tax.errors.required'));
      return;
    }
    if (country && validateTaxId(country, type, trimmed) === 'invalid') {
      setError(t('tax.errors.invalid', { shortName: name?.shortName ?? t('tax.labelGeneric') }));
      return;
    }
    setSaving(true);
    try {
      await api.call(customerTaxNumberUpdate, { taxId: trimmed });
      setValue('');
      setError(undefined);
      announce(t('tax.saved'));
      refresh();
    } catch (caught) {
      // The server's description is the message to show (spec: "A tax number update failure returns the server description").
      if (isApiError(caught) && caught.isServerMessage) setError(caught.message);
      else setFailure(caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard id="tax" title={t('tax.heading')}>
      <form className="wallet-kyc__form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <p>{profile.taxId ? t('tax.current', { taxId: profile.taxId }) : t('tax.none')}</p>
          <TextField
            id="kyc-tax-id"
            label={label}
            hint={regionName ? t('tax.hint', { country: regionName }) : undefined}
            value={value}
            error={error}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
          {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
          <div>
            <Button type="submit" loading={saving}>
              {t('tax.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** Why the account is limited, each reason's required documents, and their uploads. */
export function LimitsSection({ reasons }: { reasons: readonly LimitReason[] }) {
  const t = useKycText();
  const { upload, announce, refresh, onDocumentUploaded } = useKycServices();
  return (
    <SectionCard id="limits" title={t('limits.heading')} needsAction>
      <Stack gap="lg">
        {reasons.map((reason) => (
          <article key={reason.id} className="wallet-kyc__limit">
            <Stack gap="md">
              <p className="wallet-kyc__limit-text">{reason.description}</p>
              {reason.requirementDocuments.map((requirement) => {
                const document = documentTypeLabel(t, requirement.documentTypeId, requirement.documentType);
                const latest = latestDocument(requirement.uploadedDocuments);
                const needsUpload = !latest || isStuckDocument(latest.statusId);
                return (
                  <Stack key={requirement.documentTypeId} gap="sm">
                    <h3 className="wallet-kyc__form-title">{t('limits.needs', { document })}</h3>
                    <DocumentHistory documents={requirement.uploadedDocuments} />
                    {needsUpload && (
                      <UploadForm
                        idPrefix={`kyc-limit-${String(reason.id)}-${String(requirement.documentTypeId)}`}
                        types={[{ id: requirement.documentTypeId, label: document }]}
                        typeLabel={document}
                        fileLabel={t('limits.file', { document })}
                        submitLabel={t('limits.upload', { document })}
                        request={{ limitReasonId: reason.id }}
                        upload={upload}
                        onUploaded={(uploaded) => {
                          announce(t('limits.uploaded'));
                          onDocumentUploaded(uploaded);
                          refresh();
                        }}
                      />
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </article>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** Due diligence documents asked for at levels 1 and 4. */
export function DueDiligenceSection({
  requiredTypes,
  uploaded,
}: {
  requiredTypes: readonly { id: number; name: string }[];
  uploaded: Parameters<typeof DocumentHistory>[0]['documents'];
}) {
  const t = useKycText();
  const { upload, announce, refresh, onDocumentUploaded } = useKycServices();
  return (
    <SectionCard id="due-diligence" title={t('dueDiligence.heading')} needsAction={requiredTypes.length > 0}>
      <Stack gap="md">
        {requiredTypes.length > 0 && <p>{t('dueDiligence.intro')}</p>}
        <DocumentHistory documents={uploaded} />
        {requiredTypes.map((type) => {
          const document = documentTypeLabel(t, type.id, type.name);
          return (
            <UploadForm
              key={type.id}
              idPrefix={`kyc-dd-${String(type.id)}`}
              types={[{ id: type.id, label: document }]}
              typeLabel={document}
              fileLabel={document}
              submitLabel={t('dueDiligence.upload', { document })}
              request={{ isDueDiligence: true }}
              upload={upload}
              onUploaded={(stored) => {
                announce(t('dueDiligence.uploaded'));
                onDocumentUploaded(stored);
                refresh();
              }}
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}

/** The letter of explanation asked for when the customer's documents are used by another account. */
export function DuplicatesSection({ profile }: { profile: Profile }) {
  const t = useKycText();
  const { upload, announce, refresh, onDocumentUploaded } = useKycServices();
  const required = profile.duplicateDocuments.status === 'required';
  return (
    <SectionCard id="duplicates" title={t('duplicates.heading')} needsAction={required}>
      <Stack gap="md">
        <p>{t('duplicates.intro')}</p>
        <DocumentHistory documents={profile.duplicateDocuments.uploadedDocuments} />
        {required && (
          <UploadForm
            idPrefix="kyc-duplicates"
            types={[{ id: 30, label: documentTypeLabel(t, 30) }]}
            typeLabel={documentTypeLabel(t, 30)}
            fileLabel={t('duplicates.file')}
            submitLabel={t('duplicates.upload')}
            request={{}}
            upload={upload}
            onUploaded={(stored) => {
              announce(t('duplicates.uploaded'));
              onDocumentUploaded(stored);
              refresh();
            }}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

/** The FATCA/CRS forms' statuses and the way to the self-certification (personal customers). */
export function FatcaSummary({ fatca }: { fatca: FatcaCertification }) {
  const t = useKycText();
  const { selfCertificationHref, openSelfCertification, navigate } = useKycServices();
  const needsAction = fatcaNeedsAction({ isBusiness: false, fatca });
  return (
    <SectionCard
      id="fatca"
      title={t('fatca.heading')}
      status={
        <VerificationStatusText status={needsAction ? 'none' : fatca.taxResidencySelfCertificationDocumentStatus} />
      }
      needsAction={needsAction}
    >
      {selfCertificationHref ? (
        <p>
          <InAppLink href={selfCertificationHref} navigate={navigate}>
            {t('fatca.open')}
          </InAppLink>
        </p>
      ) : (
        openSelfCertification && (
          <div>
            <Button variant={needsAction ? 'primary' : 'secondary'} onClick={openSelfCertification}>
              {t('fatca.open')}
            </Button>
          </div>
        )
      )}
    </SectionCard>
  );
}
