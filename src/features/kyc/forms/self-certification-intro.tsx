import type { ApiClient } from '../../../core/api/client';
import { CUSTOMER_TYPES } from '../../../core/api/contract/customer';
import type { ResourceCache } from '../../../core/resource/resource-cache';
import { Banner, Button, LoadErrorBanner, Spinner, Stack, useCommonMessages, useQuery } from '../../../ui';
import { InAppLink } from '../in-app-link';
import { kycQueries } from '../kyc-data';
import { useKycFormsMessages } from './forms-messages';
import { FormsTexts } from './self-certification';

/** The self-certification's splash (route self-certification-splash): what it is, why, what to have ready. */
export function SelfCertificationSplash({
  onStart,
  onLater,
}: {
  onStart: () => void;
  onLater?: (() => void) | undefined;
}) {
  return (
    <FormsTexts>
      <SplashContent onStart={onStart} onLater={onLater} />
    </FormsTexts>
  );
}

function SplashContent({ onStart, onLater }: { onStart: () => void; onLater?: (() => void) | undefined }) {
  const { t } = useKycFormsMessages();
  return (
    <div className="wallet-kyc">
      <Stack gap="lg">
        <h1 className="wallet-kyc__title">{t('splash.title')}</h1>
        <p>{t('splash.body')}</p>
        <p>{t('splash.why')}</p>
        <div className="wallet-kyc-forms__buttons">
          <Button onClick={onStart}>{t('splash.start')}</Button>
          {onLater && (
            <Button variant="secondary" onClick={onLater}>
              {t('splash.later')}
            </Button>
          )}
        </div>
      </Stack>
    </div>
  );
}

export interface SelfCertificationBusinessProps {
  api: ApiClient;
  cache: ResourceCache;
  homeHref: string;
  /** The personal self-certification, for a personal customer who opened this page. */
  personalHref: string;
  navigate?: ((path: string) => void) | undefined;
}

/**
 * The business self-certification route. The FATCA section does not apply to businesses (spec 1 section 6): the page
 * says why nothing is asked of the company, and sends a personal customer to their own self-certification.
 */
export function SelfCertificationBusiness(props: SelfCertificationBusinessProps) {
  return (
    <FormsTexts>
      <BusinessContent {...props} />
    </FormsTexts>
  );
}

function BusinessContent({ api, cache, homeHref, personalHref, navigate }: SelfCertificationBusinessProps) {
  const { t } = useKycFormsMessages();
  const common = useCommonMessages();
  const customer = useQuery(cache, kycQueries.customer(api));
  const info = customer.data?.customer;
  let body;
  if (!info && customer.status === 'error') {
    body = <LoadErrorBanner error={customer.error} onRetry={customer.reload} />;
  } else if (!info) {
    body = <Spinner label={common('status.loading')} showLabel />;
  } else if (info.customerType === CUSTOMER_TYPES.personal) {
    body = (
      <Banner tone="info">
        <p>{t('business.personal')}</p>
        <p>
          <InAppLink href={personalHref} navigate={navigate}>
            {t('business.open')}
          </InAppLink>
        </p>
      </Banner>
    );
  } else {
    body = (
      <Banner tone="info">
        <p>{t('business.body')}</p>
        <p>
          <InAppLink href={homeHref} navigate={navigate}>
            {t('business.home')}
          </InAppLink>
        </p>
      </Banner>
    );
  }
  return (
    <div className="wallet-kyc">
      <Stack gap="lg">
        <h1 className="wallet-kyc__title">{t('business.title')}</h1>
        {body}
      </Stack>
    </div>
  );
}
