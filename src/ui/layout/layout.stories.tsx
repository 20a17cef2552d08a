import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { TextField } from '../field/field';
import { FormLayout, Inline, Stack, VisuallyHidden } from './layout';

const meta = {
  title: 'UI/Layout',
  component: Stack,
  args: { gap: 'md' },
  argTypes: { gap: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfCards: Story = {
  render: (args) => (
    <Stack {...args}>
      <Card title="EUR account">First</Card>
      <Card title="GBP account">Second</Card>
      <Card title="USD account">Third</Card>
    </Stack>
  ),
};

export const InlineActions: Story = {
  render: () => (
    <Inline justify="end">
      <Button variant="secondary">Cancel</Button>
      <Button>Continue</Button>
    </Inline>
  ),
};

/** Narrow the viewport below 476 px: the buttons stack full width in reading order. */
export const StackOnMobile: Story = {
  render: () => (
    <Inline justify="end" stackOnMobile>
      <Button variant="secondary">Back</Button>
      <Button>Pay now</Button>
    </Inline>
  ),
};

export const SemanticList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Recent payees">
      <li>Ana Pop</li>
      <li>Ion Rusu</li>
      <li>Olena Koval</li>
    </Stack>
  ),
};

/** The icon button has a name for screen readers only. */
export const VisuallyHiddenText: Story = {
  render: () => (
    <button type="button" className="wallet-button wallet-button--secondary">
      ✕<VisuallyHidden>Remove payee</VisuallyHidden>
    </button>
  ),
};

/** The form page template: a readable column; the summary beside it from 1024 px, below it on phones. */
export const FormWithSummary: Story = {
  render: () => (
    <FormLayout
      summary={
        <Card title="Summary">
          <p>Amount $25.00 · Fee $0.30 · Total charged $25.30</p>
        </Card>
      }
    >
      <form aria-label="Send money">
        <Stack gap="md">
          <TextField label="Recipient's e-mail" type="email" />
          <TextField label="Amount" inputMode="decimal" />
          <div>
            <Button type="submit">Review</Button>
          </div>
        </Stack>
      </form>
    </FormLayout>
  ),
};
