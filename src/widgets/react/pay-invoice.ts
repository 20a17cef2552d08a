/**
 * The package's `./react/pay-invoice` entry: `<WalletPayInvoice>` alone, for the host's React 18 or 19. Importing it registers
 * `<wallet-pay-invoice>` and nothing else, so a bundler leaves the other widgets out.
 */
import * as React from 'react';
import { PayInvoiceElement } from '../pay-invoice/pay-invoice.define';
import { wrapWidget } from './create-wrappers';

export const WalletPayInvoice = wrapWidget(React, PayInvoiceElement);
