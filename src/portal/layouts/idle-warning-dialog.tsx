import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';

export interface IdleWarningDialogProps {
  /** Epoch ms of the idle sign-out; null hides the dialog. */
  deadline: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/** The warning a minute before the idle sign-out, as banks show it: stay signed in, or sign out now. */
export function IdleWarningDialog({ deadline, ...props }: IdleWarningDialogProps) {
  // Mounted only while it shows, so the countdown starts from the moment it opens.
  return deadline === null ? null : <OpenIdleWarning deadline={deadline} {...props} />;
}

function OpenIdleWarning({ deadline, onStay, onSignOut }: IdleWarningDialogProps & { deadline: number }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const stayRef = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const ticker = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(ticker);
  }, []);

  const seconds = Math.max(0, Math.ceil((deadline - now) / 1_000));
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Dialog
      open
      onClose={onStay}
      dismissible={false}
      role="alertdialog"
      title={t('idleWarning.title')}
      description={t('idleWarning.body', { time })}
      initialFocus={stayRef}
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {t('signOut')}
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            {t('idleWarning.stay')}
          </Button>
        </>
      }
    />
  );
}
