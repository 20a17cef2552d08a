// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { OtpInput } from './otp-input';

describe('OtpInput', () => {
  it('is one numeric input that phones can fill from an SMS', () => {
    renderWithI18n(<OtpInput length={6} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the 6-digit code.',
    );
  });

  it('keeps only digits, up to the length, and reports completion once', async () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    renderWithI18n(<OtpInput length={4} onChange={onChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '1a2-3 4567');
    expect((input as HTMLInputElement).value).toBe('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });

  it('accepts a pasted code with spaces', async () => {
    const onComplete = vi.fn();
    renderWithI18n(<OtpInput onComplete={onComplete} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    expect((input as HTMLInputElement).value).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('reports completion again after the code is corrected', async () => {
    const onComplete = vi.fn();
    renderWithI18n(<OtpInput length={4} onComplete={onComplete} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '1234{Backspace}5');
    expect(onComplete.mock.calls).toEqual([['1234'], ['1235']]);
  });

  it('can be controlled by its parent', async () => {
    function Controlled() {
      const [code, setCode] = useState('12');
      return (
        <>
          <OtpInput length={6} value={code} onChange={setCode} />
          <output>{code}</output>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('12');
    await userEvent.type(input, '3x4');
    expect(screen.getByRole('status').textContent).toBe('1234');
  });

  it('shows an error and marks the input invalid', () => {
    renderWithI18n(<OtpInput error="The code is wrong" />, { language: 'uk' });
    const input = screen.getByRole('textbox', { name: 'Код підтвердження' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code is wrong')).toBeTruthy();
  });
});
