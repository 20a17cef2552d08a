/**
 * Styles for widgets, which adopt only what they render: `widgetBaseStyles` (tokens, base, banner) goes into every
 * shadow root, and each element adds the styles of the components it shows, so a page does not download the styles
 * of components no element on it renders (ARCHITECTURE.md "Budgets"). The portal adopts `uiStyles` (styles.ts).
 *
 * Only re-exports live here: a bundler then counts each component's styles as used by the elements that use them,
 * not by every element that imports src/ui.
 */
export { widgetBaseStyles } from './theme/widget-base-styles';
export { default as accountPickerStyles } from './account-picker/account-picker.css?inline';
export { default as amountTextStyles } from './amount-text/amount-text.css?inline';
export { default as brandFooterStyles } from './brand-footer/brand-footer.css?inline';
export { default as brandLogoStyles } from './brand-logo/brand-logo.css?inline';
export { default as buttonStyles } from './button/button.css?inline';
export { default as cardStyles } from './card/card.css?inline';
export { default as dialogStyles } from './dialog/dialog.css?inline';
export { default as fieldStyles } from './field/field.css?inline';
export { default as botCheckStyles } from './bot-check/bot-check.css?inline';
export { default as fileDropStyles } from './file-drop/file-drop.css?inline';
export { default as languageSwitcherStyles } from './language-switcher/language-switcher.css?inline';
export { default as layoutStyles } from './layout/layout.css?inline';
export { default as payButtonPreviewStyles } from './pay-button-preview/pay-button-preview.css?inline';
export { default as paymentStyles } from './payment/payment.css?inline';
export { default as payoutFieldsStyles } from './payout-fields/payout-fields.css?inline';
export { default as spinnerStyles } from './spinner/spinner.css?inline';
export { default as stepperStyles } from './stepper/stepper.css?inline';
