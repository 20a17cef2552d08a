/**
 * Route `register/business` (spec 3 sections 2.3 and 2.4): the business registration wizard with the brand's bot
 * check, its draft in local storage. Loaded on first visit with the feature and its styles. After a successful
 * registration the visitor goes home, which without a session is the sign-in page, with the completion message.
 * `register/new-business` is the same wizard started afresh beside a saved application, and `new-profile` the
 * wizard for a signed-in person's new business profile (docs/decisions.md "New business applications and profiles").
 */
import { useMemo } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandBotCheck } from '../../core/brand/brands';
import { NEW_PROFILE_DRAFT_STORAGE_KEY } from '../../core/business-registration/draft-key';
import { newProfileDraft, personEmailCheckQuery } from '../../core/business-registration/new-profile';
import { emptyDraft } from '../../core/business-registration/business-draft';
import { customerQuery } from '../../core/customer/customer-data';
import { emailStatusOf } from '../../core/registration/email-status';
import { pathOf } from '../../core/navigation/route-table';
import { businessTypesOf } from '../../core/registration/registration-types';
import { BusinessRegistration } from '../../features/business-registration/business-registration';
import businessRegistrationCss from '../../features/business-registration/business-registration.css?inline';
import { LoadErrorBanner, Spinner, useLanguage, useMessages, useQuery } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import type { LoginPageState } from '../navigation/navigation-root';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
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

function useBotCheck() {
  const { brand, environment } = usePortal();
  return useMemo(
    () => createBotCheckProvider(brandBotCheck(brand, environment.name), { environment }),
    [brand, environment],
  );
}

/** register/business (the saved application) or register/new-business (a new one beside it). */
function VisitorRegistration({ fresh }: { fresh: boolean }) {
  const { brand, features, api, cache } = usePortal();
  const language = useLanguage();
  const navigate = useNavigate();
  const botCheck = useBotCheck();
  const storage = useMemo(() => draftStorage(), []);
  if (businessTypesOf(brand, features.adultIndustryOptionsHidden).length === 0)
    return <Navigate to={pathOf('auth.register')} replace />;
  return (
    <BusinessRegistration
      // A new application mounts a wizard of its own, so going from one route to the other starts over.
      key={fresh ? 'new' : 'saved'}
      api={api}
      cache={cache}
      brand={brand}
      features={features}
      botCheck={botCheck}
      language={language}
      storage={storage}
      start={fresh ? { kind: 'new', initialDraft: emptyDraft } : { kind: 'saved' }}
      links={{
        signIn: <Link to={pathOf('auth.login')} />,
        ...(fresh
          ? { savedApplication: <Link to={pathOf('auth.register-business')} /> }
          : { newApplication: <Link to={pathOf('auth.register-new-business')} /> }),
      }}
      onRegistered={(email) => {
        // Home, for a visitor who has just registered (no session yet), is the sign-in page; the completion message
        // goes with them (docs/decisions.md, "After the business registration").
        const state: LoginPageState = { registeredEmail: email };
        void navigate(pathOf('auth.login'), { replace: true, state });
      }}
    />
  );
}

export function BusinessRegistrationPage() {
  return <VisitorRegistration fresh={false} />;
}

/** register/new-business (spec 1 section 2 route auth.register-new-business). */
export function NewBusinessRegistrationPage() {
  return <VisitorRegistration fresh />;
}

/**
 * new-profile (spec 1 section 2): the signed-in person opens a business profile of their own. The wizard starts
 * with them as the first director (and user, for a business user); its draft is kept apart from a visitor's and
 * goes at sign-out. After sending, the wizard's own completion message shows: the person is still signed in.
 */
export function NewProfilePage() {
  const { brand, features, api, cache } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const language = useLanguage();
  const botCheck = useBotCheck();
  const storage = useMemo(() => draftStorage(), []);
  const customer = useQuery(cache, customerQuery(api));
  const login = customer.data?.customer.login ?? '';
  // Whether the person may be a user of the new company too: the wizard's own e-mail check, asked once.
  const emailCheck = useQuery(cache, login.includes('@') ? personEmailCheckQuery(api, login) : null);
  const types = businessTypesOf(brand, features.adultIndustryOptionsHidden);
  if (types.length === 0) return <Navigate to={pathOf('home')} replace />;
  if (customer.status === 'error' && !customer.data)
    return <LoadErrorBanner title={t('newProfile.loadFailed')} error={customer.error} onRetry={customer.reload} />;
  const person = customer.data?.customer;
  const checking = login.includes('@') && emailCheck.status !== 'success' && emailCheck.status !== 'error';
  if (!person || checking) return <Spinner label={t('loading')} showLabel />;
  // A failed check leaves the person a director only; they can still add themselves as a user in the wizard.
  const emailStatus = emailCheck.data ? emailStatusOf(emailCheck.data) : null;
  return (
    <BusinessRegistration
      api={api}
      cache={cache}
      brand={brand}
      features={features}
      botCheck={botCheck}
      language={language}
      storage={storage}
      storageKey={NEW_PROFILE_DRAFT_STORAGE_KEY}
      start={{
        kind: 'saved',
        initialDraft: () =>
          newProfileDraft({
            firstName: person.firstName,
            lastName: person.lastName,
            birthDay: person.birthDay,
            login: person.login,
            emailStatus,
          }),
      }}
      links={{}}
    />
  );
}
