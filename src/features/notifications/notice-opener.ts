import { useCallback, useEffect, useRef } from 'react';
import type { NotificationCentre } from '../../core/notifications/notification-centre';
import { navigateAfterNotice, notificationTarget } from '../../core/notifications/notification-routing';
import type { NoticeLike } from './notification-text';

/**
 * Opening a notice: it is marked read, and after the notice delay (1000 ms, spec 3 section 2.6) the app goes
 * where the notice leads. A newer open, or the host unmounting (sign-out), cancels a pending navigation.
 */
export function useNoticeOpener(centre: NotificationCentre, navigate: (path: string) => void) {
  const pending = useRef<(() => void) | null>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(
    () => () => {
      pending.current?.();
      pending.current = null;
    },
    [],
  );

  return useCallback(
    (notice: NoticeLike & { id: string | number }) => {
      centre.markRead([notice.id]).catch((error: unknown) => console.warn('Marking the notice read failed', error));
      const target = notificationTarget(notice);
      if (!target) return;
      pending.current?.();
      pending.current = navigateAfterNotice(target, (path) => {
        pending.current = null;
        navigateRef.current(path);
      });
    },
    [centre],
  );
}
