import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpInput } from './otp-input';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { length: 6 },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FourDigits: Story = { args: { length: 4, label: 'Card PIN confirmation code' } };

export const Prefilled: Story = { args: { defaultValue: '123' } };

export const WithError: Story = {
  args: { defaultValue: '000000', error: 'The code is not correct. Check the latest SMS.' },
};

export const CustomHint: Story = { args: { hint: 'We sent it to +44 •••• 0123' } };
