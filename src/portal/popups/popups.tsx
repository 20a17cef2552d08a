import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { Button, Dialog, ErrorDialog, useCommonMessages, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { useRouteName } from '../navigation/use-route';
import { usePortal } from '../portal-context';

export interface ResponsePopupProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Offer a button that goes to the start page. */
  showGoHome?: boolean;
  onClose: () => void;
}

/**
 * The response popup (spec 1 section 2, "Popups"): the outcome of an action, with an optional go-to-home button.
 * Closing it on the external authorize route (oau) clears the remembered authorize path.
 */
export function ResponsePopup({ open, title, children, showGoHome = false, onClose }: ResponsePopupProps) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const common = useCommonMessages();
  const { storage } = usePortal();
  const routeName = useRouteName();
  const navigate = useNavigate();

  const close = () => {
    if (routeName === 'oau') storage.removeItem(SESSION_KEYS.seiPath);
    onClose();
  };
  const goHome = () => {
    close();
    void navigate(pathOf('home'));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      actions={
        <>
          {showGoHome && <Button onClick={goHome}>{t('popup.goHome')}</Button>}
          <Button variant={showGoHome ? 'secondary' : 'primary'} onClick={close}>
            {common('actions.close')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** A success popup: a title saying what worked, and the details. */
export function SuccessPopup({ open, message, onClose }: { open: boolean; message: ReactNode; onClose: () => void }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const common = useCommonMessages();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('popup.successTitle')}
      className="portal-popup--success"
      actions={<Button onClick={onClose}>{common('actions.close')}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}

/**
 * An error popup with the wording of spec 1 sections 5 and 8: the error text is the header when it is at most
 * 50 characters; a longer one goes to the body under the header 'Error'.
 */
export function ErrorPopup({ error, onClose }: { error: unknown; onClose: () => void }) {
  return <ErrorDialog error={error} onClose={onClose} className="portal-popup--error" />;
}
