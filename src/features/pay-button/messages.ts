/**
 * Texts of the pay button's payment. English ships with the payment (loaded on the first click); each other
 * language is its own chunk, loaded when first shown.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const PAY_BUTTON_NAMESPACE = 'pay-button';

export const payButtonMessages = lazyMessages(
  PAY_BUTTON_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the payment and whether the current language's texts are there yet (see useLazyMessages). */
export function usePayButtonMessages() {
  return useLazyMessages(payButtonMessages);
}
