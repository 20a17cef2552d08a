import { companyActionReasons } from '../../core/company/needs-action';
import { Banner, Stack } from '../../ui';
import {
  CompanyAddresses,
  CompanyDocumentSections,
  CompanyLoadState,
  useCompanyData,
  type CompanyDataProps,
} from './company-documents';
import { CompanyTexts } from './company-shared';
import { useCompanyMessages } from './messages';

/**
 * `/business-kyc`: the business verification. It says where the company stands (verified, under review, or what is
 * still needed by the rules of spec 3 section 4.3) and offers every upload on the same page.
 */
export function BusinessVerification(props: CompanyDataProps) {
  return (
    <CompanyTexts>
      <BusinessVerificationContent {...props} />
    </CompanyTexts>
  );
}

function BusinessVerificationContent(props: CompanyDataProps) {
  const { t } = useCompanyMessages();
  const state = useCompanyData(props);
  return (
    <div className="wallet-company">
      <Stack gap="lg">
        <h1>{t('verification.title')}</h1>
        {state.status !== 'ready' ? (
          <CompanyLoadState state={state} />
        ) : (
          <>
            <VerificationStatus
              reasons={companyActionReasons(state.company, state.representatives)}
              verified={state.company.verified}
            />
            <CompanyAddresses {...props} company={state.company} documentTypes={state.documentTypes} />
            <CompanyDocumentSections
              {...props}
              company={state.company}
              representatives={state.representatives}
              documentTypes={state.documentTypes}
            />
          </>
        )}
      </Stack>
    </div>
  );
}

function VerificationStatus({ reasons, verified }: { reasons: readonly string[]; verified: boolean }) {
  const { t } = useCompanyMessages();
  if (reasons.length > 0) {
    return (
      <Banner tone="warning" title={t('verification.actionTitle')}>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{t(`reasons.${reason}`)}</li>
          ))}
        </ul>
      </Banner>
    );
  }
  return (
    <Banner tone={verified ? 'success' : 'info'}>
      {verified ? t('verification.verified') : t('verification.inReview')}
    </Banner>
  );
}
