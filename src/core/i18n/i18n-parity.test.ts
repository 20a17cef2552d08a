/**
 * Guards every translation in the project: each `locales/` folder under src/ must hold the six language files
 * with the same keys (plural forms per language as Intl.PluralRules requires), no empty strings, and the same
 * `{{placeholders}}` in every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages';

const srcDir = join(import.meta.dirname, '../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function findLocaleFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path, ...findLocaleFolders(path)] : findLocaleFolders(path);
  });
}

/** Flattens nested messages into dotted keys; anything that is not a string or an object is reported. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
}

interface LanguageFile {
  messages: Map<string, unknown>;
  /** Keys with plural suffixes folded onto their base key. */
  baseKeys: Set<string>;
}

const folders = findLocaleFolders(srcDir);

it('finds the common namespace among the locale folders', () => {
  expect(folders.map((folder) => relative(srcDir, folder))).toContain(join('core', 'i18n', 'locales'));
});

describe.each(folders.map((folder) => [relative(srcDir, folder), folder]))('src/%s', (_name, folder) => {
  it('holds exactly one JSON file per language', () => {
    const files = readdirSync(folder).filter((file) => !file.startsWith('.'));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  const files = new Map<Language, LanguageFile>();
  for (const language of LANGUAGES) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8'));
    } catch {
      continue; // the test above reports the missing or broken file
    }
    const messages = flatten(json, '', new Map());
    files.set(language, {
      messages,
      baseKeys: new Set([...messages.keys()].map((key) => key.replace(PLURAL_SUFFIX, ''))),
    });
  }
  const english = files.get('en');
  const pluralBases = new Set(
    [...files.values()].flatMap((file) =>
      [...file.messages.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)),
    ),
  );

  it.each(LANGUAGES)('%s parses and has only non-empty string messages', (language) => {
    const file = files.get(language);
    expect(file, `${language}.json is missing or is not valid JSON`).toBeDefined();
    const bad = [...(file?.messages ?? [])]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad, `empty or non-string messages in ${language}.json`).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the same keys as en', (language) => {
    const keys = files.get(language)?.baseKeys ?? new Set<string>();
    const expected = english?.baseKeys ?? new Set<string>();
    expect({
      missing: [...expected].filter((key) => !keys.has(key)),
      extra: [...keys].filter((key) => !expected.has(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const messages = files.get(language)?.messages ?? new Map<string, unknown>();
    const missing = [...pluralBases].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !messages.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s uses the same placeholders as en', (language) => {
    const variablesByBase = (file: LanguageFile | undefined) => {
      const result = new Map<string, Set<string>>();
      for (const [key, value] of file?.messages ?? []) {
        if (typeof value !== 'string') continue;
        const base = key.replace(PLURAL_SUFFIX, '');
        const variables = result.get(base) ?? new Set<string>();
        // `count` may be left out of a plural form ("one file"), so it is not compared.
        for (const name of placeholders(value)) if (!(pluralBases.has(base) && name === 'count')) variables.add(name);
        result.set(base, variables);
      }
      return result;
    };
    const expected = variablesByBase(english);
    const actual = variablesByBase(files.get(language));
    const differences = [...expected].flatMap(([base, variables]) => {
      const found = [...(actual.get(base) ?? [])].sort().join(', ');
      const wanted = [...variables].sort().join(', ');
      return actual.has(base) && found !== wanted ? [`${base}: expected {${wanted}}, found {${found}}`] : [];
    });
    expect(differences).toEqual([]);
  });
});
