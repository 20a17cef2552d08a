/**
 * The design system: accessible React primitives, their styles and the i18n bridge for features.
 * This is the package edge of src/ui; import from here, not from the files behind it.
 */
export { I18nContext, I18nextProvider, Trans, useTranslation, type TransProps } from './i18n/i18n-react';

export { AccountPicker, type AccountPickerOption, type AccountPickerProps } from './account-picker/account-picker';
export { AmountText, type AmountTextProps } from './amount-text/amount-text';
export { ScopedStyles, StyleScopeContext, type AdoptStyles } from './scoped-styles/scoped-styles';
export {
  ApprovalPanel,
  type ApprovalPanelProps,
  type CodeApprovalProps,
  type PushApprovalProps,
} from './approval-panel/approval-panel';
export { isDecimalAmount, signOfAmount } from './amount-text/format-amount';
export { Banner, type BannerProps, type BannerTone } from './banner/banner';
export { BotCheckField, type BotCheckFieldProps } from './bot-check/bot-check-field';
export { BOT_CHECK_NAMESPACE, botCheckMessages } from './bot-check/messages';
export { LoadErrorBanner, type LoadErrorBannerProps } from './banner/load-error-banner';
export { BrandFooter, type BrandFooterLinkKind, type BrandFooterProps } from './brand-footer/brand-footer';
export { BrandLogo, type BrandLogoProps } from './brand-logo/brand-logo';
export { BREAKPOINTS, VIEW_THRESHOLDS, maxWidthQuery, minWidthQuery, type Breakpoint } from './breakpoints';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { Card, type CardProps } from './card/card';
export { classNames } from './class-names';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { Dialog, type DialogProps } from './dialog/dialog';
export { ErrorDialog, type ErrorDialogProps } from './dialog/error-dialog';
export { FormDialog, type FormDialogProps } from './dialog/form-dialog';
export { useDialogDraft, type DialogDraft } from './dialog/use-dialog-draft';
export { deepActiveElement, tabbableElements } from './dialog/focus';
export { CheckboxField, type CheckboxFieldProps } from './field/checkbox-field';
export {
  FieldFrame,
  TextField,
  useFieldIds,
  type FieldFrameProps,
  type FieldIds,
  type TextFieldProps,
} from './field/field';
export { FreeTextField, freeTextProblemText, useFreeTextCheck, type FreeTextFieldProps } from './field/free-text-field';
export { FileDrop, type FileDropProgress, type FileDropProps } from './file-drop/file-drop';
export { useCommonMessages, useI18n, useLanguage, useMessages } from './i18n/use-messages';
export { InAppLink, type InAppLinkProps } from './in-app-link/in-app-link';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher/language-switcher';
export {
  FormLayout,
  Inline,
  Stack,
  VisuallyHidden,
  VISUALLY_HIDDEN_CLASS,
  type FormLayoutProps,
  type InlineProps,
  type Space,
  type StackProps,
  type VisuallyHiddenProps,
} from './layout/layout';
export { actionColumn } from './table/action-column';
export {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  type DataTableColumn,
  type DataTableProps,
} from './table/data-table';
export { Pager, type PagerProps } from './table/pager';
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { PasswordField, type PasswordFieldProps } from './password-field/password-field';
export { PasswordRules, type PasswordRulesProps } from './password-field/password-rules';
export { PayButtonPreview, type PayButtonPreviewProps } from './pay-button-preview/pay-button-preview';
export {
  maskAccountNumber,
  PaymentAccountPicker,
  PaymentAccountsNotice,
  type PaymentAccountPickerProps,
  type PaymentAccountsNoticeProps,
} from './payment/payment-accounts';
export {
  PaymentApproval,
  PaymentOutcomeBanner,
  type PaymentApprovalProps,
  type PaymentApprovalState,
} from './payment/payment-approval';
export { chargedAmountText, PaymentQuoteView, type PaymentQuoteViewProps } from './payment/payment-quote';
export { PaymentFacts, type PaymentFactsProps } from './payment/payment-facts';
export { PaymentReceipt, type PaymentReceiptProps } from './payment/payment-receipt';
export { PaymentReview, type PaymentReviewProps } from './payment/payment-review';
export { PayeePicker, type PayeeChoice, type PayeePickerProps } from './payment/payee-picker';
export { ReceiptPdfButton, type ReceiptPdfButtonProps } from './payment/receipt-pdf-button';
export { PaymentSuccess, type PaymentSuccessProps } from './payment/payment-success';
export { PAYMENT_NAMESPACE, paymentMessages, usePaymentMessages } from './payment/messages';
export { usePaymentModel } from './payment/use-payment-model';
export { PayoutFieldList, type PayoutFieldFormView, type PayoutFieldListProps } from './payout-fields/payout-fields';
export { PAYOUT_FIELDS_NAMESPACE, payoutFieldMessages, usePayoutFieldMessages } from './payout-fields/messages';
export { SearchableSelect, type SearchableSelectProps } from './select/searchable-select';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Stepper, type StepperProps, type StepperStep } from './stepper/stepper';
export { themeStyles, uiStyles } from './styles';
export {
  accountPickerStyles,
  amountTextStyles,
  brandFooterStyles,
  botCheckStyles,
  brandLogoStyles,
  buttonStyles,
  cardStyles,
  dialogStyles,
  fieldStyles,
  fileDropStyles,
  languageSwitcherStyles,
  layoutStyles,
  payButtonPreviewStyles,
  paymentStyles,
  payoutFieldsStyles,
  spinnerStyles,
  stepperStyles,
  widgetBaseStyles,
} from './component-styles';
export { brandThemeCss, brandThemeVariables, darkBrandColours, DARK_BACKGROUND } from './theme/brand-theme';
export { useQuery, type QueryView } from './data/use-query';
export { useMutation, type MutationOptions, type MutationView } from './data/use-mutation';
export { LoadGate, type LoadGateProps } from './data/load-gate';
export { Skeleton, type SkeletonProps } from './spinner/skeleton';
export { useForm, type FieldBinding, type FormErrors, type FormOptions, type FormView } from './form/use-form';
export { useErrorText } from './i18n/use-error-text';
export {
  hasLazyMessages,
  lazyMessages,
  loadWithLanguage,
  loadLazyMessages,
  useLazyMessages,
  type LazyMessages,
  type MessageLoaders,
} from './i18n/use-lazy-messages';
