import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import { loadPublicButton, peekPublicButton, PublicButtonError } from '../../core/pay-button/public-button';
import type { PaymentCompletedDetail } from '../../features/pay-button/pay-button-payment';
import { Banner, PayButtonPreview, useMessages } from '../../ui';
import {
  elementPortalOrigin,
  isolationMode,
  type IsolationAttributeValues,
  type IsolationMode,
} from '../runtime/isolation/isolation';
import {
  sessionEvents,
  type SessionAttributeValues,
  type SessionPropertyValues,
} from '../runtime/session/session-options';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent } from '../runtime/widget-events';
import type { PayButtonCheckoutProps } from './pay-button-checkout';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';

export type { PaymentCompletedDetail };

export interface PaymentCancelledDetail {
  buttonId: number;
}

/** Same shape as the other elements' `wallet-error`. */
export interface PayButtonErrorDetail {
  /**
   * `not-found` for an unknown or deleted button (the element shows nothing), `unavailable` when the payment could
   * not be opened, else the API response code of the failed call (`AE` network, `UE`, `VF` ...).
   */
  code: string;
  /** English, for the host's logs; the payer reads a translated text. */
  message: string;
}

export const payButtonEvents = {
  ...sessionEvents,
  /** The payment is booked (after the approval, when one was needed). */
  'wallet-payment-completed': walletEvent<PaymentCompletedDetail>(),
  /** The payer closed the payment without paying. */
  'wallet-payment-cancelled': walletEvent<PaymentCancelledDetail>(),
  /** Something failed: the button could not be read, the payment could not be opened or a call failed. */
  'wallet-error': walletEvent<PayButtonErrorDetail>(),
};

export interface PayButtonAttributes extends SessionAttributeValues, IsolationAttributeValues {
  'button-id': string;
}

export type PayButtonProperties = SessionPropertyValues;

/**
 * The payment (sign-in gate, accounts, approval, dialog): downloaded on the first click, or on hover/focus before it.
 * In frame mode only the dialog and the frame host download; the payment runs in the bank's frame.
 */
const loadInPageCheckout = () => import('./pay-button-checkout');
const loadFrameCheckout = () => import('./pay-button-frame');
type CheckoutProps = PayButtonCheckoutProps & { portalOrigin: string };
interface LoadedCheckout {
  mode: IsolationMode;
  Checkout: ComponentType<CheckoutProps>;
}
const loadCheckout = (mode: IsolationMode): Promise<LoadedCheckout> =>
  mode === 'frame'
    ? loadFrameCheckout().then((module) => ({ mode, Checkout: module.PayButtonFrameCheckout }))
    : loadInPageCheckout().then((module) => ({ mode, Checkout: module.PayButtonCheckout }));

const NAMESPACE = 'pay-button-element';
const MESSAGES = { en, es, pt, ro, ru, uk };

type ButtonState =
  | { status: 'loading' }
  | { status: 'ready'; button: PublicPayButton }
  | { status: 'not-found' }
  | { status: 'failed'; error: PublicButtonError };

/**
 * The storefront's pay button: reads the saved button (no sign-in) and draws it; a click opens the payment in a
 * dialog inside the element. An unknown or deleted button draws nothing and says so with `wallet-error`.
 */
