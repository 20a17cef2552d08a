/**
 * Texts of the revenue-split contracts feature. English ships with the code; each other language is its own chunk,
 * loaded the first time the portal shows it.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const SMART_CONTRACTS_NAMESPACE = 'smart-contracts';

export const smartContractMessages = lazyMessages(
  SMART_CONTRACTS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the contracts namespace and whether the current language's texts have arrived. */
export function useSmartContractMessages() {
  return useLazyMessages(smartContractMessages);
}
