import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { InvoiceBox } from '../../core/invoices/invoices';
import { formatMoney } from '../../core/money/money';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, Inline, Stack, useLanguage, useMessages } from '../../ui';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { FundingInvoiceDialog } from './funding-invoice-dialog';
import { InvoiceList, type InvoiceActions } from './invoice-list';
import { INVOICES_CACHE_PREFIX } from './invoices-data';
import { INVOICES_NAMESPACE, invoicesMessages } from './messages';

export interface InvoicesManagerProps extends InvoiceActions {
  api: ApiClient;
  cache: ResourceCache;
  /** The signed-in customer's e-mail (invoices to oneself are refused before any call). */
  ownLogin: string | null;
  /** The box shown first. */
  initialBox?: InvoiceBox | undefined;
}

const BOXES: readonly InvoiceBox[] = ['received', 'sent'];

/**
 * The invoices page (route transfers-invoices, spec 2): received and sent invoices in two tabs, each with its
 * filters and pages of 20, the create-invoice and funding-invoice popups. Viewing, paying and rejecting an invoice
 * are the caller's popups (the portal shows the pay-invoice feature there).
 */
export function InvoicesManager({
  api,
  cache,
  ownLogin,
  initialBox = 'received',
  onView,
  onPay,
  onReject,
}: InvoicesManagerProps) {
  const t = useMessages(INVOICES_NAMESPACE, invoicesMessages);
  const language = useLanguage();
  const [box, setBox] = useState<InvoiceBox>(initialBox);
  const [creating, setCreating] = useState(false);
  const [funding, setFunding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tabRefs = useRef<Record<InvoiceBox, HTMLButtonElement | null>>({ received: null, sent: null });
  const baseId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = BOXES.indexOf(box);
    const next =
      event.key === 'Home'
        ? BOXES[0]
        : event.key === 'End'
          ? BOXES[BOXES.length - 1]
          : BOXES[(index + (event.key === 'ArrowRight' ? 1 : BOXES.length - 1)) % BOXES.length];
    if (!next) return;
    setBox(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <Stack gap="lg" className="wallet-invoices">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <Inline gap="sm">
        <Button onClick={() => setCreating(true)}>{t('actions.create')}</Button>
        <Button variant="secondary" onClick={() => setFunding(true)}>
          {t('actions.funding')}
        </Button>
      </Inline>
      {notice && (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}
      <div role="tablist" aria-label={t('tabs.label')} className="wallet-invoices__tabs">
        {BOXES.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={box === name}
            tabIndex={box === name ? 0 : -1}
            className="wallet-invoices__tab"
            onClick={() => setBox(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${box}`}>
        <InvoiceList
          key={box}
          api={api}
          cache={cache}
          box={box}
          t={t}
          onView={onView}
          onPay={onPay}
          onReject={onReject}
        />
      </div>
      <CreateInvoiceDialog
        api={api}
        cache={cache}
        t={t}
        open={creating}
        ownLogin={ownLogin}
        onClose={() => setCreating(false)}
        onCreated={(invoice) => {
          setCreating(false);
          setNotice(
            t('create.sent', {
              id: String(invoice.id),
              amount: formatMoney(invoice.amount, invoice.currencyCode, language),
              email: invoice.payerEmail,
            }),
          );
          setBox('sent');
          cache.invalidate(INVOICES_CACHE_PREFIX);
        }}
      />
      <FundingInvoiceDialog
        api={api}
        cache={cache}
        t={t}
        open={funding}
        onClose={() => setFunding(false)}
        onCreated={() => cache.invalidate(INVOICES_CACHE_PREFIX)}
      />
    </Stack>
  );
}
