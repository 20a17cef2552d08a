/**
 * Texts of the verification feature. English ships with the code (it is every brand's fallback); each other language is
 * its own chunk, loaded when the widget or portal first shows it, so a page pays only for the language it shows.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const KYC_NAMESPACE = 'kyc';

export const kycMessages = lazyMessages(
  KYC_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/**
 * `t` of the verification namespace and whether the current language's texts are there yet (see useLazyMessages).
 * Until they are, the feature shows a (translated, common-namespace) loading state rather than a flash of English.
 */
export function useKycMessages() {
  return useLazyMessages(kycMessages);
}
