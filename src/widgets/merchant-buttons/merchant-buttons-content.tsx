import merchantCss from '../../features/merchant-buttons/merchant-buttons.css?inline';
import {
  MerchantButtonsFeature,
  type MerchantButtonsFeatureProps,
} from '../../features/merchant-buttons/merchant-buttons-feature';
import { dialogStyles, fieldStyles, fileDropStyles, payButtonPreviewStyles, ScopedStyles } from '../../ui';

/** What the button manager renders beyond the sign-in gate's layout, spinner and buttons. */
const MANAGER_STYLES = [fieldStyles, dialogStyles, fileDropStyles, payButtonPreviewStyles, merchantCss];

/**
 * The button manager with its styles, a chunk of its own: the element's first download is the sign-in gate, and the
 * manager's styles come with the manager (adopted into the element's shadow root when it first renders).
 */
export function MerchantButtonsContent(props: MerchantButtonsFeatureProps) {
  return (
    <>
      <ScopedStyles styles={MANAGER_STYLES} />
      <MerchantButtonsFeature {...props} />
    </>
  );
}
