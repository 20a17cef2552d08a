/**
 * Texts of the verification feature. English ships with the code (it is every brand's fallback); each other language is
 * its own chunk, loaded when the widget or portal first shows it, so a page pays only for the language it shows.
 */
import { useEffect, useReducer } from 'react';
import type { TFunction } from '../../core/i18n/i18n';
import type { I18n, Language } from '../../core/i18n/i18n';
import { useI18n, useLanguage, useTranslation } from '../../ui';
import en from './locales/en.json';

export const KYC_NAMESPACE = 'kyc';

type Messages = typeof en;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  ro: () => import('./locales/ro.json'),
  ru: () => import('./locales/ru.json'),
  uk: () => import('./locales/uk.json'),
};

/** Languages whose chunk failed to load in this page: they fall back to English instead of waiting forever. */
const unavailable = new Set<Language>();

export function hasKycMessages(i18n: I18n, language: Language): boolean {
  return language === 'en' || i18n.hasResourceBundle(language, KYC_NAMESPACE) || unavailable.has(language);
}

/** Adds the namespace in `language` (and English) to the instance; resolves once it can be shown. */
export async function loadKycMessages(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle('en', KYC_NAMESPACE)) i18n.addResourceBundle('en', KYC_NAMESPACE, en, true, false);
  if (hasKycMessages(i18n, language) || language === 'en') return;
  try {
    const messages = await LOADERS[language]();
    i18n.addResourceBundle(language, KYC_NAMESPACE, messages.default, true, false);
  } catch (error) {
    unavailable.add(language);
    console.warn(`kyc: the "${language}" texts could not be loaded; showing English.`, error);
  }
}

/**
 * `t` of the verification namespace and whether the current language's texts are there yet. Until they are, the feature
 * shows a (translated, common-namespace) loading state rather than a flash of English.
 */
export function useKycMessages(): { t: TFunction; ready: boolean } {
  const i18n = useI18n();
  const language = useLanguage();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  if (!i18n.hasResourceBundle('en', KYC_NAMESPACE)) i18n.addResourceBundle('en', KYC_NAMESPACE, en, true, false);
  const ready = hasKycMessages(i18n, language);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadKycMessages(i18n, language).then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);

  const { t } = useTranslation(KYC_NAMESPACE);
  return { t, ready };
}
