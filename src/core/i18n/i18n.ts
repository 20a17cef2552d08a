/**
 * One i18next instance per root (each widget, the portal: `createInstance()`), never the global one: two widgets on
 * one page may speak different languages, and a host page may run its own i18next.
 * The `common` namespace is English in the bundle (the fallback, so any first render is readable); every other
 * language's `common` texts are a chunk of their own, loaded the first time a root shows that language
 * ({@link loadLanguage}; {@link setLanguage} waits for it), so a page pays only for the language it shows.
 */
import i18next, { type i18n as I18n } from 'i18next';
import en from './locales/en.json';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, resolveLanguage, type Language } from './languages';
import { createKeyedLoader } from '../resource/keyed-loader';

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

/** What a translation call takes: interpolation values plus i18next's `count`, `ns`, `lng` and `defaultValue`. */
export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number | undefined;
  readonly ns?: string | undefined;
  readonly lng?: string | undefined;
  readonly defaultValue?: string | undefined;
};

/**
 * The `t` features receive: i18next's semantics (dot paths, `ns:key`, `{{x}}`, CLDR plurals with `_zero`, fallback
 * language, `defaultValue`, arrays of keys), typed for plain string results.
 */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

/** A {@link TFunction} of one language (null: the instance's current one) and namespace. */
export function fixedT(instance: I18n, language: string | null, namespace?: string): TFunction {
  const t = instance.getFixedT(language, namespace ?? null);
  return (key, options) => t(key as string | string[], options as Record<string, unknown>);
}

/** The namespace of src/core/i18n/locales: buttons, generic errors, validation basics, language names, footer. */
export const COMMON_NAMESPACE = 'common';

/** A namespace's messages in every language, as imported from its `locales/<lang>.json` files. */
export type NamespaceResources = Readonly<Record<Language, object>>;

/** The `common` texts of each language: English bundled, the others loaded on demand (one chunk each). */
const COMMON_LOADERS: Readonly<Record<Language, () => Promise<object>>> = {
  en: () => Promise.resolve(en),
  es: () => import('./locales/es.json').then((module) => module.default),
  pt: () => import('./locales/pt.json').then((module) => module.default),
  ro: () => import('./locales/ro.json').then((module) => module.default),
  ru: () => import('./locales/ru.json').then((module) => module.default),
  uk: () => import('./locales/uk.json').then((module) => module.default),
};

/** `common` texts, shared by every root on the page: English bundled, another language loaded on first use. */
const commonTexts = createKeyedLoader<Language, object>((language) => COMMON_LOADERS[language](), [['en', en]]);

/**
 * Namespaces that, like `common`, come with the language rather than with a component: English bundled, every
 * other language one chunk, loaded by {@link loadLanguage} (so {@link setLanguage} switches only when they are
 * there). The portal's shell texts are one (src/portal/messages.ts): its first route carries English only.
 */
interface LanguagePack {
  namespace: string;
  loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<object>>>;
  loaded: Map<Language, object>;
}

const languagePacks = new Map<string, LanguagePack>();
/** Per instance, the `namespace language` pairs a pack has been added in. */
const packsAdded = new WeakMap<I18n, Set<string>>();

/** Registers a language pack (once per namespace; its English texts join each instance through `addNamespace`). */
export function registerLanguagePack(
  namespace: string,
  loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<object>>>,
): void {
  if (!languagePacks.has(namespace)) languagePacks.set(namespace, { namespace, loaders, loaded: new Map() });
}

async function packTexts(pack: LanguagePack, language: Exclude<Language, 'en'>): Promise<object> {
  const loaded = pack.loaded.get(language);
  if (loaded) return loaded;
  const texts = await pack.loaders[language]();
  pack.loaded.set(language, texts);
  return texts;
}

function addPack(instance: I18n, pack: LanguagePack, language: Language, texts: object): void {
  let added = packsAdded.get(instance);
  if (!added) {
    added = new Set();
    packsAdded.set(instance, added);
  }
  if (added.has(`${pack.namespace} ${language}`)) return;
  added.add(`${pack.namespace} ${language}`);
  // Overwrites the placeholder a component may have added before the texts arrived; emits `added` (re-render).
  instance.addResourceBundle(language, pack.namespace, texts, true, true);
}

/** Loads the `common` texts (and registered packs) of `languages` for every root created afterwards (tests; a portal that knows). */
export async function preloadLanguages(languages: readonly Language[] = LANGUAGES): Promise<void> {
  await Promise.all(languages.map((language) => commonTexts.load(language)));
  await Promise.all(
    [...languagePacks.values()].flatMap((pack) =>
      languages.flatMap((language) => (language === 'en' ? [] : [packTexts(pack, language)])),
    ),
  );
}

