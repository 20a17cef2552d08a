import type { ButtonStyle, SubscriptionPeriod } from '../../core/api/contract/merchant-buttons';
import { formatMoney } from '../../core/money/money';
import { classNames } from '../class-names';
import { useLanguage, useMessages } from '../i18n/use-messages';
import { PAY_BUTTON_PREVIEW_NAMESPACE, payButtonPreviewMessages } from './messages';

export interface PayButtonPreviewProps {
  /** Shape, colour, size and label, as saved with the button. */
  buttonStyle: ButtonStyle;
  /** Price as a decimal string (or the API's number); none: the payer chooses (open donation). */
  amount?: string | number | null | undefined;
  currency: string;
  /** A subscription's billing period, shown after the price ("€9.99 / month"). */
  period?: SubscriptionPeriod | null | undefined;
  /** The button's logo; none shows no image. */
  logoUrl?: string | null | undefined;
  /** The wallet brand that takes the payment ("with Nimbus Wallet"). */
  brandName: string;
  /** Makes it a real button (the storefront); without it the button is a picture of itself (the editor's preview). */
  onClick?: (() => unknown) | undefined;
  /** Shows it working and ignores clicks (a payment starting). */
  busy?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A saved payment button as payers see it: logo, label, price (and a subscription's period) and the wallet's name,
 * in the button's shape, colour and size. Presentational: the merchant's editor shows it as a live preview, and the
 * storefront's `<wallet-pay-button>` renders the same component as a real button. Colours and sizes are classes
 * (`wallet-pay-button--gold`...), never inline styles, so it works under a strict CSP.
 */
export function PayButtonPreview({
  buttonStyle,
  amount,
  currency,
  period,
  logoUrl,
  brandName,
  onClick,
  busy = false,
  className,
}: PayButtonPreviewProps) {
  const t = useMessages(PAY_BUTTON_PREVIEW_NAMESPACE, payButtonPreviewMessages);
  const language = useLanguage();
  const label = t(`label.${buttonStyle.label}`);
  const price =
    amount === null || amount === undefined || amount === '' ? null : formatMoney(amount, currency, language);
  const priceText = price && period ? t('pricePerPeriod', { price, period: t(`period.${period}`) }) : price;
  const tagline = t('tagline', { brand: brandName });
  const name = [label, priceText, tagline].filter(Boolean).join(', ');
  const classes = classNames(
    'wallet-pay-button',
    `wallet-pay-button--${buttonStyle.shape}`,
    `wallet-pay-button--${buttonStyle.color}`,
    `wallet-pay-button--${buttonStyle.size}`,
    busy && 'wallet-pay-button--busy',
    className,
  );
  const content = (
    <>
      {logoUrl && <img className="wallet-pay-button__logo" src={logoUrl} alt="" />}
      {/* The spaces between the parts are not laid out (grid and flex items) but make a real button's name read as words. */}
      <span className="wallet-pay-button__text">
        <span className="wallet-pay-button__label">{label}</span>{' '}
        {priceText && <span className="wallet-pay-button__price">{priceText}</span>}
      </span>{' '}
      <span className="wallet-pay-button__tagline">{tagline}</span>
    </>
  );
  if (!onClick) {
    return (
      <span className={classes} role="img" aria-label={name} part="pay-button">
        {content}
      </span>
    );
  }
  return (
    // Named by its visible words (no aria-label), so speech input ("click Buy now") and the name agree (WCAG 2.5.3).
    <button
      type="button"
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      part="pay-button"
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {content}
    </button>
  );
}
