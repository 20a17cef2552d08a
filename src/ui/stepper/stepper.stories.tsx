import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './stepper';

const steps = [
  { id: 'company', label: 'Company details' },
  { id: 'people', label: 'Directors and owners' },
  { id: 'documents', label: 'Documents' },
  { id: 'review', label: 'Review and submit' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps, current: 0 },
  argTypes: { current: { control: { type: 'range', min: 0, max: steps.length - 1 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const MiddleStep: Story = { args: { current: 2 } };

export const LastStep: Story = { args: { current: 3 } };

export const CustomLabel: Story = { args: { current: 1, label: 'Business registration' } };
