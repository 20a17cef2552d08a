/**
 * Texts of the pay button's payment. English ships with the payment (loaded on the first click); each other
 * language is its own chunk, loaded when first shown.
 */
import type { LazyMessages } from '../../ui';
import { useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const PAY_BUTTON_NAMESPACE = 'pay-button';

export const payButtonMessages: LazyMessages<typeof en> = {
  namespace: PAY_BUTTON_NAMESPACE,
  en,
  loaders: {
    es: () => import('./locales/es.json'),
    pt: () => import('./locales/pt.json'),
    ro: () => import('./locales/ro.json'),
    ru: () => import('./locales/ru.json'),
    uk: () => import('./locales/uk.json'),
  },
};

/** `t` of the payment and whether the current language's texts are there yet (see useLazyMessages). */
export function usePayButtonMessages() {
  return useLazyMessages(payButtonMessages);
}
