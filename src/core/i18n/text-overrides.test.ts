import { describe, expect, it } from 'vitest';
import { createI18n, fixedT, loadLanguage } from './i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { applyTextOverrides, parseTextOverrides, sanitiseText, TEXT_OVERRIDE_MAX_LENGTH } from './text-overrides';

const known = new Set(['common.actions.retry', 'common.actions.cancel', 'common.status.stepOf', 'feature.title']);
const isKnown = (key: string) => known.has(key);

describe('sanitiseText', () => {
  it('keeps plain text, makes one line and takes out control characters and bidirectional overrides', () => {
    expect(sanitiseText('  Get my money  ')).toBe('Get my money');
    expect(sanitiseText('Get\nmy\t\tmoney')).toBe('Get my money');
    expect(sanitiseText('Pay\u0000\u0007\u001b[31m now\u009b')).toBe('Pay[31m now');
    expect(sanitiseText('abc\u202edcba\u2066x\u2069')).toBe('abcdcbax');
    // Markup stays text: React renders it as characters, never as HTML.
    expect(sanitiseText('<b>bold</b> & co')).toBe('<b>bold</b> & co');
    // Joiners that scripts and emoji need are kept.
    expect(sanitiseText('👩\u200d💻 کتاب\u200cها')).toBe('👩\u200d💻 کتاب\u200cها');
  });
});

describe('parseTextOverrides', () => {
  it('reads the property object per language and key', () => {
    const { texts, problems } = parseTextOverrides(
      { en: { 'common.actions.retry': 'Once more' }, es: { 'common.actions.retry': 'Otra vez' } },
      isKnown,
    );
    expect(problems).toEqual([]);
    expect(texts.get('en')?.get('common.actions.retry')).toBe('Once more');
    expect(texts.get('es')?.get('common.actions.retry')).toBe('Otra vez');
  });

  it("reads the attribute's JSON, and maps region tags and ua onto the languages", () => {
    const { texts, problems } = parseTextOverrides(
      '{"pt-BR":{"feature.title":"Olá"},"ua":{"feature.title":"Привіт"}}',
      isKnown,
    );
    expect(problems).toEqual([]);
    expect(texts.get('pt')?.get('feature.title')).toBe('Olá');
    expect(texts.get('uk')?.get('feature.title')).toBe('Привіт');
  });

  it('ignores unknown keys, unknown languages, non-strings, empty and too long texts, and says so', () => {
    const { texts, problems } = parseTextOverrides(
      {
        en: {
          'common.actions.retyr': 'typo',
          'common.actions.retry': 42,
          'common.actions.cancel': '\u0000\n ',
          'feature.title': 'x'.repeat(TEXT_OVERRIDE_MAX_LENGTH + 1),
          'common.status.stepOf': 'Stage {{current}} / {{total}}',
          ['__proto__']: 'no',
        },
        fr: { 'feature.title': 'Bonjour' },
        es: 'not an object',
      },
      isKnown,
    );
    expect([...(texts.get('en') ?? new Map()).entries()]).toEqual([
      ['common.status.stepOf', 'Stage {{current}} / {{total}}'],
    ]);
    expect(texts.has('es')).toBe(false);
    expect(problems).toEqual([
      'unknown text key "common.actions.retyr" (en) is ignored',
      'the text of "common.actions.retry" (en) must be a non-empty string; ignored',
      'the text of "common.actions.cancel" (en) must be a non-empty string; ignored',
      `the text of "feature.title" (en) is longer than ${TEXT_OVERRIDE_MAX_LENGTH} characters; ignored`,
      'unknown text key "__proto__" (en) is ignored',
      'language "fr" is not one of en, es, pt, ro, ru, uk; its texts are ignored',
      'texts.es must be an object of texts by key; ignored',
    ]);
  });

  it('refuses what is not an object keyed by language', () => {
    expect(parseTextOverrides('{not json', isKnown).problems).toEqual([
      'the texts attribute is not valid JSON; no text was replaced',
    ]);
    expect(parseTextOverrides(['en'], isKnown).problems).toEqual([
      'texts must be an object keyed by language, then by text key; no text was replaced',
    ]);
  });

  it('counts the length in characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(TEXT_OVERRIDE_MAX_LENGTH);
    expect(
      parseTextOverrides({ en: { 'feature.title': emoji } }, isKnown)
        .texts.get('en')
        ?.get('feature.title'),
    ).toBe(emoji);
  });
});

