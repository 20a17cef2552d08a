/** Entry of `<wallet-pay-button>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/define-widget';
import { PayButtonElement } from './pay-button.element';

registerWidget('wallet-pay-button', PayButtonElement);

export { PayButtonElement };
