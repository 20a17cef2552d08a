/**
 * Texts of the payout details fields (lookup outcomes, field errors): one namespace for every flow that shows a
 * form built from a method's extra parameters. English ships with the component; the other languages load the
 * first time they are shown.
 */
import { lazyMessages, useLazyMessages } from '../i18n/use-lazy-messages';
import en from './locales/en.json';

export const PAYOUT_FIELDS_NAMESPACE = 'payout-fields';

export const payoutFieldMessages = lazyMessages(
  PAYOUT_FIELDS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the payout fields namespace and whether the current language's texts are there yet. */
export function usePayoutFieldMessages() {
  return useLazyMessages(payoutFieldMessages);
}
