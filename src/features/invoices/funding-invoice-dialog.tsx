import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { accountsQuery } from '../../core/accounts/accounts-data';
import type { Invoice } from '../../core/api/contract/invoices';
import { checkAmount, invoiceCalls } from '../../core/invoices/invoices';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import type { TFunction } from '../../core/i18n/i18n';
import { Banner, Button, Dialog, Select, Stack, TextField, useLanguage, useQuery } from '../../ui';

export interface FundingInvoiceDialogProps {
  api: ApiClient;
  cache: ResourceCache;
  t: TFunction;
  open: boolean;
  onClose: () => void;
  onCreated: (invoice: Invoice) => void;
}

/**
 * A funding invoice (spec 2 "funding invoice create"): the bank's invoice for topping up an account by wire, with its
 * PDF and reference. A failure shows the spec's text 'Failed to generate invoice. Please, try again.' and keeps the
 * amount.
 */
export function FundingInvoiceDialog({ api, cache, t, open, onClose, onCreated }: FundingInvoiceDialogProps) {
  const language = useLanguage();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState<Invoice | null>(null);
  const accounts = useQuery(cache, open ? accountsQuery(api, cache) : null);
  const currencies = [
    ...new Set(
      (accounts.data?.accounts ?? []).filter((account) => account.type === 1001).map((account) => account.currencyCode),
    ),
  ];
  const chosen = currency || currencies[0] || '';

  function close() {
    setCreated(null);
    setFailed(false);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkAmount(amount);
    setAmountError(checked.ok ? undefined : t(`create.errors.amount.${checked.problem}`));
    if (!checked.ok || !chosen) return;
    setBusy(true);
    setFailed(false);
    try {
      const invoice = await invoiceCalls.createFunding(api, checked.amount, chosen);
      setCreated(invoice);
      setAmount('');
      onCreated(invoice);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={t('funding.title')} className="wallet-invoices__dialog">
      {created ? (
        <Stack gap="md">
          <Banner tone="success">
            {t('funding.done', {
              id: String(created.id),
              amount: formatMoney(created.amount, created.currencyCode, language),
              reference: created.fundingReference ?? '',
            })}
          </Banner>
          {created.urlPdf && (
            <a href={created.urlPdf} target="_blank" rel="noopener noreferrer">
              {t('funding.pdf')}
            </a>
          )}
          <div className="wallet-dialog__actions">
            <Button onClick={close}>{t('funding.close')}</Button>
          </div>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <p>{t('funding.intro')}</p>
            <TextField
              inputMode="decimal"
              label={t('funding.amount')}
              value={amount}
              error={amountError}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Select
              label={t('funding.currency')}
              value={chosen}
              onChange={(event) => setCurrency(event.target.value)}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
            {failed && <Banner tone="error">{t('funding.failed')}</Banner>}
            <div className="wallet-dialog__actions">
              <Button type="submit" loading={busy}>
                {t('funding.submit')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('funding.cancel')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
