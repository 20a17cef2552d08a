import * as z from 'zod/mini';
import { brandFooterStyles } from '../../ui';
import { defineWidget } from '../runtime/define-widget';
import { textsProperty, type BrandFooterTextKey } from '../runtime/text-keys';
import type { WidgetJsxProps } from '../runtime/typings';
import type { WalletEvent } from '../runtime/widget-events';
import { BrandFooterWidget, brandFooterEvents, type BrandFooterLinkClickDetail } from './brand-footer';

/** A boolean attribute: present (`store-links`, `store-links=""`, `store-links="true"`) means true. */
const presence = z.optional(
  z.pipe(
    z.enum(['', 'true', 'store-links'], {
      error:
        'the attribute without a value (<wallet-brand-footer store-links>) to show them; leave it out to hide them',
    }),
    z.transform(() => true),
  ),
);

/**
 * A brand's footer for partner pages: support contacts (e-mail, phone, WhatsApp), legal links (terms, privacy,
 * fees) and the regulator's text, in the chosen language. Links to documents open in a new tab; the host can
 * cancel any link with `wallet-link-click`.
 *
 * @summary The brand's support contacts, legal links and regulator text.
 *
 * @attr {string} brand - Brand id: `wallet`, `bank`, `pay`, `lt-alpha`, `lt-beta` or `uk-emoney`. Default `wallet`.
 * @attr {string} lang - Language: `en`, `es`, `pt`, `ro`, `ru` or `uk` (`ua` and region tags such as `pt-BR` work too). Default: the brand's default language. Changes apply without a remount.
 * @attr {string} env - API environment: `production`, `staging1` to `staging15` or `sandbox` (the local sandbox at `http://127.0.0.1:4010`, only when asked for). Default `production`, or `sandbox` with `api-base`. The footer makes no API calls.
 * @attr {string} api-base - Origin of a single-origin API such as a sandbox on another port (`http://127.0.0.1:4999`); without `env`, means `sandbox`.
 * @attr {boolean} store-links - Present: also show the App Store and Google Play links. Absent by default.
 *
 * @prop {string | null} brand - Mirrors the `brand` attribute.
 * @prop {string} lang - The standard `lang` property; mirrors the `lang` attribute.
 * @prop {string | null} env - Mirrors the `env` attribute.
 * @prop {string | null} apiBase - Mirrors the `api-base` attribute.
 * @prop {string | null} storeLinks - Mirrors the `store-links` attribute (`''` to show the links, `null` to hide them).
 * @prop {{ [lang in Language]?: { [key in BrandFooterTextKey]?: string } } | undefined} texts - The host's replacements of the element's texts, per language, then per text key (`<namespace>.<path>`, listed in docs/widgets.md "Texts"): plain text, at most 500 characters, placeholders such as `{{amount}}` as in ours (`BrandFooterTextKey` is the union of the element's keys). Unknown keys are ignored with a console warning. Plain HTML can write the same object as JSON in a `texts` attribute.
 *
 * @event {{ brand: BrandId; language: Language }} wallet-ready - After the first render with a valid configuration, and again each time the element is added back to a page.
 * @event {{ href: string; kind: 'email' | 'phone' | 'whatsapp' | 'terms' | 'privacy' | 'fees' | 'appStore' | 'googlePlay' }} wallet-link-click - Cancelable. Before the browser follows a link; `preventDefault()` stops it.
 *
 * @csspart base - The footer's container (also the error state's container).
 * @csspart contacts - The support contacts.
 * @csspart links - The list of legal links.
 * @csspart stores - The list of app store links (with `store-links`).
 * @csspart link - Each link.
 * @csspart regulator - The regulator's text.
 * @csspart error - The error state shown instead of the footer when an attribute is not valid.
 *
 * @cssproperty --wallet-color-primary-strong - Link colour. Default: the brand's.
 * @cssproperty --wallet-color-focus - Focus ring. Default: the brand's accent colour.
 * @cssproperty --wallet-color-text - Text colour.
 * @cssproperty --wallet-color-text-muted - Secondary text (labels, regulator text).
 * @cssproperty --wallet-color-border - The top border.
 * @cssproperty --wallet-font-family - Font family.
 * @cssproperty --wallet-footer-background - Background. Default transparent.
 * @cssproperty --wallet-footer-padding - Padding.
 * @cssproperty --wallet-footer-gap - Space between the blocks.
 * @cssproperty --wallet-footer-font-size - Font size.
 */
export const BrandFooterElement = defineWidget({
  tagName: 'wallet-brand-footer',
  component: BrandFooterWidget,
  attributes: z.object({ 'store-links': presence }),
  properties: { texts: textsProperty<BrandFooterTextKey>() },
  styles: [brandFooterStyles],
  events: brandFooterEvents,
});

export type BrandFooterElement = InstanceType<typeof BrandFooterElement>;

declare global {
  interface HTMLElementTagNameMap {
    'wallet-brand-footer': BrandFooterElement;
  }
  interface GlobalEventHandlersEventMap {
    'wallet-link-click': WalletEvent<'wallet-link-click', BrandFooterLinkClickDetail>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-brand-footer': WidgetJsxProps<typeof BrandFooterElement>;
    }
  }
}
