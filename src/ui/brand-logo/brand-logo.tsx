import { brandLogoSvg } from '../../core/brand/brand-assets';
import { getBrand, type BrandId } from '../../core/brand/brands';
import { classNames } from '../class-names';

export interface BrandLogoProps {
  brand: BrandId;
  /** Hide from assistive technology when the brand name is already written next to the logo. */
  decorative?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The brand's logo as inline SVG: no request, no `img-src` CSP exception, and it works inside a shadow root.
 * Its size follows `--wallet-logo-height`; the word mark takes `currentColor`.
 */
export function BrandLogo({ brand, decorative = false, className }: BrandLogoProps) {
  const markup = { __html: brandLogoSvg(brand) };
  return decorative ? (
    <span className={classNames('wallet-brand-logo', className)} aria-hidden="true" dangerouslySetInnerHTML={markup} />
  ) : (
    <span
      className={classNames('wallet-brand-logo', className)}
      role="img"
      aria-label={getBrand(brand).name}
      dangerouslySetInnerHTML={markup}
    />
  );
}
