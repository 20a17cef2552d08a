// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { AccountPicker, type AccountPickerOption } from './account-picker';

const OPTIONS: AccountPickerOption[] = [
  { id: '500001', title: 'USD account •••• 0001', currency: 'USD', balance: '1520.50', detail: '1 EUR = 1.086957 USD' },
  { id: '500002', title: 'EUR account •••• 0002', currency: 'EUR', balance: '830.25' },
  {
    id: '500003',
    title: 'RON account •••• 0003',
    currency: 'RON',
    balance: '0.00',
    disabled: true,
    detail: 'Not enough money',
  },
];

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>('500002');
  return (
    <AccountPicker
      legend="Pay from"
      balanceLabel="Balance"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('AccountPicker', () => {
  it('is a labelled radio group with balances and details; choosing moves the selection', async () => {
    renderWithI18n(<Picker />);
    const group = screen.getByRole('group', { name: 'Pay from' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const usd = screen.getByRole('radio', { name: /USD account •••• 0001/ });
    expect(usd.closest('label')?.textContent).toBe('USD account •••• 0001Balance $1,520.501 EUR = 1.086957 USD');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /EUR account/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /RON account/ }).disabled).toBe(true);
    await userEvent.click(usd);
    expect((usd as HTMLInputElement).checked).toBe(true);
  });

  it('shows a problem with the choice as an alert described by the group', () => {
    renderWithI18n(<Picker error="Not enough money on this account" />);
    const group = screen.getByRole('group', { name: 'Pay from' });
    expect(screen.getByRole('alert').textContent).toBe('Not enough money on this account');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not enough money on this account',
    );
  });
});
