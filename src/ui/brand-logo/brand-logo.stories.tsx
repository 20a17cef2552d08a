import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_IDS } from '../../core/brand/brands';
import { Stack } from '../layout/layout';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'UI/BrandLogo',
  component: BrandLogo,
  args: { brand: 'wallet', decorative: false },
  argTypes: { brand: { control: 'select', options: BRAND_IDS } },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllBrands: Story = {
  render: () => (
    <Stack gap="lg">
      {BRAND_IDS.map((id) => (
        <BrandLogo key={id} brand={id} />
      ))}
    </Stack>
  ),
};
