/** Entry of `<wallet-kyc>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/register-widget';
import { KycElement } from './kyc.element';

registerWidget('wallet-kyc', KycElement);

export { KycElement };
