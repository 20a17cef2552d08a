import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import { isApiError } from '../../core/api/errors';
import { signedInRedirect } from '../../core/navigation/guards';
import { buildMainMenu, buildMenu, menuKindFor } from '../../core/navigation/menus';
import { pathOf } from '../../core/navigation/route-table';
import { Button, LoadErrorBanner, Spinner, useMessages, useQuery } from '../../ui';
import { AccountMenu, MainNavigation } from '../menus/portal-menus';
import { PhoneTabBar } from '../menus/phone-tab-bar';
import { TransferNavigation } from '../menus/transfer-navigation';
import { buildTransferMenu } from '../../core/navigation/transfer-menu';
import { useTransfersText } from '../../features/transfers/messages';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { abandonSeiHandOver } from '../navigation/sei-hand-over-left';
import { useRouteDefinition } from '../navigation/use-route';
import { isBuiltRoute } from '../pages/signed-in-pages';
import type { CompanySelectionPageState } from '../pages/select-company-page';
import { ErrorPopup, SuccessPopup } from '../popups/popups';
import { usePortal } from '../portal-context';
import type { CompanyChosenState } from '../start/use-start-decision';
import { useCurrentUser, type PortalUser } from '../user/use-current-user';
import { USER_CACHE_KEYS, userQueries, type ContractStatsReply } from '../user/user-data';
import { BrandHeader } from './brand-header';
import { NotificationCentreButton, NotificationsOverlay } from './notifications-host';
import { UpdateBanner } from './update-banner';
import { useCachedData } from './use-cached';
import type { ResponseOf } from '../../core/api/contract/define';
import { NEWS_CACHE_KEYS, newsQueries } from '../../features/news/news-data';
import type { personalFatcaCrsCertificationGet, profileInfoGet } from '../../core/api/contract/kyc';
import { requiredActionCount } from '../../core/kyc/overall-status';
import { KYC_CACHE_KEYS } from '../../features/kyc/kyc-cache';
import { adoptFeatureStyles } from './feature-styles';
import notificationsCss from '../../features/notifications/notifications.css?inline';
import { PortalFrame } from './portal-frame';
import { IdleWarningDialog } from './idle-warning-dialog';
import { useSessionWatch } from './use-session-watch';
import { AdminActingBanner, useCompanyActionRequired } from './company-action';

// The header's notification centre and the toasts are on every signed-in page.
adoptFeatureStyles('notifications', notificationsCss);

/**
 * Pages of a signed-in customer: the header with the main navigation, the account menu of the user's kind, the
 * company switch, sign-out; the route guards that need the user (forced KYC, confinement to company documents,
 * the routes' own guards); and the idle and session-expiry watch.
 */
