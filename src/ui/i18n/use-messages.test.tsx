// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n/i18n';
import { renderWithI18n } from '../test-utils';
import { useTranslation } from './i18n-react';
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

  it('a namespace added while a child renders does not update the components of other namespaces', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parentRendered = vi.fn();
    function Parent() {
      parentRendered();
      const { t } = useTranslation('parent-test');
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            {t('open', { defaultValue: 'Open' })}
          </button>
          {shown && <Greeting />}
        </>
      );
    }
    renderWithI18n(<Parent />);
    const before = parentRendered.mock.calls.length;
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    // One render for its own state change; none for the child's namespace joining the instance.
    expect(parentRendered).toHaveBeenCalledTimes(before + 1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
