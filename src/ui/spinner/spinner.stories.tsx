import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../layout/layout';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md', showLabel: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Loading your accounts…' } };

export const Sizes: Story = {
  render: () => (
    <Inline gap="lg">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Inline>
  ),
};
