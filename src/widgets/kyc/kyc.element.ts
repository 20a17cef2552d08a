import {
  defineFramedWidget,
  SESSION_ATTRIBUTE_NAMES,
  SESSION_EVENT_INFO,
  SESSION_PROPERTY_NAMES,
} from '../runtime/isolation/framed-element';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import type { KycDocumentUploadedDetail, KycStatusChangeDetail } from './kyc';
import type { KycInPageElement } from './kyc.in-page';

/**
 * A customer's verification in a partner's page or a mobile app: the overall status with its banner, what is
 * missing, and each part with the documents sent and their statuses. The customer uploads identity documents
 * (front and back where needed) and proofs of address (checked for type and size before upload, camera on phones,
 * progress shown), adds or replaces addresses and phones, confirms the phone with an SMS code, asks for the e-mail
 * confirmation link and updates the tax number. Review decisions arrive in real time: the status changes without a
 * reload. Signs the user in by itself (popup), or takes a session from a mobile shell (`code` + `code-verifier`),
 * the host (`getSession`) or the portal's tab on the same origin.
 *
 * @summary A signed-in customer's verification status, required actions and document uploads.
 *
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language. Changes apply without a remount.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); overrides `env`'s URLs and, without `env`, means `sandbox`.
 * @attr {string} code - One-time code handed over by a mobile shell that already has a session; exchanged with `code-verifier` when the element starts.
 * @attr {string} code-verifier - The PKCE verifier of `code` (43 to 128 letters, digits and `- . _ ~`).
 * @attr {string} portal-origin - Origin of the portal whose sign-in page the popup opens. Default: the environment's portal.
 * @attr {string} isolation - `frame` (default on a page that is not the portal's origin): the element shows the verification in an iframe of the portal (`/embed/kyc`), so the page's scripts cannot reach the user's session; attributes, events, CSS variables and the frame's height go through an origin-checked bridge. `none`: rendered in the page. See docs/widgets.md "Isolation mode".
 * @attr {string} section - Show only one part: `identity`, `address`, `phone`, `email`, `tax` (tax number and the FATCA/CRS status), `limits` or `self-certification` (the FATCA/CRS self-certification with its W-9 or W-8BEN signed online). Absent: everything; the self-certification then opens in place from its part.
 *
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} code - Mirrors the `code` attribute.
 * @prop {string | null} codeVerifier - Mirrors the `code-verifier` attribute.
 * @prop {string | null} portalOrigin - Mirrors the `portal-origin` attribute.
 * @prop {string | null} isolation - Mirrors the `isolation` attribute.
 * @prop {string | null} section - Mirrors the `section` attribute.
 * @prop {() => Promise<{ accessToken: string; refreshToken: string } | { code: string; codeVerifier: string } | null>} getSession - The host's session callback, like Stripe's `fetchClientSecret`; asked again when a session ends.
 * @prop {{ [lang in Language]?: { [key in KycTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`KycTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ portalOrigin: string }} wallet-auth-required - No session was found; cancelable: cancel it to sign the user in yourself, then set `code` + `code-verifier` or `getSession`.
 * @event {{ reason: 'sessionExpired' | 'idle' | 'loggedOut' }} wallet-session-expired - The user's session ended; the element asks for a sign-in again.
 * @event {{ status: string; requiredActions: string[] }} wallet-status-change - The overall status (`checked`, `limited`, `processing`, `verificationProcessing`, `unverified`, `duplicateDocuments`, `duplicateDocumentsUploaded`, `hasRequiredActions`, `someCardDocumentRequired`, `finalReview`) or the open required actions (`fatca`, `address`, `proofOfResidence`, `identity`, `phone`, `videoIdentity`) changed, also when first known.
 * @event {{ category: number; documentTypeId: number }} wallet-document-uploaded - A document was uploaded and now waits for review.
 * @event {{ code: string; message: string }} wallet-error - The verification could not be loaded (`code` is the API response code, `message` English for logs); the element offers a retry.
 *
 * @csspart base - The element's container.
 * @csspart frame - In `isolation="frame"` mode: the bank's iframe (the parts inside it cannot be styled from the page; use the CSS variables).
 *
 * @cssproperty --wallet-color-primary - Buttons. Default: the brand's.
 * @cssproperty --wallet-color-primary-strong - Links and pressed buttons. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-text-muted - Secondary text (hints, dates).
 * @cssproperty --wallet-color-warning - The edge of a part that needs action.
 * @cssproperty --wallet-color-danger - Errors and refusal reasons.
 * @cssproperty --wallet-font-family - Font family.
 * @cssproperty --wallet-kyc-max-width - Width of the verification. Default 48rem.
 * @cssproperty --wallet-kyc-section-background - Background of each part. Default the background colour.
 */
export const KycElement = defineFramedWidget<typeof KycInPageElement>({
  tagName: 'wallet-kyc',
  widget: 'kyc',
  attributes: [...SESSION_ATTRIBUTE_NAMES, 'isolation', 'section'],
  properties: [...SESSION_PROPERTY_NAMES, 'texts'],
  events: {
    ...SESSION_EVENT_INFO,
    'wallet-status-change': { cancelable: false },
    'wallet-document-uploaded': { cancelable: false },
    'wallet-error': { cancelable: false },
  },
  variables: ['kyc-max-width', 'kyc-section-background'],
  load: () => import('./kyc.in-page').then((module) => module.mount),
});

export type KycElement = InstanceType<typeof KycElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-kyc': KycElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-status-change': WalletEvent<'wallet-status-change', KycStatusChangeDetail>;
    'wallet-document-uploaded': WalletEvent<'wallet-document-uploaded', KycDocumentUploadedDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-kyc': WidgetJsxProps<typeof KycElement>;
    }
  }
}
