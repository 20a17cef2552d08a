import type { SupportContact } from '../../core/support/support-desk';
import { AccountsOverview } from '../../features/accounts-overview/accounts-overview';
import { AccountManagerCard } from '../../features/support-contact/account-manager';
import supportContactCss from '../../features/support-contact/support-contact.css?inline';
import { Suspense } from 'react';
import { Stack } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { useCachedData } from '../layouts/use-cached';
import { usePortal } from '../portal-context';
import { SUPPORT_CONTACT_CACHE_KEY } from '../start/post-login-plan';
import { HomeRecentActivity } from './lazy-pages';

adoptFeatureStyles('support-contact', supportContactCss);

/** The signed-in start page (route home): the accounts and, for a business with one, its account manager. */
export function HomePage() {
  const { api, cache } = usePortal();
  // Support is initialised after the post-login wait; the card appears then.
  const support = useCachedData<SupportContact>(cache, SUPPORT_CONTACT_CACHE_KEY);
  return (
    <Stack gap="lg">
      <AccountsOverview api={api} cache={cache} />
      <Suspense fallback={null}>
        <HomeRecentActivity />
      </Suspense>
      {support?.accountManager && (
        <AccountManagerCard agent={support.accountManager} customerName={support.profile.name} />
      )}
    </Stack>
  );
}
