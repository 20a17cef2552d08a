import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandBotCheck } from '../../core/brand/brands';
import { pathOf } from '../../core/navigation/route-table';
import { LoginFeature } from '../../features/login/login-feature';
import { Banner, useMessages } from '../../ui';
import { LOGIN_NAMESPACE, loginMessages } from '../../features/login/messages';
import {
  BUSINESS_REGISTRATION_NAMESPACE,
  businessRegistrationMessages,
} from '../../features/business-registration/messages';
import type { LoginPageState } from '../navigation/navigation-root';
import { usePortal } from '../portal-context';

const REASONS = { sessionExpired: 'session.expired', idle: 'session.idle', signedOut: 'session.signedOut' } as const;

/**
 * The sign-in page (route auth.login). A visitor who is already signed in goes home. After signing in, the start
 * page decides where to go. A code exchange (`code` + `codeVerifier` in the query) is run by the navigation root;
 * its failure, or the reason the start page sent the user back, is shown here.
 */
export function LoginPage() {
  useSignals();
  const { session, brand, environment, createLoginFlow, shell } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const flow = useMemo(() => createLoginFlow(), [createLoginFlow]);
  const tLogin = useMessages(LOGIN_NAMESPACE, loginMessages);
  const tRegistration = useMessages(BUSINESS_REGISTRATION_NAMESPACE, businessRegistrationMessages);
  // Asked for by the server after a few failed attempts.
  const botCheck = useMemo(
    () => createBotCheckProvider(brandBotCheck(brand, environment.name), { environment }),
    [brand, environment],
  );

  useEffect(() => () => flow.cancel(), [flow]);
  // A migration whose strategy is 'enable' leads to the secure-device page: scp-mobile inside the mobile app.
  const secureDeviceRoute = shell.embedded ? 'scp-mobile' : 'scp-enable';

  if (session.state.value.status === 'active' && flow.step.value.kind !== 'done')
    return <Navigate to={pathOf('home')} replace />;

  const handed = (location.state as LoginPageState | null) ?? {};
  const failure = handed.exchangeError ?? handed.startError ?? null;
  const reason = params.get('reason');
  const reasonKey = reason && reason in REASONS ? REASONS[reason as keyof typeof REASONS] : null;
  const notice = failure ? (
    <Banner tone="error">{failure}</Banner>
  ) : handed.registeredEmail ? (
    <Banner tone="success" title={tRegistration('done.title')}>
      {tRegistration('done.body', { email: handed.registeredEmail })} {tRegistration('done.users')}
    </Banner>
  ) : reasonKey ? (
    <Banner tone={reason === 'signedOut' ? 'success' : 'warning'}>
      {tLogin(reasonKey, { minutes: brand.idleTimeoutMinutes })}
    </Banner>
  ) : null;

  return (
    <div className="portal-login">
      <LoginFeature
        flow={flow}
        brandName={brand.name}
        appLinks={brand.storeLinks}
        notice={notice}
        botCheck={botCheck}
        onSignedIn={(outcome) =>
          void navigate(pathOf(outcome?.enableSecureDevice ? secureDeviceRoute : 'start'), { replace: true })
        }
        onEnableSecureDevice={() => void navigate(pathOf(secureDeviceRoute))}
        onRequestActivation={(email) =>
          void navigate(
            `${pathOf('auth.activation-resend')}${email ? `?${new URLSearchParams({ email }).toString()}` : ''}`,
          )
        }
        footer={
          <>
            <p className="portal-login__register">
              <Link to={pathOf('auth.password-reset')}>{tLogin('forgotPassword')}</Link>
            </p>
            {brand.registration.enabled && (
              <p className="portal-login__register">
                {tLogin('noAccount', { brand: brand.name })}{' '}
                <Link to={pathOf('auth.register')}>{tLogin('register')}</Link>
              </p>
            )}
          </>
        }
      />
    </div>
  );
}