export function PayButtonWidget({
  attributes,
  properties,
}: WidgetComponentProps<PayButtonAttributes, PayButtonProperties>) {
  const { environment, language, brand, emit } = useWidget<typeof payButtonEvents>();
  const t = useMessages(NAMESPACE, MESSAGES);
  const buttonId = Number(attributes['button-id']);
  const apiBase = environment.apiBase;
  /** Bumped by "Try again": a new read. */
  const [reads, setReads] = useState(0);
  const readKey = `${apiBase} ${buttonId} ${reads}`;
  const [result, setResult] = useState<{ key: string; state: ButtonState } | null>(null);
  // A button this page read recently draws at once (a host that renders the same markup again gets no flicker).
  const cached = peekPublicButton(apiBase, buttonId);
  const state: ButtonState =
    result?.key === readKey ? result.state : cached ? { status: 'ready', button: cached } : { status: 'loading' };
  const portalOrigin = elementPortalOrigin(attributes['portal-origin'], environment.portalOrigin);
  // The checkout runs in the bank's frame on any page that is not the portal's (the button needs no session).
  const mode = isolationMode(attributes.isolation, window.location.origin, portalOrigin);
  const [loaded, setLoaded] = useState<LoadedCheckout | null>(null);
  const checkout = loaded?.mode === mode ? loaded : null;
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const [open, setOpen] = useState(false);
  /** Counts the times the payment was opened: each opening is a new payment (new idempotency keys). */
  const [opening, setOpening] = useState(0);
  const latest = useRef({ language, emit });
  useEffect(() => {
    latest.current = { language, emit };
  });

  useEffect(() => {
    // Always asked, also when the page's cache has the button by now: another element's read may have filled it after
    // this one rendered its empty loading state, and returning here would leave that state on screen for good.
    // A cached button answers at once, without a request.
    let current = true;
    loadPublicButton({ apiBase, buttonId, language: latest.current.language }).then(
      (button) => {
        if (current) setResult({ key: readKey, state: { status: 'ready', button } });
      },
      (error: unknown) => {
        if (!current) return;
        const failure =
          error instanceof PublicButtonError
            ? error
            : new PublicButtonError({ kind: 'unavailable', code: 'UE', message: String(error) });
        setResult({
          key: readKey,
          state: failure.failure.kind === 'not-found' ? { status: 'not-found' } : { status: 'failed', error: failure },
        });
        latest.current.emit(
          'wallet-error',
          failure.failure.kind === 'not-found'
            ? { code: 'not-found', message: failure.message }
            : { code: failure.failure.code, message: failure.message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [apiBase, buttonId, readKey]);

  const prefetch = () => {
    loadCheckout(mode).catch(() => undefined);
  };

  const start = () => {
    setCheckoutFailed(false);
    setOpening((count) => count + 1);
    setOpen(true);
    if (checkout) return;
    loadCheckout(mode).then(setLoaded, (error: unknown) => {
      setOpen(false);
      setCheckoutFailed(true);
      emit('wallet-error', {
        code: 'unavailable',
        message: `The payment could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
  };

  // An unknown or deleted button: nothing visible, the host page keeps its layout.
  if (state.status === 'not-found' || state.status === 'loading') return null;

  if (state.status === 'failed') {
    return (
      <div className="wallet-pay-button-host" part="base">
        <Banner tone="error" part="error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="wallet-pay-button-retry" onClick={() => setReads((count) => count + 1)}>
            {t('retry')}
          </button>
        </Banner>
      </div>
    );
  }

  const { button } = state;
  return (
    <div className="wallet-pay-button-host" part="base" onPointerEnter={prefetch} onFocus={prefetch}>
      <PayButtonPreview
        buttonStyle={button.style}
        amount={button.amount}
        currency={button.currencyCode}
        period={button.subscriptionPeriod}
        logoUrl={button.logoUrl}
        brandName={brand.name}
        busy={open && !checkout}
        onClick={start}
      />
      {checkoutFailed && (
        <Banner tone="error" part="error">
          <p>{t('checkoutFailed')}</p>
          <button type="button" className="wallet-pay-button-retry" onClick={start}>
            {t('retry')}
          </button>
        </Banner>
      )}
      {checkout && (
        <checkout.Checkout
          button={button}
          portalOrigin={portalOrigin}
          open={open}
          opening={opening}
          attributes={attributes}
          properties={properties}
          onClose={(completed) => {
            setOpen(false);
            if (!completed) emit('wallet-payment-cancelled', { buttonId: button.id });
          }}
        />
      )}
    </div>
  );
}
