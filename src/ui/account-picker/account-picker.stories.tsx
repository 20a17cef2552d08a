import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AccountPicker, type AccountPickerOption } from './account-picker';

const OPTIONS: AccountPickerOption[] = [
  {
    id: '500001',
    title: 'USD payment account •••• 0001',
    currency: 'USD',
    balance: '1520.50',
    detail: '1 EUR = 1.086957 USD',
  },
  { id: '500002', title: 'EUR payment account •••• 0002', currency: 'EUR', balance: '830.25' },
];

function Interactive({ options, error }: { options: AccountPickerOption[]; error?: string }) {
  const [value, setValue] = useState<string | null>(options[0]?.id ?? null);
  return (
    <AccountPicker
      legend="Pay from"
      balanceLabel="Balance"
      options={options}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

const meta = {
  title: 'UI/AccountPicker',
  component: Interactive,
  args: { options: OPTIONS },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCurrencies: Story = {};

export const LoadingRate: Story = {
  args: { options: [{ ...OPTIONS[0]!, detail: 'Loading the exchange rate…' }, OPTIONS[1]!] },
};

export const NotEnoughMoney: Story = {
  args: {
    options: [
      OPTIONS[0]!,
      { ...OPTIONS[1]!, balance: '3.10', disabled: true, detail: 'Not enough money for this payment' },
    ],
    error: 'Choose an account with enough money for the payment and its fee.',
  },
};
