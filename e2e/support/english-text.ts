/**
 * English left in a page of another language: the detector of the six-language checks (defects-languages.spec.ts
 * walks every route with it; feature specs check their own screens).
 */
import type { Page } from '@playwright/test';

/** Words that are English in any sentence and not words of the other five languages ("has" is Spanish too: "Aún no la has confirmado"). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'this',
  'from',
  'have',
  'been',
  'will',
  'please',
  'of',
  'to',
  'is',
  'not',
  'yet',
  'here',
  'when',
  'what',
  'which',
];
// Letter boundaries of any script ("Notícias" holds no "not").
const ENGLISH = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'giu');

/**
 * Words of the texts the server words (payout methods, delivery times, form labels and hints, document names) that
 * no other interface language uses: checked in the claim and in notices, where those texts show.
 */
const SERVER_TEXT_WORDS = [
  'account',
  'holder',
  'number',
  'digits',
  'routing',
  'checking',
  'savings',
  'within',
  'business',
  'delivery',
  'arrives',
  'identity',
  'check',
  'passport',
];
export const SERVER_ENGLISH = new RegExp(
  `(?<!\\p{L})(${[...ENGLISH_WORDS, ...SERVER_TEXT_WORDS].join('|')}|e\\.g\\.)(?!\\p{L})`,
  'giu',
);

/** Names, codes and addresses that stay as they are in every language. */
const ALLOWED = [/@demo\.test/, /https?:\/\//];

/** Lines of a text that read as English (one word of `words` or more), names and addresses aside. */
export function englishIn(text: string, words: RegExp = ENGLISH): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !ALLOWED.some((pattern) => pattern.test(line)))
    .filter((line) => (line.match(words) ?? []).length >= 1);
}

/** Lines of the page's visible text that read as English (one English word or more), customers' own words aside. */
export async function englishLines(page: Page): Promise<string[]> {
  // What customers typed themselves (transaction descriptions, notes) is marked translate="no": it stays as written.
  const text = await page.evaluate(() => {
    const hidden = [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((element) => {
      const previous = element.style.visibility;
      element.style.visibility = 'hidden';
      return () => (element.style.visibility = previous);
    });
    const visible = document.body.innerText;
    for (const restore of hidden) restore();
    return visible;
  });
  return englishIn(text);
}

/** Waits until no spinner is left; a page that keeps one (a wait on a phone) is read as it is after 3 s. */
export async function settled(page: Page): Promise<void> {
  await page
    .locator('.wallet-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => undefined);
}
