import type { ApiClient } from '../../core/api/client';
import type { Customer } from '../../core/api/contract/customer';
import type { Phone } from '../../core/api/contract/kyc';
import type { Language } from '../../core/i18n/i18n';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { countryOptions } from '../../core/registration/countries';
import { LanguageSwitcher, Stack, useLanguage, useMessages, useQuery } from '../../ui';
import { contactsReads } from './contacts-data';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

export interface ProfileDetailsProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The signed-in customer (customerInfoGet), or null while it loads. */
  customer: Customer | null;
  /** The customer's phone numbers from the verification data, or null while they load. */
  phones: readonly Phone[] | null;
  /** The brand's languages, offered as the preference. */
  languages: readonly Language[];
  /** In-page addresses of the screens that manage each kind of contact. */
  links: { emails: string; phones: string; addresses: string };
}

/** A date-only ISO string (`1990-02-03`) in the reader's language, without shifting it by the time zone. */
function formatBirthDay(value: string, language: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The person behind the profile: name, date of birth, country of residence, sign-in name, e-mail addresses, phones,
 * addresses and the language preference. E-mails and addresses are read through the same cache keys as their own
 * screens (no second request) and link to them rather than repeating their forms.
 */
export function ProfileDetails({ api, cache, customer, phones, languages, links }: ProfileDetailsProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const language = useLanguage();
  const emailsRead = contactsReads.emails(api, 'profile');
  const addressesRead = contactsReads.addresses(api);
  const emails = useQuery(cache, emailsRead).data?.emails;
  const addresses = useQuery(cache, addressesRead).data?.addresses;
  const loading = t('common.loading');
  const residence = customer?.residenceCountryCode
    ? countryOptions(language).find((country) => country.code === customer.residenceCountryCode)?.name
    : undefined;
  const primary = emails?.find((email) => email.primary);

  return (
    <Stack gap="md" className="wallet-settings wallet-profile">
      <h2>{t('profile.detailsTitle')}</h2>
      <dl className="wallet-profile__facts">
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{customer ? `${customer.firstName} ${customer.lastName}`.trim() : loading}</dd>
        </div>
        <div>
          <dt>{t('profile.birthDay')}</dt>
          <dd>
            {customer
              ? customer.birthDay
                ? formatBirthDay(customer.birthDay, language)
                : t('profile.notGiven')
              : loading}
          </dd>
        </div>
        <div>
          <dt>{t('profile.residence')}</dt>
          <dd>{customer ? (residence ?? t('profile.notGiven')) : loading}</dd>
        </div>
        <div>
          <dt>{t('profile.login')}</dt>
          <dd className="wallet-settings__wrap">{customer ? customer.login : loading}</dd>
        </div>
        <div>
          <dt>{t('profile.emails')}</dt>
          <dd>
            {emails === undefined ? (
              loading
            ) : (
              <>
                <span className="wallet-settings__wrap">{primary?.email ?? t('profile.notGiven')}</span>
                {emails.length > 1 && <> {t('profile.moreEmails', { count: emails.length - 1 })}</>}{' '}
                <a href={links.emails}>{t('profile.manageEmails')}</a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('profile.phones')}</dt>
          <dd>
            {phones === null
              ? loading
              : phones.length === 0
                ? t('profile.notGiven')
                : phones
                    .map(
                      (phone) =>
                        `+${phone.countryCode} ${phone.number} (${t(phone.confirmed ? 'profile.confirmed' : 'profile.notConfirmed')})`,
                    )
                    .join(', ')}{' '}
            {phones !== null && <a href={links.phones}>{t('profile.managePhones')}</a>}
          </dd>
        </div>
        <div>
          <dt>{t('profile.addresses')}</dt>
          <dd>
            {addresses === undefined ? loading : t('profile.addressCount', { count: addresses.length })}{' '}
            {addresses !== undefined && <a href={links.addresses}>{t('profile.manageAddresses')}</a>}
          </dd>
        </div>
      </dl>
      <LanguageSwitcher languages={languages} label={t('profile.language')} />
    </Stack>
  );
}
