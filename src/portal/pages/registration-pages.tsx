/**
 * Registration, activation, activation resend and password reset pages (spec 1 section 2, spec 3 section 2.3).
 * Loaded on first visit with the registration feature and its styles, outside the portal's first download.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TokenPair } from '../../core/api/contract/auth';
import { ipInfoQuery } from '../../core/customer/customer-data';
import { ACTIVATION_ACTIONS, type ActivationAction } from '../../core/api/contract/registration';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandBotCheck } from '../../core/brand/brands';
import { pathOf } from '../../core/navigation/route-table';
import { Activation } from '../../features/registration/activation';
import { EmailConfirmationPopup } from '../../features/registration/email-confirmation';
import { PasswordReset } from '../../features/registration/password-reset';
import { PersonalRegistration } from '../../features/registration/personal-registration';
import { personalTypesOf } from '../../core/registration/registration-types';
import { RegisterChoice } from '../../features/registration/register-choice';
import { ResendActivation } from '../../features/registration/resend-activation';
import registrationCss from '../../features/registration/registration.css?inline';
import { Spinner, useLanguage, useMessages, useQuery } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import { rememberActivationNotice } from '../navigation/link-popups';

let sheetAdopted = false;

/** The feature's sheet joins the document's once, when the first registration page is shown. */
function adoptRegistrationStyles(): void {
  if (sheetAdopted || typeof document === 'undefined') return;
  sheetAdopted = true;
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(registrationCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = registrationCss;
    document.head.append(style);
  }
}

adoptRegistrationStyles();

const signIn = <Link to={pathOf('auth.login')} />;

/** Route `register`: personal or business, as the brand offers; a clear page where registration is disabled. */
export function RegisterPage() {
  const { brand, features } = usePortal();
  return (
    <RegisterChoice
      brand={brand}
      adultIndustryOptionsHidden={features.adultIndustryOptionsHidden}
      personalLink={<Link to={pathOf('auth.register-personal')} />}
      businessLink={<Link to={pathOf('auth.register-business')} />}
      signInLink={signIn}
    />
  );
}

/** Route `register/personal`: the form, with the brand's bot check and the caller's country preselected. */
export function RegisterPersonalPage() {
  const { brand, features, environment, api, cache } = usePortal();
  const language = useLanguage();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const botCheck = useMemo(
    () => createBotCheckProvider(brandBotCheck(brand, environment.name), { environment }),
    [brand, environment],
  );
  // The caller's country preselects residence and phone code; unknown (or a failed lookup) leaves them empty.
  const ipInfo = useQuery(cache, ipInfoQuery(api));
  const ipCountry =
    ipInfo.status === 'success' ? (ipInfo.data?.countryCode ?? null) : ipInfo.status === 'error' ? null : undefined;

  if (personalTypesOf(brand, features.adultIndustryOptionsHidden).length === 0)
    return <Navigate to={pathOf('auth.register')} replace />;
  if (ipCountry === undefined) return <Spinner label={t('loading')} showLabel />;
  return (
    <PersonalRegistration
      api={api}
      brand={brand}
      adultIndustryOptionsHidden={features.adultIndustryOptionsHidden}
      botCheck={botCheck}
      language={language}
      suggestedCountry={ipCountry}
      links={{ signIn, resetPassword: <Link to={pathOf('auth.password-reset')} /> }}
    />
  );
}

function activationAction(value: string | null): ActivationAction | null {
  return value !== null && (ACTIVATION_ACTIONS as readonly string[]).includes(value)
    ? (value as ActivationAction)
    : null;
}

/**
 * Route `activate`: a session open in this browser is ended first (spec 1 section 4, "Account activation"); then
 * the link is used. On success the tokens are stored and the start page loads the user and takes them home, where
 * the success message shows. (Not the route table's `logoutFirst`: that would end the session the activation
 * has just started, while this page is still on screen.)
 */
export function ActivatePage() {
  useSignals();
  const { api, session, storage } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [signingOut, setSigningOut] = useState(() => session.state.peek().status === 'active');
  useEffect(() => {
    if (!signingOut) return;
    void session.logout().finally(() => setSigningOut(false));
  }, [signingOut, session]);

  if (signingOut) return <Spinner label={t('signingOut')} showLabel />;
  const user = params.get('user');
  const onActivated = (tokens: TokenPair, message: string) => {
    rememberActivationNotice(storage, message);
    session.setTokens(tokens);
    void navigate(pathOf('start'), { replace: true });
  };
  const resendTarget = `${pathOf('auth.activation-resend')}${user ? `?${new URLSearchParams({ email: user }).toString()}` : ''}`;
  return (
    <Activation
      api={api}
      action={activationAction(params.get('action'))}
      user={user}
      code={params.get('code')}
      onActivated={onActivated}
      resendLink={<Link to={resendTarget} />}
      signInLink={signIn}
    />
  );
}

/** Route `activate/resend`: a new activation link for a registered e-mail. */
export function ActivationResendPage() {
  const { api } = usePortal();
  const language = useLanguage();
  const [params] = useSearchParams();
  return (
    <ResendActivation api={api} language={language} initialEmail={params.get('email') ?? ''} signInLink={signIn} />
  );
}

/** Route `password-reset`: request, code, new password; `email` + `code` in the address come from the e-mailed link. */
export function PasswordResetPage() {
  const { api } = usePortal();
  const language = useLanguage();
  const [params] = useSearchParams();
  return (
    <PasswordReset
      api={api}
      language={language}
      initialEmail={params.get('email') ?? ''}
      initialCode={params.get('code') ?? ''}
      signInLink={signIn}
    />
  );
}

/** The e-mail confirmation popup of a confirmation link (any route). */
export function EmailConfirmationPage({
  emailId,
  code,
  onClose,
}: {
  emailId: string;
  code: string;
  onClose: () => void;
}) {
  const { api } = usePortal();
  return <EmailConfirmationPopup api={api} emailId={emailId} code={code} onClose={onClose} />;
}
