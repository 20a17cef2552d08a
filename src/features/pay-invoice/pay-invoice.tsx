import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import { ApiError, errorFromFailure } from '../../core/api/errors';
import { invoiceCalls, payerScreen, type PayerScreen } from '../../core/invoices/invoices';
import type { PushWatch } from '../../core/payments/approval-machine';
import type { PaymentReceiptData } from '../../core/payments/receipt';
import { createResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Inline,
  LoadErrorBanner,
  PaymentReceipt,
  Spinner,
  Stack,
  useCommonMessages,
  type ReceiptPdfButtonProps,
} from '../../ui';
import { InvoiceDetails, statusText } from './invoice-details';
import { usePayInvoiceMessages } from './messages';

/** The payment (accounts, fee, approval) and the rejection load when an invoice can be paid. */
const loadPaySection = () => import('./pay-section');
const PaySection = lazy(() => loadPaySection().then((module) => ({ default: module.PaySection })));

export interface PaidDetail {
  invoiceId: string;
  transactionId: string;
}

export interface PayInvoiceEvents {
  /** Every time the invoice was read (first load, after a payment or rejection). */
  onLoaded?: ((invoice: Invoice) => void) | undefined;
  onPaid?: ((detail: PaidDetail) => void) | undefined;
  onRejected?: ((detail: { invoiceId: string }) => void) | undefined;
  /** A failure the payer sees: `code` is the API response code (or `not-found`), `message` English for logs. */
  onError?: ((detail: { code: string; message: string }) => void) | undefined;
}

export interface PayInvoiceProps extends PayInvoiceEvents {
  /** The signed-in payer's API client. */
  api: ApiClient;
  invoiceId: string;
  /** Waits for a push approval (realtime channel of the signed-in user). */
  watchPush: PushWatch;
  /** Level of the main heading: 2 on a partner page or in a popup, 1 on a page of its own. */
  headingLevel?: 1 | 2 | undefined;
  /** Pay goes through a review step (from, to, amount, fee, rate, total, arrival) first; the portal sets it. */
  reviewBeforePaying?: boolean | undefined;
  /** Offered when the invoice is not for the signed-in account (the widget signs out to let another account in). */
  onSwitchAccount?: (() => void) | undefined;
  /**
   * Makes the bank's branded PDF receipt of the payment with this reference and answers its signed link
   * (`receiptPdfLinkByReference` of src/core/receipts); the receipt after paying offers it.
   */
  receiptPdf?: ((reference: string) => Promise<string>) | undefined;
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'not-found'; error: ApiError }
  | { kind: 'loaded'; invoice: Invoice };

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}

function Heading({
  level,
  children,
  id,
  headingRef,
}: {
  level: 1 | 2;
  children: ReactNode;
  id: string;
  headingRef: (node: HTMLHeadingElement | null) => void;
}) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} ref={headingRef} tabIndex={-1} className="wallet-invoice__heading" part="heading">
      {children}
    </Tag>
  );
}

/**
 * A payer opens an invoice and pays it from their wallet (spec 2, invoices and p2p payments): who asks for what,
 * until when and why, the PDF; then the account to pay from, the fee, the payment and its approval; or a rejection
 * with a note. Paid, rejected, pending and foreign invoices get their own screens. Used by `<wallet-pay-invoice>` and
 * by the portal's pay popup.
 */
