/**
 * The package's `./react` entry: `<WalletGlobalClaim fieldPolicy={...} onClaimCompleted={...} />` for React 18
 * and 19. Importing it registers every element; it uses the host's React. A host that needs one widget imports its
 * own entry (`./react/global-claim`) instead, which registers that element only.
 */
export { handlerName } from './create-wrappers';
export type { HandlerName, WidgetComponent } from './create-wrappers';

export { WalletBrandFooter } from './brand-footer';
export { WalletGlobalClaim } from './global-claim';
export { WalletKyc } from './kyc';
export { WalletMerchantButtons } from './merchant-buttons';
export { WalletPayButton } from './pay-button';
export { WalletPayInvoice } from './pay-invoice';
