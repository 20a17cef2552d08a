/**
 * Texts of the transfer screens and the transfers navigation. English ships with them; the other languages load the
 * first time they are shown (useLazyMessages), so the portal's first page does not carry every translation.
 */
import { lazyMessages, useLazyMessages } from '../../ui/i18n/use-lazy-messages';
import en from './locales/en.json';

export const TRANSFERS_NAMESPACE = 'transfers';
export const transfersMessages = lazyMessages(
  TRANSFERS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

export function useTransfersText() {
  return useLazyMessages(transfersMessages).t;
}
