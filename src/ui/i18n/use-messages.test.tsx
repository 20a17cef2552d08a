// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n/i18n';
import { renderWithI18n } from '../test-utils';
import { useMessages } from './use-messages';

const greeting = {
  en: { hello: 'Hello, {{name}}' },
  es: { hello: 'Hola, {{name}}' },
  pt: { hello: 'Olá, {{name}}' },
  ro: { hello: 'Bună, {{name}}' },
  ru: { hello: 'Здравствуйте, {{name}}' },
  uk: { hello: 'Вітаємо, {{name}}' },
};

function Greeting() {
  const t = useMessages('greeting-test', greeting);
  return <p>{t('hello', { name: 'Ana' })}</p>;
}

describe('useMessages', () => {
  it("adds the feature's namespace to the root's instance and follows language changes", async () => {
    const { i18n } = renderWithI18n(<Greeting />, { language: 'ro' });
    expect(screen.getByText('Bună, Ana')).toBeTruthy();
    expect(i18n.hasResourceBundle('uk', 'greeting-test')).toBe(true);
    await act(() => setLanguage(i18n, 'ua'));
    expect(screen.getByText('Вітаємо, Ana')).toBeTruthy();
  });

  it('says how to fix a missing provider', () => {
    expect(() => render(<Greeting />)).toThrow(/I18nextProvider/);
  });
});
