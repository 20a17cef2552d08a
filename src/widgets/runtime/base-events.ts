import type { BrandId } from '../../core/brand/brands';
import type { Language } from '../../core/i18n/languages';
import { walletEvent, type WalletEvent } from './widget-events';

export interface WalletReadyDetail {
  brand: BrandId;
  language: Language;
}

/** Events every widget dispatches, whatever else it does. */
export const baseEvents = {
  /** After the element's first render with a valid configuration, and again each time it is added back to a page. */
  'wallet-ready': walletEvent<WalletReadyDetail>(),
};

export type BaseEvents = typeof baseEvents;

declare global {
  interface GlobalEventHandlersEventMap {
    'wallet-ready': WalletEvent<'wallet-ready', WalletReadyDetail>;
  }
}
