import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { Invoice } from '../../core/api/contract/invoices';
import type { PushWatch } from '../../core/payments/approval-machine';
import { Spinner, useCommonMessages } from '../../ui';
import {
  useWidgetSession,
  WidgetSessionGate,
  type SessionAttributeValues,
  type SessionPropertyValues,
} from '../runtime/session';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent } from '../runtime/widget-events';

export interface InvoiceLoadedDetail {
  invoice: Invoice;
}

export interface InvoicePaidDetail {
  invoiceId: string;
  transactionId: string;
}

export interface InvoiceRejectedDetail {
  invoiceId: string;
}

/** Same shape as the other elements' `wallet-error`. */
export interface InvoiceErrorDetail {
  /** `not-found` for an invoice that is not the signed-in account's, else the API response code of the failed call. */
  code: string;
  /** English, for the host's logs; the payer reads a translated text. */
  message: string;
}

export const payInvoiceEvents = {
  /** The invoice was read (first load, and again after a payment or rejection). */
  'wallet-invoice-loaded': walletEvent<InvoiceLoadedDetail>(),
  /** The payment is booked. */
  'wallet-invoice-paid': walletEvent<InvoicePaidDetail>(),
  /** The payer rejected the invoice. */
  'wallet-invoice-rejected': walletEvent<InvoiceRejectedDetail>(),
  /** Something the payer sees as an error. */
  'wallet-error': walletEvent<InvoiceErrorDetail>(),
};

export interface PayInvoiceAttributes extends SessionAttributeValues {
  'invoice-id': string;
}

type Props = WidgetComponentProps<PayInvoiceAttributes, SessionPropertyValues>;

/**
 * The feature (with its styles) is a chunk of its own: the first load is the sign-in gate, and the invoice payment
 * downloads while the gate looks for a session (or while the payer signs in), so a page that embeds the element pays
 * little up front.
 */
const loadFeature = () => import('./pay-invoice-content');
const PayInvoice = lazy(() => loadFeature().then((module) => ({ default: module.PayInvoiceContent })));

/** The element: the signed-in gate (the payer's session), then the invoice payment. */
export function PayInvoiceWidget({ attributes, properties }: Props) {
  useEffect(() => {
    // A failure here is retried by the lazy component when it renders.
    loadFeature().catch(() => undefined);
  }, []);
  return (
    <WidgetSessionGate attributes={attributes} properties={properties} purpose="pay">
      <SignedInPayInvoice invoiceId={attributes['invoice-id']} />
    </WidgetSessionGate>
  );
}

function SignedInPayInvoice({ invoiceId }: { invoiceId: string }) {
  const { api, session } = useWidgetSession();
  const { environment, emit, brandId, language } = useWidget<typeof payInvoiceEvents>();
  // The push watcher and the realtime client load only when a payment waits for a push approval (not with the
  // element's first download: the storefront's pay button shares them, and a shared chunk would cost this page).
  const watchPush = useMemo<PushWatch>(() => {
    let loading: Promise<PushWatch> | null = null;
    return (transactionId, signal) => {
      loading ??= import('../../core/payments/push-watch').then(({ createPushWatch }) =>
        createPushWatch({
          api,
          connect: async () => {
            const { createRealtimeClient } = await import('../../core/realtime/realtime-client');
            return createRealtimeClient({ url: environment.websocketUrl, token: () => session.getAccessToken() });
          },
        }),
      );
      return loading.then((watch) => watch(transactionId, signal));
    };
  }, [api, session, environment.websocketUrl]);
  const common = useCommonMessages();
  return (
    <Suspense fallback={<Spinner label={common('status.loading')} showLabel />}>
      <PayInvoice
        key={invoiceId}
        api={api}
        invoiceId={invoiceId}
        watchPush={watchPush}
        onLoaded={(invoice) => emit('wallet-invoice-loaded', { invoice })}
        onPaid={(detail) => emit('wallet-invoice-paid', detail)}
        onRejected={(detail) => emit('wallet-invoice-rejected', detail)}
        onError={(detail) => emit('wallet-error', detail)}
        onSwitchAccount={() => void session.logout()}
        receiptPdf={(reference) =>
          import('../../core/receipts/receipt-pdf').then(({ receiptPdfLinkByReference }) =>
            receiptPdfLinkByReference(api, { brand: brandId, reference, language }),
          )
        }
      />
    </Suspense>
  );
}
