import * as z from 'zod/mini';
import { payButtonPreviewStyles } from '../../ui';
import { defineWidget } from '../runtime/define-widget';
import { textsProperty, type PayButtonTextKey } from '../runtime/text-keys';
import { isolationAttributes } from '../runtime/isolation/isolation';
import { sessionAttributes, sessionProperties } from '../runtime/session/session-options';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import payButtonCss from './pay-button.css?inline';
import { buttonIdAttribute } from './pay-button-attributes';
import {
  PayButtonWidget,
  payButtonEvents,
  type PayButtonErrorDetail,
  type PaymentCancelledDetail,
  type PaymentCompletedDetail,
} from './pay-button';

/**
 * A merchant's saved payment button on their own storefront (buy now, subscription, donation), embedded with the
 * snippet the merchant's button manager generates. It draws the button in its saved style without anyone signing in;
 * a click opens the payment in a modal dialog inside the element (never a new page): the payer signs in through the
 * portal's `auth/sei` popup (every sign-in flow works there), chooses the account to pay from (balances, exchange
 * rate, fee and total), types the amount of a donation without a fixed one, and approves by their mode (none, push on
 * their phone, SMS, authenticator or approval code). A subscription button starts the subscription and pays its first
 * payment. A double click pays once (one idempotency key per attempt). An unknown or deleted button draws nothing.
 *
 * On a page that is not the portal's origin the dialog shows that checkout in the bank's frame (`isolation="frame"`,
 * the portal's `/embed/pay-button`): the payer's session and tokens live in the frame, the page gets the events.
 *
 * The first download is only what draws the button; the sign-in, the API client, the payment and the dialog load on
 * the first click (and are prefetched when the pointer or focus reaches the button).
 *
 * @summary A merchant's pay button for a storefront: draws the saved button and takes the payment in a dialog.
 *
 * @attr {string} button-id - Required. The saved button to show (a whole number, as in the merchant's snippet).
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); overrides `env`'s URLs and, without `env`, means `sandbox`.
 * @attr {string} code - One-time code handed over by a mobile shell that already has a session; exchanged (with `code-verifier`) on the first click.
 * @attr {string} code-verifier - The PKCE verifier that goes with `code`.
 * @attr {string} portal-origin - Origin of the portal whose sign-in page the popup opens (`http://127.0.0.1:5173`); defaults to the environment's portal.
 * @attr {string} isolation - `frame` (default on a page that is not the portal's origin): the button stays in the page (it holds no session) and its dialog shows the checkout (sign-in, payment, approval) in an iframe of the portal (`/embed/pay-button`), so the page's scripts cannot reach the payer's session; attributes, events, CSS variables and the frame's height go through an origin-checked bridge, and the page's Content-Security-Policy must allow the portal in `frame-src`. `none`: the checkout runs in the page. See docs/widgets.md "Isolation mode".
 *
 * @prop {string | null} buttonId - Mirrors the `button-id` attribute. Another id shows another button.
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} code - Mirrors the `code` attribute.
 * @prop {string | null} codeVerifier - Mirrors the `code-verifier` attribute.
 * @prop {string | null} portalOrigin - Mirrors the `portal-origin` attribute.
 * @prop {string | null} isolation - Mirrors the `isolation` attribute.
 * @prop {() => Promise<{ accessToken: string; refreshToken: string } | { code: string; codeVerifier: string } | null> | undefined} getSession - The host's session callback (a site with its own back-end session): tokens, or a code and verifier to exchange, or null. Called on the first click and again when a session ends.
 * @prop {{ [lang in Language]?: { [key in PayButtonTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`PayButtonTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ portalOrigin: string }} wallet-auth-required - The payer clicked and no session was found; the element is about to offer its sign-in button. Cancelable: a host that signs the user in itself cancels it and then sets `code` + `code-verifier` or `getSession`.
 * @event {{ reason: 'sessionExpired' | 'idle' | 'loggedOut' }} wallet-session-expired - The payer's session ended (refresh refused, signed out); the element asks for a sign-in again.
 * @event {{ transactionId: string; buttonId: number; amount: string; currency: string }} wallet-payment-completed - The payment is booked (after the approval, when one was needed); `amount` is a decimal string in the button's currency.
 * @event {{ buttonId: number }} wallet-payment-cancelled - The payer closed the payment without paying.
 * @event {{ code: string; message: string }} wallet-error - `code` is `not-found` for an unknown or deleted button (nothing is drawn), `unavailable` when the payment could not be opened, else the API response code of the failed call; `message` is English, for logs.
 *
 * @csspart base - The button and what goes with it (a failure and its retry).
 * @csspart pay-button - The button itself (shape, colour and size as saved).
 * @csspart error - A failure with its retry.
 * @csspart frame - In `isolation="frame"` mode: the bank's iframe in the dialog (the parts inside it, from `session` to `outcome`, cannot be styled from the page; use the CSS variables).
 * @csspart session - The sign-in, in the dialog.
 * @csspart summary - What is paid for, in the dialog.
 * @csspart form - The payment form (amount of a donation, account to pay from).
 * @csspart amounts - Fee and total of the chosen account.
 * @csspart actions - The pay button of the dialog.
 * @csspart approval - The approval step (code entry, or waiting for the phone).
 * @csspart outcome - The success.
 *
 * @cssproperty --wallet-pay-button-gold - Background of gold buttons (also `-blue`, `-silver`, `-white`, `-black`); each has a `-text` colour (`--wallet-pay-button-gold-text`).
 * @cssproperty --wallet-color-primary - Buttons and the chosen account in the dialog. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-surface - Background of the summary and amounts.
 * @cssproperty --wallet-font-family - Font family.
 */
export const PayButtonElement = defineWidget({
  tagName: 'wallet-pay-button',
  component: PayButtonWidget,
  attributes: z.object({
    ...buttonIdAttribute,
    ...sessionAttributes,
    ...isolationAttributes,
  }),
  properties: { ...sessionProperties, texts: textsProperty<PayButtonTextKey>() },
  // Only what draws the button; the dialog's styles come with it on the first click.
  styles: [payButtonPreviewStyles, payButtonCss],
  events: payButtonEvents,
});

export type PayButtonElement = InstanceType<typeof PayButtonElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-pay-button': PayButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-payment-completed': WalletEvent<'wallet-payment-completed', PaymentCompletedDetail>;
    'wallet-payment-cancelled': WalletEvent<'wallet-payment-cancelled', PaymentCancelledDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-pay-button': WidgetJsxProps<typeof PayButtonElement>;
    }
  }
}

export type { PayButtonErrorDetail };
