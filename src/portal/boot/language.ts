import type { Brand } from '../../core/brand/brand-schema';
import { resolveLanguage, type Language } from '../../core/i18n/languages';

const LANGUAGE_KEY = 'wallet.portal.language';

/**
 * The language to start in: the one the user chose before (kept across sign-outs, so in localStorage), else the
 * browser's, limited to the brand's languages.
 */
export function initialLanguage(brand: Brand): Language {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, embedded webviews): fall back to the browser's language.
  }
  return resolveLanguage(remembered ?? navigator.language, brand.languages.available, brand.languages.default);
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; the switch still applies to this visit.
  }
  document.documentElement.lang = language;
}
