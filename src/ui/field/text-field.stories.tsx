import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Full name', autoComplete: 'name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'As it appears on your passport' } };

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'ana@',
    error: 'Enter a valid email address, for example name@example.com.',
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Include the country code',
    error: 'This field is required.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana Pop' } };

export const HiddenLabel: Story = {
  args: { label: 'Search transactions', type: 'search', hideLabel: true, placeholder: 'Search' },
};
