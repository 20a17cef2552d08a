import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginFeature } from '../../features/login/login-feature';
import { Banner, useErrorText, useMessages } from '../../ui';
import { LOGIN_NAMESPACE, loginMessages } from '../../features/login/messages';
import { takeInitialPath } from '../guards/require-auth';
import { usePortal } from '../portal-context';

const REASONS = { sessionExpired: 'session.expired', idle: 'session.idle', signedOut: 'session.signedOut' } as const;

/**
 * The sign-in page (route auth.login). A visitor who is already signed in goes home; `code` + `codeVerifier` in
 * the query complete a sign-in started elsewhere (code exchange).
 */
export function LoginPage() {
  useSignals();
  const { session, brand, createLoginFlow } = usePortal();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const flow = useMemo(() => createLoginFlow(), [createLoginFlow]);
  const tLogin = useMessages(LOGIN_NAMESPACE, loginMessages);
  const errorText = useErrorText();
  const [exchangeError, setExchangeError] = useState<string | null>(null);

  useEffect(() => () => flow.cancel(), [flow]);

  const code = params.get('code');
  const codeVerifier = params.get('codeVerifier');
  useEffect(() => {
    if (!code || !codeVerifier) return;
    setParams(
      (current) => {
        current.delete('code');
        current.delete('codeVerifier');
        return current;
      },
      { replace: true },
    );
    flow.exchangeCode(code, codeVerifier).catch((error: unknown) => setExchangeError(errorText(error)));
  }, [code, codeVerifier, flow, setParams, errorText]);

  if (session.state.value.status === 'active' && flow.step.value.kind !== 'done') return <Navigate to="/home" replace />;

  const reason = params.get('reason');
  const reasonKey = reason && reason in REASONS ? REASONS[reason as keyof typeof REASONS] : null;
  const notice = exchangeError ? (
    <Banner tone="error">{exchangeError}</Banner>
  ) : reasonKey ? (
    <Banner tone={reason === 'signedOut' ? 'success' : 'warning'}>{tLogin(reasonKey, { minutes: brand.idleTimeoutMinutes })}</Banner>
  ) : null;

  return (
    <div className="portal-login">
      <LoginFeature
        flow={flow}
        brandName={brand.name}
        appLinks={brand.storeLinks}
        notice={notice}
        onSignedIn={() => void navigate(takeInitialPath(window.sessionStorage) ?? '/home', { replace: true })}
        footer={
          brand.registration.enabled ? (
            <p className="portal-login__register">
              {tLogin('noAccount', { brand: brand.name })} <Link to="/register">{tLogin('register')}</Link>
            </p>
          ) : null
        }
      />
    </div>
  );
}