/** True when `instance` has the `common` texts of `language` (English always) and those of every registered pack. */
export function hasLanguage(instance: I18n, language: Language): boolean {
  if (!instance.hasResourceBundle(language, COMMON_NAMESPACE)) return false;
  if (language === 'en') return true;
  const added = packsAdded.get(instance);
  return [...languagePacks.keys()].every((namespace) => added?.has(`${namespace} ${language}`) === true);
}

/** Loads `language`'s `common` texts and packs into `instance` (at once when another root loaded them already). */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (hasLanguage(instance, language)) return;
  if (!instance.hasResourceBundle(language, COMMON_NAMESPACE)) {
    instance.addResourceBundle(language, COMMON_NAMESPACE, await commonTexts.load(language), true, false);
  }
  if (language === 'en') return;
  await Promise.all(
    [...languagePacks.values()].map(async (pack) => addPack(instance, pack, language, await packTexts(pack, language))),
  );
}

/** A text asked for under a key that no language has: a developer's mistake the customer would see as the raw key. */
export type MissingTranslationReport = (missing: { language: string; namespace: string; key: string }) => void;

const consoleReport: MissingTranslationReport = ({ language, namespace, key }) => {
  console.error(`Missing translation: ${namespace}:${key} (${language})`);
};
let reportMissingTranslation = consoleReport;

/**
 * Where missing translations are reported: the console by default (developer detail; the e2e route walk listens
 * there), a failing test under Vitest (src/test-setup.ts). Returns a function that restores the previous report.
 */
export function onMissingTranslation(report: MissingTranslationReport): () => void {
  const previous = reportMissingTranslation;
  reportMissingTranslation = report;
  return () => {
    reportMissingTranslation = previous;
  };
}

export interface CreateI18nOptions {
  /** Wanted language, any tag (`'ua'`, `'pt-BR'`, a browser's language); resolved against `languages`. */
  language?: string | null | undefined;
  /** The languages this root may show (the brand's); defaults to all of {@link LANGUAGES}. */
  languages?: readonly Language[];
}

/**
 * A fresh i18next instance (`createInstance`) with the `common` namespace, English fallback and the resolved language. Usable at once; until
 * {@link loadLanguage} has brought a language that no root on the page loaded before, its texts read in English.
 */
export function createI18n({ language, languages = LANGUAGES }: CreateI18nOptions = {}): I18n {
  const available = languages.length > 0 ? languages : LANGUAGES;
  const instance = i18next.createInstance({
    lng: resolveLanguage(language, available),
    fallbackLng: available.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (available[0] ?? DEFAULT_LANGUAGE),
    // The root's languages live in the instance's own options; a request for another language falls back.
    supportedLngs: [...available],
    // Only exact codes (`uk`, never `uk-UA` then `uk`): normaliseLanguage maps tags before they get here.
    load: 'currentOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // Namespaces and languages arrive later through addResourceBundle (features, lazily loaded chunks).
    partialBundledLanguages: true,
    resources: Object.fromEntries(
      [...commonTexts.entries()].map(([code, messages]) => [code, { [COMMON_NAMESPACE]: messages }]),
    ),
    // React escapes; an empty text counts as missing (the fallback language's is shown).
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    returnNull: false,
    // Synchronous: the instance is usable in the render that creates it.
    initAsync: false,
    // No Suspense: texts that are not there yet read in English (or a loading state, useLazyMessages).
    react: { useSuspense: false, transKeepBasicHtmlNodesFor: [] },
    // A key no language has is reported (onMissingTranslation); one asked for with its own default is a lookup
    // that may miss by design (a server code that may have a text), not a mistake.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
      if (options?.defaultValue !== undefined) return;
      reportMissingTranslation({ language: languages.join(','), namespace, key });
    },
  });
  void instance.init();
  // Packs already loaded on this page (another root, a preload) are there from the start, like `common`.
  for (const pack of languagePacks.values())
    for (const [language, texts] of pack.loaded) addPack(instance, pack, language, texts);
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
  const languages = (supported === false || supported === undefined ? [] : supported).filter(isLanguage);
  return languages.length > 0 ? languages : LANGUAGES;
}

/** The language the instance shows, as one of {@link LANGUAGES}. */
export function currentLanguage(instance: I18n): Language {
  return resolveLanguage(instance.language, availableLanguages(instance));
}

/**
 * Switches the instance's language at runtime; components using it re-render. The request is normalised
 * (`'ua'` -> `'uk'`) and limited to the root's languages. Resolves with the language now shown.
 */
export async function setLanguage(instance: I18n, language: string): Promise<Language> {
  const next = resolveLanguage(language, availableLanguages(instance), currentLanguage(instance));
  try {
    await loadLanguage(instance, next);
  } catch (error) {
    // Offline, or the chunk is gone after a deployment: keep showing the current language.
    console.error(`The ${next} texts could not be loaded; keeping ${currentLanguage(instance)}.`, error);
    return currentLanguage(instance);
  }
  if (instance.language !== next) await instance.changeLanguage(next);
  return next;
}
