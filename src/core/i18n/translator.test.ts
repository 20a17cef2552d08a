import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  return createTranslator({
    lng: 'ru',
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru', 'ro'],
    defaultNS: 'common',
    resources: {
      en: {
        common: { hello: 'Hello, {{name}}', files_one: '{{count}} file', files_other: '{{count}} files', only: 'English only', nested: { deep: 'Deep' } },
        other: { title: 'Other title', files_zero: 'No files', files_other: '{{count}} files' },
      },
      ru: { common: { hello: 'Привет, {{name}}', files_one: '{{count}} файл', files_few: '{{count}} файла', files_many: '{{count}} файлов', empty: '' } },
      ro: { common: { files_one: '{{count}} fișier', files_few: '{{count}} fișiere', files_other: '{{count}} de fișiere' } },
    },
  });
}

describe('translator', () => {
  it('interpolates without escaping, and leaves a missing value empty', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: '<b>A & B</b>' })).toBe('Привет, <b>A & B</b>');
    expect(i18n.t('hello')).toBe('Привет, {{name}}');
    expect(i18n.t('hello', {})).toBe('Привет, ');
  });

  it.each([
    ['ru', 1, '1 файл'],
    ['ru', 3, '3 файла'],
    ['ru', 5, '5 файлов'],
    ['ru', 21, '21 файл'],
    ['ro', 1, '1 fișier'],
    ['ro', 2, '2 fișiere'],
    ['ro', 20, '20 de fișiere'],
    ['en', 1, '1 file'],
    ['en', 0, '0 files'],
  ])('picks the %s plural form for %i', (lng, count, text) => {
    expect(translator().t('files', { count, lng })).toBe(text);
  });

  it('uses _zero when a namespace has it', () => {
    expect(translator().t('other:files', { count: 0, lng: 'en' })).toBe('No files');
    expect(translator().t('files', { ns: 'other', count: 2, lng: 'en' })).toBe('2 files');
  });

  it('falls back to English, then defaultValue, then the key; empty strings count as missing', () => {
    const i18n = translator();
    expect(i18n.t('only')).toBe('English only');
    expect(i18n.t('nested.deep')).toBe('Deep');
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.t('missing.key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe('Fallback 1');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t(['missing.key', 'hello'], { name: 'Ana' })).toBe('Привет, Ana');
    expect(i18n.exists('only')).toBe(true);
    expect(i18n.exists('missing.key')).toBe(false);
  });

  it('reads another namespace with ns:key, the ns option or a fixed t', () => {
    const i18n = translator();
    expect(i18n.t('other:title')).toBe('Other title');
    expect(i18n.t('title', { ns: 'other' })).toBe('Other title');
    expect(i18n.getFixedT(null, 'other')('title')).toBe('Other title');
    expect(i18n.getFixedT(null, 'other')('common:only')).toBe('English only');
  });

  it('announces language changes and added messages; adding keeps what is there unless told to overwrite', async () => {
    const i18n = translator();
    const changed = vi.fn();
    const added = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.on('added', added);
    await i18n.changeLanguage('ro');
    await i18n.changeLanguage('ro');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('ro');

    i18n.addResourceBundle('en', 'feature', { a: 'A', b: { c: 'C' } });
    i18n.addResourceBundle('en', 'feature', { a: 'changed', b: { d: 'D' } }, true, false);
    expect(added).toHaveBeenCalledWith('en', 'feature');
    expect(i18n.t('feature:a')).toBe('A');
    expect(i18n.t('feature:b.c')).toBe('C');
    expect(i18n.t('feature:b.d')).toBe('D');
    expect(i18n.hasResourceBundle('en', 'feature')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'feature')).toBe(false);
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('adds silently when told, and the texts read at once', () => {
    const i18n = translator();
    const added = vi.fn();
    i18n.on('added', added);
    i18n.addResourceBundle('en', 'steps', { next: 'Next step' }, true, false, { silent: true });
    expect(added).not.toHaveBeenCalled();
    expect(i18n.getFixedT(null, 'steps')('next')).toBe('Next step');
  });
});
