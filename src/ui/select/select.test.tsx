// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Select } from './select';

const currencies = [
  { value: 'EUR', label: 'Euro' },
  { value: 'GBP', label: 'Pound sterling' },
  { value: 'USD', label: 'US dollar', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder choice', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <Select
        label="Currency"
        options={currencies}
        placeholder="Choose a currency"
        defaultValue=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a currency',
      'Euro',
      'Pound sterling',
      'US dollar',
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'US dollar' }).disabled).toBe(true);
    await userEvent.selectOptions(select, 'GBP');
    expect((select as HTMLSelectElement).value).toBe('GBP');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks an error as invalid and describes the select with it', () => {
    renderWithI18n(<Select label="Currency" options={currencies} error="Choose a currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Choose a currency',
    );
  });
});
