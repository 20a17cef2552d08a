import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const countries = [
  { value: 'GB', label: 'United Kingdom' },
  { value: 'LT', label: 'Lithuania' },
  { value: 'PT', label: 'Portugal' },
  { value: 'RO', label: 'Romania' },
  { value: 'XX', label: 'Not supported', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Country of residence', options: countries, placeholder: 'Choose a country', defaultValue: '' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'LT' } };

export const WithHint: Story = { args: { hint: 'Where you live now, not where you were born' } };

export const WithError: Story = { args: { error: 'This field is required.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'PT' } };
