import settingsCss from '../../features/account-settings/account-settings.css?inline';
import { ContactAddresses } from '../../features/account-settings/contact-addresses';
import { ContactEmails } from '../../features/account-settings/contact-emails';
import { ProfileDetails } from '../../features/account-settings/profile-details';
import { UsernameChange } from '../../features/account-settings/username-change';
import { kycQueries } from '../../features/kyc/kyc-data';
import { Link } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { businessTypesOf } from '../../core/registration/registration-types';
import { Stack, useMessages, useQuery } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from '../../features/account-settings/messages';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { customerQuery } from '../../core/customer/customer-data';
import { USER_CACHE_KEYS } from '../user/user-data';
import { ProfileVerification } from './kyc-pages';

adoptFeatureStyles('account-settings', settingsCss);

/**
 * profile: the person (details, e-mails, phones, addresses, language preference), their verification as one section,
 * then the screens that manage e-mail addresses, addresses and the username. The details read customer info and the
 * verification's profile under the keys the shell and the verification use, so the page asks for each once.
 */
export function ProfileWithContactsPage() {
  const { api, cache, brand, features } = usePortal();
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const tp = useMessages(PORTAL_NAMESPACE, portalMessages);
  // A new business profile (route new-profile), where the brand registers businesses at all.
  const opensBusinesses = businessTypesOf(brand, features.adultIndustryOptionsHidden).length > 0;
  const customer = useQuery(cache, customerQuery(api));
  const profile = useQuery(cache, kycQueries.profile(api));
  const reloadCustomer = () => cache.invalidate(USER_CACHE_KEYS.customer);
  return (
    <Stack gap="xl">
      <h1>{t('profile.title')}</h1>
      <ProfileDetails
        api={api}
        cache={cache}
        customer={customer.data?.customer ?? null}
        phones={profile.data?.profile.phones ?? null}
        languages={brand.languages.available}
        links={{ emails: '#profile-emails', phones: '#kyc-phone', addresses: '#profile-addresses' }}
      />
      <ProfileVerification />
      <div id="profile-emails">
        <ContactEmails api={api} cache={cache} scope="profile" />
      </div>
      <div id="profile-addresses">
        <ContactAddresses api={api} cache={cache} onChanged={reloadCustomer} />
      </div>
      <UsernameChange api={api} cache={cache} onChanged={reloadCustomer} />
      {opensBusinesses && (
        <p>
          {tp('newProfile.linkIntro')} <Link to={pathOf('new-profile')}>{tp('newProfile.link')}</Link>
        </p>
      )}
    </Stack>
  );
}

/** company-emails: the selected company's e-mail addresses (the calls act for it). */
export function CompanyEmailsPage() {
  const { api, cache } = usePortal();
  return <ContactEmails api={api} cache={cache} scope="company" headingLevel={1} />;
}
