import { effect } from '@preact/signals-core';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { startIdleTimer } from '../../core/auth/idle-timer';
import { usePortal } from '../portal-context';

/**
 * While a customer is signed in: sign out after the brand's idle timeout (spec 1 section 4, default 15 min),
 * and leave for the login page, saying why, when the session ends (refresh failed, signed out in another tab).
 */
export function useSessionWatch(): { signOut: () => Promise<void> } {
  const { session, brand } = usePortal();
  const navigate = useNavigate();

  useEffect(
    () =>
      effect(() => {
        const state = session.state.value;
        if (state.status === 'expired') {
          void navigate(state.reason === 'loggedOut' ? '/login?reason=signedOut' : `/login?reason=${state.reason}`, { replace: true });
        } else if (state.status === 'anonymous') {
          void navigate('/login', { replace: true });
        }
      }),
    [session, navigate],
  );

  useEffect(
    () =>
      startIdleTimer({
        timeoutMs: brand.idleTimeoutMinutes * 60_000,
        target: window,
        onIdle: () => {
          void session.logout('idle');
        },
      }),
    [session, brand.idleTimeoutMinutes],
  );

  const signOut = useCallback(() => session.logout(), [session]);
  return { signOut };
}
