/**
 * The package's `./react/brand-footer` entry: `<WalletBrandFooter>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-brand-footer>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { BrandFooterElement } from '../brand-footer/brand-footer.define';
import { wrapWidget } from './create-wrappers';

export const WalletBrandFooter = wrapWidget(React, BrandFooterElement);
