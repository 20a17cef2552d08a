/**
 * Texts of the merchant tools. English ships with the code; each other language is its own chunk, loaded when the
 * portal first shows it.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const MERCHANT_TOOLS_NAMESPACE = 'merchant-tools';

export const merchantToolsMessages = lazyMessages(
  MERCHANT_TOOLS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

export function useToolsMessages() {
  return useLazyMessages(merchantToolsMessages);
}
