import { errorPopupText, type ErrorTextKey } from '../../core/api/errors';
import { Button } from '../button/button';
import { useCommonMessages } from '../i18n/use-messages';
import { Dialog } from './dialog';

export interface ErrorDialogProps {
  /** The failure to show; the dialog is open while it is not null. */
  error: unknown;
  onClose: () => void;
  className?: string | undefined;
}

/**
 * An error popup with the wording of spec 1 sections 5 and 8: the error's text (the server's message, or our own
 * translated text) is the header when it is at most 50 characters; a longer one goes to the body under 'Error'.
 */
export function ErrorDialog({ error, onClose, className }: ErrorDialogProps) {
  const common = useCommonMessages();
  const open = error !== null && error !== undefined;
  const { header, body } = open
    ? errorPopupText(error, (key: ErrorTextKey) => common(key))
    : { header: '', body: null };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={header}
      role="alertdialog"
      className={className}
      actions={<Button onClick={onClose}>{common('actions.close')}</Button>}
    >
      {body !== null && <p>{body}</p>}
    </Dialog>
  );
}
