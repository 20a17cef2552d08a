import {
  defineFramedWidget,
  SESSION_ATTRIBUTE_NAMES,
  SESSION_EVENT_INFO,
  SESSION_PROPERTY_NAMES,
} from '../runtime/isolation/framed-element';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import type { InvoiceLoadedDetail, InvoicePaidDetail, InvoiceRejectedDetail } from './pay-invoice';
import type { PayInvoiceInPageElement } from './pay-invoice.in-page';

/**
 * A payer opens an invoice and pays it from their wallet on the merchant's own site: the invoice (payee, amount,
 * currency, due date, note, status, PDF), the account to pay from with its balance (and the exchange rate for an
 * account in another currency), the fee and total, then the approval by the payer's mode (push on their phone, a
 * code by SMS, authenticator or approval code) and a success that closes after 3 seconds. The payer can reject the
 * invoice with a note. Paid, rejected, pending and other accounts' invoices get their own screens.
 *
 * The payer's session comes, in this order, from the portal's own session (same origin), a `code` + `code-verifier`
 * handed over by a mobile shell, the host's `getSession` callback, or a "Sign in" button that opens the portal's
 * `auth/sei` page in a popup (every sign-in flow works there) which hands back a one-time code (PKCE). Tokens stay in
 * the element's memory.
 *
 * @summary A payer pays (or rejects) an invoice from their wallet, signed in through the portal.
 *
 * @attr {string} invoice-id - Required. The invoice to pay.
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language. Changes apply without a remount; a language's texts load the first time it is shown.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); overrides `env`'s URLs and, without `env`, means `sandbox`.
 * @attr {string} code - One-time code handed over by a mobile shell that already has a session; exchanged (with `code-verifier`) when the element starts.
 * @attr {string} code-verifier - The PKCE verifier that goes with `code`.
 * @attr {string} portal-origin - Origin of the portal whose sign-in page the popup opens (`http://127.0.0.1:5173`); defaults to the environment's portal.
 * @attr {string} isolation - `frame` (default on a page that is not the portal's origin): the element shows the invoice payment in an iframe of the portal (`/embed/pay-invoice`), so the page's scripts cannot reach the user's session; attributes, events, CSS variables and the frame's height go through an origin-checked bridge. `none`: rendered in the page. See docs/widgets.md "Isolation mode".
 *
 * @prop {string | null} invoiceId - Mirrors the `invoice-id` attribute. Another id shows another invoice.
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} code - Mirrors the `code` attribute.
 * @prop {string | null} codeVerifier - Mirrors the `code-verifier` attribute.
 * @prop {string | null} portalOrigin - Mirrors the `portal-origin` attribute.
 * @prop {string | null} isolation - Mirrors the `isolation` attribute.
 * @prop {() => Promise<{ accessToken: string; refreshToken: string } | { code: string; codeVerifier: string } | null> | undefined} getSession - The host's session callback (a site with its own back-end session): tokens, or a code and verifier to exchange, or null. Called when the element starts and again when a session ends.
 * @prop {{ [lang in Language]?: { [key in PayInvoiceTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`PayInvoiceTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ portalOrigin: string }} wallet-auth-required - No session was found and the element is about to offer its sign-in button. Cancelable: a host that signs the user in itself cancels it and then sets `code` + `code-verifier` or `getSession`.
 * @event {{ reason: 'sessionExpired' | 'idle' | 'loggedOut' }} wallet-session-expired - The payer's session ended (refresh refused, signed out); the element asks for a sign-in again.
 * @event {{ invoice: Invoice }} wallet-invoice-loaded - The invoice was read: on the first load and again after a payment or a rejection.
 * @event {{ invoiceId: string; transactionId: string }} wallet-invoice-paid - The payment is booked (after the approval, when one was needed).
 * @event {{ invoiceId: string }} wallet-invoice-rejected - The payer rejected the invoice.
 * @event {{ code: string; message: string }} wallet-error - Something the payer sees as an error: `code` is `not-found` for an invoice that is not the signed-in account's, else the API response code of the failed call; `message` is English, for logs.
 *
 * @csspart base - The invoice's container.
 * @csspart frame - In `isolation="frame"` mode: the bank's iframe (the parts inside it cannot be styled from the page; use the CSS variables).
 * @csspart session - The sign-in (before the payer is signed in).
 * @csspart heading - The invoice's heading (it takes focus after a payment or rejection).
 * @csspart summary - The invoice's details.
 * @csspart pdf-link - The link to the invoice's PDF (opens in a new tab).
 * @csspart form - The payment form (account to pay from).
 * @csspart amounts - Fee and total of the chosen account.
 * @csspart actions - The pay and reject buttons.
 * @csspart approval - The approval step (code entry, or waiting for the phone).
 * @csspart error - A failure with its retry.
 * @csspart outcome - The screens of invoices that cannot be paid (paid, rejected, pending, not found).
 *
 * @cssproperty --wallet-color-primary - Buttons and the chosen account. Default: the brand's.
 * @cssproperty --wallet-color-primary-strong - Links and pressed buttons. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-text-muted - Secondary text (labels, hints).
 * @cssproperty --wallet-color-surface - Background of the details and amounts.
 * @cssproperty --wallet-color-danger - Errors and overdue dates.
 * @cssproperty --wallet-font-family - Font family.
 * @cssproperty --wallet-invoice-max-width - Width of the invoice. Default 40rem.
 * @cssproperty --wallet-invoice-padding - Padding of the invoice. Default 1.5rem.
 * @cssproperty --wallet-invoice-background - Background of the invoice. Default the background colour.
 * @cssproperty --wallet-invoice-border-color - Border of the invoice. Default the border colour.
 * @cssproperty --wallet-invoice-radius - Corner radius of the invoice. Default 12px.
 */
export const PayInvoiceElement = defineFramedWidget<typeof PayInvoiceInPageElement>({
  tagName: 'wallet-pay-invoice',
  widget: 'pay-invoice',
  attributes: ['invoice-id', ...SESSION_ATTRIBUTE_NAMES, 'isolation'],
  required: ['invoice-id'],
  properties: [...SESSION_PROPERTY_NAMES, 'texts'],
  events: {
    ...SESSION_EVENT_INFO,
    'wallet-invoice-loaded': { cancelable: false },
    'wallet-invoice-paid': { cancelable: false },
    'wallet-invoice-rejected': { cancelable: false },
    'wallet-error': { cancelable: false },
  },
  variables: ['invoice-max-width', 'invoice-padding', 'invoice-background', 'invoice-border-color', 'invoice-radius'],
  load: () => import('./pay-invoice.in-page').then((module) => module.mount),
});

export type PayInvoiceElement = InstanceType<typeof PayInvoiceElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-pay-invoice': PayInvoiceElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-invoice-loaded': WalletEvent<'wallet-invoice-loaded', InvoiceLoadedDetail>;
    'wallet-invoice-paid': WalletEvent<'wallet-invoice-paid', InvoicePaidDetail>;
    'wallet-invoice-rejected': WalletEvent<'wallet-invoice-rejected', InvoiceRejectedDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-pay-invoice': WidgetJsxProps<typeof PayInvoiceElement>;
    }
  }
}
