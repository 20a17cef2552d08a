import {
  defineFramedWidget,
  SESSION_ATTRIBUTE_NAMES,
  SESSION_EVENT_INFO,
  SESSION_PROPERTY_NAMES,
} from '../runtime/isolation/framed-element';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import type { ButtonDeletedDetail, ButtonSavedDetail } from './merchant-buttons';
import type { MerchantButtonsInPageElement } from './merchant-buttons.in-page';

/**
 * A business's payment-button manager for its own dashboard or app: saved buttons (buy now, subscription,
 * donation) with a live preview and the code to embed each one, the payment-button notification (PBN) settings with
 * a signing secret shown once, and the business's logos. Acts for the signed-in user: it finds a session (the
 * portal's tab, a mobile shell's `code`, the host's `getSession`) or offers a sign-in popup. Users without full
 * access to the merchant area see everything read-only.
 *
 * @summary Merchants create, style, embed and manage their payment buttons, notification settings and logos.
 *
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language. Other languages' texts load the first time they are shown.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); overrides `env`'s URLs and, without `env`, means `sandbox`.
 * @attr {string} code - A one-time sign-in code handed over by a mobile shell; exchanged (with `code-verifier`) when the element starts.
 * @attr {string} code-verifier - The PKCE verifier that goes with `code` (43 to 128 letters, digits and `- . _ ~`).
 * @attr {string} portal-origin - Origin of the portal whose sign-in page the popup opens. Default: the environment's portal.
 * @attr {string} isolation - `frame` (default on a page that is not the portal's origin): the element shows the button manager in an iframe of the portal (`/embed/merchant-buttons`), so the page's scripts cannot reach the user's session; attributes, events, CSS variables and the frame's height go through an origin-checked bridge. `none`: rendered in the page. See docs/widgets.md "Isolation mode".
 *
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} code - Mirrors the `code` attribute.
 * @prop {string | null} codeVerifier - Mirrors the `code-verifier` attribute.
 * @prop {string | null} portalOrigin - Mirrors the `portal-origin` attribute.
 * @prop {string | null} isolation - Mirrors the `isolation` attribute.
 * @prop {() => HostSession | Promise<HostSession>} getSession - The host's session callback: resolves `{ accessToken, refreshToken }`, `{ code, codeVerifier }` or null. Called when the element starts and again when a session ends.
 * @prop {{ [lang in Language]?: { [key in MerchantButtonsTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`MerchantButtonsTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ portalOrigin: string }} wallet-auth-required - No session was found and the element is about to offer its sign-in button. Cancelable: cancel it when the host signs the user in itself (then set `code` + `code-verifier` or `getSession`).
 * @event {{ reason: 'sessionExpired' | 'idle' | 'loggedOut' }} wallet-session-expired - The user's session ended; the element asks for a sign-in again.
 * @event {{ buttonId: number; created: boolean }} wallet-button-saved - A button was saved: `created` for a new one (created or duplicated), false for a change.
 * @event {{ buttonId: number }} wallet-button-deleted - A button was deleted; sites that embed it no longer show it.
 * @event {{ code: string; message: string }} wallet-error - A call failed: `code` is the API's response code, `message` English, for logs. The user sees a translated text and a way to retry.
 *
 * @csspart base - The manager's container (also the error state's container).
 * @csspart frame - In `isolation="frame"` mode: the bank's iframe (the parts inside it cannot be styled from the page; use the CSS variables).
 * @csspart session - The sign-in screen shown before a session exists.
 * @csspart tabs - The tabs of the three sections.
 * @csspart read-only - The notice shown to users without full access.
 * @csspart buttons - The saved buttons section.
 * @csspart list - The list of saved buttons.
 * @csspart pay-button - Each button's picture (in the list and the editor's preview).
 * @csspart embed - The code to embed a button, with its copy button.
 * @csspart editor - The button editor.
 * @csspart form - The editor's form.
 * @csspart preview - The editor's live preview.
 * @csspart actions - The editor's save and cancel buttons.
 * @csspart pbn - The payment notification settings section.
 * @csspart secret - The signing secret's part of the PBN settings.
 * @csspart logos - The business logos section.
 * @csspart logo-list - The list of logos.
 * @csspart upload - The logo upload form.
 * @csspart error - A failure to load, with its retry.
 *
 * @cssproperty --wallet-color-primary - Buttons and the selected tab. Default: the brand's.
 * @cssproperty --wallet-color-primary-strong - Links and pressed buttons. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-text-muted - Secondary text (labels, hints, details).
 * @cssproperty --wallet-color-surface - Background of previews.
 * @cssproperty --wallet-color-danger - Errors and delete buttons.
 * @cssproperty --wallet-font-family - Font family.
 * @cssproperty --wallet-merchant-max-width - Width of the manager. Default 64rem.
 * @cssproperty --wallet-merchant-padding - Padding of the manager. Default 0.
 * @cssproperty --wallet-merchant-background - Background of the manager. Default transparent.
 * @cssproperty --wallet-merchant-border-color - Border of the cards (buttons, logos). Default the border colour.
 * @cssproperty --wallet-merchant-radius - Corner radius of the cards. Default 12px.
 * @cssproperty --wallet-pay-button-gold - Background of gold buttons (also `-blue`, `-silver`, `-white`, `-black`, and `-gold-text` etc. for their text).
 */
export const MerchantButtonsElement = defineFramedWidget<typeof MerchantButtonsInPageElement>({
  tagName: 'wallet-merchant-buttons',
  widget: 'merchant-buttons',
  attributes: [...SESSION_ATTRIBUTE_NAMES, 'isolation'],
  properties: [...SESSION_PROPERTY_NAMES, 'texts'],
  events: {
    ...SESSION_EVENT_INFO,
    'wallet-button-saved': { cancelable: false },
    'wallet-button-deleted': { cancelable: false },
    'wallet-error': { cancelable: false },
  },
  variables: [
    'merchant-max-width',
    'merchant-padding',
    'merchant-background',
    'merchant-border-color',
    'merchant-radius',
    ...['gold', 'blue', 'silver', 'white', 'black'].flatMap((colour) => [
      `pay-button-${colour}`,
      `pay-button-${colour}-text`,
    ]),
  ],
  load: () => import('./merchant-buttons.in-page').then((module) => module.mount),
});

export type MerchantButtonsElement = InstanceType<typeof MerchantButtonsElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-merchant-buttons': MerchantButtonsElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-button-saved': WalletEvent<'wallet-button-saved', ButtonSavedDetail>;
    'wallet-button-deleted': WalletEvent<'wallet-button-deleted', ButtonDeletedDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-merchant-buttons': WidgetJsxProps<typeof MerchantButtonsElement>;
    }
  }
}
