import { useSignals } from '@preact/signals-react/runtime';
import { Banner, Button, Dialog, dialogStyles, Inline, ScopedStyles, useErrorText } from '../../ui';
import { useClaim } from './claim-context';
import { useClaimFlowTexts } from './flow-texts';

export interface RefuseDialogProps {
  open: boolean;
  onClose: () => void;
  senderName: string;
}

/** Asks before refusing: the refusal cannot be undone (status becomes 'refused', the money goes back). */
export function RefuseDialog({ open, onClose, senderName }: RefuseDialogProps) {
  useClaimFlowTexts();
  useSignals();
  const { model, t } = useClaim();
  const errorText = useErrorText();
  const state = model.refuseState.value;

  return (
    <>
      {/* The dialog's styles come with it: the claim's first screen does not carry them. */}
      <ScopedStyles styles={[dialogStyles]} />
      <Dialog
        open={open}
        onClose={onClose}
        role="alertdialog"
        title={t('refuse.title')}
        description={t('refuse.body', { sender: senderName })}
        actions={
          <Inline gap="sm" justify="end" stackOnMobile>
            <Button variant="secondary" onClick={onClose}>
              {t('refuse.cancel')}
            </Button>
            <Button loading={state.status === 'busy'} onClick={() => model.refuse()}>
              {t('refuse.confirm')}
            </Button>
          </Inline>
        }
      >
        {state.status === 'failed' && (
          <Banner tone="error" title={t('refuse.failed')}>
            {errorText(state.error)}
          </Banner>
        )}
      </Dialog>
    </>
  );
}
