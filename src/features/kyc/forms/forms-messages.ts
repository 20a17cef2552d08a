/**
 * Texts of the verification's forms (self-certification, identity checks, profile update): their own namespace,
 * English shipped with the forms' chunk and the other languages loaded when shown, so the verification's first
 * screen does not carry them.
 */
import { lazyMessages, useLazyMessages } from '../../../ui';
import en from './locales/en.json';

export const KYC_FORMS_NAMESPACE = 'kyc-forms';

export const kycFormsMessages = lazyMessages(
  KYC_FORMS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

export function useKycFormsMessages() {
  return useLazyMessages(kycFormsMessages);
}
