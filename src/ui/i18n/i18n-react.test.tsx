// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../core/i18n/i18n';
import { I18nextProvider, Trans, useTranslation } from './i18n-react';

function Terms() {
  const { t } = useTranslation('legal');
  return (
    <p>
      <Trans
        t={t}
        i18nKey="accept"
        values={{ brand: 'Nimbus' }}
        components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
      />
    </p>
  );
}

describe('Trans and useTranslation', () => {
  it('puts the elements where the translation says, and follows language changes', async () => {
    const i18n = createI18n({ language: 'en' });
    i18n.addResourceBundle('en', 'legal', {
      accept: 'I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy> of {{brand}}.',
    });
    i18n.addResourceBundle('es', 'legal', {
      accept:
        'Acepto la <privacy>política de privacidad</privacy> y los <terms>términos</terms> de {{brand}}. <b>x</b>',
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Terms />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('paragraph').textContent).toBe('I accept the terms and the privacy policy of Nimbus.');

    await act(async () => {
      await i18n.changeLanguage('es');
    });
    // Word order is the translation's; a tag without a component shows its text, never markup.
    expect(screen.getByRole('paragraph').textContent).toBe(
      'Acepto la política de privacidad y los términos de Nimbus. x',
    );
    expect(screen.getByRole('link', { name: 'política de privacidad' }).getAttribute('href')).toBe('/privacy');
    expect(document.querySelector('b')).toBeNull();
  });
});
