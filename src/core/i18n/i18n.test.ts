import { describe, expect, it, vi } from 'vitest';
import {
  onMissingTranslation,
  registerLanguagePack,
  addNamespace,
  availableLanguages,
  createI18n,
  currentLanguage,
  hasLanguage,
  LANGUAGES,
  normaliseLanguage,
  resolveLanguage,
  setLanguage,
} from './i18n';

describe('normaliseLanguage', () => {
  it.each([
    ['ua', 'uk'],
    ['uk', 'uk'],
    ['UA', 'uk'],
    ['pt-BR', 'pt'],
    ['es_MX', 'es'],
    ['ru-RU', 'ru'],
    [' RO ', 'ro'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('maps %j to %s', (tag, expected) => {
    expect(normaliseLanguage(tag)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  it('keeps a language the brand offers and falls back to the default, then the first', () => {
    expect(resolveLanguage('es-AR', ['en', 'es'])).toBe('es');
    expect(resolveLanguage('ru', ['en', 'es'], 'es')).toBe('es');
    expect(resolveLanguage('ru', ['es', 'pt'])).toBe('es');
  });
});

describe('languages on demand', () => {
  it('bundles English; another language reads English until its texts are loaded, once per page', async () => {
    // A fresh copy of the module: the test setup preloaded every language into the shared one.
    vi.resetModules();
    const fresh = await import('./i18n');
    const first = fresh.createI18n({ language: 'ro' });
    expect(fresh.currentLanguage(first)).toBe('ro');
    expect(fresh.hasLanguage(first, 'en')).toBe(true);
    expect(fresh.hasLanguage(first, 'ro')).toBe(false);
    expect(first.t('actions.back')).toBe('Back');
    await fresh.loadLanguage(first, 'ro');
    expect(first.t('actions.back')).toBe('Înapoi');
    // A root created later on the same page has it at once.
    expect(fresh.createI18n({ language: 'ro' }).t('actions.back')).toBe('Înapoi');
    // Switching waits for the texts, then switches.
    await expect(fresh.setLanguage(first, 'uk')).resolves.toBe('uk');
    expect(first.t('actions.back')).toBe('Назад');
  });
});

describe('createI18n', () => {
  it('is ready synchronously with the common namespace in the requested language', () => {
    const i18n = createI18n({ language: 'ua' });
    expect(i18n.isInitialized).toBe(true);
    expect(currentLanguage(i18n)).toBe('uk');
    expect(i18n.t('actions.continue')).toBe('Продовжити');
    expect(i18n.t('errors.serverUnavailable', { lng: 'en' })).toBe('Server is not available');
  });

  it('creates independent instances, never the global one', () => {
    const spanish = createI18n({ language: 'es' });
    const russian = createI18n({ language: 'ru' });
    expect(spanish).not.toBe(russian);
    expect(spanish.t('actions.cancel')).toBe('Cancelar');
    expect(russian.t('actions.cancel')).toBe('Отмена');
  });

  it("limits the language to the brand's languages", () => {
    const i18n = createI18n({ language: 'ru', languages: ['en', 'es'] });
    expect(currentLanguage(i18n)).toBe('en');
    expect(availableLanguages(i18n)).toEqual(['en', 'es']);
    expect(availableLanguages(createI18n())).toEqual(LANGUAGES);
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('footer.copyright', { year: 2025, name: 'A & B' })).toBe('© 2025 A & B');
  });
});

describe('setLanguage', () => {
  it('switches at runtime, normalising the tag', async () => {
    const i18n = createI18n({ language: 'en' });
    const changes: string[] = [];
    i18n.on('languageChanged', (language) => changes.push(language));
    await expect(setLanguage(i18n, 'pt-BR')).resolves.toBe('pt');
    expect(i18n.t('actions.back')).toBe('Voltar');
    expect(changes).toEqual(['pt']);
  });

  it('keeps the current language when the brand does not offer the requested one', async () => {
    const i18n = createI18n({ language: 'es', languages: ['en', 'es'] });
    await expect(setLanguage(i18n, 'ru')).resolves.toBe('es');
    expect(currentLanguage(i18n)).toBe('es');
  });
});

describe('addNamespace', () => {
  const greeting = {
    en: { hello: 'Hello {{name}}' },
    es: { hello: 'Hola {{name}}' },
    pt: { hello: 'Olá {{name}}' },
    ro: { hello: 'Bună {{name}}' },
    ru: { hello: 'Привет, {{name}}' },
    uk: { hello: 'Привіт, {{name}}' },
  };

  it('adds a feature namespace for every language, once', () => {
    const i18n = createI18n({ language: 'ro' });
    addNamespace(i18n, 'greeting', greeting);
    addNamespace(i18n, 'greeting', { ...greeting, ro: { hello: 'replaced' } });
    expect(i18n.t('hello', { ns: 'greeting', name: 'Ana' })).toBe('Bună Ana');
    expect(i18n.t('hello', { ns: 'greeting', name: 'Ana', lng: 'uk' })).toBe('Привіт, Ana');
  });
});

describe('common namespace', () => {
  it('has a text for every error key the API client produces', async () => {
    const { ERROR_TEXT } = await import('../api/errors');
    const i18n = createI18n({ language: 'en' });
    for (const key of Object.values(ERROR_TEXT)) expect(i18n.exists(key), key).toBe(true);
  });
});

describe('language packs', () => {
  it('load with the language: English at once, another language before setLanguage switches, then in every new root', async () => {
    const load = vi.fn(() => Promise.resolve({ greeting: 'Hola' }));
    const missing = () => Promise.reject(new Error('not in this test'));
    registerLanguagePack('pack-test', { es: load, pt: missing, ro: missing, ru: missing, uk: missing });
    const instance = createI18n({ language: 'en' });
    addNamespace(instance, 'pack-test', { en: { greeting: 'Hello' }, es: {}, pt: {}, ro: {}, ru: {}, uk: {} });
    expect(instance.t('greeting', { ns: 'pack-test' })).toBe('Hello');
    expect(hasLanguage(instance, 'es')).toBe(false);

    await setLanguage(instance, 'es');
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasLanguage(instance, 'es')).toBe(true);
    expect(instance.t('greeting', { ns: 'pack-test' })).toBe('Hola');

    const another = createI18n({ language: 'es' });
    expect(another.t('greeting', { ns: 'pack-test' })).toBe('Hola');
    expect(load).toHaveBeenCalledTimes(1);

    // A pack that cannot load keeps the current language, like `common`.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await setLanguage(instance, 'pt')).toBe('es');
    errors.mockRestore();
  });
});

describe('missing translations', () => {
  it('reports a key that no language has, in any language, and not one asked for with its own default', () => {
    const reported: string[] = [];
    const restore = onMissingTranslation(({ namespace, key }) => reported.push(`${namespace}:${key}`));
    try {
      const i18n = createI18n({ language: 'uk' });
      expect(i18n.t('no.such.key')).toBe('no.such.key');
      expect(i18n.t('server.code.maybe', { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
      expect(i18n.t('actions.cancel')).not.toBe('actions.cancel');
      expect(reported).toEqual(['common:no.such.key']);
    } finally {
      restore();
    }
  });
});
