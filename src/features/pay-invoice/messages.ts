/**
 * Texts of the invoice payment. English ships with the code (it is every brand's fallback); each other language is
 * its own chunk, loaded when the widget or portal first shows it, so a page pays only for the language it shows.
 */
import type { LazyMessages } from '../../ui';
import { useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const PAY_INVOICE_NAMESPACE = 'pay-invoice';

export const payInvoiceMessages: LazyMessages<typeof en> = {
  namespace: PAY_INVOICE_NAMESPACE,
  en,
  loaders: {
    es: () => import('./locales/es.json'),
    pt: () => import('./locales/pt.json'),
    ro: () => import('./locales/ro.json'),
    ru: () => import('./locales/ru.json'),
    uk: () => import('./locales/uk.json'),
  },
};

/** `t` of the invoice payment and whether the current language's texts are there yet (see useLazyMessages). */
export function usePayInvoiceMessages() {
  return useLazyMessages(payInvoiceMessages);
}
