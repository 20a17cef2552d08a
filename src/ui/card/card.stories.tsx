import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from '../amount-text/amount-text';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Everyday EUR',
    children: (
      <p>
        Balance <AmountText amount="2450.75" currency="EUR" />
      </p>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithActions: Story = { args: { actions: <Button variant="link">Rename</Button> } };

export const Plain: Story = { args: { title: undefined, children: <p>A surface without a heading.</p> } };

export const NestedHeadingLevel: Story = { args: { headingLevel: 3, title: 'Card limits' } };
