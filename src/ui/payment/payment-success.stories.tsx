import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { APPROVAL_TRANSACTION, PAID } from './payment-fixtures';
import { PaymentSuccess } from './payment-success';

/** The success of a payment: a popup over the page, or in place of the payment inside a window that closes. */
const meta = {
  title: 'UI/Payment/Success',
  component: PaymentSuccess,
  args: { success: PAID, amount: '$120.00', payee: 'Northwind Trading Ltd', variant: 'dialog', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentSentPopup: Story = {};

export const ApprovalTransactionPopup: Story = { args: { success: APPROVAL_TRANSACTION } };

export const ServerMessagePopup: Story = {
  args: { success: { ...PAID, message: 'Paid. Thank you for using the sandbox bank.' } },
};

export const PaymentSentInline: Story = { args: { variant: 'inline' }, parameters: { layout: 'padded' } };

export const SubscriptionStartedInline: Story = {
  args: {
    variant: 'inline',
    amount: '€9.99',
    payee: 'Pixel Goods LLC',
    bookedTitle: 'Subscription started',
    bookedText: 'You paid the first €9.99 to Pixel Goods LLC. The next payments follow every month.',
  },
  parameters: { layout: 'padded' },
};

export const ApprovalTransactionInline: Story = {
  args: { variant: 'inline', success: APPROVAL_TRANSACTION },
  parameters: { layout: 'padded' },
};
