/**
 * Texts of the claim feature, in two parts of one namespace: locales/ for the first screens (the transfer, the
 * outcomes, loading and failures) and steps/locales/ for the later steps (payout method, amounts, earlier payouts, the
 * details form and its field errors, approval, refusal). English ships with the code that shows it: the first part
 * with the element, the steps' part with the steps (flow-texts.ts), so a recipient who only looks at the transfer does
 * not download the rest. Each other language is loaded whole (both parts) when the widget or portal first shows it.
 */
import { useEffect, useReducer } from 'react';
import type { TFunction } from '../../core/i18n/i18n';
import type { I18n, Language } from '../../core/i18n/i18n';
import { useI18n, useLanguage, useTranslation } from '../../ui';
import en from './locales/en.json';

export const CLAIM_NAMESPACE = 'global-claim';

type Messages = Record<string, unknown>;

const both = (first: Promise<{ default: Messages }>, steps: Promise<{ default: Messages }>) =>
  Promise.all([first, steps]).then(([firstPart, stepsPart]) => ({ ...firstPart.default, ...stepsPart.default }));

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Messages>>> = {
  es: () => both(import('./locales/es.json'), import('./steps/locales/es.json')),
  pt: () => both(import('./locales/pt.json'), import('./steps/locales/pt.json')),
  ro: () => both(import('./locales/ro.json'), import('./steps/locales/ro.json')),
  ru: () => both(import('./locales/ru.json'), import('./steps/locales/ru.json')),
  uk: () => both(import('./locales/uk.json'), import('./steps/locales/uk.json')),
};

/** Languages whose chunk failed to load in this page: they fall back to English instead of waiting forever. */
const unavailable = new Set<Language>();

export function hasClaimMessages(i18n: I18n, language: Language): boolean {
  return language === 'en' || i18n.hasResourceBundle(language, CLAIM_NAMESPACE) || unavailable.has(language);
}

/** Adds the namespace in `language` (and English) to the instance; resolves once it can be shown. */
export async function loadClaimMessages(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle('en', CLAIM_NAMESPACE)) i18n.addResourceBundle('en', CLAIM_NAMESPACE, en, true, false);
  if (hasClaimMessages(i18n, language) || language === 'en') return;
  try {
    const messages = await LOADERS[language]();
    i18n.addResourceBundle(language, CLAIM_NAMESPACE, messages, true, false);
  } catch (error) {
    unavailable.add(language);
    console.warn(`global-claim: the "${language}" texts could not be loaded; showing English.`, error);
  }
}

/**
 * `t` of the claim namespace and whether the current language's texts are there yet. Until they are, the feature
 * shows a (translated, common-namespace) loading state rather than a flash of English.
 */
export function useClaimMessages(): { t: TFunction; ready: boolean } {
  const i18n = useI18n();
  const language = useLanguage();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  if (!i18n.hasResourceBundle('en', CLAIM_NAMESPACE)) i18n.addResourceBundle('en', CLAIM_NAMESPACE, en, true, false);
  const ready = hasClaimMessages(i18n, language);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadClaimMessages(i18n, language).then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);

  const { t } = useTranslation(CLAIM_NAMESPACE);
  return { t, ready };
}
