/**
 * Texts of the activity history and statements. English ships with the code; each other language is its own chunk,
 * loaded the first time it is shown.
 */
import { lazyMessages, useLazyMessages } from '../../ui';
import en from './locales/en.json';

export const HISTORY_NAMESPACE = 'history';

export const historyMessages = lazyMessages(
  HISTORY_NAMESPACE,
  en,
  import.meta.glob(['./locales/*.json', '!./locales/en.json']),
);

/** `t` of the history namespace and whether the current language's texts are there yet. */
export function useHistoryMessages() {
  return useLazyMessages(historyMessages);
}
