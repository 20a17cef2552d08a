// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderWithI18n } from '../test-utils';
import { TextField } from './field';

describe('TextField', () => {
  it('labels the input and passes type and autocomplete through', async () => {
    renderWithI18n(<TextField label="Email" type="email" autoComplete="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await userEvent.type(input, 'ana@example.com');
    expect((input as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('describes the input with its hint', () => {
    renderWithI18n(<TextField label="Username" hint="Letters and digits only" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(descriptionOf(input)).toBe('Letters and digits only');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks an error as invalid and announces it after the hint, prefixed for screen readers', () => {
    renderWithI18n(<TextField label="Email" hint="We send receipts here" error="Enter a valid email address" />, {
      language: 'es',
    });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('We send receipts here | Error: Enter a valid email address');
  });

  it('keeps an id given by the caller and an extra description', () => {
    renderWithI18n(
      <>
        <p id="terms">See terms</p>
        <TextField label="Reference" id="reference" aria-describedby="terms" />
      </>,
    );
    const input = screen.getByLabelText('Reference');
    expect(input.id).toBe('reference');
    expect(descriptionOf(input)).toBe('See terms');
  });
});
