/**
 * The English texts of the claim's later steps (steps/locales/en.json), shipped with those steps' code rather than
 * with the first screen (messages.ts). Other languages load both parts at once, on demand.
 */
import type { I18n } from '../../core/i18n/i18n';
import { useI18n } from '../../ui';
import { CLAIM_NAMESPACE } from './messages';
import stepsEnglish from './steps/locales/en.json';

const added = new WeakSet<I18n>();

/** Adds the later steps' English texts to the element's i18next instance, once; call it first in each lazily loaded step. */
export function useClaimFlowTexts(): void {
  const i18n = useI18n();
  if (added.has(i18n)) return;
  added.add(i18n);
  // Silent: only this step and its children read these keys, and they read them after this call; telling the
  // claim's other components would update them while this step renders.
  i18n.addResourceBundle('en', CLAIM_NAMESPACE, stepsEnglish, true, false, { silent: true });
}
