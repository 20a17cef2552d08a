import type { Meta, StoryObj } from '@storybook/react-vite';
import { getBrand } from '../../core/brand/brands';
import { LanguageSwitcher } from './language-switcher';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changes the language of the whole story, like the toolbar does. */
export const AllLanguages: Story = {};

export const UkEmoneyBrand: Story = { args: { languages: getBrand('uk-emoney').languages.available } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

/** One language: nothing is rendered. */
export const SingleLanguage: Story = { args: { languages: ['en'] } };
