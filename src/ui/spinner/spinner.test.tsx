// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announcing that something is loading, in the current language', () => {
    renderWithI18n(<Spinner />, { language: 'pt' });
    expect(screen.getByRole('status').textContent).toBe('A carregar…');
  });

  it('can say what is loading', () => {
    renderWithI18n(<Spinner label="Loading invoices" showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading invoices');
  });
});
