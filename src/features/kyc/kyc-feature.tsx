import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { UploadedDocument } from '../../core/api/contract/kyc';
import { createDocumentUploader } from '../../core/kyc/documents';
import type { OverallStatus, RequiredAction } from '../../core/kyc/overall-status';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, LoadErrorBanner, Spinner, Stack, useCommonMessages } from '../../ui';
import { AddressSection } from './address-section';
import { IdentitySection } from './identity-section';
import { InAppLink } from './in-app-link';
import { KycServicesContext, type KycServices } from './kyc-context';
import { invalidateVerification, useVerification } from './kyc-data';
import { dictionaryLabel } from './kyc-text';
import { useKycMessages } from './messages';
import {
  DueDiligenceSection,
  DuplicatesSection,
  EmailSection,
  FatcaSummary,
  LimitsSection,
  TaxSection,
} from './more-sections';
import { PhoneSection } from './phone-section';
import { SectionCard } from './section-card';
import { StatusBanner } from './status-banner';
import { kycRequestReason } from './kyc-request-reason';

/** The parts a host can open on their own (`section` option). */
export const KYC_SECTIONS = ['identity', 'address', 'phone', 'email', 'tax', 'limits', 'self-certification'] as const;
export type KycSection = (typeof KYC_SECTIONS)[number];

/** The section where each required action is done. */
const ACTION_SECTION: Record<RequiredAction, string> = {
  fatca: 'fatca',
  address: 'address',
  proofOfResidence: 'address',
  identity: 'identity',
  phone: 'phone',
  videoIdentity: 'identity',
};

export interface KycFeatureProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Show only this part (with the status). */
  section?: KycSection | undefined;
  /** Level of the title: 1 on a portal page, 2 inside a host's page. */
  titleLevel?: 1 | 2 | undefined;
  /** The overall status or the required actions changed (also the first time they are known). */
  onStatusChange?: ((status: OverallStatus, requiredActions: RequiredAction[]) => void) | undefined;
  onDocumentUploaded?: ((document: UploadedDocument) => void) | undefined;
  /** The verification could not be loaded. */
  onError?: ((error: unknown) => void) | undefined;
  selfCertificationHref?: string | undefined;
  profileUpdateHref?: string | undefined;
  navigate?: ((path: string) => void) | undefined;
}

/** The self-certification loads when first opened (its form, dictionaries and texts are not the verification's first screen). */
const SelfCertification = lazy(() =>
  import('./forms/self-certification').then((module) => ({ default: module.SelfCertification })),
);

/** The questionnaire's answers and the dictionary each one's code comes from. */
const ANSWER_DICTIONARIES = [
  ['occupation', 'occupations'],
  ['sourceOfFunds', 'sourcesOfFunds'],
  ['purposeOfAccount', 'purposes'],
  ['expectedMonthlyVolume', 'monthlyVolumes'],
] as const;

/** Moves focus to a section's heading (a required action's button leads there without touching the page's URL). */
function focusSection(root: HTMLElement | null, section: string): void {
  const heading = root?.querySelector<HTMLElement>(`#kyc-${section}-heading`);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus();
}

/**
 * A customer's verification: the overall status with its banner, what is missing, and each part (identity, address
 * with proof of residence, phone, e-mail, tax number; limit reasons, due diligence and duplicates when they apply)
 * with the documents sent and their statuses. Uploads and changes reload the data; review notices do too, through
 * whoever owns the realtime channel ({@link invalidateVerification}).
 */
export function KycFeature(props: KycFeatureProps) {
  const { ready } = useKycMessages();
  const common = useCommonMessages();
  if (!ready) return <Spinner label={common('status.loading')} showLabel />;
  return <KycContent {...props} />;
}

