/**
 * The `texts` property of every element (docs/widgets.md "Texts"): a host's replacements of the element's texts,
 * keyed by language, then by `<namespace>.<path>`. The keys of each element are a union type derived from its English
 * locale files, so a misspelt key fails to compile; the runtime checks the same files (widget-texts.ts, loaded only
 * when a host gives texts). Types only, except the one shared schema.
 */
import * as z from 'zod/mini';
import type { Language } from '../../core/i18n/languages';
import type commonEn from '../../core/i18n/locales/en.json';
import type claimEn from '../../features/global-claim/locales/en.json';
import type claimStepsEn from '../../features/global-claim/steps/locales/en.json';
import type kycEn from '../../features/kyc/locales/en.json';
import type kycFormsEn from '../../features/kyc/forms/locales/en.json';
import type merchantButtonsEn from '../../features/merchant-buttons/locales/en.json';
import type payButtonEn from '../../features/pay-button/locales/en.json';
import type payInvoiceEn from '../../features/pay-invoice/locales/en.json';
import type brandFooterEn from '../../ui/brand-footer/locales/en.json';
import type fileDropEn from '../../ui/file-drop/locales/en.json';
import type payButtonPreviewEn from '../../ui/pay-button-preview/locales/en.json';
import type paymentEn from '../../ui/payment/locales/en.json';
import type payoutFieldsEn from '../../ui/payout-fields/locales/en.json';
import type payButtonElementEn from '../pay-button/locales/en.json';
import type isolationEn from './isolation/locales/en.json';
import type runtimeEn from './locales/en.json';
import type sessionEn from './session/locales/en.json';

/** `'a.b'` paths to the string leaves of a messages object. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? MessagePaths<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

/** The keys of one namespace, as a host writes them: `<namespace>.<path>`. */
type Keys<Namespace extends string, Messages> = MessagePaths<Messages, `${Namespace}.`>;

/** Texts every element shows: the common texts and the error of a misconfigured element. */
type RuntimeTextKey = Keys<'common', typeof commonEn> | Keys<'widget-runtime', typeof runtimeEn>;

/** Texts of the signed-in elements: the sign-in and, in the page's frame host, its banners. */
type SessionTextKey =
  RuntimeTextKey | Keys<'widget-session', typeof sessionEn> | Keys<'widget-isolation', typeof isolationEn>;

export type BrandFooterTextKey = RuntimeTextKey | Keys<'brand-footer', typeof brandFooterEn>;

export type GlobalClaimTextKey =
  | RuntimeTextKey
  | Keys<'global-claim', typeof claimEn & typeof claimStepsEn>
  | Keys<'payout-fields', typeof payoutFieldsEn>;

export type KycTextKey =
  | SessionTextKey
  | Keys<'kyc', typeof kycEn>
  | Keys<'kyc-forms', typeof kycFormsEn>
  | Keys<'file-drop', typeof fileDropEn>;

export type MerchantButtonsTextKey =
  | SessionTextKey
  | Keys<'merchant-buttons', typeof merchantButtonsEn>
  | Keys<'file-drop', typeof fileDropEn>
  | Keys<'pay-button-preview', typeof payButtonPreviewEn>;

export type PayInvoiceTextKey =
  SessionTextKey | Keys<'pay-invoice', typeof payInvoiceEn> | Keys<'payment', typeof paymentEn>;

export type PayButtonTextKey =
  | SessionTextKey
  | Keys<'pay-button', typeof payButtonEn>
  | Keys<'pay-button-element', typeof payButtonElementEn>
  | Keys<'payment', typeof paymentEn>
  | Keys<'pay-button-preview', typeof payButtonPreviewEn>;

/**
 * A host's texts: `{ en: { 'global-claim.details.claim': 'Get my money' } }`. Plain text (never HTML), at most 500
 * characters each; `{{placeholders}}` of the text replaced work as in ours.
 */
export type TextOverrides<Key extends string = string> = {
  readonly [L in Language]?: { readonly [K in Key]?: string };
};

/** Checked by widget-texts.ts (it says what it ignores), so any value passes here. */
const anyTexts = z.optional(z.unknown());

/** The `texts` property's schema, typed with the element's keys. */
export function textsProperty<Key extends string>(): z.ZodMiniType<TextOverrides<Key> | undefined> {
  return anyTexts as z.ZodMiniType<TextOverrides<Key> | undefined>;
}
