import settingsCss from '../../features/account-settings/account-settings.css?inline';
import { ContactAddresses } from '../../features/account-settings/contact-addresses';
import { ContactEmails } from '../../features/account-settings/contact-emails';
import { UsernameChange } from '../../features/account-settings/username-change';
import { Stack } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { USER_CACHE_KEYS } from '../user/user-data';
import { ProfilePage } from './kyc-pages';

adoptFeatureStyles('account-settings', settingsCss);

/** profile: the verification overview, then the customer's e-mail addresses, addresses and username. */
export function ProfileWithContactsPage() {
  const { api, cache } = usePortal();
  const reloadCustomer = () => cache.invalidate(USER_CACHE_KEYS.customer);
  return (
    <Stack gap="xl">
      <ProfilePage />
      <ContactEmails api={api} cache={cache} scope="profile" />
      <ContactAddresses api={api} cache={cache} onChanged={reloadCustomer} />
      <UsernameChange api={api} cache={cache} onChanged={reloadCustomer} />
    </Stack>
  );
}

/** company-emails: the selected company's e-mail addresses (the calls act for it). */
export function CompanyEmailsPage() {
  const { api, cache } = usePortal();
  return <ContactEmails api={api} cache={cache} scope="company" headingLevel={1} />;
}
