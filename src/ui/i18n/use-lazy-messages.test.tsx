// @vitest-environment happy-dom
/**
 * Lazily loaded namespaces: the loaders built from a locales folder's glob, a language loaded on first use, and a
 * language that cannot be loaded falling back to English with a warning instead of waiting forever.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, setLanguage } from '../../core/i18n/i18n';
import { renderWithI18n } from '../test-utils';
import { I18nextProvider } from './i18n-react';
import {
  hasLazyMessages,
  lazyMessages,
  loadLazyMessages,
  loadWithLanguage,
  useLazyMessages,
  type LazyMessages,
} from './use-lazy-messages';

const en = { greeting: 'Hello' };

/** What `import.meta.glob(['./locales/*.json', '!./locales/en.json'])` gives a module: a loader per file. */
const files = {
  './locales/es.json': () => Promise.resolve({ default: { greeting: 'Hola' } }),
  './locales/pt.json': () => Promise.resolve({ default: { greeting: 'Olá' } }),
  './locales/ro.json': () => Promise.resolve({ default: { greeting: 'Salut' } }),
  './locales/ru.json': () => Promise.resolve({ default: { greeting: 'Привет' } }),
};

afterEach(() => vi.restoreAllMocks());

function Greeting({ messages }: { messages: LazyMessages<typeof en> }) {
  const { t, ready } = useLazyMessages(messages);
  return <p>{ready ? t('greeting') : 'not yet'}</p>;
}

describe('lazyMessages', () => {
  it('makes a loader per language other than English from the locales files', async () => {
    const messages = lazyMessages('lazy-test-loaders', en, files);
    expect(Object.keys(messages.loaders).sort()).toEqual(['es', 'pt', 'ro', 'ru', 'uk']);
    expect(await messages.loaders.pt()).toEqual({ default: { greeting: 'Olá' } });
    await expect(messages.loaders.uk()).rejects.toThrow('lazy-test-loaders: there is no locales/uk.json');
  });

  it('loads a language the first time it is shown; English is there at once', async () => {
    const messages = lazyMessages('lazy-test-render', en, files);
    renderWithI18n(<Greeting messages={messages} />, { language: 'es' });
    expect(screen.getByText('not yet')).toBeTruthy();
    expect(await screen.findByText('Hola')).toBeTruthy();
    renderWithI18n(<Greeting messages={messages} />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('falls back to English, with a warning, for a language that cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const messages = lazyMessages('lazy-test-missing', en, files);
    const i18n = createI18n({ language: 'uk' });
    expect(hasLazyMessages(i18n, messages, 'uk')).toBe(false);
    await loadLazyMessages(i18n, messages, 'uk');
    expect(hasLazyMessages(i18n, messages, 'uk')).toBe(true);
    expect(i18n.t('greeting', { ns: 'lazy-test-missing' })).toBe('Hello');
    expect(warn).toHaveBeenCalledWith(
      'lazy-test-missing: the "uk" texts could not be loaded; showing English.',
      expect.any(Error),
    );
  });

  it('comes with the language when loaded with it: the first paint in that language is already translated', async () => {
    const messages = lazyMessages('lazy-test-with-language', en, files);
    loadWithLanguage(messages);
    const i18n = createI18n({ language: 'en' });
    expect(hasLazyMessages(i18n, messages, 'pt')).toBe(false);
    expect(await setLanguage(i18n, 'pt')).toBe('pt');
    expect(hasLazyMessages(i18n, messages, 'pt')).toBe(true);
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting messages={messages} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Olá')).toBeTruthy();
  });
});
