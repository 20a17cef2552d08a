/**
 * The package's `./react/merchant-buttons` entry: `<WalletMerchantButtons>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-merchant-buttons>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { MerchantButtonsElement } from '../merchant-buttons/merchant-buttons.define';
import { wrapWidget } from './create-wrappers';

export const WalletMerchantButtons = wrapWidget(React, MerchantButtonsElement);
