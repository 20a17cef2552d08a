import { effect } from '@preact/signals-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createActivityChannel, IDLE_WARNING_MS, startIdleTimer, type IdleTimer } from '../../core/auth/idle-timer';
import { usePortal } from '../portal-context';

export interface SessionWatch {
  signOut: () => Promise<void>;
  /** Epoch ms of the idle sign-out while the one-minute warning shows; null otherwise. */
  idleDeadline: number | null;
  /** The warning's "Stay signed in": counts as activity in every tab. */
  stayActive: () => void;
}

/**
 * While a customer is signed in: warn a minute before, then sign out after the brand's idle timeout (spec 1
 * section 4, default 15 min), counting activity in every tab of the portal; and leave for the login page, saying
 * why, when the session ends (refresh failed, signed out in another tab).
 */
export function useSessionWatch(): SessionWatch {
  const { session, brand } = usePortal();
  const navigate = useNavigate();
  const [idleDeadline, setIdleDeadline] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);

  useEffect(
    () =>
      effect(() => {
        const state = session.state.value;
        if (state.status === 'expired') {
          void navigate(state.reason === 'loggedOut' ? '/login?reason=signedOut' : `/login?reason=${state.reason}`, {
            replace: true,
          });
        } else if (state.status === 'anonymous') {
          void navigate('/login', { replace: true });
        }
      }),
    [session, navigate],
  );

  useEffect(() => {
    const channel = createActivityChannel();
    const timer = startIdleTimer({
      timeoutMs: brand.idleTimeoutMinutes * 60_000,
      warnBeforeMs: IDLE_WARNING_MS,
      target: window,
      channel,
      onWarn: setIdleDeadline,
      onResume: () => setIdleDeadline(null),
      onIdle: () => {
        setIdleDeadline(null);
        void session.logout('idle');
      },
    });
    timerRef.current = timer;
    return () => {
      timer.stop();
      channel?.close();
      timerRef.current = null;
    };
  }, [session, brand.idleTimeoutMinutes]);

  const signOut = useCallback(() => session.logout(), [session]);
  const stayActive = useCallback(() => timerRef.current?.stayActive(), []);
  return { signOut, idleDeadline, stayActive };
}
