/**
 * Texts of the company feature. English ships with the code; each other language is its own chunk, loaded when first
 * shown (see lazyMessages).
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const COMPANY_NAMESPACE = 'company';

export const companyMessages = lazyMessages(
  COMPANY_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

export function useCompanyMessages() {
  return useLazyMessages(companyMessages);
}
