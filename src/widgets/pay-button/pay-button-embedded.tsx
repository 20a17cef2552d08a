/**
 * The pay button's checkout inside the bank's frame (`/embed/pay-button`, isolation mode): what the element's dialog
 * shows in the page with `isolation="none"` (the sign-in, the payment with its approval, the success), without the
 * dialog, which stays the page's. The button is read again here, from the bank's own API. The page's element keeps
 * this frame, hidden, between its dialog's openings, so the payer's session (in this frame's memory) lasts as long as
 * the element; the payment is mounted only while the frame is shown, so each opening is a new payment.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import { loadPublicButton, PublicButtonError } from '../../core/pay-button/public-button';
import { Banner, Spinner, useCommonMessages, useMessages } from '../../ui';
import { WidgetSessionGate } from '../runtime/session';
import { embeddingFrameVisibility } from '../runtime/session/embedding';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { CHECKOUT_BUSY, CHECKOUT_FINISHED, CHECKOUT_RECEIPT, type checkoutFrameEvents } from './checkout-frame-events';
import type { PayButtonAttributes, PayButtonProperties, payButtonEvents } from './pay-button';
import { SignedInPayment } from './pay-button-checkout';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';

const NAMESPACE = 'pay-button-element';
const MESSAGES = { en, es, pt, ro, ru, uk };

type Events = typeof payButtonEvents & typeof checkoutFrameEvents;
type ButtonState = { key: string; button: PublicPayButton } | { key: string; failed: true };

const subscribeToShown = (onChange: () => void) => {
  const visibility = embeddingFrameVisibility();
  visibility?.addEventListener('shownchange', onChange);
  return () => visibility?.removeEventListener('shownchange', onChange);
};
/** Whether the page's element shows this frame (its dialog is open); always outside the portal's frame page. */
const frameShown = () => embeddingFrameVisibility()?.shown ?? true;

export function PayButtonEmbeddedCheckout({
  attributes,
  properties,
}: WidgetComponentProps<PayButtonAttributes, PayButtonProperties>) {
  const { environment, language, emit } = useWidget<Events>();
  const common = useCommonMessages();
  const t = useMessages(NAMESPACE, MESSAGES);
  const buttonId = Number(attributes['button-id']);
  const [reads, setReads] = useState(0);
  const readKey = `${environment.apiBase} ${buttonId} ${reads}`;
  const [state, setState] = useState<ButtonState | null>(null);
  const shown = useSyncExternalStore(subscribeToShown, frameShown);
  const latest = useRef({ language, emit });
  useEffect(() => {
    latest.current = { language, emit };
  });

  useEffect(() => {
    let current = true;
    loadPublicButton({ apiBase: environment.apiBase, buttonId, language: latest.current.language }).then(
      (button) => {
        if (current) setState({ key: readKey, button });
      },
      (error: unknown) => {
        if (!current) return;
        setState({ key: readKey, failed: true });
        const failure =
          error instanceof PublicButtonError
            ? error
            : new PublicButtonError({ kind: 'unavailable', code: 'UE', message: String(error) });
        latest.current.emit('wallet-error', {
          code: failure.failure.kind === 'not-found' ? 'not-found' : failure.failure.code,
          message: failure.message,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [environment.apiBase, buttonId, readKey]);

  if (state?.key !== readKey) return <Spinner label={common('status.loading')} showLabel />;
  if ('failed' in state) {
    return (
      <Banner tone="error" part="error">
        <p>{t('checkoutFailed')}</p>
        <button type="button" className="wallet-pay-button-retry" onClick={() => setReads((count) => count + 1)}>
          {t('retry')}
        </button>
      </Banner>
    );
  }
  return (
    <div part="base">
      <WidgetSessionGate attributes={attributes} properties={properties} purpose="pay">
        {/* Hidden, no payment: shown again, a new one (new idempotency keys), as the in-page dialog mounts one. */}
        {shown && (
          <SignedInPayment
            button={state.button}
            onBusyChange={(busy) => emit(CHECKOUT_BUSY, { busy })}
            onCompleted={() => undefined}
            onFinished={() => emit(CHECKOUT_FINISHED, {})}
            onReceipt={(receipt) => emit(CHECKOUT_RECEIPT, { receipt })}
          />
        )}
      </WidgetSessionGate>
    </div>
  );
}
