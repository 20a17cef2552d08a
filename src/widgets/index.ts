/**
 * The widgets package: importing it registers every element. Hosts that want one element import its own entry
 * (`wallet-brand-footer.js`) instead; both share the runtime chunk and registration is idempotent.
 */
import './brand-footer/brand-footer.define';
import './global-claim/global-claim.define';
import './merchant-buttons/merchant-buttons.define';
import './pay-invoice/pay-invoice.define';
import './kyc/kyc.define';
import './pay-button/pay-button.define';

export { BrandFooterElement } from './brand-footer/brand-footer.element';
export type { BrandFooterLinkClickDetail, BrandFooterLinkKind } from './brand-footer/brand-footer';
export { GlobalClaimElement } from './global-claim/global-claim.element';
export type {
  ClaimCompletedDetail,
  ClaimErrorDetail,
  ClaimRefusedDetail,
  ClaimStepChangeDetail,
  ClaimStepName,
  ClaimSubmittedDetail,
} from './global-claim/global-claim';
export { MerchantButtonsElement } from './merchant-buttons/merchant-buttons.element';
export type { ButtonDeletedDetail, ButtonSavedDetail, MerchantErrorDetail } from './merchant-buttons/merchant-buttons';
export { KycElement } from './kyc/kyc.element';
export type { KycDocumentUploadedDetail, KycErrorDetail, KycStatusChangeDetail } from './kyc/kyc';
export type { FieldPolicy, FieldRule } from '../core/payout-fields/field-policy';
export { PayInvoiceElement } from './pay-invoice/pay-invoice.element';
export type {
  InvoiceErrorDetail,
  InvoiceLoadedDetail,
  InvoicePaidDetail,
  InvoiceRejectedDetail,
} from './pay-invoice/pay-invoice';
export type { Invoice } from '../core/api/contract/invoices';
export { PayButtonElement } from './pay-button/pay-button.element';
export type { PayButtonErrorDetail, PaymentCancelledDetail, PaymentCompletedDetail } from './pay-button/pay-button';
export type { WalletReadyDetail } from './runtime/base-events';
export type { WidgetJsxProps } from './runtime/typings';
export { WalletEvent } from './runtime/widget-events';
