/**
 * Texts of the verification's forms (self-certification, identity checks, profile update): their own namespace,
 * English shipped with the forms' chunk and the other languages loaded when shown, so the verification's first
 * screen does not carry them.
 */
import type { LazyMessages } from '../../../ui';
import { useLazyMessages } from '../../../ui';
import en from './locales/en.json';

export const KYC_FORMS_NAMESPACE = 'kyc-forms';

export const kycFormsMessages: LazyMessages<typeof en> = {
  namespace: KYC_FORMS_NAMESPACE,
  en,
  loaders: {
    es: () => import('./locales/es.json'),
    pt: () => import('./locales/pt.json'),
    ro: () => import('./locales/ro.json'),
    ru: () => import('./locales/ru.json'),
    uk: () => import('./locales/uk.json'),
  },
};

export function useKycFormsMessages() {
  return useLazyMessages(kycFormsMessages);
}
