/** Entry of `<wallet-brand-footer>`: importing this module registers the element (once). */
import { registerWidget } from '../runtime/define-widget';
import { BrandFooterElement } from './brand-footer.element';

registerWidget('wallet-brand-footer', BrandFooterElement);

export { BrandFooterElement };
