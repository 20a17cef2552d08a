import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { usePortal } from '../portal-context';

/**
 * Routes that need a login: an unauthenticated visitor goes to login and the wanted path is saved, to be used
 * once after sign-in (spec 1 section 2, "Guards" and "Start page after login" rule 7).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useSignals();
  const { session } = usePortal();
  const location = useLocation();
  const state = session.state.value;
  if (state.status === 'active') return children;

  const reason = state.status === 'expired' && state.reason !== 'loggedOut' ? state.reason : null;
  // Come back here after signing in; but not after signing out on purpose, which starts afresh.
  if (state.status === 'anonymous' || reason) {
    window.sessionStorage.setItem(SESSION_KEYS.initialPath, location.pathname + location.search + location.hash);
  }
  return <Navigate to={reason ? `/login?reason=${reason}` : '/login'} replace />;
}

/** The remembered path, used once: reading it clears it. Only same-origin paths are accepted. */
export function takeInitialPath(storage: Storage): string | null {
  const path = storage.getItem(SESSION_KEYS.initialPath);
  storage.removeItem(SESSION_KEYS.initialPath);
  if (path === null || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) return null;
  return path;
}
