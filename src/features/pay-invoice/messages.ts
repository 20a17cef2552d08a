/**
 * Texts of the invoice payment. English ships with the code (it is every brand's fallback); each other language is
 * its own chunk, loaded when the widget or portal first shows it, so a page pays only for the language it shows.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const PAY_INVOICE_NAMESPACE = 'pay-invoice';

export const payInvoiceMessages = lazyMessages(
  PAY_INVOICE_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the invoice payment and whether the current language's texts are there yet (see useLazyMessages). */
export function usePayInvoiceMessages() {
  return useLazyMessages(payInvoiceMessages);
}
