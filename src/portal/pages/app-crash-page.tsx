import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

/**
 * A page that failed while rendering: says so, offers a reload, and tells a mobile shell (critical-error event,
 * spec 1 section 4 "Session lifecycle") so the app can react natively.
 */
export function AppCrashPage() {
  const error = useRouteError();
  const { shell } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);

  useEffect(() => {
    console.error('A portal page failed:', error);
    shell.notifyNative({
      type: 'criticalError',
      code: 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }, [error, shell]);

  return (
    <main id="main" className="portal-message" aria-labelledby="crash-title">
      <h1 id="crash-title">{t('crash.title')}</h1>
      <p>{t('crash.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
    </main>
  );
}
