/** Test helpers for components: render inside a fresh i18n instance, as a widget or the portal would. */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from './i18n/i18n-react';
import { createI18n, type I18n, type Language } from '../core/i18n/i18n';

export interface RenderWithI18nOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  language?: Language;
  languages?: readonly Language[];
}

export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', languages, ...options }: RenderWithI18nOptions = {},
): RenderResult & { i18n: I18n } {
  const i18n = createI18n(languages ? { language, languages } : { language });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, i18n };
}

/** The texts an element is described by (`aria-describedby`: hint, error, counter), joined by " | ". */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`)
    .join(' | ');
}