describe('applyTextOverrides', () => {
  const table = (entries: Record<string, Record<string, string>>) => parseTextOverrides(entries, isKnown).texts;

  it('replaces the texts of each language with interpolation, and the other languages keep their own', async () => {
    const i18n = createI18n({ language: 'en' });
    await loadLanguage(i18n, 'es');
    applyTextOverrides(
      i18n,
      table({ en: { 'common.actions.retry': 'Once more', 'common.status.stepOf': 'Stage {{current}} / {{total}}' } }),
    );
    const t = fixedT(i18n, 'en');
    expect(t('actions.retry')).toBe('Once more');
    expect(t('status.stepOf', { current: 2, total: 4 })).toBe('Stage 2 / 4');
    // Spanish was not overridden: the bank's Spanish shows, not the English override.
    expect(fixedT(i18n, 'es')('actions.retry')).toBe(es.actions.retry);
  });

  it('waits for a language loaded later and wins over its texts', async () => {
    const i18n = createI18n({ language: 'en' });
    applyTextOverrides(i18n, table({ ro: { 'common.actions.retry': 'Încă o dată', 'feature.title': 'Bun venit!' } }));
    await loadLanguage(i18n, 'ro');
    expect(i18n.hasResourceBundle('ro', 'feature')).toBe(false);
    i18n.addResourceBundle('ro', 'feature', { title: 'Bine ați venit' }, true, false);
    expect(fixedT(i18n, 'ro', 'feature')('title')).toBe('Bun venit!');
    expect(fixedT(i18n, 'ro')('actions.retry')).toBe('Încă o dată');
    // Texts added again over it (a pack that overwrites) do not win either.
    i18n.addResourceBundle('ro', 'common', { actions: { retry: 'Reîncercați' } }, true, true);
    expect(fixedT(i18n, 'ro')('actions.retry')).toBe('Încă o dată');
  });

  it("applies to a namespace added later, and never changes another root's texts", () => {
    const one = createI18n({ language: 'en' });
    const other = createI18n({ language: 'en' });
    const feature = { title: 'Welcome' };
    applyTextOverrides(one, table({ en: { 'common.actions.retry': 'Once more', 'feature.title': 'Hello there' } }));
    one.addResourceBundle('en', 'feature', feature, true, false);
    other.addResourceBundle('en', 'feature', feature, true, false);
    expect(fixedT(one, 'en', 'feature')('title')).toBe('Hello there');
    expect(fixedT(other, 'en', 'feature')('title')).toBe('Welcome');
    expect(fixedT(other, 'en')('actions.retry')).toBe(en.actions.retry);
    expect(feature.title).toBe('Welcome');
    expect(en.actions.retry).toBe('Try again');
  });

  it('tells the components of the namespace, and takes the overrides away again', () => {
    const i18n = createI18n({ language: 'en' });
    const added: string[] = [];
    i18n.store.on('added', (language: string, namespace: string) => added.push(`${language} ${namespace}`));
    const remove = applyTextOverrides(i18n, table({ en: { 'common.actions.retry': 'Once more' } }));
    expect(added).toEqual(['en common']);
    remove();
    expect(fixedT(i18n, 'en')('actions.retry')).toBe(en.actions.retry);
    expect(added).toEqual(['en common', 'en common']);
    // Gone for good: texts added later are no longer overridden.
    i18n.addResourceBundle('en', 'common', { actions: { retry: 'Retry' } }, true, true);
    expect(fixedT(i18n, 'en')('actions.retry')).toBe('Retry');
  });
});
