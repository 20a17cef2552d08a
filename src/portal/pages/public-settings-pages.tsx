import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router';
import settingsCss from '../../features/account-settings/account-settings.css?inline';
import { SecureDeviceLink } from '../../features/account-settings/linked-devices';
import { ServiceTerms } from '../../features/account-settings/service-terms';
import { agreementPdfPath, SERVICE_TERMS_ID } from '../../core/api/contract/settings';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from '../../features/account-settings/messages';
import { pathOf } from '../../core/navigation/route-table';
import { Stack, useMessages } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';

adoptFeatureStyles('account-settings', settingsCss);

/**
 * Public pages of account security: scp (on a computer) and scp-mobile (on the phone): enable a secure device after a sign-in asked for it (a push
 * migration). With a session the deep link is requested (QR code, or the app opened on the phone); without one the
 * store links are offered and the app links itself at its first sign-in.
 */
function SecureDevicePage({ onPhone }: { onPhone: boolean }) {
  useSignals();
  const { api, brand, cache, session } = usePortal();
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const signedIn = session.state.value.status === 'active';
  return (
    <Stack gap="lg" className="wallet-settings portal-narrow">
      <h1>{t('devices.scpTitle')}</h1>
      <p>{t('devices.scpIntro', { brand: brand.name })}</p>
      <SecureDeviceLink api={api} cache={cache} canRequestLink={signedIn} onPhone={onPhone} />
      <p>
        <Link to={signedIn ? pathOf('start') : pathOf('auth.login')}>{t('devices.scpContinue')}</Link>
      </p>
    </Stack>
  );
}

export function ScpPage() {
  return <SecureDevicePage onPhone={false} />;
}

export function ScpMobilePage() {
  return <SecureDevicePage onPhone />;
}

/** legal/fundstr-tos: the public terms of service. */
export function ServiceTermsPage() {
  const { brand, environment } = usePortal();
  return <ServiceTerms brand={brand} pdfUrl={new URL(agreementPdfPath(SERVICE_TERMS_ID), environment.apiBase).href} />;
}
