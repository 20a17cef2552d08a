/** Entry of `<wallet-merchant-buttons>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/register-widget';
import { MerchantButtonsElement } from './merchant-buttons.element';

registerWidget('wallet-merchant-buttons', MerchantButtonsElement);

export { MerchantButtonsElement };
