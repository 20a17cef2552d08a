/**
 * Host text overrides (issue 35, docs/widgets.md "Texts"): a partner replaces some of an element's texts per
 * language, as Adyen Web's `translations` do. The overrides go into the element's own i18next instance (i18n.ts), on
 * top of the bank's texts, so interpolation (`{{amount}}`), plurals and the fallback language work as for any text.
 *
 * - Keys are `<namespace>.<path>` (`global-claim.details.claim`): the i18next namespace, then the message's path.
 * - Values are plain text: rendered through React (never as HTML); control characters and bidirectional overrides
 *   are taken out, line breaks and tabs become spaces, and a text longer than {@link TEXT_OVERRIDE_MAX_LENGTH} is
 *   refused. What is refused or unknown is listed in `problems` (the caller warns once) and leaves the bank's text.
 * - Per language: an override of `en` changes the English text only; another language shows its own translation
 *   (and English, with its override, only where that language has no text).
 *
 * A namespace's texts arrive lazily (a chunk per language and feature): an override waits for its namespace in its
 * language and is written again each time texts are added there (a later chunk that overwrites never wins). Writes
 * copy the objects on their path first: the bundles share objects with the imported locale files, which other roots
 * on the page read too.
 */
import type { I18n } from './i18n';
import { isLanguage, type Language } from './languages';

/** The longest text a host may put in place of one of ours, in characters. */
export const TEXT_OVERRIDE_MAX_LENGTH = 500;

/** Language -> `<namespace>.<path>` -> text. */
export type TextOverrideTable = ReadonlyMap<Language, ReadonlyMap<string, string>>;

export interface ParsedTextOverrides {
  texts: TextOverrideTable;
  /** What was ignored, in English, one line each (developer detail). */
  problems: string[];
}

const BREAKS = /[\t\n\r\u2028\u2029]+/g;
/** C0 and C1 controls, and the bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069). */
// eslint-disable-next-line no-control-regex -- taking control characters out is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A host's text as we show it: one line, without control characters, trimmed. */
export function sanitiseText(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '').trim();
}

/** `en`, `pt-BR`, `ua` -> one of our languages; null for anything else. */
function languageOf(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = primary === 'ua' ? 'uk' : primary;
  return isLanguage(language) ? language : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a host's `texts` (the property's object, or the attribute's JSON): `{ [language]: { [key]: text } }`.
 * `isKnown` says which keys the element has; others are ignored and listed in `problems`.
 */
export function parseTextOverrides(input: unknown, isKnown: (key: string) => boolean): ParsedTextOverrides {
  const texts = new Map<Language, Map<string, string>>();
  const problems: string[] = [];
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { texts, problems: ['the texts attribute is not valid JSON; no text was replaced'] };
    }
  }
  if (!isRecord(value)) {
    return { texts, problems: ['texts must be an object keyed by language, then by text key; no text was replaced'] };
  }
  for (const [tag, entries] of Object.entries(value)) {
    const language = languageOf(tag);
    if (!language) {
      problems.push(`language "${tag}" is not one of en, es, pt, ro, ru, uk; its texts are ignored`);
      continue;
    }
    if (!isRecord(entries)) {
      problems.push(`texts.${tag} must be an object of texts by key; ignored`);
      continue;
    }
    const table = texts.get(language) ?? new Map<string, string>();
    texts.set(language, table);
    for (const [key, text] of Object.entries(entries)) {
      if (!isKnown(key)) {
        problems.push(`unknown text key "${key}" (${tag}) is ignored`);
        continue;
      }
      const clean = typeof text === 'string' ? sanitiseText(text) : '';
      if (!clean) {
        problems.push(`the text of "${key}" (${tag}) must be a non-empty string; ignored`);
      } else if ([...clean].length > TEXT_OVERRIDE_MAX_LENGTH) {
        problems.push(`the text of "${key}" (${tag}) is longer than ${TEXT_OVERRIDE_MAX_LENGTH} characters; ignored`);
      } else {
        table.set(key, clean);
      }
    }
  }
  return { texts, problems };
}

type Tree = Record<string, unknown>;

/** Writes (or, for `undefined`, deletes) one text, copying the objects on its path rather than changing shared ones. */
function writeText(i18n: I18n, language: string, namespace: string, path: readonly string[], text: string | undefined) {
  const byLanguage = i18n.store.data[language] as Tree | undefined;
  if (!byLanguage) return;
  let node: Tree = { ...(byLanguage[namespace] as Tree) };
  byLanguage[namespace] = node;
  for (const segment of path.slice(0, -1)) {
    const next: Tree = isRecord(node[segment]) ? { ...(node[segment] as Tree) } : {};
    node[segment] = next;
    node = next;
  }
  const last = path[path.length - 1] ?? '';
  if (text === undefined) delete node[last];
  else node[last] = text;
}

const split = (key: string) => {
  const dot = key.indexOf('.');
  return { namespace: key.slice(0, dot), path: key.slice(dot + 1).split('.') };
};

/**
 * Puts `texts` on top of the instance's texts, now where their namespace is there and whenever texts are added to it
 * later. Returns a function that takes them away again (the bank's texts come back).
 */
export function applyTextOverrides(
  i18n: I18n,
  texts: TextOverrideTable,
  /**
   * The bank's text of a key in a language, for one the instance did not have when it was overridden (the part of a
   * namespace that comes later, added without replacing what is there), so that taking the override away restores it.
   */
  bankText: (language: Language, key: string) => string | undefined = () => undefined,
): () => void {
  /** `language key` -> the bank's text the override replaced (undefined: there was none). */
  const originals = new Map<string, string | undefined>();

  /** Writes the overrides of one language and namespace; true when something changed. */
  const apply = (language: string, namespace: string): boolean => {
    const table = isLanguage(language) ? texts.get(language) : undefined;
    if (!table || !i18n.hasResourceBundle(language, namespace)) return false;
    let changed = false;
    for (const [key, text] of table) {
      const { namespace: keyNamespace, path } = split(key);
      if (keyNamespace !== namespace) continue;
      const current: unknown = i18n.getResource(language, namespace, path.join('.'));
      if (current === text) continue;
      originals.set(`${language} ${key}`, typeof current === 'string' ? current : undefined);
      writeText(i18n, language, namespace, path, text);
      changed = true;
    }
    return changed;
  };
  /** Tells the components that read the namespace (i18n-react.tsx listens for `added`). */
  const notify = (language: string, namespace: string) => i18n.addResources(language, namespace, {});

  // Texts added later (a language's or a step's chunk) may overwrite an override: write it again at once, before
  // anything renders them.
  const onAdded = (language: string, namespace: string) => {
    apply(language, namespace);
  };
  i18n.store.on('added', onAdded);
  for (const [language, table] of texts) {
    for (const namespace of new Set([...table.keys()].map((key) => split(key).namespace))) {
      if (apply(language, namespace)) notify(language, namespace);
    }
  }

  return () => {
    i18n.store.off('added', onAdded);
    const touched = new Set<string>();
    for (const [id, original] of originals) {
      const [language = '', key = ''] = id.split(' ');
      const { namespace, path } = split(key);
      if (i18n.getResource(language, namespace, path.join('.')) !== texts.get(language as Language)?.get(key)) continue;
      writeText(i18n, language, namespace, path, original ?? bankText(language as Language, key));
      touched.add(`${language} ${namespace}`);
    }
    for (const entry of touched) {
      const [language = '', namespace = ''] = entry.split(' ');
      notify(language, namespace);
    }
  };
}
