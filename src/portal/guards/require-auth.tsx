import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginRedirect } from '../../core/navigation/guards';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { useRouteName } from '../navigation/use-route';
import { usePortal } from '../portal-context';

/**
 * Routes that need a login: a visitor who is not signed in goes to login and the wanted path is saved, to be used
 * once after sign-in (spec 1 section 2, "Guards" and "Start page after login" rule 7). The external authorize
 * flow (`auth/sei`) keeps its target under its own key.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useSignals();
  const { session, storage } = usePortal();
  const location = useLocation();
  const name = useRouteName();
  const state = session.state.value;
  if (state.status === 'active') return children;

  const redirect = loginRedirect({ name }, location, { reason: state.status === 'expired' ? state.reason : null });
  if (redirect.remember !== null) storage.setItem(SESSION_KEYS[redirect.key], redirect.remember);
  return <Navigate to={redirect.to} replace />;
}
