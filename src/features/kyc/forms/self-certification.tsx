import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../core/api/client';
import { CUSTOMER_TYPES } from '../../../core/api/contract/customer';
import type { FatcaCertification, UploadedDocument } from '../../../core/api/contract/kyc';
import type { ResourceCache } from '../../../core/resource/resource-cache';
import { Banner, Spinner, Stack, useCommonMessages, useLanguage, useQuery } from '../../../ui';
import { InAppLink } from '../in-app-link';
import { invalidateVerification, kycQueries } from '../kyc-data';
import { useKycMessages } from '../messages';
import { FatcaDocuments } from './fatca-documents';
import { formsQueries } from './forms-data';
import { useKycFormsMessages } from './forms-messages';
import { SelfCertificationForm } from './self-certification-form';
import { firstFailedRead, ReadsFailure } from './reads-failure';

export interface SelfCertificationProps {
  api: ApiClient;
  cache: ResourceCache;
  /** 1 on its own portal page; 2 inside the verification or a host's page. */
  titleLevel?: 1 | 2 | undefined;
  /** Every form is done and the customer goes on (the portal follows the start-page rules). */
  onContinue?: (() => void) | undefined;
  onDocumentUploaded?: ((document: UploadedDocument) => void) | undefined;
  /** The home page, offered to a business customer (the FATCA section does not apply to businesses). */
  homeHref?: string | undefined;
  navigate?: ((path: string) => void) | undefined;
}

/** Waits for the verification's texts and the forms' texts in the current language. */
export function FormsTexts({ children }: { children: ReactNode }) {
  const kyc = useKycMessages();
  const forms = useKycFormsMessages();
  const common = useCommonMessages();
  if (!kyc.ready || !forms.ready) return <Spinner label={common('status.loading')} showLabel />;
  return children;
}

/**
 * The FATCA/CRS self-certification of a personal customer (spec 3 section 3.5): the answers, then the forms they call
 * for (W-9 or W-8BEN signed online or uploaded, certificate of loss of nationality) with the status of all four
 * documents. The FATCA section does not apply to businesses; they are told so.
 */
export function SelfCertification(props: SelfCertificationProps) {
  return (
    <FormsTexts>
      <SelfCertificationContent {...props} />
    </FormsTexts>
  );
}

function SelfCertificationContent({
  api,
  cache,
  titleLevel = 1,
  onContinue,
  onDocumentUploaded,
  homeHref,
  navigate,
}: SelfCertificationProps) {
  const { t } = useKycFormsMessages();
  const language = useLanguage();
  const customer = useQuery(cache, kycQueries.customer(api));
  const info = customer.data?.customer;
  const personal = info !== undefined && info.customerType === CUSTOMER_TYPES.personal;
  const profile = useQuery(cache, personal ? kycQueries.profile(api) : null);
  const fatca = useQuery(cache, personal ? kycQueries.fatca(api) : null);
  const countries = useQuery(cache, personal ? formsQueries.birthCountries(api, language) : null);
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  const checkAgain = useCallback(() => fatca.reload(), [fatca]);
  const focusHeading = (id: string) =>
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`#${id}`)?.focus());

  // The answer of a change is shown at once; the reload it starts (customer info's FATCA flag, the required actions)
  // replaces it when it arrives.
  const [local, setLocal] = useState<{ certification: FatcaCertification; basis: unknown } | null>(null);
  const showCertification = (certification: FatcaCertification) => {
    setLocal({ certification, basis: fatca.data });
    invalidateVerification(cache);
  };

  const views = [customer, profile, fatca, countries];
  const failed = firstFailedRead(views);
  let body: ReactNode;
  if (failed) {
    body = <ReadsFailure title={t('selfCertification.loadError')} failed={failed} reads={views} />;
  } else if (info && !personal) {
    body = (
      <Banner tone="info">
        <p>{t('business.body')}</p>
        {homeHref && (
          <p>
            <InAppLink href={homeHref} navigate={navigate}>
              {t('business.home')}
            </InAppLink>
          </p>
        )}
      </Banner>
    );
  } else if (!info || !profile.data || !fatca.data || !countries.data) {
    body = <Spinner label={t('selfCertification.loading')} showLabel />;
  } else {
    const certification = local && local.basis === fatca.data ? local.certification : fatca.data.certification;
    const needsAnswers =
      certification.taxResidencySelfCertificationDocumentStatus === 'none' ||
      certification.taxResidencySelfCertificationDocumentStatus === 'rejected';
    body =
      needsAnswers || editing ? (
        <SelfCertificationForm
          api={api}
          t={t}
          fatca={certification}
          profile={profile.data.profile}
          birthDay={info.birthDay}
          birthCountries={countries.data.countries}
          onCancel={needsAnswers ? undefined : () => setEditing(false)}
          onSigned={(signed) => {
            showCertification(signed);
            setEditing(false);
            setAnnouncement(t('selfCertification.saved'));
            focusHeading('self-cert-documents-heading');
          }}
        />
      ) : (
        <FatcaDocuments
          api={api}
          t={t}
          fatca={certification}
          onCertification={showCertification}
          onDocumentUploaded={(document) => onDocumentUploaded?.(document)}
          onCheckAgain={checkAgain}
          announce={setAnnouncement}
          onChange={() => {
            setEditing(true);
            focusHeading('self-cert-form-heading');
          }}
          onContinue={onContinue}
        />
      );
  }

  return (
    <div ref={rootRef} className="wallet-kyc">
      <Stack gap="lg">
        <Title className="wallet-kyc__title">{t('selfCertification.title')}</Title>
        {(!info || personal) && <p>{t('selfCertification.intro')}</p>}
        {body}
        <p className="wallet-visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </Stack>
    </div>
  );
}
