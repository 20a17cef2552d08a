// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { useCommonMessages } from '../i18n/use-messages';
import { renderWithI18n } from '../test-utils';
import { LanguageSwitcher } from './language-switcher';

function Screen() {
  const t = useCommonMessages();
  return (
    <>
      <LanguageSwitcher />
      <Button>{t('actions.continue')}</Button>
    </>
  );
}

describe('LanguageSwitcher', () => {
  it("offers the brand's languages, each named in its own language", () => {
    renderWithI18n(<LanguageSwitcher />, { languages: ['en', 'ro', 'ru', 'uk'] });
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Română', 'Русский', 'Українська']);
    expect(options.map((option) => option.lang)).toEqual(['en', 'ro', 'ru', 'uk']);
    expect((select as HTMLSelectElement).value).toBe('en');
  });

  it('switches the language of everything under the same i18n instance', async () => {
    const { i18n } = renderWithI18n(<Screen />, { languages: ['en', 'uk'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'uk');
    expect(i18n.language).toBe('uk');
    expect(screen.getByRole('button', { name: 'Продовжити' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Мова' }).value).toBe('uk');
  });

  it('hands the choice to the caller when given onChange', async () => {
    const onChange = vi.fn();
    const { i18n } = renderWithI18n(<LanguageSwitcher languages={['en', 'es']} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'es');
    expect(onChange).toHaveBeenCalledWith('es');
    expect(i18n.language).toBe('en');
  });

  it('renders nothing when the brand has one language', () => {
    const { container } = renderWithI18n(<LanguageSwitcher languages={['en']} />);
    expect(container.innerHTML).toBe('');
  });
});
