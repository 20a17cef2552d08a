import { useState } from 'react';
import { Button, ConfirmDialog, Dialog, Stack } from '../../ui';
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

/** A new secret (an API key, a webhook's signing secret), shown once with a copy button until the user is done. */
export function SecretDialog({
  secret,
  title,
  once,
  label,
  copyLabel,
  onDone,
}: {
  /** The secret; null while closed. */
  secret: string | null;
  title: string;
  /** That it is shown only this once. */
  once: string;
  label: string;
  copyLabel: string;
  onDone: () => void;
}) {
  const { t } = useToolsMessages();
  return (
    <Dialog
      open={secret !== null}
      onClose={onDone}
      title={title}
      actions={<Button onClick={onDone}>{t('apiKeys.secretDone')}</Button>}
    >
      <Stack gap="sm">
        <p>{once}</p>
        <p>
          {label}
          <br />
          <code className="wallet-tools__secret">{secret}</code>
        </p>
        {secret && <CopyButton text={secret} label={copyLabel} />}
      </Stack>
    </Dialog>
  );
}

/** Asks before deleting a named entry (an allowed address, a webhook, a key): its text under the title, Delete, Cancel. */
export function DeleteDialog({
  open,
  title,
  text,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useToolsMessages();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={t('common.delete')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}

/** The Edit and Delete buttons of a list row, named after the row's entry for assistive technology. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useToolsMessages();
  return (
    <div className="wallet-tools__actions">
      <Button variant="secondary" onClick={onEdit} aria-label={t('common.editNamed', { name })}>
        {t('common.edit')}
      </Button>
      <Button variant="secondary" onClick={onDelete} aria-label={t('common.deleteNamed', { name })}>
        {t('common.delete')}
      </Button>
    </div>
  );
}

/** The on/off box of an editor (an allowed address, a webhook): on by default for a new entry. */
export function EnabledCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="wallet-tools__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
