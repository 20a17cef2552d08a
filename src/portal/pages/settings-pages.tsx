import { Link, useNavigate } from 'react-router';
import settingsCss from '../../features/account-settings/account-settings.css?inline';
import { LegalDocuments } from '../../features/account-settings/legal-documents';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from '../../features/account-settings/messages';
import { PayoutBlacklist } from '../../features/account-settings/payout-blacklist';
import { SecuritySettings } from '../../features/account-settings/security-settings';
import { pathOf } from '../../core/navigation/route-table';
import { Spinner, useMessages } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';
import { USER_CACHE_KEYS } from '../user/user-data';

adoptFeatureStyles('account-settings', settingsCss);

/** setting: password, two-step verification (a confirmed mode change goes to the accounts page, spec 1 section 4), linked devices, IP whitelist, and the way to the login history. */
export function SecurityPage() {
  const { api, cache, session, brand } = usePortal();
  const navigate = useNavigate();
  const current = useCurrentUser();
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  if (current.status !== 'ready') return <Spinner label={t('common.loading')} showLabel />;
  return (
    <SecuritySettings
      api={api}
      cache={cache}
      currentMode={current.user.state.transactionApproveMode}
      twoStepOffAllowed={brand.twoStepOffAllowed}
      replaceTokens={(tokens) => session.setTokens(tokens)}
      onTwoStepChanged={() => cache.invalidate(USER_CACHE_KEYS.customer)}
      onTwoStepConfirmed={() => void navigate(pathOf('home'))}
      loginHistoryLink={<Link to={pathOf('login-history')}>{t('security.loginHistory')}</Link>}
    />
  );
}

/** payout-blacklist: e-mail addresses that may not be paid from the customer's accounts. */
export function PayoutBlacklistPage() {
  const { api, cache } = usePortal();
  return <PayoutBlacklist api={api} cache={cache} />;
}

/** legal: agreements in force, their PDFs, the brand's legal pages. */
export function LegalPage() {
  const { api, cache, brand } = usePortal();
  return <LegalDocuments api={api} cache={cache} brand={brand} />;
}
