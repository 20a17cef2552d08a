/**
 * The package's `./react/global-claim` entry: `<WalletGlobalClaim>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-global-claim>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { GlobalClaimElement } from '../global-claim/global-claim.define';
import { wrapWidget } from './create-wrappers';

export const WalletGlobalClaim = wrapWidget(React, GlobalClaimElement);
