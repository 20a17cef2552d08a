/**
 * Texts of a namespace whose English ships with the code and whose other languages are chunks loaded the first time
 * they are shown (ARCHITECTURE.md "Budgets": a page pays only for the language it shows). Until the texts of the
 * current language are there, `ready` is false and the caller shows a loading state rather than a flash of English;
 * a language whose chunk fails to load falls back to English with a console warning.
 */
import { useEffect, useReducer } from 'react';
import type { I18n, Language, TFunction } from '../../core/i18n/i18n';
import { useTranslation } from './i18n-react';
import { useI18n, useLanguage } from './use-messages';

export type MessageLoaders<Messages> = Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>>;

export interface LazyMessages<Messages> {
  namespace: string;
  en: Messages;
  loaders: MessageLoaders<Messages>;
}

/** Languages whose chunk failed to load in this page, per namespace: they fall back to English. */
const unavailable = new Map<string, Set<Language>>();

function isUnavailable(namespace: string, language: Language): boolean {
  return unavailable.get(namespace)?.has(language) ?? false;
}

function addEnglish<Messages>(i18n: I18n, messages: LazyMessages<Messages>): void {
  if (!i18n.hasResourceBundle('en', messages.namespace)) i18n.addResourceBundle('en', messages.namespace, messages.en as object, true, false);
}

export function hasLazyMessages<Messages>(i18n: I18n, messages: LazyMessages<Messages>, language: Language): boolean {
  return language === 'en' || i18n.hasResourceBundle(language, messages.namespace) || isUnavailable(messages.namespace, language);
}

/** Adds the namespace in `language` (and English) to the instance; resolves once it can be shown. */
export async function loadLazyMessages<Messages>(i18n: I18n, messages: LazyMessages<Messages>, language: Language): Promise<void> {
  addEnglish(i18n, messages);
  if (hasLazyMessages(i18n, messages, language) || language === 'en') return;
  try {
    const loaded = await messages.loaders[language]();
    i18n.addResourceBundle(language, messages.namespace, loaded.default as object, true, false);
  } catch (error) {
    const failed = unavailable.get(messages.namespace) ?? new Set<Language>();
    failed.add(language);
    unavailable.set(messages.namespace, failed);
    console.warn(`${messages.namespace}: the "${language}" texts could not be loaded; showing English.`, error);
  }
}

/** `t` of the namespace and whether the current language's texts are there yet. */
export function useLazyMessages<Messages>(messages: LazyMessages<Messages>): { t: TFunction; ready: boolean } {
  const i18n = useI18n();
  const language = useLanguage();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  addEnglish(i18n, messages);
  const ready = hasLazyMessages(i18n, messages, language);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadLazyMessages(i18n, messages, language).then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, messages, language, ready]);

  const { t } = useTranslation(messages.namespace);
  return { t, ready };
}
