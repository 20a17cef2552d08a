import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import { invoiceCalls, NOTE_MAX_LENGTH } from '../../core/invoices/invoices';
import { Banner, Button, Dialog, FieldFrame, Stack, useErrorText, useFieldIds } from '../../ui';
import { usePayInvoiceMessages } from './messages';

export interface RejectInvoiceDialogProps {
  api: ApiClient;
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
  onRejected: (invoice: Invoice) => void;
}

/**
 * The payer rejects an invoice, with an optional note for the payee (spec 2 section 4). The note stays when the call
 * fails, with the reason above the buttons.
 */
export function RejectInvoiceDialog({ api, invoice, open, onClose, onRejected }: RejectInvoiceDialogProps) {
  const { t } = usePayInvoiceMessages();
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const tooLong = note.length > NOTE_MAX_LENGTH;
  const ids = useFieldIds(undefined, true, tooLong);

  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || tooLong) return;
    setBusy(true);
    setFailure(null);
    try {
      const rejected = await invoiceCalls.reject(api, invoice.id, note);
      setNote('');
      onRejected(rejected);
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('reject.title')}
      role="alertdialog"
      className="wallet-invoice__reject"
    >
      <form noValidate onSubmit={(event) => void reject(event)}>
        <Stack gap="md">
          <p>{t('reject.intro', { payee: invoice.payeeName ?? invoice.payeeEmail })}</p>
          <FieldFrame
            ids={ids}
            label={t('reject.note')}
            hint={t('reject.noteHint')}
            error={tooLong ? t('reject.noteTooLong') : undefined}
          >
            <textarea
              id={ids.controlId}
              className="wallet-input wallet-textarea"
              rows={3}
              value={note}
              aria-describedby={ids.describedBy}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setNote(event.target.value)}
            />
          </FieldFrame>
          {failure !== null && (
            <Banner tone="error" title={t('reject.failedTitle')}>
              {errorText(failure)}
            </Banner>
          )}
          <div className="wallet-dialog__actions">
            <Button type="submit" loading={busy}>
              {t('reject.confirm')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('reject.keep')}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
