/**
 * The i18next behaviour the product relies on, pinned on the instances createI18n makes (the settings there:
 * no escaping, empty strings count as missing, the root's languages only): plurals, fallbacks, namespaces, events.
 */
import { describe, expect, it, vi } from 'vitest';
import { createI18n, fixedT } from './i18n';
import { takeMissingTranslations } from '../../testing/missing-translations';

function instance() {
  const i18n = createI18n({ language: 'ru', languages: ['en', 'ru', 'ro', 'uk'] });
  i18n.addResourceBundle('en', 'feature', {
    hello: 'Hello, {{name}}',
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    only: 'English only',
    nested: { deep: 'Deep' },
  });
  i18n.addResourceBundle('en', 'other', {
    title: 'Other title',
    files_zero: 'No files',
    files_other: '{{count}} files',
  });
  i18n.addResourceBundle('ru', 'feature', {
    hello: 'Привет, {{name}}',
    files_one: '{{count}} файл',
    files_few: '{{count}} файла',
    files_many: '{{count}} файлов',
    empty: '',
  });
  i18n.addResourceBundle('uk', 'feature', {
    files_one: '{{count}} файл',
    files_few: '{{count}} файли',
    files_many: '{{count}} файлів',
  });
  i18n.addResourceBundle('ro', 'feature', {
    files_one: '{{count}} fișier',
    files_few: '{{count}} fișiere',
    files_other: '{{count}} de fișiere',
  });
  return { i18n, t: fixedT(i18n, null, 'feature') };
}

describe('the i18next instances of createI18n', () => {
  it('interpolates without escaping', () => {
    expect(instance().t('hello', { name: '<b>A & B</b>' })).toBe('Привет, <b>A & B</b>');
  });

  it.each([
    ['ru', 1, '1 файл'],
    ['ru', 3, '3 файла'],
    ['ru', 5, '5 файлов'],
    ['ru', 21, '21 файл'],
    ['ru', 12, '12 файлов'],
    ['uk', 1, '1 файл'],
    ['uk', 22, '22 файли'],
    ['uk', 11, '11 файлів'],
    ['ro', 1, '1 fișier'],
    ['ro', 2, '2 fișiere'],
    ['ro', 20, '20 de fișiere'],
    ['en', 1, '1 file'],
    ['en', 0, '0 files'],
  ])('picks the %s plural form for %i', (lng, count, text) => {
    expect(instance().t('files', { count, lng })).toBe(text);
  });

  it('uses _zero when a namespace has it', () => {
    const { t } = instance();
    expect(t('other:files', { count: 0, lng: 'en' })).toBe('No files');
    expect(t('files', { ns: 'other', count: 2, lng: 'en' })).toBe('2 files');
  });

  it('falls back to English, then defaultValue, then the key; empty strings count as missing', () => {
    const { i18n, t } = instance();
    expect(t('only')).toBe('English only');
    expect(t('nested.deep')).toBe('Deep');
    expect(t('empty')).toBe('empty');
    expect(t('missing.key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe('Fallback 1');
    expect(t('missing.key')).toBe('missing.key');
    expect(t(['missing.key', 'hello'], { name: 'Ana' })).toBe('Привет, Ana');
    expect(i18n.exists('feature:only')).toBe(true);
    expect(i18n.exists('feature:missing.key')).toBe(false);
    // The misses above are this test's subject, and they are reported as such.
    expect(takeMissingTranslations()).toEqual(['feature:empty (en)', 'feature:missing.key (en)']);
  });

  it('reads another namespace with ns:key, the ns option or a fixed t', () => {
    const { i18n, t } = instance();
    expect(t('other:title')).toBe('Other title');
    expect(t('title', { ns: 'other' })).toBe('Other title');
    expect(fixedT(i18n, null, 'other')('title')).toBe('Other title');
    expect(fixedT(i18n, null, 'other')('common:actions.back')).toBe('Назад');
  });

  it('announces language changes and added messages; adding keeps what is there unless told to overwrite', async () => {
    const { i18n } = instance();
    const changed = vi.fn();
    const added = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.store.on('added', added);
    await i18n.changeLanguage('ro');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('ro');

    i18n.addResourceBundle('en', 'extra', { a: 'A', b: { c: 'C' } });
    i18n.addResourceBundle('en', 'extra', { a: 'changed', b: { d: 'D' } }, true, false);
    expect(added).toHaveBeenCalledWith('en', 'extra', expect.anything());
    expect(i18n.t('extra:a')).toBe('A');
    expect(i18n.t('extra:b.c')).toBe('C');
    expect(i18n.t('extra:b.d')).toBe('D');
    expect(i18n.hasResourceBundle('en', 'extra')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'extra')).toBe(false);
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('adds silently when told, and the texts read at once', () => {
    const { i18n } = instance();
    const added = vi.fn();
    i18n.store.on('added', added);
    i18n.addResourceBundle('en', 'steps', { next: 'Next step' }, true, false, { silent: true });
    expect(added).not.toHaveBeenCalled();
    expect(fixedT(i18n, null, 'steps')('next')).toBe('Next step');
  });
});
