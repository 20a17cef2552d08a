import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { emailConfirm } from '../../core/api/contract/registration';
import { ApiError } from '../../core/api/errors';
import { Button, Dialog, Spinner, useCommonMessages } from '../../ui';
import { useRegistrationMessages } from './form-parts';

export interface EmailConfirmationPopupProps {
  api: ApiClient;
  emailId: string;
  code: string;
  onClose: () => void;
}

type ConfirmState = 'confirming' | 'confirmed' | 'refused' | 'unreachable';

/**
 * The popup of the e-mail confirmation link (spec 3 section 2.3): it confirms the address and reads
 * 'Your E-mail address has been confirmed!' or 'An error has occurred. Please contact us.'. A network fault offers
 * to try again (the link may still be good).
 */
export function EmailConfirmationPopup({ api, emailId, code, onClose }: EmailConfirmationPopupProps) {
  const t = useRegistrationMessages();
  const common = useCommonMessages();
  const [state, setState] = useState<ConfirmState>('confirming');
  const started = useRef(false);

  async function confirm() {
    setState('confirming');
    const valid = /^\d+$/.test(emailId) && /^\d{6}$/.test(code);
    if (!valid) {
      setState('refused');
      return;
    }
    try {
      await api.call(emailConfirm, { emailId, confirmationCode: code });
      setState('confirmed');
    } catch (error) {
      setState(error instanceof ApiError && error.status === undefined ? 'refused' : 'unreachable');
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, []);

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('emailConfirmation.title')}
      role={state === 'refused' || state === 'unreachable' ? 'alertdialog' : 'dialog'}
      actions={
        <>
          {state === 'unreachable' && <Button onClick={() => void confirm()}>{t('emailConfirmation.retry')}</Button>}
          <Button variant={state === 'unreachable' ? 'secondary' : 'primary'} onClick={onClose}>
            {common('actions.close')}
          </Button>
        </>
      }
    >
      <div role="status">
        {state === 'confirming' && <Spinner label={t('emailConfirmation.confirming')} showLabel />}
        {state === 'confirmed' && <p>{t('emailConfirmation.success')}</p>}
        {(state === 'refused' || state === 'unreachable') && <p>{t('emailConfirmation.failure')}</p>}
      </div>
    </Dialog>
  );
}
