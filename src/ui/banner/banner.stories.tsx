import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../layout/layout';
import { Banner } from './banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Verification in progress',
    children: 'We will e-mail you when your documents are checked.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { tone: 'success', title: 'Payment sent', children: 'The money arrives within one working day.' },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Your session ends in one minute', children: undefined },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Server is not available',
    children: 'Something went wrong on our side. Please try again.',
  },
};

export const WithActions: Story = {
  args: {
    tone: 'error',
    title: 'We could not reach the server',
    children: 'Check your connection and try again.',
    actions: <Button variant="secondary">Try again</Button>,
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Settings saved', children: undefined, onDismiss: fn() },
};

export const AllTones: Story = {
  render: () => (
    <Stack>
      <Banner tone="info" title="Info" />
      <Banner tone="success" title="Success" />
      <Banner tone="warning" title="Warning" />
      <Banner tone="error" title="Error" />
    </Stack>
  ),
};
