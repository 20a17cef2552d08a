import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useCommonMessages } from '../i18n/use-messages';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the customer's words ("… will be removed from your list"). */
  description?: ReactNode | undefined;
  /** The confirming button's text: the action itself ("Remove"), not "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  /** The cancelling button's text where "Cancel" would be ambiguous ("Keep payment" before cancelling a payment). */
  cancelLabel?: string | undefined;
  /** Disables the confirming button while the action runs (a second click does nothing). */
  busy?: boolean | undefined;
  children?: ReactNode | undefined;
}

/**
 * The confirmation before a destructive or irreversible action: an `alertdialog` that names what will happen, with
 * the action and Cancel (first the action, as every dialog here orders its buttons).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  cancelLabel,
  children,
}: ConfirmDialogProps) {
  const t = useCommonMessages();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={onCancel}
      title={title}
      description={description}
      actions={
        <>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
