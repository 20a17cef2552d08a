/**
 * Every story renders inside what a widget or the portal provides: the design system's styles (adopted, as the
 * runtime does), the brand's colours and an i18n instance from createI18n. Toolbar menus switch brand and
 * language at runtime, without remounting the story.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { BRAND_IDS, getBrand, isBrandId, type BrandId } from '../src/core/brand/brands';
import { createI18n, LANGUAGE_ENDONYMS, LANGUAGES, normaliseLanguage, setLanguage } from '../src/core/i18n/i18n';
import { brandThemeCss, I18nextProvider, uiStyles } from '../src/ui';

function adoptSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

adoptSheet(uiStyles);
const brandSheet = adoptSheet('');

function StoryProviders({ language, brand, children }: { language: string; brand: BrandId; children: ReactNode }) {
  const [i18n] = useState(() => createI18n({ language }));

  useEffect(() => {
    void setLanguage(i18n, language);
    document.documentElement.lang = normaliseLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    brandSheet.replaceSync(brandThemeCss(getBrand(brand)));
  }, [brand]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const withProviders: Decorator = (Story, context) => {
  const { language, brand } = context.globals as { language?: string; brand?: string };
  return (
    <StoryProviders language={language ?? 'en'} brand={isBrandId(brand) ? brand : 'wallet'}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    language: {
      description: 'Language of the i18n instance',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_ENDONYMS[value] })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand whose colours apply',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_IDS.map((value) => ({ value, title: getBrand(value).name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', brand: 'wallet' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
