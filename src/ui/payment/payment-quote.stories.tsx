import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CONVERTED_QUOTE, SAME_CURRENCY_QUOTE, SERVER_DOWN } from './payment-fixtures';
import { PaymentQuoteView } from './payment-quote';

/** The fee and total of the chosen account, while it is asked and when it cannot be worked out. */
const meta = {
  title: 'UI/Payment/Quote',
  component: PaymentQuoteView,
  args: { quote: { status: 'ready', quote: SAME_CURRENCY_QUOTE }, amount: '120.00', currency: 'USD', onRetry: fn() },
} satisfies Meta<typeof PaymentQuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameCurrency: Story = {};

export const ConvertedToTheAccountsCurrency: Story = { args: { quote: { status: 'ready', quote: CONVERTED_QUOTE } } };

export const OwnAmountLabel: Story = { args: { amountLabel: 'Invoice amount' } };

export const Loading: Story = { args: { quote: { status: 'loading' } } };

export const Failed: Story = { args: { quote: { status: 'failed', error: SERVER_DOWN } } };
