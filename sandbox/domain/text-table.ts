/**
 * A table of the sandbox's English texts with their translations (the payout catalogue, refusals): an exact text is
 * looked up, or a pattern matches and its translation keeps the captured numbers, codes and examples ($1, $2...).
 * English, and any text without a translation, comes back as it is.
 */
export const TRANSLATED_LANGUAGES = ['es', 'pt', 'ro', 'ru', 'uk'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export type Translations = Readonly<Record<TranslatedLanguage, string>>;

export interface TextPattern {
  pattern: RegExp;
  texts: Translations;
  /** A captured group that is itself a text of the table `group` translates (a hint quoted in a refusal). */
  hintGroup?: number;
}

export interface TextTable {
  /** Whether the table has this text in every language (for the completeness tests). */
  has(text: string): boolean;
  /** The text in `language`; English when the language is not translated or the text has no translation. */
  text(text: string, language: string): string;
}

function isTranslated(language: string): language is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(language);
}

export function textTable(
  exact: Readonly<Record<string, Translations>>,
  patterns: readonly TextPattern[],
  group: (text: string, language: string) => string = (text) => text,
): TextTable {
  return {
    has: (text) => Object.hasOwn(exact, text) || patterns.some(({ pattern }) => pattern.test(text)),
    text(text, language) {
      if (!isTranslated(language)) return text;
      const found = Object.hasOwn(exact, text) ? exact[text] : undefined;
      if (found) return found[language];
      for (const { pattern, texts, hintGroup } of patterns) {
        const match = pattern.exec(text);
        if (match) {
          return texts[language].replace(/\$(\d)/g, (_, index: string) => {
            const captured = match[Number(index)] ?? '';
            return Number(index) === hintGroup ? group(captured, language) : captured;
          });
        }
      }
      return text;
    },
  };
}
