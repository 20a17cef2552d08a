import { useEffect, useRef, useState } from 'react';
import { Banner, Button, Spinner, Stack, useCommonMessages, useErrorText, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import { resolveStartPage } from '../start/start-flow';
import { useApplyStartDecision } from '../start/use-start-decision';

/** Right after a login (route start): works out the start page (spec 1 section 2, "Start page after login") and goes there. */
export function StartPage() {
  const services = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const common = useCommonMessages();
  const errorText = useErrorText();
  const apply = useApplyStartDecision();
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, also when React runs effects twice in development.
    if (started.current === attempt) return;
    started.current = attempt;
    resolveStartPage(services)
      .then((result) => apply(result))
      .catch(setFailure);
  }, [services, apply, attempt]);

  if (failure !== null) {
    return (
      <Stack gap="md" className="portal-message">
        <h1>{t('start.title')}</h1>
        <Banner
          tone="error"
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setFailure(null);
                  setAttempt((value) => value + 1);
                }}
              >
                {common('actions.retry')}
              </Button>
              <Button variant="secondary" onClick={() => services.session.logout()}>
                {common('actions.signOut')}
              </Button>
            </>
          }
        >
          {errorText(failure)}
        </Banner>
      </Stack>
    );
  }
  return (
    <div className="portal-message">
      <h1 className="wallet-visually-hidden">{t('start.title')}</h1>
      <Spinner label={t('start.opening')} showLabel />
    </div>
  );
}
