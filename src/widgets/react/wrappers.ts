/**
 * Every widget's React component, for a given React module. `index.ts` binds it to the host's `react`; tests bind
 * it to React 18 and 19.
 */
import type * as ReactModule from 'react';
import { BrandFooterElement } from '../brand-footer/brand-footer.define';
import { GlobalClaimElement } from '../global-claim/global-claim.define';
import { KycElement } from '../kyc/kyc.define';
import { MerchantButtonsElement } from '../merchant-buttons/merchant-buttons.define';
import { PayButtonElement } from '../pay-button/pay-button.define';
import { PayInvoiceElement } from '../pay-invoice/pay-invoice.define';
import { wrapWidget } from './create-wrappers';

export function createWalletComponents(react: typeof ReactModule) {
  return {
    WalletBrandFooter: wrapWidget(react, BrandFooterElement),
    WalletGlobalClaim: wrapWidget(react, GlobalClaimElement),
    WalletKyc: wrapWidget(react, KycElement),
    WalletMerchantButtons: wrapWidget(react, MerchantButtonsElement),
    WalletPayButton: wrapWidget(react, PayButtonElement),
    WalletPayInvoice: wrapWidget(react, PayInvoiceElement),
  };
}

export type WalletComponents = ReturnType<typeof createWalletComponents>;