export function AppLayout() {
  useSignals();
  const { actingCustomer, startPostLogin, storage, cache } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { signOut, idleDeadline, stayActive } = useSessionWatch();
  const current = useCurrentUser();
  const route = useRouteDefinition();
  const location = useLocation();
  const navigate = useNavigate();

  // A widget's sign-in popup that lands here instead of on auth/sei: the widget is told, so it stops waiting.
  useEffect(() => {
    abandonSeiHandOver(storage, window.opener as Window | null);
  }, [storage]);

  // Acting for a customer the server refuses (a fromCustomerId the user may not use): back to the user's own
  // customer, and say why.
  const refused =
    current.status === 'error' &&
    isApiError(current.error) &&
    current.error.code === RESPONSE_CODES.accessDenied &&
    actingCustomer.id.value !== null
      ? current.error
      : null;
  useEffect(() => {
    if (refused) actingCustomer.refuse(refused);
  }, [refused, actingCustomer]);

  const user = current.status === 'ready' ? current.user : null;

  // A session restored by a reload (or a new tab of the same session) gets the post-login loads too: without them
  // the news badge, a pending confirmation, the contract counts and the account manager would be missing until some
  // page loaded them. Once per session; the start page has already started them after a sign-in.
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) startPostLogin();
  }, [signedIn, startPostLogin]);
  // The menus load the recent news (UserSections); the Menu button's badge reads the same entry.
  const unreadNews = useCachedData<{ unread: number }>(cache, NEWS_CACHE_KEYS.recent)?.unread ?? 0;
  const companySelected = (location.state as CompanyChosenState | null)?.companySelected ?? null;
  const closeSuccess = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );

  let content: ReactNode;
  if (current.status === 'terms') {
    content = <Navigate to={pathOf('terms')} replace />;
  } else if (current.status === 'error' && !refused) {
    content = <LoadErrorBanner title={t('userLoadError')} error={current.error} onRetry={current.reload} />;
  } else if (!user) {
    content = <Spinner label={t('loading')} showLabel />;
  } else {
    const redirect = route ? signedInRedirect(route, user.guard, isBuiltRoute) : null;
    content = redirect ? <Navigate to={redirect} replace /> : <Outlet />;
  }

  return (
    <PortalFrame
      header={
        <BrandHeader
          home={user && !user.guard.balanceInfo && user.guard.isBusiness ? pathOf('company-documents') : pathOf('home')}
          collapsible
          persistent={user && <NotificationCentreButton />}
          menuBadge={unreadNews}
          tabs={user && <UserTabs user={user} />}
        >
          <div className="portal-header__sections">{user && <UserSections user={user} />}</div>
          <div className="portal-header__account">
            {user && <UserIdentity user={user} />}
            {user && <UserAccountMenu user={user} />}
            <Button variant="secondary" onClick={signOut}>
              <LogOut className="portal-icon" aria-hidden="true" size={18} />
              {t('signOut')}
            </Button>
          </div>
        </BrandHeader>
      }
    >
      <UpdateBanner />
      {user && <AdminActingBanner user={user} />}
      <div className="portal-content">{content}</div>
      {user && <NotificationsOverlay />}
      <ErrorPopup error={actingCustomer.refusal.value} onClose={() => actingCustomer.dismissRefusal()} />
      <SuccessPopup
        open={companySelected !== null}
        message={t('companySwitched', { name: companySelected ?? '' })}
        onClose={closeSuccess}
      />
      <IdleWarningDialog deadline={idleDeadline} onStay={stayActive} onSignOut={() => void signOut()} />
    </PortalFrame>
  );
}

/** The menus of the user's kind: the main navigation, the account menu and the transfers entries they duplicate. */
function useUserMenus(user: PortalUser) {
  const { api, features, cache } = usePortal();
  const kind = menuKindFor(user.guard);
  // Loaded in the first post-login step where the brand has contracts; until then no badge.
  const contractStats = useCachedData<ContractStatsReply>(cache, USER_CACHE_KEYS.contractStats) ?? null;
  // Profile info is loaded after login (FATCA forms once a verification page read them): required actions highlight profile.
  const profile = useCachedData<ResponseOf<typeof profileInfoGet>>(cache, KYC_CACHE_KEYS.profile)?.profile;
  const fatca =
    useCachedData<ResponseOf<typeof personalFatcaCrsCertificationGet>>(cache, KYC_CACHE_KEYS.fatca)?.certification ??
    null;
  const profileActionRequired =
    profile !== undefined && requiredActionCount({ isBusiness: user.state.isBusiness, fatca, profile }) > 0;
  const companyActionRequired = useCompanyActionRequired(kind === 'company');
  // Menus offer only what opens: an entry the guards would send elsewhere (to the forced KYC) is left out. A section
  // entry that opens one of its own pages (merchant -> its saved buttons) opens.
  const opens = (route: string) => {
    if (!isBuiltRoute(route)) return false;
    const redirect = signedInRedirect({ name: route }, user.guard, isBuiltRoute);
    return redirect === null || redirect.startsWith(`${pathOf(route)}/`);
  };
  const kycRoute = user.guard.isNeedKyc ? (user.guard.isBusiness ? 'business-kyc' : 'kyc') : null;
  const menu = buildMainMenu({ kind, isAdmin: user.state.isAdmin, kycRoute }, opens);
  // The badge's one source is the recent news under their cache key: loaded as soon as News is offered (not after the
  // post-login wait, so it is there at sign-in and after a reload), reloaded when an item is read (the detail
  // invalidates the news keys) and when a newsPublished notice arrives (live-notifications.ts).
  const offersNews = menu.some((entry) => entry.route === 'news');
  const recentNews = useQuery(cache, offersNews ? newsQueries.recent(api) : null);
  const unreadNews = recentNews.data?.unread ?? 0;
  const main = menu.map((entry) =>
    entry.route === 'news' && unreadNews > 0
      ? { ...entry, badge: { tone: 'info' as const, count: unreadNews } }
      : entry,
  );
  // The transfers navigation's entries (without their live counts): the shell shows each entry once, so what the
  // transfers navigation offers (pre-approved payments) leaves the account menu.
  const transfers =
    kind === 'profileOnly'
      ? []
      : buildTransferMenu(
          {
            permissions: user.state.permissions,
            isBusiness: user.state.isBusiness && user.guard.balanceInfo,
            pendingApprovals: null,
          },
          opens,
        );
  const inTransfers = new Set(transfers.map((entry) => entry.route));
  const account = buildMenu(
    {
      kind,
      permissions: user.state.permissions,
      verified: user.guard.verified,
      contractsEnabled: features.contracts,
      contractStats,
      profileActionRequired,
      companyActionRequired,
    },
    opens,
  ).filter((entry) => !inTransfers.has(entry.route));
  return { kind, kycRoute, main, account, transfers, opens };
}

