/**
 * Texts of the payment components (account to pay from, fee and total, approval, outcome, success): one namespace
 * for every "pay this" flow. English ships with the components; the other languages load the first time they are
 * shown (see useLazyMessages), so an element pays only for the language it shows.
 */
import { lazyMessages, useLazyMessages } from '../i18n/use-lazy-messages';
import en from './locales/en.json';

export const PAYMENT_NAMESPACE = 'payment';

export const paymentMessages = lazyMessages(
  PAYMENT_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/**
 * `t` of the payment namespace and whether the current language's texts are there yet. A flow that shows the payment
 * components waits for `ready` (with its own loading state) so that they do not flash in English.
 */
export function usePaymentMessages() {
  return useLazyMessages(paymentMessages);
}
