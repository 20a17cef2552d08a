import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApprovalPanel, type CodeApprovalProps, type PushApprovalProps } from './approval-panel';

const code: CodeApprovalProps = {
  mode: 'code',
  instructions: 'We sent a 6-digit code by SMS to +44 ••• ••• 1234.',
  codeLabel: 'Code from the SMS',
  submitLabel: 'Approve payment',
  incompleteText: 'Enter all 6 digits of the code.',
  resendLabel: 'Send a new code',
  onSubmitCode: fn(),
  onResend: fn(),
};

const push: PushApprovalProps = {
  mode: 'push',
  instructions: 'Open the app on your phone and approve the payment of $25.00 to Northwind Trading Ltd.',
  waitingLabel: 'Waiting for your approval…',
  resendLabel: 'Send the request to my phone again',
  onResend: fn(),
};

const meta = {
  title: 'UI/ApprovalPanel',
  component: ApprovalPanel,
} satisfies Meta<typeof ApprovalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmsCode: Story = { args: code };

export const WrongCode: Story = { args: { ...code, codeError: 'Invalid approval code' } };

export const Approving: Story = { args: { ...code, approving: true } };

export const CodeResent: Story = {
  args: { ...code, resendNotice: { tone: 'success', text: 'A new code is on its way to +44 ••• ••• 1234.' } },
};

export const ResendFailed: Story = {
  args: { ...code, resendNotice: { tone: 'error', text: 'Too many resends: start the payment again' } },
};

export const PushWaiting: Story = { args: push };

export const PushResent: Story = {
  args: { ...push, resendNotice: { tone: 'success', text: 'Sent to your phone again.' } },
};
