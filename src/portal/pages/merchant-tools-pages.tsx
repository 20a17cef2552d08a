import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { ApiKeys } from '../../features/merchant-tools/api-keys';
import { ApiLog } from '../../features/merchant-tools/api-log';
import { IdentityHistory, IdentityVerification } from '../../features/merchant-tools/identity';
import { IpnHistory } from '../../features/merchant-tools/ipn-history';
import { useToolsMessages } from '../../features/merchant-tools/messages';
import merchantToolsCss from '../../features/merchant-tools/merchant-tools.css?inline';
import { Reputation } from '../../features/merchant-tools/reputation';
import { Subscribers } from '../../features/merchant-tools/subscribers';
import { MerchantGate, type MerchantToolsProps } from '../../features/merchant-tools/tools-screen';
import { WebhookLog } from '../../features/merchant-tools/webhook-log';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { ErrorPopup } from '../popups/popups';
import { isBuiltRoute } from './signed-in-pages';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('merchant-tools', merchantToolsCss);

/** The merchant section's pages, in menu order; the three internal ones only with full access (spec 3 section 2.5). */
const MERCHANT_ENTRIES: readonly { route: string; label: string; fullAccess?: boolean; section?: string }[] = [
  { route: 'merchant.verification', label: 'verification' },
  { route: 'merchant.verification-history', label: 'verificationHistory' },
  { route: 'merchant.reputation', label: 'reputation' },
  { route: 'merchant.subscribers', label: 'subscribers' },
  // The buttons' three sections (saved buttons, notifications, logos) are one entry.
  { route: 'merchant.saved-buttons', label: 'savedButtons', section: '/merchant/buttons/' },
  { route: 'merchant.ipn-history', label: 'ipnHistory' },
  { route: 'merchant.ipn-settings', label: 'ipnSettings' },
  { route: 'merchant.api-key', label: 'apiKey', fullAccess: true },
  { route: 'merchant.api-log', label: 'apiLog', fullAccess: true },
  { route: 'merchant.webhook-log', label: 'webhookLog', fullAccess: true },
];

/** The merchant section's navigation: the pages built and allowed by the user's rights. */
export function MerchantNavigation() {
  const { t, ready } = useToolsMessages();
  const current = useCurrentUser();
  const { pathname } = useLocation();
  if (!ready || current.status !== 'ready') return null;
  const full = current.user.guard.fullMerchantAccess;
  const entries = MERCHANT_ENTRIES.filter((entry) => isBuiltRoute(entry.route) && (full || !entry.fullAccess));
  return (
    <nav aria-label={t('nav.label')} className="portal-nav merchant-nav">
      <ul className="portal-nav__list">
        {entries.map((entry) => (
          <li key={entry.route}>
            {entry.section && pathname.startsWith(entry.section) ? (
              <Link to={pathOf(entry.route)} aria-current="page" className="portal-nav__link">
                {t(`nav.${entry.label}`)}
              </Link>
            ) : (
              <NavLink to={pathOf(entry.route)} end className="portal-nav__link">
                {t(`nav.${entry.label}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A merchant tools page: the section navigation, the screen (for merchants only) and the error popup of its calls. */
function ToolsPage({
  needsEdit = false,
  screen,
}: {
  needsEdit?: boolean;
  screen: (props: MerchantToolsProps) => ReactNode;
}) {
  const { api, cache } = usePortal();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      <MerchantNavigation />
      <MerchantGate api={api} cache={cache} needsEdit={needsEdit}>
        {screen({ api, cache, onError: setFailure })}
      </MerchantGate>
      <ErrorPopup error={failure} onClose={() => setFailure(null)} />
    </>
  );
}

/** merchant/internal/api_key */
export function MerchantApiKeyPage() {
  return <ToolsPage screen={(props) => <ApiKeys {...props} />} />;
}

/** merchant/internal/api_log */
export function MerchantApiLogPage() {
  return <ToolsPage screen={(props) => <ApiLog {...props} />} />;
}

/** merchant/internal/webhook_log */
export function MerchantWebhookLogPage() {
  return <ToolsPage screen={(props) => <WebhookLog {...props} />} />;
}

/** merchant/ipn/history */
export function MerchantIpnHistoryPage() {
  return <ToolsPage screen={(props) => <IpnHistory {...props} />} />;
}

/** merchant/accounts/subscribers */
export function MerchantSubscribersPage() {
  return <ToolsPage screen={(props) => <Subscribers {...props} />} />;
}

/** merchant/security/verification */
export function MerchantVerificationPage() {
  return <ToolsPage needsEdit screen={(props) => <IdentityVerification {...props} />} />;
}

/** merchant/security/verification/history */
export function MerchantVerificationHistoryPage() {
  return <ToolsPage screen={(props) => <IdentityHistory {...props} />} />;
}

/** merchant/security/reputation */
export function MerchantReputationPage() {
  return <ToolsPage screen={(props) => <Reputation {...props} />} />;
}
