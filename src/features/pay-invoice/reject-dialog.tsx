import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import { invoiceCalls, NOTE_MAX_LENGTH } from '../../core/invoices/invoices';
import { checkFreeText } from '../../core/validation/free-text';
import { Banner, Button, Dialog, FreeTextField, Stack, useErrorText } from '../../ui';
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
  // The field shows why a note is refused (too long, invisible characters); nothing is sent until it is right.
  const refused = checkFreeText(note, { max: NOTE_MAX_LENGTH, multiline: true }) !== null;

  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || refused) return;
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
          <FreeTextField
            label={t('reject.note')}
            hint={t('reject.noteHint')}
            value={note}
            max={NOTE_MAX_LENGTH}
            multiline
            onChange={setNote}
          />
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
