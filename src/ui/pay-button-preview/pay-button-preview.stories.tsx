import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_COLORS, BUTTON_LABELS, BUTTON_SHAPES, BUTTON_SIZES } from '../../core/api/contract/merchant-buttons';
import { Inline, Stack } from '../layout/layout';
import { PayButtonPreview } from './pay-button-preview';

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0e7490"/><rect x="8" y="8" width="16" height="16" fill="#f59e0b"/></svg>',
  );

const meta = {
  title: 'UI/PayButtonPreview',
  component: PayButtonPreview,
  args: {
    buttonStyle: { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' },
    amount: '24.90',
    currency: 'USD',
    brandName: 'Nimbus Wallet',
  },
  argTypes: {
    period: { control: 'select', options: [null, 'day', 'week', 'month', 'year'] },
  },
} satisfies Meta<typeof PayButtonPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's live preview: a picture of the button. */
export const BuyNow: Story = {};

export const SubscriptionWithLogo: Story = {
  args: {
    buttonStyle: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
    amount: '9.99',
    currency: 'EUR',
    period: 'month',
    logoUrl: LOGO,
  },
};

export const OpenDonation: Story = {
  args: { buttonStyle: { shape: 'pill', color: 'black', size: 'small', label: 'donate' }, amount: null },
};

/** As the storefront renders it: a real button. */
export const Clickable: Story = {
  args: { onClick: () => undefined },
};

export const Busy: Story = {
  args: { onClick: () => undefined, busy: true },
};

/** Every shape, colour, size and label. */
export const AllStyles: Story = {
  render: (args) => (
    <Stack gap="lg">
      {BUTTON_COLORS.map((color) => (
        <Inline key={color} gap="md">
          {BUTTON_SHAPES.map((shape) => (
            <PayButtonPreview key={shape} {...args} buttonStyle={{ shape, color, size: 'medium', label: 'pay' }} />
          ))}
        </Inline>
      ))}
      <Inline gap="md">
        {BUTTON_SIZES.map((size) => (
          <PayButtonPreview
            key={size}
            {...args}
            buttonStyle={{ shape: 'rect', color: 'gold', size, label: 'checkout' }}
          />
        ))}
      </Inline>
      <Inline gap="md">
        {BUTTON_LABELS.map((label) => (
          <PayButtonPreview
            key={label}
            {...args}
            buttonStyle={{ shape: 'rect', color: 'silver', size: 'small', label }}
          />
        ))}
      </Inline>
    </Stack>
  ),
};
