import { useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { accountsQuery } from '../../core/accounts/accounts-data';
import type { Invoice } from '../../core/api/contract/invoices';
import type { ValidationError } from '../../core/api/contract/envelope';
import { ApiError } from '../../core/api/errors';
import { createIdempotencyKeys } from '../../core/api/idempotency';
import {
  checkAmount,
  checkInvoiceForm,
  invoiceCalls,
  localToday,
  lookupEmailCheck,
  lookupPayer,
  NOTE_MAX_LENGTH,
  type InvoiceForm,
  type InvoiceFormField,
  type PayeeLookup,
} from '../../core/invoices/invoices';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { TFunction } from '../../core/i18n/i18n';
import { Banner, Button, Dialog, FreeTextField, Select, Stack, TextField, useErrorText, useQuery } from '../../ui';

export interface CreateInvoiceDialogProps {
  api: ApiClient;
  cache: ResourceCache;
  t: TFunction;
  open: boolean;
  /** The signed-in customer's e-mail (an invoice to oneself is refused before any call). */
  ownLogin: string | null;
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}

const EMPTY: InvoiceForm = { toEmail: '', amount: '', currency: '', dueDate: '', note: '' };

type FieldErrors = Partial<Record<InvoiceFormField, string | undefined>>;

/** Server validation errors next to the fields they name (the rest go to the summary). */
function serverFieldErrors(errors: readonly ValidationError[] | undefined): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  const map: Record<string, InvoiceFormField> = {
    toEmail: 'toEmail',
    amount: 'amount',
    currency: 'currency',
    dueDate: 'dueDate',
    noteBody: 'note',
  };
  for (const error of errors ?? []) {
    const field = error.field ? map[error.field] : undefined;
    if (field) fields[field] = error.description;
    else rest.push(error.description);
  }
  return { fields, rest };
}

/**
 * The create-invoice popup: the payer's e-mail (checked with spec 2's e-mail rule before the payee lookup, and looked
 * up when the field is left), amount, currency of one of the customer's accounts, due date and an optional note.
 * Nothing typed is lost on an error; a retry of the same invoice reuses its idempotency key.
 */
export function CreateInvoiceDialog({ api, cache, t, open, ownLogin, onClose, onCreated }: CreateInvoiceDialogProps) {
  const errorText = useErrorText();
  const [form, setForm] = useState<InvoiceForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lookup, setLookup] = useState<{ email: string; result: PayeeLookup | 'checking' | 'failed' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const keys = useRef(createIdempotencyKeys());
  const accounts = useQuery(cache, open ? accountsQuery(api, cache) : null);
  const currencies = [
    ...new Set(
      (accounts.data?.accounts ?? []).filter((account) => account.type === 1001).map((account) => account.currencyCode),
    ),
  ];
  const today = localToday();

  const problemText = (field: InvoiceFormField, problem: string) => t(`create.errors.${field}.${problem}`);
  const set = (field: InvoiceFormField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function checkPayer(email: string): Promise<string | undefined> {
    const check = lookupEmailCheck(email);
    // An empty value is accepted and an invalid one is not sent (spec 2 section 5); the form says what is missing.
    if (check === 'empty') return undefined;
    if (check === 'invalid') return problemText('toEmail', 'format');
    setLookup({ email, result: 'checking' });
    try {
      const result = await lookupPayer(api, email, ownLogin);
      setLookup({ email, result });
      return result === 'exists' ? undefined : problemText('toEmail', result);
    } catch {
      setLookup({ email, result: 'failed' });
      return undefined;
    }
  }

  async function onEmailBlur() {
    const email = form.toEmail.trim();
    if (lookup?.email === email && lookup.result !== 'failed') return;
    const problem = await checkPayer(email);
    setErrors((current) => ({ ...current, toEmail: problem }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const offline = checkInvoiceForm(form, today);
    const found: FieldErrors = Object.fromEntries(
      Object.entries(offline).map(([field, problem]) => [field, problemText(field as InvoiceFormField, problem)]),
    );
    if (!found.toEmail) {
      const email = form.toEmail.trim();
      const known =
        lookup?.email === email && lookup.result !== 'checking' && lookup.result !== 'failed' ? lookup.result : null;
      const problem = known
        ? known === 'exists'
          ? undefined
          : problemText('toEmail', known)
        : await checkPayer(email);
      if (problem) found.toEmail = problem;
    }
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const amount = checkAmount(form.amount);
    if (!amount.ok) return;
    setBusy(true);
    try {
      const payload = { ...form, toEmail: form.toEmail.trim(), note: form.note.trim() };
      const invoice = await invoiceCalls.create(
        api,
        payload,
        amount.amount,
        keys.current.keyFor('invoiceCreate', { ...payload, amount: amount.amount }),
      );
      setForm(EMPTY);
      setLookup(null);
      onCreated(invoice);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VF') {
        const { fields, rest } = serverFieldErrors(error.validationErrors);
        setErrors(fields);
        if (rest.length > 0 || Object.keys(fields).length === 0) setFailure(error);
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const emailHint =
    lookup?.email === form.toEmail.trim() && lookup.result === 'checking'
      ? t('create.checking')
      : lookup?.email === form.toEmail.trim() && lookup.result === 'exists'
        ? t('create.payerFound')
        : lookup?.email === form.toEmail.trim() && lookup.result === 'failed'
          ? t('create.errors.toEmail.lookupFailed')
          : t('create.toEmailHint');

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} className="wallet-invoices__dialog">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextField
            type="email"
            autoComplete="email"
            label={t('create.toEmail')}
            hint={emailHint}
            value={form.toEmail}
            error={errors.toEmail}
            onChange={(event) => set('toEmail')(event.target.value)}
            onBlur={() => void onEmailBlur()}
          />
          <TextField
            inputMode="decimal"
            label={t('create.amount')}
            value={form.amount}
            error={errors.amount}
            onChange={(event) => set('amount')(event.target.value)}
          />
          {accounts.status === 'success' && currencies.length === 0 ? (
            <Banner tone="warning">{t('create.noAccounts')}</Banner>
          ) : (
            <Select
              label={t('create.currency')}
              hint={t('create.currencyHint')}
              value={form.currency}
              placeholder="—"
              error={errors.currency}
              onChange={(event) => set('currency')(event.target.value)}
              options={currencies.map((currency) => ({ value: currency, label: currency }))}
            />
          )}
          <TextField
            type="date"
            label={t('create.dueDate')}
            min={today}
            value={form.dueDate}
            error={errors.dueDate}
            onChange={(event) => set('dueDate')(event.target.value)}
          />
          <FreeTextField
            label={t('create.note')}
            hint={t('create.noteHint')}
            value={form.note}
            max={NOTE_MAX_LENGTH}
            multiline
            error={errors.note}
            onChange={set('note')}
          />
          {failure !== null && (
            <Banner tone="error" title={t('create.failedTitle')}>
              {errorText(failure)}
            </Banner>
          )}
          <div className="wallet-dialog__actions">
            <Button type="submit" loading={busy}>
              {t('create.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('create.cancel')}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
