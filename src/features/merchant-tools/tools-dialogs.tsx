import { useState } from 'react';
import { Button, Dialog, useCommonMessages } from '../../ui';
import { useToolsMessages } from './messages';

/** Copies a text (a new key or secret) and says so; when the browser refuses, the text stays selectable to copy by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useToolsMessages();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <div className="wallet-tools__copy">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </div>
  );
}

/** The buttons of a dialog: the action (busy while it runs), then cancel. */
export function DialogButtons({
  action,
  busy,
  onAction,
  onCancel,
}: {
  action: string;
  busy: boolean;
  onAction: () => void;
  onCancel: () => void;
}) {
  const common = useCommonMessages();
  return (
    <>
      <Button loading={busy} onClick={onAction}>
        {action}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {common('actions.cancel')}
      </Button>
    </>
  );
}

/** Asks before something that cannot be undone (delete, cancel a subscription). */
export function ConfirmDialog({
  open,
  title,
  text,
  action,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={onClose}
      title={title}
      actions={<DialogButtons action={action} busy={busy} onAction={onConfirm} onCancel={onClose} />}
    >
      <p>{text}</p>
    </Dialog>
  );
}
