/**
 * One i18next instance per root (each widget, the portal), never the global instance: two widgets on one page
 * may speak different languages, and a host page may run its own i18next.
 * The `common` namespace (locales/*.json) is bundled and loaded synchronously, so the first render is translated.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, resolveLanguage, type Language } from './languages';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGES,
  normaliseLanguage,
  resolveLanguage,
  type Language,
} from './languages';

export type { I18n };

/** The namespace of src/core/i18n/locales: buttons, generic errors, validation basics, language names, footer. */
export const COMMON_NAMESPACE = 'common';

/** A namespace's messages in every language, as imported from its `locales/<lang>.json` files. */
export type NamespaceResources = Readonly<Record<Language, object>>;

const commonResources: NamespaceResources = { en, es, pt, ro, ru, uk };

export interface CreateI18nOptions {
  /** Wanted language, any tag (`'ua'`, `'pt-BR'`, a browser's language); resolved against `languages`. */
  language?: string | null | undefined;
  /** The languages this root may show (the brand's); defaults to all of {@link LANGUAGES}. */
  languages?: readonly Language[];
}

/**
 * A fresh, initialised i18next instance with the `common` namespace, English fallback and the resolved language.
 * Ready when this returns: no promise to wait for.
 */
export function createI18n({ language, languages = LANGUAGES }: CreateI18nOptions = {}): I18n {
  const available = languages.length > 0 ? languages : LANGUAGES;
  const instance = createInstance();
  void instance.init({
    lng: resolveLanguage(language, available),
    fallbackLng: available.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (available[0] ?? DEFAULT_LANGUAGE),
    // The root's languages live in the instance's own options, so they survive the wrapper react-i18next hands
    // to components; a request for another language falls back instead of showing it.
    supportedLngs: [...available],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { [COMMON_NAMESPACE]: commonResources[code] }])),
    initAsync: false,
    // React escapes output; escaping here as well would show entities such as &amp; to people.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds a feature's namespace in every language unless the instance has it already. Safe to call on every
 * render: the bundle is added once per instance and language.
 */
export function addNamespace(instance: I18n, namespace: string, resources: NamespaceResources): void {
  for (const code of LANGUAGES) {
    if (!instance.hasResourceBundle(code, namespace)) {
      instance.addResourceBundle(code, namespace, resources[code], true, false);
    }
  }
}

/** The languages the instance may show (the brand's languages it was created with). */
export function availableLanguages(instance: I18n): readonly Language[] {
  const supported = instance.options.supportedLngs;
  const languages = Array.isArray(supported) ? supported.filter(isLanguage) : [];
  return languages.length > 0 ? languages : LANGUAGES;
}

/** The language the instance shows, as one of {@link LANGUAGES}. */
export function currentLanguage(instance: I18n): Language {
  return resolveLanguage(instance.resolvedLanguage ?? instance.language, availableLanguages(instance));
}

/**
 * Switches the instance's language at runtime; components using it re-render. The request is normalised
 * (`'ua'` -> `'uk'`) and limited to the root's languages. Resolves with the language now shown.
 */
export async function setLanguage(instance: I18n, language: string): Promise<Language> {
  const next = resolveLanguage(language, availableLanguages(instance), currentLanguage(instance));
  if (instance.language !== next) await instance.changeLanguage(next);
  return next;
}
