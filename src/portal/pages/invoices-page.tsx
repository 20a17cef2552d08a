import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { Invoice } from '../../core/api/contract/invoices';
import { REQUEST_MONEY_PERMISSION } from '../../core/navigation/menus';
import { pathOf } from '../../core/navigation/route-table';
import { createPushWatch } from '../../core/payments/push-watch';
import { createRealtimeClient } from '../../core/realtime/realtime-client';
import { receiptPdfLinkByReference } from '../../core/receipts/receipt-pdf';
import invoicesCss from '../../features/invoices/invoices.css?inline';
import { InvoicesManager } from '../../features/invoices/invoices-manager';
import { INVOICES_CACHE_PREFIX } from '../../features/invoices/invoices-data';
import { INVOICES_NAMESPACE, invoicesMessages } from '../../features/invoices/messages';
import { InvoiceDetails } from '../../features/pay-invoice/invoice-details';
import { usePayInvoiceMessages } from '../../features/pay-invoice/messages';
import payInvoiceCss from '../../features/pay-invoice/pay-invoice.css?inline';
import { PayInvoice } from '../../features/pay-invoice/pay-invoice';
import { RejectInvoiceDialog } from '../../features/pay-invoice/reject-dialog';
import { Button, Dialog, Spinner, useMessages } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('invoices', [invoicesCss, payInvoiceCss].join('\n'));

/** `?invoice=<id>` (the link in an invoice e-mail) opens that invoice's pay popup. */
const INVOICE_PARAMETER = 'invoice';

/**
 * transfer/invoices (route transfers-invoices): the invoices feature with the view, pay and reject popups. The pay
 * popup is the same payment as `<wallet-pay-invoice>`; a push approval is awaited on the portal's realtime channel.
 */
export function InvoicesPage() {
  const { api, cache, environment, session, brandId, i18n } = usePortal();
  const current = useCurrentUser();
  const t = useMessages(INVOICES_NAMESPACE, invoicesMessages);
  const { t: invoiceText, ready } = usePayInvoiceMessages();
  const [search, setSearch] = useSearchParams();
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<string | null>(() => search.get(INVOICE_PARAMETER));
  const [rejecting, setRejecting] = useState<Invoice | null>(null);
  const watchPush = useMemo(
    () =>
      createPushWatch({
        api,
        connect: () => createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() }),
      }),
    [api, environment.websocketUrl, session],
  );
  const ownLogin = current.status === 'ready' ? current.user.customer.login : null;
  const reload = () => cache.invalidate(INVOICES_CACHE_PREFIX);

  function closePay() {
    setPaying(null);
    if (search.has(INVOICE_PARAMETER)) {
      const next = new URLSearchParams(search);
      next.delete(INVOICE_PARAMETER);
      setSearch(next, { replace: true });
    }
    reload();
  }

  // Invoices need the requestMoney permission (spec 2 section 6); the menu hides the entry, an address typed in goes home.
  if (current.status === 'ready' && current.user.state.permissions[REQUEST_MONEY_PERMISSION] !== 1)
    return <Navigate to={pathOf('home')} replace />;

  return (
    <>
      <InvoicesManager
        api={api}
        cache={cache}
        ownLogin={ownLogin}
        onView={setViewing}
        onPay={(invoice) => setPaying(String(invoice.id))}
        onReject={setRejecting}
      />
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={t('popups.view', { id: String(viewing?.id ?? '') })}
        actions={<Button onClick={() => setViewing(null)}>{t('popups.close')}</Button>}
      >
        {viewing &&
          (ready ? (
            <InvoiceDetails invoice={viewing} t={invoiceText} />
          ) : (
            <Spinner label={t('list.loading')} showLabel />
          ))}
      </Dialog>
      <Dialog
        open={paying !== null}
        onClose={closePay}
        title={t('popups.pay', { id: paying ?? '' })}
        className="portal-invoices__pay"
      >
        {paying !== null && (
          <PayInvoice
            key={paying}
            api={api}
            invoiceId={paying}
            watchPush={watchPush}
            headingLevel={2}
            reviewBeforePaying
            receiptPdf={(reference) =>
              receiptPdfLinkByReference(api, { brand: brandId, reference, language: i18n.language })
            }
            onPaid={reload}
            onRejected={reload}
          />
        )}
      </Dialog>
      {rejecting && (
        <RejectInvoiceDialog
          api={api}
          invoice={rejecting}
          open
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            reload();
          }}
        />
      )}
    </>
  );
}
