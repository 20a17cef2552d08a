/**
 * Free text the other party sees (issue 30): payment references and notes, invoice descriptions, batch and button
 * names, company and representative names, ticket subjects and messages, contract names and notes. One rule for the
 * portal's fields and for the request schemas the sandbox validates with, so the browser and the server agree.
 *
 * - A visible limit: the text is counted in UTF-16 code units, as zod's `maxLength` and the input's counter count it.
 *   Text over the limit is refused, never cut: a cut reference or note would reach the payee without a word.
 * - No invisible characters: controls (C0, DEL, C1), format characters (the bidi embeddings, overrides and isolates
 *   U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F/U+061C, zero-width space, joiners, word joiner,
 *   U+FEFF, soft hyphen, interlinear annotations, tag characters), line and paragraph separators and the Hangul
 *   fillers that render as nothing. U+202E makes `gnp.exe` read as `exe.png`, a zero-width space makes two
 *   references that look the same differ: the payee would see something other than what is stored. They are refused,
 *   not stripped (docs/decisions.md "Free text: refuse, do not strip"): the customer sees what is wrong and decides;
 *   nothing they signed is changed behind their back. A multi-line field (a note, a ticket message) allows newline,
 *   carriage return and tab; a single-line one allows none of them.
 */

/** Controls other than tab, newline and carriage return, and every invisible format or separator character. */
const INVISIBLE_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|[\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;
/** The same, and tab, newline and carriage return too. */
const INVISIBLE_OR_LINE_BREAK = /[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;
const INVISIBLE_EXCEPT_LINE_BREAKS_ALL = new RegExp(INVISIBLE_EXCEPT_LINE_BREAKS.source, 'gu');
const INVISIBLE_OR_LINE_BREAK_ALL = new RegExp(INVISIBLE_OR_LINE_BREAK.source, 'gu');

export interface FreeTextRule {
  /** At most this many characters (UTF-16 code units, as `String.length`). */
  max: number;
  /** Newlines, carriage returns and tabs are allowed (notes, messages); otherwise they are refused too. */
  multiline?: boolean | undefined;
}

export type FreeTextProblem = { kind: 'invisible'; count: number } | { kind: 'tooLong'; length: number; max: number };

/** The English text the server answers for invisible characters (translated by sandbox/domain/refusal-texts.ts). */
export const INVISIBLE_CHARACTERS_MESSAGE =
  'Contains invisible formatting or control characters; remove them (they would change what the other party sees)';

/** Whether the text has a character the rule refuses as invisible. */
export function hasInvisibleCharacters(text: string, multiline = false): boolean {
  return (multiline ? INVISIBLE_EXCEPT_LINE_BREAKS : INVISIBLE_OR_LINE_BREAK).test(text);
}

/** How many invisible characters the text has (for the field's message). */
export function countInvisibleCharacters(text: string, multiline = false): number {
  return text.match(multiline ? INVISIBLE_EXCEPT_LINE_BREAKS_ALL : INVISIBLE_OR_LINE_BREAK_ALL)?.length ?? 0;
}

/** The text without the characters the rule refuses: what a "remove them" action offers the customer. */
export function withoutInvisibleCharacters(text: string, multiline = false): string {
  return text.replace(multiline ? INVISIBLE_EXCEPT_LINE_BREAKS_ALL : INVISIBLE_OR_LINE_BREAK_ALL, '');
}

/**
 * What is wrong with a free text, or null. Invisible characters come first: removing them also shortens the text,
 * and a counter would otherwise count characters the customer cannot see.
 */
export function checkFreeText(text: string, rule: FreeTextRule): FreeTextProblem | null {
  const invisible = countInvisibleCharacters(text, rule.multiline ?? false);
  if (invisible > 0) return { kind: 'invisible', count: invisible };
  if (text.length > rule.max) return { kind: 'tooLong', length: text.length, max: rule.max };
  return null;
}
