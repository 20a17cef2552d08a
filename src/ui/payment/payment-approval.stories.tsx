import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentApproval, PaymentOutcomeBanner } from './payment-approval';
import { PUSH, SERVER_DOWN, SMS_CODE, WRONG_CODE } from './payment-fixtures';

/** The approval step by the payer's mode, with its resend notices, and the banners of an attempt that paid nothing. */
const meta = {
  title: 'UI/Payment/Approval',
  component: PaymentApproval,
  args: { state: SMS_CODE, amount: '$120.00', payee: 'Northwind Trading Ltd', onSubmitCode: fn(), onResend: fn() },
} satisfies Meta<typeof PaymentApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmsCode: Story = {};

export const AuthenticatorCode: Story = { args: { state: { ...SMS_CODE, mode: 'otp', sentTo: null } } };

export const ApprovalCode: Story = { args: { state: { ...SMS_CODE, mode: 'approvalCode', sentTo: null } } };

export const WrongCode: Story = { args: { state: { ...SMS_CODE, error: WRONG_CODE } } };

export const Approving: Story = { args: { state: { ...SMS_CODE, approving: true } } };

export const CodeResending: Story = { args: { state: { ...SMS_CODE, resend: { status: 'busy' } } } };

export const CodeResent: Story = {
  args: { state: { ...SMS_CODE, resend: { status: 'sent', to: '+44 ••• ••• 1234' } } },
};

export const CodeResendFailed: Story = {
  args: { state: { ...SMS_CODE, resend: { status: 'failed', error: SERVER_DOWN } } },
};

export const PushWaiting: Story = { args: { state: PUSH } };

export const PushCannotHearThePhone: Story = { args: { state: { ...PUSH, error: SERVER_DOWN } } };

export const PushResent: Story = { args: { state: { ...PUSH, resend: { status: 'sent', to: null } } } };

export const SubmitFailed: Story = {
  render: () => <PaymentOutcomeBanner state={{ kind: 'failed', error: SERVER_DOWN }} />,
};

export const Declined: Story = {
  render: () => <PaymentOutcomeBanner state={{ kind: 'declined', reason: 'declined', message: 'Declined' }} />,
};

export const Expired: Story = {
  render: () => <PaymentOutcomeBanner state={{ kind: 'declined', reason: 'expired', message: 'Expired' }} />,
};

export const TooManyCodes: Story = {
  render: () => (
    <PaymentOutcomeBanner state={{ kind: 'declined', reason: 'tooManyCodes', message: 'Too many codes' }} />
  ),
};
