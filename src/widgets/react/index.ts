/**
 * The package's `./react` entry: `<WalletGlobalClaim fieldPolicy={...} onClaimCompleted={...} />` for React 18
 * and 19. Importing it registers every element; it uses the host's React.
 */
import * as React from 'react';
import { createWalletComponents } from './wrappers';

export { handlerName } from './create-wrappers';
export type { HandlerName, WidgetComponent } from './create-wrappers';

export const {
  WalletBrandFooter,
  WalletGlobalClaim,
  WalletKyc,
  WalletMerchantButtons,
  WalletPayButton,
  WalletPayInvoice,
} = createWalletComponents(React);
