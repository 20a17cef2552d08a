import { cloneElement, type ReactElement } from 'react';

type LinkElement = ReactElement<{ className?: string }>;
import type { Brand } from '../../core/brand/brand-schema';
import { Banner, Card, Stack } from '../../ui';
import { useRegistrationMessages } from './form-parts';
import { businessTypesOf, personalTypesOf } from '../../core/registration/registration-types';

export interface RegisterChoiceProps {
  brand: Brand;
  adultIndustryOptionsHidden: boolean;
  /** Links (elements without children) to the personal and business registration and to sign-in. */
  personalLink: LinkElement;
  businessLink: LinkElement;
  signInLink: LinkElement;
}

/**
 * The register choice page: personal or business account, as the brand offers them, with the kinds of customer
 * each is for. A brand with registration disabled says so and how to become a customer instead.
 */
export function RegisterChoice({
  brand,
  adultIndustryOptionsHidden,
  personalLink,
  businessLink,
  signInLink,
}: RegisterChoiceProps) {
  const t = useRegistrationMessages();
  const personal = personalTypesOf(brand, adultIndustryOptionsHidden);
  const business = businessTypesOf(brand, adultIndustryOptionsHidden);

  if (!brand.registration.enabled || personal.length + business.length === 0) {
    return (
      <section className="wallet-registration" aria-labelledby="register-title">
        <h1 id="register-title" className="wallet-registration__title">
          {t('choice.disabledTitle')}
        </h1>
        <Banner tone="info">
          {t('choice.disabledBody', { brand: brand.name, email: brand.support.email, phone: brand.support.phone })}
        </Banner>
        <p className="wallet-registration__aside">
          {t('choice.haveAccount')} {cloneElement(signInLink, {}, t('choice.signIn'))}
        </p>
      </section>
    );
  }

  return (
    <section className="wallet-registration wallet-registration--wide" aria-labelledby="register-title">
      <h1 id="register-title" className="wallet-registration__title">
        {t('choice.title', { brand: brand.name })}
      </h1>
      <p className="wallet-registration__intro">{t('choice.intro')}</p>
      <ul className="wallet-registration__choices">
        {personal.length > 0 && (
          <li>
            <Card>
              <Stack gap="sm">
                <h2>{t('choice.personalTitle')}</h2>
                <p>{t('choice.personalBody')}</p>
                <p>{t('choice.personalFor', { types: personal.map((type) => t(`types.${type}`)).join(', ') })}</p>
                {cloneElement(
                  personalLink,
                  { className: 'wallet-button wallet-button--primary' },
                  t('choice.personalAction'),
                )}
              </Stack>
            </Card>
          </li>
        )}
        {business.length > 0 && (
          <li>
            <Card>
              <Stack gap="sm">
                <h2>{t('choice.businessTitle')}</h2>
                <p>{t('choice.businessBody')}</p>
                {cloneElement(
                  businessLink,
                  { className: 'wallet-button wallet-button--secondary' },
                  t('choice.businessAction'),
                )}
              </Stack>
            </Card>
          </li>
        )}
      </ul>
      <p className="wallet-registration__aside">
        {t('choice.haveAccount')} {cloneElement(signInLink, {}, t('choice.signIn'))}
      </p>
    </section>
  );
}
