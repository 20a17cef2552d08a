import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout/layout';
import { AmountText } from './amount-text';

const meta = {
  title: 'UI/AmountText',
  component: AmountText,
  args: { amount: '1234.5', currency: 'EUR', colourBySign: false },
} satisfies Meta<typeof AmountText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Debit: Story = { args: { amount: '-89.99', colourBySign: true } };

export const Credit: Story = { args: { amount: '250', colourBySign: true, signDisplay: 'exceptZero' } };

export const EightDecimals: Story = { args: { amount: '0.12345678', currency: 'BTC' } };

export const NonIsoCode: Story = { args: { amount: '1500', currency: 'USDT' } };

/** Switch the language in the toolbar: separators and symbol position follow it. */
export const Examples: Story = {
  render: () => (
    <Stack gap="sm">
      <AmountText amount="1234567.891" currency="GBP" />
      <AmountText amount="-20" currency="USD" colourBySign />
      <AmountText amount="0.00000001" currency="EUR" />
      <AmountText amount="90071992547409931.01" currency="RON" />
    </Stack>
  ),
};
