/**
 * Route `register/business` (spec 3 sections 2.3 and 2.4): the business registration wizard with the brand's bot
 * check, its draft in local storage. Loaded on first visit with the feature and its styles. After a successful
 * registration the visitor goes home, which without a session is the sign-in page, with the completion message.
 */
import { useMemo } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandBotCheck } from '../../core/brand/brands';
import { pathOf } from '../../core/navigation/route-table';
import { businessTypesOf } from '../../core/registration/registration-types';
import { BusinessRegistration } from '../../features/business-registration/business-registration';
import businessRegistrationCss from '../../features/business-registration/business-registration.css?inline';
import { useLanguage } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import type { LoginPageState } from '../navigation/navigation-root';
import { usePortal } from '../portal-context';

adoptFeatureStyles('business-registration', businessRegistrationCss);

/** localStorage, or null where the browser refuses it (private modes of some webviews). */
function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function BusinessRegistrationPage() {
  const { brand, features, environment, api, cache } = usePortal();
  const language = useLanguage();
  const navigate = useNavigate();
  const botCheck = useMemo(
    () => createBotCheckProvider(brandBotCheck(brand, environment.name), { environment }),
    [brand, environment],
  );
  const storage = useMemo(() => draftStorage(), []);
  if (businessTypesOf(brand, features.adultIndustryOptionsHidden).length === 0)
    return <Navigate to={pathOf('auth.register')} replace />;
  return (
    <BusinessRegistration
      api={api}
      cache={cache}
      brand={brand}
      features={features}
      botCheck={botCheck}
      language={language}
      storage={storage}
      links={{ signIn: <Link to={pathOf('auth.login')} /> }}
      onRegistered={(email) => {
        // Home, for a visitor who has just registered (no session yet), is the sign-in page; the completion message
        // goes with them (docs/decisions.md, "After the business registration").
        const state: LoginPageState = { registeredEmail: email };
        void navigate(pathOf('auth.login'), { replace: true, state });
      }}
    />
  );
}
