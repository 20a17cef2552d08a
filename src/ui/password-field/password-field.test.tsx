// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    renderWithI18n(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    await userEvent.type(input, 's3cret!');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('s3cret!');

    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('works from the keyboard and names the toggle in the current language', async () => {
    renderWithI18n(<PasswordField label="Пароль" autoComplete="new-password" />, { language: 'ru' });
    const input = screen.getByLabelText('Пароль');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Показать пароль' }));
    await userEvent.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('text');
  });

  it('marks an error as invalid', () => {
    renderWithI18n(<PasswordField label="Password" error="Wrong password" />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks no rule missing on an empty field, then each rule done or missing as the user types (issue 33)', () => {
    const { rerender } = renderWithI18n(<PasswordRules id="rules" password="" />);
    const rule = () => screen.getByText(/no space at the start or end/).closest('li')?.textContent ?? '';
    expect(rule()).not.toMatch(/missing|done/);
    rerender(<PasswordRules id="rules" password="abc" />);
    expect(rule()).toContain('(done)');
    expect(screen.getByText(/a digit/).closest('li')?.textContent).toContain('(missing)');
  });
});
