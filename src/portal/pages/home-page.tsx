import type { SupportContact } from '../../core/support/support-desk';
import { pathOf } from '../../core/navigation/route-table';
import { AccountsOverview } from '../../features/accounts-overview/accounts-overview';
import homeCss from '../../features/accounts-overview/home.css?inline';
import { HomeBalance, HomeChart, HomeTasks, QuickActions, type HomeLinks } from '../../features/accounts-overview/home';
import { AccountManagerCard } from '../../features/support-contact/account-manager';
import supportContactCss from '../../features/support-contact/support-contact.css?inline';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { useCachedData } from '../layouts/use-cached';
import { usePortal } from '../portal-context';
import { SUPPORT_CONTACT_CACHE_KEY } from '../start/post-login-plan';
import { useCurrentUser } from '../user/use-current-user';
import { HomeRecentActivity } from './lazy-pages';

adoptFeatureStyles('support-contact', supportContactCss);
adoptFeatureStyles('home', homeCss);

function homeLinks(isBusiness: boolean): HomeLinks {
  return {
    p2p: pathOf('transfer.p2p'),
    ownAccounts: pathOf('transfer.account'),
    // The external transfer page offers bank (wire, EFT, instant) and card payouts; the kind is chosen there.
    bankPayout: pathOf('transfer.external'),
    cardPayout: pathOf('transfer.external'),
    invoices: pathOf('transfer.invoices'),
    preApproved: pathOf('transfer.preapproved-payments'),
    approvals: pathOf('transfer.approved'),
    verify: pathOf(isBusiness ? 'business-kyc' : 'kyc'),
    profileUpdate: pathOf('profile-update'),
  };
}

/**
 * The signed-in start page (route home), laid out like a bank's: the total and quick actions beside the recent
 * activity in the first screen, then the chart and what needs the customer, then the accounts and, for a business
 * with one, its account manager.
 */
export function HomePage() {
  useSignals();
  const { api, cache, actingCustomer } = usePortal();
  const navigate = useNavigate();
  const current = useCurrentUser();
  const user = current.status === 'ready' ? current.user : null;
  const isBusiness = user?.state.isBusiness ?? false;
  const links = homeLinks(isBusiness);
  const go = (path: string) => void navigate(path);
  // Support is initialised after the post-login wait; the card appears then.
  const support = useCachedData<SupportContact>(cache, SUPPORT_CONTACT_CACHE_KEY);
  return (
    <div className="wallet-home">
      <div className="wallet-home__top">
        <div className="wallet-home__main">
          <HomeBalance
            api={api}
            cache={cache}
            actingForCustomer={Boolean(user?.state.isAdmin) && actingCustomer.id.value !== null}
          />
          <QuickActions api={api} cache={cache} links={links} navigate={go} />
        </div>
        <div className="wallet-home__side">
          <Suspense fallback={null}>
            <HomeRecentActivity />
          </Suspense>
        </div>
      </div>
      <div className="wallet-home__grid">
        <HomeChart api={api} cache={cache} />
        {user && (
          <HomeTasks
            api={api}
            cache={cache}
            links={links}
            navigate={go}
            isBusiness={isBusiness}
            verification={{
              needKyc: user.state.isNeedKyc,
              needProfile: user.state.isNeedPersonalInfoUpdate,
              verified: user.guard.verified,
            }}
          />
        )}
      </div>
      <AccountsOverview api={api} cache={cache} greeting={false} />
      {support?.accountManager && (
        <AccountManagerCard agent={support.accountManager} customerName={support.profile.name} />
      )}
    </div>
  );
}
