import claimCss from '../../features/global-claim/global-claim.css?inline';
import { GlobalClaimFeature, type GlobalClaimFeatureProps } from '../../features/global-claim/global-claim-feature';
import { amountTextStyles, fieldStyles, ScopedStyles, stepperStyles } from '../../ui';

/** What the claim's screens render beyond the element's surface, spinner and buttons. */
const SCREEN_STYLES = [fieldStyles, stepperStyles, amountTextStyles, claimCss];

/**
 * The claim's screens with their styles and English texts, a chunk of its own: the element starts the claim's first
 * calls and shows its loading state at once, and this downloads while the transfer loads.
 */
export function GlobalClaimContent(props: GlobalClaimFeatureProps) {
  return (
    <>
      <ScopedStyles styles={SCREEN_STYLES} />
      <GlobalClaimFeature {...props} />
    </>
  );
}