/** The side navigation: the main navigation (grouped, with icons) with the transfers in the money group's place. */
function UserSections({ user }: { user: PortalUser }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const { kind, kycRoute, main, opens } = useUserMenus(user);
  return (
    <MainNavigation
      entries={main}
      money={kind !== 'profileOnly' ? <TransferNavigation user={user} isAvailable={opens} /> : null}
      note={kycRoute ? t('menu.lockedUntilVerified') : null}
    />
  );
}

/** The account menu of the user's kind, in the top bar. */
function UserAccountMenu({ user }: { user: PortalUser }) {
  const { kind, account } = useUserMenus(user);
  return <AccountMenu kind={kind} entries={account} />;
}

/** Sections for the phone's tab bar, most used first; the bar shows the first four the user has. */
const TAB_ROUTES = ['home', 'transfer.p2p', 'transfer.account', 'cards', 'history', 'company-documents', 'statements'];

/** The phone's bottom tab bar: the four most used sections the user has (More opens the rest). */
function UserTabs({ user }: { user: PortalUser }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const transfersText = useTransfersText();
  const { main, transfers } = useUserMenus(user);
  const available = [
    ...main.map((entry) => ({ route: entry.route, path: entry.path, label: t(`menu.${entry.label}`) })),
    ...transfers.map((entry) => ({
      route: entry.route,
      path: entry.path,
      label: transfersText(`menu.${entry.label}`),
    })),
  ];
  const tabs = TAB_ROUTES.flatMap((route) => available.filter((entry) => entry.route === route)).slice(0, 4);
  return <PhoneTabBar tabs={tabs} />;
}

/** Who is signed in, the company acted for and, with several companies, the switch. */
function UserIdentity({ user }: { user: PortalUser }) {
  const { api, cache } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const hasCompanies = user.state.isBusiness && user.customer.isHaveRelatedAccounts;
  const accesses = useQuery(cache, hasCompanies ? userQueries.accesses(api) : null);
  const canSwitch = (accesses.data?.customerAccesses.length ?? 0) > 1;
  const switchState: CompanySelectionPageState = { switching: true };
  const name = `${user.state.firstName} ${user.state.lastName}`.trim();

  return (
    <div className="portal-header__who">
      {user.state.isBusiness && user.customer.businessName && (
        <span className="portal-header__company">{t('actingFor', { name: user.customer.businessName })}</span>
      )}
      {canSwitch && (
        <Link to={pathOf('company-selection')} state={switchState} className="portal-header__switch">
          {t('switchCompany')}
        </Link>
      )}
      <span className="portal-header__user">{t('signedInAs', { login: name || user.state.login })}</span>
    </div>
  );
}
