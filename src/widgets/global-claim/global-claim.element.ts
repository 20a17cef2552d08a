import * as z from 'zod/mini';
import { fieldPolicySchema } from '../../core/payout-fields/field-policy';
import claimShellCss from '../../features/global-claim/claim-shell.css?inline';
import { buttonStyles, layoutStyles, spinnerStyles } from '../../ui';
import { defineWidget } from '../runtime/define-widget';
import { textsProperty, type GlobalClaimTextKey } from '../runtime/text-keys';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import {
  GlobalClaimWidget,
  globalClaimEvents,
  type ClaimCompletedDetail,
  type ClaimErrorDetail,
  type ClaimRefusedDetail,
  type ClaimStepChangeDetail,
  type ClaimSubmittedDetail,
} from './global-claim';

/** A boolean attribute: present (`no-refuse`, `no-refuse=""`, `no-refuse="true"`) means true. */
const presence = z.optional(
  z.pipe(
    z.enum(['', 'true', 'no-refuse'], {
      error:
        'the attribute without a value (<wallet-global-claim no-refuse>) to hide the refusal; leave it out to offer it',
    }),
    z.transform(() => true),
  ),
);

/**
 * The page where a recipient claims a global transfer: a business paid someone without account details on file,
 * and the recipient, following the link with the payment secret, chooses a country and a payout method, sees the
 * rate, fee and amount received, enters the details (checked offline: IBAN, BIC, ABA routing, sort code, card
 * number; bank details looked up), confirms with the approval code sent to them, or refuses the transfer. Unknown,
 * expired, claimed and refused transfers each get their own screen. Makes no use of the host page's session.
 *
 * @summary A recipient claims (or refuses) a global transfer by payment secret.
 *
 * @attr {string} payment-secret - Required. The payment secret from the claim link; every call carries it.
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language. Changes apply without a remount; a language's texts load the first time it is shown.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); overrides `env`'s URLs and, without `env`, means `sandbox`.
 * @attr {boolean} no-refuse - Present: do not offer the recipient to refuse the transfer. Absent by default.
 *
 * @prop {string | null} paymentSecret - Mirrors the `payment-secret` attribute. A new secret starts a new claim.
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} noRefuse - Mirrors the `no-refuse` attribute (`''` to hide the refusal, `null` to offer it).
 * @prop {Record<string, { prefill?: string; hidden?: boolean; readonly?: boolean }> | undefined} fieldPolicy - What the host fixes, per payout detail key (`email`, `beneficiaryName`, ...) or `countryCode`, `paymentMethod`, `currencyCode`: a value to fill in, and whether the recipient sees it (`hidden`) or may change it (`readonly`). A fixed value that is not valid is shown and unlocked with its error, so the recipient is never stuck.
 * @prop {{ [lang in Language]?: { [key in GlobalClaimTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`GlobalClaimTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ step: 'details' | 'payout-method' | 'payout-details' | 'approval' | 'completed' | 'refused' | 'unavailable' }} wallet-step-change - The claim shows another step, including the first one after loading.
 * @event {{ operationId: string; approveType: string }} wallet-claim-submitted - The claim was sent; an approval code is on its way. Comes before the step change to `approval`.
 * @event {{ paymentId: string; method: string; amount: string; currency: string }} wallet-claim-completed - The approval code was accepted and the payout booked. Comes before the step change to `completed`.
 * @event {{ paymentId: string }} wallet-claim-refused - The recipient refused the transfer (status 'refused'). Comes before the step change to `refused`.
 * @event {{ code: string; message: string }} wallet-error - Something the recipient sees as an error: `code` is `unknown-secret`, `expired`, `claimed`, `refused`, `blocked` (the sender does not allow payouts to the recipient) or `error` for a transfer that cannot be claimed, or the API response code of a failed call; `message` is English, for logs.
 *
 * @csspart base - The claim's container (also the error state's container).
 * @csspart stepper - The progress through the steps.
 * @csspart heading - The heading of the current step (it takes focus when the step changes).
 * @csspart summary - The transfer's details, the completed payout's details.
 * @csspart form - The form of a step (method, payout details, approval code).
 * @csspart methods - The list of payout methods.
 * @csspart amounts - Rate, fee and amount received for the chosen method.
 * @csspart recent - The earlier payouts offered for reuse.
 * @csspart actions - The row of buttons that move the claim on.
 * @csspart error - A failure with its retry, or the error state when an attribute is not valid.
 * @csspart outcome - The final screens: completed, refused, and transfers that cannot be claimed.
 *
 * @cssproperty --wallet-color-primary - Buttons and the chosen method. Default: the brand's.
 * @cssproperty --wallet-color-primary-strong - Links and pressed buttons. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-text-muted - Secondary text (labels, hints).
 * @cssproperty --wallet-color-surface - Background of summaries.
 * @cssproperty --wallet-color-danger - Errors.
 * @cssproperty --wallet-font-family - Font family.
 * @cssproperty --wallet-claim-max-width - Width of the claim. Default 40rem.
 * @cssproperty --wallet-claim-padding - Padding of the claim. Default 1.5rem.
 * @cssproperty --wallet-claim-background - Background of the claim. Default the background colour.
 * @cssproperty --wallet-claim-border-color - Border of the claim. Default the border colour.
 * @cssproperty --wallet-claim-radius - Corner radius of the claim. Default 12px.
 */
export const GlobalClaimElement = defineWidget({
  tagName: 'wallet-global-claim',
  component: GlobalClaimWidget,
  attributes: z.object({
    'payment-secret': z
      .string({ error: 'the payment secret from the claim link (payment-secret="…")' })
      .check(z.minLength(1, { error: 'the payment secret from the claim link (payment-secret="…")' })),
    'no-refuse': presence,
  }),
  properties: { fieldPolicy: fieldPolicySchema, texts: textsProperty<GlobalClaimTextKey>() },
  // The ui components the claim renders, then its own styles (the refusal's dialog brings its own: ScopedStyles).
  // The claim's surface, loading state and the shared ui primitives; the screens bring their own styles
  // (global-claim-content.tsx).
  styles: [layoutStyles, spinnerStyles, buttonStyles, claimShellCss],
  events: globalClaimEvents,
});

export type GlobalClaimElement = InstanceType<typeof GlobalClaimElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-global-claim': GlobalClaimElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-step-change': WalletEvent<'wallet-step-change', ClaimStepChangeDetail>;
    'wallet-claim-submitted': WalletEvent<'wallet-claim-submitted', ClaimSubmittedDetail>;
    'wallet-claim-completed': WalletEvent<'wallet-claim-completed', ClaimCompletedDetail>;
    'wallet-claim-refused': WalletEvent<'wallet-claim-refused', ClaimRefusedDetail>;
    'wallet-error': WalletEvent<'wallet-error', ClaimErrorDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-global-claim': WidgetJsxProps<typeof GlobalClaimElement>;
    }
  }
}
