import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with a digit and a capital letter',
  },
};

export const WithError: Story = { args: { defaultValue: 'wrong', error: 'The username or password is not correct' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
