import { useState } from 'react';
import { merchantButtonDelete, type SavedButton } from '../../core/api/contract/merchant-buttons';
import { MERCHANT_CACHE_KEYS } from '../../core/merchant-buttons/merchant-data';
import { Banner, Button, Dialog, useCommonMessages, useErrorText } from '../../ui';
import { reportFailure, useMerchant } from './merchant-context';

/** Asks before deleting a button (sites that embed it stop showing it), then deletes it and reloads the list. */
export function DeleteButtonDialog({
  button,
  onClose,
  onDeleted,
}: {
  button: SavedButton | null;
  onClose: () => void;
  onDeleted: (buttonId: number) => void;
}) {
  const { api, cache, t, emit } = useMerchant();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    if (!button) return;
    setError(null);
    try {
      await api.call(merchantButtonDelete, { buttonId: button.id });
    } catch (failure) {
      reportFailure(emit, failure);
      setError(failure);
      return;
    }
    cache.invalidate(MERCHANT_CACHE_KEYS.buttons);
    emit({ type: 'button-deleted', buttonId: button.id });
    setError(null);
    onDeleted(button.id);
  };

  return (
    <Dialog
      open={button !== null}
      role="alertdialog"
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={t('delete.title')}
      description={button ? t('delete.description', { name: button.itemName, id: button.id }) : undefined}
      actions={
        <>
          <Button onClick={confirm}>{t('delete.confirm')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setError(null);
              onClose();
            }}
          >
            {common('actions.cancel')}
          </Button>
        </>
      }
    >
      {error !== null && (
        <Banner tone="error" title={t('delete.failed')}>
          {errorText(error)}
        </Banner>
      )}
    </Dialog>
  );
}
