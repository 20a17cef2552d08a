/**
 * Every style of the design system as one string, in cascade order: tokens, base, layout, then components.
 * The widget runtime adopts it into each shadow root (a constructable stylesheet, or a <style> fallback); the
 * portal adopts it into the document. Being a plain string it needs no inline style attributes (strict CSP).
 */
import accountPicker from './account-picker/account-picker.css?inline';
import amountText from './amount-text/amount-text.css?inline';
import banner from './banner/banner.css?inline';
import botCheck from './bot-check/bot-check.css?inline';
import brandFooter from './brand-footer/brand-footer.css?inline';
import brandLogo from './brand-logo/brand-logo.css?inline';
import button from './button/button.css?inline';
import card from './card/card.css?inline';
import dialog from './dialog/dialog.css?inline';
import field from './field/field.css?inline';
import fileDrop from './file-drop/file-drop.css?inline';
import languageSwitcher from './language-switcher/language-switcher.css?inline';
import layout from './layout/layout.css?inline';
import payButtonPreview from './pay-button-preview/pay-button-preview.css?inline';
import payment from './payment/payment.css?inline';
import payoutFields from './payout-fields/payout-fields.css?inline';
import spinner from './spinner/spinner.css?inline';
import stepper from './stepper/stepper.css?inline';
import table from './table/data-table.css?inline';
import base from './theme/base.css?inline';
import theme from './theme/theme.css?inline';

/** The theme's custom properties only (`--wallet-*` on `:host, :root`). */
export const themeStyles: string = theme;

export const uiStyles: string = [
  theme,
  base,
  layout,
  spinner,
  button,
  field,
  fileDrop,
  botCheck,
  banner,
  dialog,
  card,
  table,
  stepper,
  amountText,
  accountPicker,
  languageSwitcher,
  brandLogo,
  brandFooter,
  payButtonPreview,
  payment,
  payoutFields,
].join('\n');
