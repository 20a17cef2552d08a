import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { RateState } from '../../core/payments/payment-model';
import { Button } from '../button/button';
import { PaymentAccountPicker, PaymentAccountsNotice } from './payment-accounts';
import { ACCOUNTS, SERVER_DOWN } from './payment-fixtures';

function Picker({ rate, insufficient = false }: { rate?: RateState; insufficient?: boolean }) {
  const [value, setValue] = useState<string | null>('500001');
  const rates: Record<string, RateState> = rate ? { '500002': rate } : {};
  return (
    <PaymentAccountPicker
      accounts={ACCOUNTS}
      rates={rates}
      currency="USD"
      value={value}
      onChange={setValue}
      insufficient={insufficient}
    />
  );
}

/** The account to pay from (masked numbers, balances, the rate of another currency) and what stands in for it. */
const meta = {
  title: 'UI/Payment/Accounts',
  component: Picker,
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtherCurrencyRate: Story = { args: { rate: { status: 'ready', rate: '0.92' } } };

export const RateLoading: Story = { args: { rate: { status: 'loading' } } };

export const RateFailed: Story = { args: { rate: { status: 'failed', error: SERVER_DOWN } } };

export const NotEnoughMoney: Story = { args: { rate: { status: 'ready', rate: '0.92' }, insufficient: true } };

export const AccountsLoading: Story = {
  render: () => <PaymentAccountsNotice state={{ status: 'loading' }} onRetry={fn()} />,
};

export const AccountsFailed: Story = {
  render: () => <PaymentAccountsNotice state={{ status: 'failed', error: SERVER_DOWN }} onRetry={fn()} />,
};

export const NoAccounts: Story = {
  render: () => <PaymentAccountsNotice state={{ status: 'ready', accounts: [] }} onRetry={fn()} />,
};

export const NoAccountsWithAction: Story = {
  render: () => (
    <PaymentAccountsNotice
      state={{ status: 'ready', accounts: [] }}
      onRetry={fn()}
      emptyActions={<Button variant="secondary">Use another account</Button>}
    />
  ),
};