function KycContent({
  api,
  cache,
  section,
  titleLevel = 1,
  onStatusChange,
  onDocumentUploaded,
  onError,
  selfCertificationHref,
  profileUpdateHref,
  navigate,
}: KycFeatureProps) {
  const { t } = useKycMessages();
  const state = useVerification(api, cache);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onStatusChange, onDocumentUploaded, onError });
  useEffect(() => {
    callbacks.current = { onStatusChange, onDocumentUploaded, onError };
  });

  // Without a portal route for it (a widget), the self-certification opens in place of the verification.
  const [selfCertificationOpen, setSelfCertificationOpen] = useState(false);
  const openSelfCertification = selfCertificationHref ? undefined : () => setSelfCertificationOpen(true);

  const services = useMemo<KycServices>(
    () => ({
      api,
      cache,
      upload: createDocumentUploader(api),
      announce: setAnnouncement,
      refresh: () => invalidateVerification(cache),
      onDocumentUploaded: (document) => callbacks.current.onDocumentUploaded?.(document),
      selfCertificationHref,
      openSelfCertification: selfCertificationHref ? undefined : () => setSelfCertificationOpen(true),
      profileUpdateHref,
      navigate,
    }),
    [api, cache, selfCertificationHref, profileUpdateHref, navigate],
  );

  const statusKey = state.status === 'ready' ? `${state.overall}:${state.actions.join(',')}` : null;
  useEffect(() => {
    if (state.status === 'ready') callbacks.current.onStatusChange?.(state.overall, state.actions);
    // Only a change of status or actions is news; the state object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statusKey]);
  const failed = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (failed) callbacks.current.onError?.(failed);
  }, [failed]);

  const Title = titleLevel === 1 ? 'h1' : 'h2';
  if (section === 'self-certification' || selfCertificationOpen) {
    return (
      <KycServicesContext.Provider value={services}>
        <div className="wallet-kyc" data-title-level={titleLevel}>
          <Stack gap="lg">
            <Suspense fallback={<Spinner label={t('loading')} showLabel />}>
              <SelfCertification
                api={api}
                cache={cache}
                titleLevel={titleLevel}
                onDocumentUploaded={services.onDocumentUploaded}
                onContinue={selfCertificationOpen ? () => setSelfCertificationOpen(false) : undefined}
              />
            </Suspense>
            {selfCertificationOpen && (
              <div>
                <Button variant="secondary" onClick={() => setSelfCertificationOpen(false)}>
                  {t('fatca.back')}
                </Button>
              </div>
            )}
          </Stack>
        </div>
      </KycServicesContext.Provider>
    );
  }
  return (
    <KycServicesContext.Provider value={services}>
      <div ref={rootRef} className="wallet-kyc" data-title-level={titleLevel}>
        <Stack gap="lg">
          <Title className="wallet-kyc__title">{t('title')}</Title>
          {state.status === 'loading' && <Spinner label={t('loading')} showLabel />}
          {state.status === 'error' && (
            <LoadErrorBanner title={t('loadError')} error={state.error} onRetry={state.reload} />
          )}
          {state.status === 'ready' && (
            <>
              <div aria-live="polite" aria-atomic="true">
                <StatusBanner status={state.overall} actionCount={state.actions.length} />
              </div>
              {state.kycRequest && (
                <Banner tone="info" title={t('kycRequest.title')}>
                  <p>{t('kycRequest.body', { reason: kycRequestReason(state.kycRequest, t, 'kycRequest') })}</p>
                  {profileUpdateHref && (
                    <p>
                      <InAppLink href={profileUpdateHref} navigate={navigate}>
                        {t('kycRequest.title')}
                      </InAppLink>
                    </p>
                  )}
                </Banner>
              )}
              {state.actions.length > 0 && !section && (
                <nav className="wallet-kyc__actions" aria-labelledby="kyc-actions-heading">
                  <h2 id="kyc-actions-heading" className="wallet-kyc__section-title">
                    {t('actions.heading')}
                  </h2>
                  <ul>
                    {state.actions.map((action) => (
                      <li key={action}>
                        {action === 'fatca' && selfCertificationHref ? (
                          <InAppLink href={selfCertificationHref} navigate={navigate}>
                            {t(`actions.${action}`)}
                          </InAppLink>
                        ) : action === 'fatca' && openSelfCertification ? (
                          <Button variant="link" onClick={openSelfCertification}>
                            {t(`actions.${action}`)}
                          </Button>
                        ) : (
                          <Button variant="link" onClick={() => focusSection(rootRef.current, ACTION_SECTION[action])}>
                            {t(`actions.${action}`)}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {(!section || section === 'limits') && state.limits && state.limits.length > 0 && (
                <LimitsSection reasons={state.limits} />
              )}
              {!section && state.profile.duplicateDocuments.status !== 'none' && (
                <DuplicatesSection profile={state.profile} />
              )}
              {!section &&
                state.dueDiligence &&
                (state.dueDiligence.requiredDocumentTypes.length > 0 ||
                  state.dueDiligence.uploadedDocuments.length > 0) && (
                  <DueDiligenceSection
                    requiredTypes={state.dueDiligence.requiredDocumentTypes}
                    uploaded={state.dueDiligence.uploadedDocuments}
                  />
                )}
              {(!section || section === 'identity') && <IdentitySection profile={state.profile} />}
              {(!section || section === 'address') && <AddressSection profile={state.profile} />}
              {(!section || section === 'phone') && <PhoneSection profile={state.profile} />}
              {(!section || section === 'email') && <EmailSection profile={state.profile} />}
              {(!section || section === 'tax') && (
                <TaxSection profile={state.profile} customer={state.customer} isBusiness={state.isBusiness} />
              )}
              {(!section || section === 'tax') && state.fatca && !state.isBusiness && (
                <FatcaSummary fatca={state.fatca} />
              )}
              {!section && state.customerInfo && (
                <SectionCard id="answers" title={t('answers.heading')}>
                  <dl className="wallet-kyc__answers">
                    {ANSWER_DICTIONARIES.map(([key, dictionary]) => {
                      const code = state.customerInfo?.[key];
                      return (
                        <div key={key}>
                          <dt>{t(`answers.${key}`)}</dt>
                          <dd>{code ? dictionaryLabel(t, dictionary, code) : t('answers.notGiven')}</dd>
                        </div>
                      );
                    })}
                  </dl>
                </SectionCard>
              )}
            </>
          )}
          <p className="wallet-visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </Stack>
      </div>
    </KycServicesContext.Provider>
  );
}
