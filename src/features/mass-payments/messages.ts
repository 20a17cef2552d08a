/**
 * Texts of the mass payments feature (mass files, global batches, batch history). English ships with the code; each
 * other language is its own chunk, loaded the first time the portal shows it.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const MASS_NAMESPACE = 'mass-payments';

export const massMessages = lazyMessages(
  MASS_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the mass payments namespace and whether the current language's texts have arrived. */
export function useMassMessages() {
  return useLazyMessages(massMessages);
}
