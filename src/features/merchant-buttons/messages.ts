/**
 * Texts of the merchant buttons feature. English ships with the code (it is every brand's fallback); each other language is
 * its own chunk, loaded when the widget or portal first shows it, so a page pays only for the language it shows.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const MERCHANT_NAMESPACE = 'merchant-buttons';

export const merchantMessages = lazyMessages(
  MERCHANT_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/**
 * `t` of the merchant namespace and whether the current language's texts are there yet (see useLazyMessages). Until
 * they are, the feature shows a (translated, common-namespace) loading state rather than a flash of English.
 */
export function useMerchantMessages() {
  return useLazyMessages(merchantMessages);
}
