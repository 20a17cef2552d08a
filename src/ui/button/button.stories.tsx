import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../layout/layout';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continue', variant: 'primary', loading: false, fullWidth: false, disabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Link: Story = { args: { variant: 'link', children: 'Show details' } };

export const Loading: Story = { args: { loading: true, children: 'Pay 120.00 EUR' } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };

/** The handler returns a promise: the button shows itself busy and ignores further clicks until it settles. */
export const AsyncClick: Story = {
  args: {
    children: 'Send payment',
    onClick: () => new Promise((resolve) => setTimeout(resolve, 1500)),
  },
};

export const AllVariants: Story = {
  render: () => (
    <Inline gap="md">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="link">Link</Button>
      <Button loading>Loading</Button>
      <Button variant="secondary" loading>
        Loading
      </Button>
      <Button disabled>Disabled</Button>
    </Inline>
  ),
};
