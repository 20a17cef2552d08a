import type { Logo, SavedButton } from '../../core/api/contract/merchant-buttons';
import { PayButtonPreview } from '../../ui';
import { useMerchant } from './merchant-context';

/** The logo a button shows: its own, else the business's default (what a storefront will render). */
export function logoOfButton(button: Pick<SavedButton, 'logoId'>, logos: readonly Logo[] | undefined): Logo | null {
  if (!logos) return null;
  return (
    (button.logoId === null ? logos.find((logo) => logo.isDefault) : logos.find((logo) => logo.id === button.logoId)) ??
    null
  );
}

/** A button drawn as payers will see it. */
export function ButtonPicture({
  button,
  logos,
}: {
  button: Pick<SavedButton, 'style' | 'amount' | 'currencyCode' | 'subscriptionPeriod' | 'logoId'>;
  logos: readonly Logo[] | undefined;
}) {
  const { brandName } = useMerchant();
  return (
    <PayButtonPreview
      buttonStyle={button.style}
      amount={button.amount}
      currency={button.currencyCode}
      period={button.subscriptionPeriod}
      logoUrl={logoOfButton(button, logos)?.file ?? null}
      brandName={brandName}
    />
  );
}
