/**
 * The package's `./react/kyc` entry: `<WalletKyc>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-kyc>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { KycElement } from '../kyc/kyc.define';
import { wrapWidget } from './create-wrappers';

export const WalletKyc = wrapWidget(React, KycElement);
