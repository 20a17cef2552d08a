/** Entry of `<wallet-global-claim>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/define-widget';
import { GlobalClaimElement } from './global-claim.element';

registerWidget('wallet-global-claim', GlobalClaimElement);

export { GlobalClaimElement };
