/**
 * Texts of a namespace whose English ships with the code and whose other languages are chunks loaded the first time
 * they are shown (ARCHITECTURE.md "Budgets": a page pays only for the language it shows). Until the texts of the
 * current language are there, `ready` is false and the caller shows a loading state rather than a flash of English;
 * a language whose chunk fails to load falls back to English with a console warning.
 */
import { useEffect, useReducer } from 'react';
import { registerLanguagePack, type I18n, type Language, type TFunction } from '../../core/i18n/i18n';
import { LANGUAGES } from '../../core/i18n/languages';
import { useTranslation } from './i18n-react';
import { useI18n, useLanguage } from './use-messages';

export type MessageLoaders<Messages> = Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>>;

export interface LazyMessages<Messages> {
  namespace: string;
  en: Messages;
  loaders: MessageLoaders<Messages>;
}

/**
 * A namespace's texts from its English and the other languages' files of its `locales/` folder, as Vite's
 * `import.meta.glob(['./locales/*.json', '!./locales/en.json'])` in the owner's module gives them (one chunk per
 * language). The glob has to be written there: Vite expands it in the module that contains it.
 *
 * A language without a file (the parity test stops that from being committed) rejects when loaded, so it falls back
 * to English like a chunk that fails to download.
 */
export function lazyMessages<Messages>(
  namespace: string,
  en: Messages,
  files: Readonly<Record<string, () => Promise<unknown>>>,
): LazyMessages<Messages> {
  const byLanguage = new Map(
    Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, ''), load]),
  );
  const loader = (language: Exclude<Language, 'en'>) => async (): Promise<{ default: Messages }> => {
    const load = byLanguage.get(language);
    if (!load) throw new Error(`${namespace}: there is no locales/${language}.json`);
    return (await load()) as { default: Messages };
  };
  const loaders = Object.fromEntries(
    LANGUAGES.flatMap((language) => (language === 'en' ? [] : [[language, loader(language)]])),
  ) as Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>;
  return { namespace, en, loaders };
}

/**
 * Makes a namespace's other languages come with the language, like a shell's own texts (`registerLanguagePack`): the
 * language switch and the boot load its chunk before the new language shows. For texts a shell shows on every page
 * (the transfers navigation), which would otherwise paint in English on a cold start until their chunk arrives.
 */
export function loadWithLanguage<Messages>(messages: LazyMessages<Messages>): void {
  const { es, pt, ro, ru, uk } = messages.loaders;
  const texts = (load: () => Promise<{ default: Messages }>) => async (): Promise<object> =>
    (await load()).default as object;
  registerLanguagePack(messages.namespace, {
    es: texts(es),
    pt: texts(pt),
    ro: texts(ro),
    ru: texts(ru),
    uk: texts(uk),
  });
}

/** Languages whose chunk failed to load in this page, per namespace: they fall back to English. */
const unavailable = new Map<string, Set<Language>>();

function isUnavailable(namespace: string, language: Language): boolean {
  return unavailable.get(namespace)?.has(language) ?? false;
}

function addEnglish<Messages>(i18n: I18n, messages: LazyMessages<Messages>): void {
  if (!i18n.hasResourceBundle('en', messages.namespace))
    i18n.addResourceBundle('en', messages.namespace, messages.en, true, false);
}

export function hasLazyMessages<Messages>(i18n: I18n, messages: LazyMessages<Messages>, language: Language): boolean {
  return (
    language === 'en' ||
    i18n.hasResourceBundle(language, messages.namespace) ||
    isUnavailable(messages.namespace, language)
  );
}

/** Adds the namespace in `language` (and English) to the instance; resolves once it can be shown. */
export async function loadLazyMessages<Messages>(
  i18n: I18n,
  messages: LazyMessages<Messages>,
  language: Language,
): Promise<void> {
  addEnglish(i18n, messages);
  if (hasLazyMessages(i18n, messages, language) || language === 'en') return;
  try {
    const loaded = await messages.loaders[language]();
    i18n.addResourceBundle(language, messages.namespace, loaded.default, true, false);
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
