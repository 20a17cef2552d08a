/**
 * The languages the product speaks (spec 1 section 9) and how loose language tags map onto them.
 * Kept free of i18next so that brand validation and node code can use it cheaply.
 */

/** Every language the client has translations for. `uk` is Ukrainian (the spec also writes it `ua`). */
export const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'uk'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing better is known; every brand offers it. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in that language, for language pickers (never translated). */
export const LANGUAGE_ENDONYMS: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  uk: 'Українська',
};

/** Tags that older clients, the API or browsers send for one of our languages. */
const ALIASES: Readonly<Record<string, Language>> = { ua: 'uk' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any language tag onto one of {@link LANGUAGES}: `'ua'` -> `'uk'`, `'pt-BR'` -> `'pt'`, `'ES'` -> `'es'`;
 * anything unknown (or empty) becomes {@link DEFAULT_LANGUAGE}.
 */
export function normaliseLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = ALIASES[primary] ?? primary;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The language to show when a brand offers only `available`: the normalised request if the brand offers it,
 * otherwise `fallback` (the brand's default), otherwise the first language the brand offers.
 */
export function resolveLanguage(
  requested: string | null | undefined,
  available: readonly Language[],
  fallback?: Language,
): Language {
  const wanted = normaliseLanguage(requested);
  if (available.includes(wanted)) return wanted;
  if (fallback !== undefined && available.includes(fallback)) return fallback;
  return available[0] ?? DEFAULT_LANGUAGE;
}