export function PayInvoice({
  api,
  invoiceId,
  watchPush,
  headingLevel = 2,
  reviewBeforePaying = false,
  onSwitchAccount,
  receiptPdf,
  onLoaded,
  onPaid,
  onRejected,
  onError,
}: PayInvoiceProps) {
  const { t, ready } = usePayInvoiceMessages();
  const common = useCommonMessages();
  const headingId = useId();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [loads, setLoads] = useState(0);
  // The receipt of the payment made here stays under "This invoice is paid" once the invoice is read again.
  const [receipt, setReceipt] = useState<PaymentReceiptData | null>(null);
  // The PDF's "preparing" state only; it reads nothing another screen shares.
  const [receiptCache] = useState(createResourceCache);
  const pdfOf = useCallback(
    (reference: string): ReceiptPdfButtonProps | undefined =>
      receiptPdf ? { cache: receiptCache, prepare: () => receiptPdf(reference) } : undefined,
    [receiptPdf, receiptCache],
  );
  const focusNext = useRef(false);
  const events = useRef({ onLoaded, onError });
  useEffect(() => {
    events.current = { onLoaded, onError };
  });

  useEffect(() => {
    const controller = new AbortController();
    invoiceCalls.get(api, invoiceId, controller.signal).then(
      (invoice) => {
        setState({ kind: 'loaded', invoice });
        events.current.onLoaded?.(invoice);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        const notFound = apiError.code === 'TA1';
        setState(notFound ? { kind: 'not-found', error: apiError } : { kind: 'failed', error: apiError });
        events.current.onError?.({ code: notFound ? 'not-found' : apiError.code, message: apiError.message });
      },
    );
    return () => controller.abort();
  }, [api, invoiceId, loads]);

  const screen: PayerScreen | null = state.kind === 'loaded' ? payerScreen(state.invoice) : null;
  const canPay = screen === 'payable';
  useEffect(() => {
    if (canPay) loadPaySection().catch(() => undefined);
  }, [canPay]);

  /** After a payment or rejection the invoice is read again and focus goes to its heading. */
  const reload = useCallback(() => {
    focusNext.current = true;
    setLoads((count) => count + 1);
  }, []);

  const headingElement = useRef<HTMLHeadingElement | null>(null);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    headingElement.current = node;
  }, []);
  // Once the invoice is read again (after a payment or a rejection), focus goes to its heading.
  useEffect(() => {
    if (state.kind === 'loading' || !focusNext.current) return;
    focusNext.current = false;
    headingElement.current?.focus();
  }, [state]);

  if (!ready || state.kind === 'loading') {
    return (
      <div part="base" className="wallet-invoice wallet-invoice--loading">
        <Spinner label={ready ? t('loading') : common('status.loading')} showLabel />
      </div>
    );
  }

  if (state.kind === 'failed') {
    return (
      <section part="base" className="wallet-invoice" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} headingRef={headingRef}>
          {t('loadFailed')}
        </Heading>
        <LoadErrorBanner part="error" error={state.error} onRetry={reload} />
      </section>
    );
  }

  if (state.kind === 'not-found') {
    return (
      <section part="base" className="wallet-invoice" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} headingRef={headingRef}>
          {t('screen.notFoundTitle')}
        </Heading>
        <Stack gap="md" part="outcome">
          <p>{t('screen.notFound')}</p>
          {onSwitchAccount && (
            <Inline gap="sm">
              <Button variant="secondary" onClick={onSwitchAccount}>
                {t('screen.switchAccount')}
              </Button>
            </Inline>
          )}
        </Stack>
      </section>
    );
  }

  const { invoice } = state;
  const own = screen === 'own';
  const title = own
    ? t('heading.own', { payer: invoice.payerName ?? invoice.payerEmail })
    : t('heading.payable', { payee: invoice.payeeName ?? invoice.payeeEmail });
  return (
    <section part="base" className="wallet-invoice" aria-labelledby={headingId} data-screen={screen}>
      <Stack gap="lg">
        <Heading level={headingLevel} id={headingId} headingRef={headingRef}>
          {title}
        </Heading>
        <InvoiceDetails invoice={invoice} t={t} />
        {canPay ? (
          <Suspense fallback={<Spinner label={t('loadingStep')} showLabel />}>
            <PaySection
              api={api}
              invoice={invoice}
              watchPush={watchPush}
              headingLevel={headingLevel === 1 ? 2 : 3}
              review={reviewBeforePaying}
              receiptPdf={pdfOf}
              onPaid={(transactionId, booked) => {
                setReceipt(booked);
                onPaid?.({ invoiceId: String(invoice.id), transactionId });
              }}
              onFinished={reload}
              onRejected={() => {
                onRejected?.({ invoiceId: String(invoice.id) });
                reload();
              }}
              onError={(error) => onError?.({ code: error.code, message: error.message })}
            />
          </Suspense>
        ) : (
          <>
            <Outcome screen={screen ?? 'unknown'} text={screenText(screen ?? 'unknown', invoice, t)} />
            {screen === 'paid' && receipt && <PaymentReceipt receipt={receipt} pdf={pdfOf(receipt.reference)} />}
          </>
        )}
      </Stack>
    </section>
  );
}

function screenText(screen: PayerScreen, invoice: Invoice, t: ReturnType<typeof usePayInvoiceMessages>['t']): string {
  switch (screen) {
    case 'own':
      return t('screen.own', { payer: invoice.payerName ?? invoice.payerEmail });
    case 'unknown':
      return t('screen.unknown', { status: statusText(t, invoice.status) });
    case 'payable':
      return '';
    default:
      return t(`screen.${screen}`);
  }
}

function Outcome({ screen, text }: { screen: PayerScreen; text: string }) {
  const tone = screen === 'paid' ? 'success' : screen === 'rejected' || screen === 'unknown' ? 'warning' : 'info';
  return (
    <div part="outcome">
      <Banner tone={tone}>{text}</Banner>
    </div>
  );
}
