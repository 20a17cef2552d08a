/** Texts of the admin overview; English ships with the code, the other languages are loaded when first shown. */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const ADMIN_OVERVIEW_NAMESPACE = 'admin-overview';

export const adminOverviewMessages = lazyMessages(
  ADMIN_OVERVIEW_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

export function useAdminOverviewMessages() {
  return useLazyMessages(adminOverviewMessages);
}
