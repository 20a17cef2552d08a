/**
 * The package's `./react/pay-button` entry: `<WalletPayButton>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-pay-button>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { PayButtonElement } from '../pay-button/pay-button.define';
import { wrapWidget } from './create-wrappers';

export const WalletPayButton = wrapWidget(React, PayButtonElement);
